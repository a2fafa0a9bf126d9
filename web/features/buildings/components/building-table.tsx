import type { BuildingDto } from '../../../../domain/schemas/buildings';
import { formatCents } from '../../../lib/format';
import { BuildingActions, type BuildingHandlers } from './building-actions';
import { StatusBadge } from './status-badge';
import type { Selection } from '../hooks/use-selection';

export function BuildingTable({
  buildings,
  handlers,
  selection,
}: {
  buildings: BuildingDto[];
  handlers: BuildingHandlers;
  selection?: Selection;
}) {
  const selectable = buildings.filter((b) => !b.archivedAt);
  const allSelected = selectable.length > 0 && selectable.every((b) => selection?.has(b.id));
  return (
    <>
      <CompactList buildings={buildings} handlers={handlers} selection={selection} />
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm min-[769px]:block">
        <table className="w-full min-w-[760px] text-left text-sm">
          <caption className="sr-only">Prédios</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              {selection && (
                <th scope="col" className="w-10 px-3 py-3">
                  <input
                    type="checkbox"
                    className="h-4 w-4 cursor-pointer accent-brand-600"
                    checked={allSelected}
                    onChange={() => selection.setAll(allSelected ? [] : selectable.map((b) => b.id))}
                    aria-label="Selecionar todos"
                  />
                </th>
              )}
              <th scope="col" className="px-3 py-3">
                Prédio
              </th>
              <th scope="col" className="px-3 py-3">
                Endereço
              </th>
              <th scope="col" className="px-3 py-3">
                Status
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Preço
              </th>
              <th scope="col" className="px-3 py-3 text-center">
                Painéis
              </th>
              <th scope="col" className="px-3 py-3 text-center">
                Fotos
              </th>
              <th scope="col" className="px-3 py-3">
                Ações
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {buildings.map((b) => (
              <tr key={b.id} className="hover:bg-slate-50/60">
                {selection && (
                  <td className="px-3 py-3">
                    {!b.archivedAt && (
                      <input
                        type="checkbox"
                        className="h-4 w-4 cursor-pointer accent-brand-600"
                        checked={selection.has(b.id)}
                        onChange={() => selection.toggle(b.id)}
                        aria-label={`Selecionar ${b.name}`}
                      />
                    )}
                  </td>
                )}
                <td className="px-3 py-3">
                  <div className="font-semibold text-slate-900">{b.name}</div>
                  <div className="text-xs text-slate-500">{b.neighborhood}</div>
                </td>
                <td className="max-w-64 px-3 py-3 text-slate-600">{b.address}</td>
                <td className="px-3 py-3">
                  <StatusBadge status={b.status} archived={Boolean(b.archivedAt)} />
                </td>
                <td className="whitespace-nowrap px-3 py-3 text-right font-semibold text-slate-900">
                  {formatCents(b.priceCents)}
                </td>
                <td className="px-3 py-3 text-center">{b.displayCount}</td>
                <td className="px-3 py-3 text-center">{b.photos.length}</td>
                <td className="px-3 py-3">
                  <BuildingActions building={b} handlers={handlers} compact />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** At phone width the list is one row per building: name, status, price, actions. */
function CompactList({
  buildings,
  handlers,
  selection,
}: {
  buildings: BuildingDto[];
  handlers: BuildingHandlers;
  selection?: Selection;
}) {
  return (
    <ul
      className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm min-[769px]:hidden"
      aria-label="Prédios"
    >
      {buildings.map((b) => (
        <li key={b.id} className="flex gap-3 p-3">
          {selection && !b.archivedAt && (
            <input
              type="checkbox"
              className="mt-1 h-4 w-4 shrink-0 cursor-pointer accent-brand-600"
              checked={selection.has(b.id)}
              onChange={() => selection.toggle(b.id)}
              aria-label={`Selecionar ${b.name}`}
            />
          )}
          <div className="min-w-0 flex-1 space-y-1.5">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <div className="font-semibold text-slate-900">{b.name}</div>
                <div className="truncate text-xs text-slate-500">{b.address}</div>
              </div>
              <StatusBadge status={b.status} archived={Boolean(b.archivedAt)} />
            </div>
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-semibold text-slate-900">{formatCents(b.priceCents)}</span>
              <BuildingActions building={b} handlers={handlers} compact />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
