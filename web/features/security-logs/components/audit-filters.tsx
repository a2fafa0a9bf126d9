import { useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Input, Select } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';
import { useAuditFacets } from '../api/get-audit-facets';
import { emptyFilters, type AuditFilters } from '../api/keys';
import { actionLabels, categoryLabels, labelOf } from '../labels';

/** Category, action, person, date range and the suspicious flag. */
export function AuditFiltersBar({
  value,
  person,
  onPerson,
  onChange,
}: {
  value: AuditFilters;
  person: string;
  onPerson: (v: string) => void;
  onChange: (patch: Partial<AuditFilters>) => void;
}) {
  const facets = useAuditFacets();
  const [open, setOpen] = useState(false);
  const active = (['category', 'action', 'person', 'from', 'to', 'suspicious'] as const).filter((k) => value[k]).length;
  const label = 'mb-1.5 block text-xs font-medium text-slate-600';
  return (
    <div>
      <Button
        variant="outline"
        className="w-full min-[769px]:hidden"
        aria-expanded={open}
        aria-controls="audit-filters"
        onClick={() => setOpen((o) => !o)}
      >
        <SlidersHorizontal className="h-4 w-4" aria-hidden /> Filtros{active ? ` (${active})` : ''}
      </Button>
      <div
        id="audit-filters"
        className={`${open ? 'mt-3 grid' : 'hidden'} grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 min-[480px]:grid-cols-2 min-[769px]:mt-0 min-[769px]:grid min-[1024px]:grid-cols-3`}
      >
        <div>
          <label htmlFor="f-category" className={label}>
            Categoria
          </label>
          <Select id="f-category" value={value.category} onChange={(e) => onChange({ category: e.target.value })}>
            <option value="">Todas</option>
            {(facets.data?.categories ?? []).map((c) => (
              <option key={c} value={c}>
                {categoryLabels[c] ?? c}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="f-action" className={label}>
            Ação
          </label>
          <Select id="f-action" value={value.action} onChange={(e) => onChange({ action: e.target.value })}>
            <option value="">Todas</option>
            {(facets.data?.actions ?? []).map((a) => (
              <option key={a} value={a}>
                {labelOf(actionLabels, a)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="f-person" className={label}>
            Pessoa (e-mail)
          </label>
          <Input
            id="f-person"
            type="search"
            value={person}
            onChange={(e) => onPerson(e.target.value)}
            placeholder="parte do e-mail"
          />
        </div>
        <div>
          <label htmlFor="f-from" className={label}>
            De
          </label>
          <Input id="f-from" type="date" value={value.from} onChange={(e) => onChange({ from: e.target.value })} />
        </div>
        <div>
          <label htmlFor="f-to" className={label}>
            Até
          </label>
          <Input id="f-to" type="date" value={value.to} onChange={(e) => onChange({ to: e.target.value })} />
        </div>
        <div>
          <label htmlFor="f-suspicious" className={label}>
            Suspeitos
          </label>
          <Select
            id="f-suspicious"
            value={value.suspicious}
            onChange={(e) => onChange({ suspicious: e.target.value as AuditFilters['suspicious'] })}
          >
            <option value="">Todos os registros</option>
            <option value="true">Somente suspeitos</option>
            <option value="false">Somente normais</option>
          </Select>
        </div>
        <div className="min-[480px]:col-span-2 min-[1024px]:col-span-3">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onPerson('');
              onChange({ ...emptyFilters });
            }}
          >
            Limpar filtros
          </Button>
        </div>
      </div>
    </div>
  );
}
