import { Input, Select } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';
import { useAuditFacets } from '../api/get-audit-facets';
import { emptyFilters, type AuditFilters } from '../api/keys';
import { actionName, categoryLabels } from '../labels';

const label = 'mb-1.5 block text-xs font-medium text-slate-600';

/** Category, action, person, date range and the suspicious flag, and 'Limpar filtros'. */
export function AuditFilterFields({
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
  return (
    <>
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
              {actionName(a)}
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
    </>
  );
}
