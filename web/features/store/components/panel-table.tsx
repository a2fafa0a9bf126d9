import type { StorePanel } from '../../../../domain/schemas/store';
import { PanelCartAction } from './panel-cart-action';
import { PanelPrice } from './panel-price';
import { StatusBadge } from './status-badge';

const wide = 'hidden md:table-cell';

/**
 * The list view: Prédio, Endereço, Status, Preço and the action. Below 768 px the address and the
 * status move under the building's name, below 640 px the action under the price, so the table
 * fits a phone without scrolling sideways.
 */
export function PanelTable({ panels }: { panels: StorePanel[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-3 md:px-4">
              Prédio
            </th>
            <th scope="col" className={`${wide} px-4 py-3`}>
              Endereço
            </th>
            <th scope="col" className={`${wide} px-4 py-3`}>
              Status
            </th>
            <th scope="col" className="px-3 py-3 md:px-4">
              Preço
            </th>
            <th scope="col" className="hidden px-3 py-3 text-right sm:table-cell md:px-4">
              Ações
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {panels.map((p) => (
            <tr key={p.id} data-testid="panel-row" data-panel-id={p.id} className="align-middle">
              <th scope="row" className="px-3 py-3 font-semibold text-slate-900 md:px-4">
                <span data-testid="row-name">{p.name}</span>
                <span className="mt-0.5 block text-xs font-normal text-slate-600 md:hidden">{p.address}</span>
                <StatusBadge status={p.status} className="mt-1 md:hidden" />
              </th>
              <td className={`${wide} px-4 py-3 text-slate-600`}>{p.address}</td>
              <td className={`${wide} px-4 py-3`}>
                <StatusBadge status={p.status} />
              </td>
              <td className="px-3 py-3 md:px-4">
                <PanelPrice panel={p} compact />
                <div className="mt-2 sm:hidden">
                  <PanelCartAction panel={p} />
                </div>
              </td>
              <td className="hidden px-3 py-3 text-right sm:table-cell md:px-4">
                <PanelCartAction panel={p} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
