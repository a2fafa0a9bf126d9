import { useId, useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import { buildingStatusLabels } from '../../../../domain/buildings';
import { plural } from '../../../../domain/text';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import type { BuildingOption } from '../api/get-buildings';

/**
 * Checkboxes for the active buildings (the spec offers only those), plus any already chosen that
 * is no longer active, so editing an old promotion shows what it covers.
 */
export function BuildingPicker({
  label,
  options,
  loading,
  value,
  onChange,
  error,
}: {
  label: string;
  options: BuildingOption[] | undefined;
  loading?: boolean;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const offered = useMemo(
    () => (options ?? []).filter((b) => b.status === 'active' || value.includes(b.id)),
    [options, value],
  );
  const shown = useMemo(() => {
    const q = search.trim().toLocaleLowerCase('pt-BR');
    return q ? offered.filter((b) => `${b.name} ${b.neighborhood}`.toLocaleLowerCase('pt-BR').includes(q)) : offered;
  }, [offered, search]);
  // Chosen before the building was archived or deleted: shown so it can be unchecked.
  const gone = options ? value.filter((v) => !options.some((b) => b.id === v)) : [];
  const activeIds = offered.filter((b) => b.status === 'active').map((b) => b.id);
  const allChosen = activeIds.length > 0 && activeIds.every((i) => value.includes(i));
  const toggle = (bid: string) => onChange(value.includes(bid) ? value.filter((v) => v !== bid) : [...value, bid]);

  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex flex-col gap-2 min-[420px]:flex-row min-[420px]:items-center">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-2.5 h-5 w-5 text-slate-400" aria-hidden />
          <Input
            type="search"
            aria-label="Buscar prédio"
            placeholder="Buscar prédio"
            className="pl-10"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-600"
            checked={allChosen}
            onChange={() => onChange(allChosen ? [] : activeIds)}
            disabled={activeIds.length === 0}
          />
          Todos os ativos
        </label>
      </div>
      <div className="max-h-52 overflow-y-auto rounded-lg border border-slate-200 bg-white">
        {loading ? (
          <div className="flex justify-center py-6 text-brand-600">
            <Spinner />
          </div>
        ) : shown.length === 0 && gone.length === 0 ? (
          <p className="px-3 py-4 text-sm text-slate-500">Nenhum prédio ativo encontrado.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {gone.map((gid) => (
              <li key={gid}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50">
                  <input type="checkbox" className="h-4 w-4 accent-brand-600" checked onChange={() => toggle(gid)} />
                  <span className="text-slate-600">Prédio arquivado ou removido (desmarque para salvar)</span>
                </label>
              </li>
            ))}
            {shown.map((b) => (
              <li key={b.id}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-brand-600"
                    checked={value.includes(b.id)}
                    onChange={() => toggle(b.id)}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">{b.name}</span>
                    <span className="block truncate text-xs text-slate-500">
                      {b.neighborhood}
                      {b.status !== 'active' && ` · ${buildingStatusLabels[b.status]}`}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="text-xs text-slate-500">
        {plural(value.length, 'prédio selecionado', 'prédios selecionados')}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
