import { auditCategories } from '../../../../domain/audit';
import { categoryLabels } from '../../../../domain/activity-labels';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/input';
import { emptyHistoryFilters, type HistoryFilters } from '../api/keys';

const label = 'mb-1.5 block text-xs font-medium text-slate-600';

/** Period, kind and person, and 'Limpar filtros'. */
export function HistoryFiltersBar({
  value,
  person,
  onPerson,
  onChange,
}: {
  value: HistoryFilters;
  person: string;
  onPerson: (v: string) => void;
  onChange: (patch: Partial<HistoryFilters>) => void;
}) {
  const kinds = [...auditCategories].sort((a, b) => (categoryLabels[a] ?? a).localeCompare(categoryLabels[b] ?? b, 'pt-BR'));
  return (
    <div className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 min-[480px]:grid-cols-2 min-[1024px]:grid-cols-4">
      <div>
        <label htmlFor="h-kind" className={label}>
          Tipo
        </label>
        <Select id="h-kind" value={value.kind} onChange={(e) => onChange({ kind: e.target.value })}>
          <option value="">Todos</option>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {categoryLabels[k] ?? k}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor="h-person" className={label}>
          Pessoa (e-mail)
        </label>
        <Input id="h-person" type="search" value={person} onChange={(e) => onPerson(e.target.value)} placeholder="parte do e-mail" />
      </div>
      <div>
        <label htmlFor="h-from" className={label}>
          De
        </label>
        <Input id="h-from" type="date" value={value.from} onChange={(e) => onChange({ from: e.target.value })} />
      </div>
      <div>
        <label htmlFor="h-to" className={label}>
          Até
        </label>
        <Input id="h-to" type="date" value={value.to} onChange={(e) => onChange({ to: e.target.value })} />
      </div>
      <div className="min-[480px]:col-span-2 min-[1024px]:col-span-4">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            onPerson('');
            onChange({ ...emptyHistoryFilters });
          }}
        >
          Limpar filtros
        </Button>
      </div>
    </div>
  );
}
