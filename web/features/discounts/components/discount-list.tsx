import { messages } from '../../../../domain/messages';
import { discountTypeLabels } from '../../../../domain/discounts';
import type { DiscountView } from '../../../../domain/schemas/discounts';
import { discountValueLabel, validityLabel } from './labels';
import { RowActions } from './row-actions';
import { StateBadge } from './state-badge';

const names = (d: DiscountView) => d.buildings.map((b) => b.name).join(', ');
const subject = (d: DiscountView) => `desconto de ${discountValueLabel(d)} (${names(d)})`;

/** Building discounts, newest first: a table above 768 px, cards below. */
export function DiscountList({
  discounts,
  onEdit,
  onDelete,
}: {
  discounts: DiscountView[];
  onEdit: (d: DiscountView) => void;
  onDelete: (d: DiscountView) => void;
}) {
  if (discounts.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white py-10 text-center text-slate-500">
        {messages.noActiveDiscounts}
      </p>
    );
  }
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white min-[769px]:block">
        <table className="w-full text-left text-sm" aria-label="Descontos de prédios">
          <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-3">
                Desconto
              </th>
              <th scope="col" className="px-4 py-3">
                Prédios
              </th>
              <th scope="col" className="px-4 py-3">
                Validade
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Ações
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {discounts.map((d) => (
              <tr key={d.id} className="align-middle" data-testid="discount-row">
                <td className="px-4 py-3">
                  <p className="font-semibold text-slate-900">{discountValueLabel(d)}</p>
                  <p className="text-xs text-slate-500">{discountTypeLabels[d.type]}</p>
                </td>
                <td className="max-w-xs px-4 py-3 text-slate-700">{names(d)}</td>
                <td className="px-4 py-3 text-slate-600">{validityLabel(d.startsAt, d.endsAt)}</td>
                <td className="px-4 py-3">
                  <StateBadge state={d.state} />
                </td>
                <td className="px-4 py-3">
                  <RowActions subject={subject(d)} onEdit={() => onEdit(d)} onDelete={() => onDelete(d)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 min-[769px]:hidden" aria-label="Descontos de prédios">
        {discounts.map((d) => (
          <li key={d.id} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="discount-card">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {discountValueLabel(d)}{' '}
                  <span className="text-xs font-normal text-slate-500">· {discountTypeLabels[d.type]}</span>
                </p>
                <p className="text-sm text-slate-700">{names(d)}</p>
              </div>
              <RowActions subject={subject(d)} onEdit={() => onEdit(d)} onDelete={() => onDelete(d)} />
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-500">
              <StateBadge state={d.state} />
              <span>{validityLabel(d.startsAt, d.endsAt)}</span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
