import type { StorePanel } from '../../../../domain/schemas/store';
import { PanelCartAction } from './panel-cart-action';
import { PanelPrice } from './panel-price';
import { StatusBadge } from './status-badge';

/** The list view: Prédio, Endereço, Status, Preço and the action. */
export function PanelTable({ panels }: { panels: StorePanel[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[640px] text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3">Prédio</th>
            <th scope="col" className="px-4 py-3">Endereço</th>
            <th scope="col" className="px-4 py-3">Status</th>
            <th scope="col" className="px-4 py-3">Preço</th>
            <th scope="col" className="px-4 py-3 text-right">Ações</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {panels.map((p) => (
            <tr key={p.id} data-testid="panel-row" data-panel-id={p.id}>
              <th scope="row" className="px-4 py-3 font-semibold text-slate-900">{p.name}</th>
              <td className="px-4 py-3 text-slate-600">{p.address}</td>
              <td className="px-4 py-3"><StatusBadge status={p.status} /></td>
              <td className="px-4 py-3"><PanelPrice panel={p} compact /></td>
              <td className="px-4 py-3 text-right"><PanelCartAction panel={p} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
