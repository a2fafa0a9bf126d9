import { messages } from '../../../../domain/messages';
import { discountTypeLabels } from '../../../../domain/discounts';
import type { CouponView } from '../../../../domain/schemas/coupons';
import { formatCents } from '../../../lib/format';
import { couponUsesLabel, couponValueLabel, validityLabel } from './labels';
import { RowActions } from './row-actions';
import { StateBadge } from './state-badge';

const limits = (c: CouponView) =>
  [
    c.minPurchaseCents != null ? `mín. ${formatCents(c.minPurchaseCents)}` : null,
    c.maxDiscountCents != null ? `até ${formatCents(c.maxDiscountCents)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** What a coupon's revenue is (ADR 0039), for the column's tooltip and the screen's note. */
export const REVENUE_MEANS = 'Pedidos pagos com o cupom, menos estornos e contestações';

/** Coupons, newest first. */
export function CouponList({
  coupons,
  buildingName,
  onEdit,
  onDelete,
}: {
  coupons: CouponView[];
  buildingName: (id: string) => string;
  onEdit: (c: CouponView) => void;
  onDelete: (c: CouponView) => void;
}) {
  if (coupons.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white py-10 text-center text-slate-500">
        {messages.noCoupons}
      </p>
    );
  }
  const where = (c: CouponView) =>
    c.buildingIds === null ? 'Todos os prédios' : c.buildingIds.map(buildingName).join(', ');
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white min-[769px]:block">
        <table className="w-full text-left text-sm" aria-label="Cupons">
          <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-3">
                Código
              </th>
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
                Usos
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                <abbr title={REVENUE_MEANS} className="no-underline">
                  Receita
                </abbr>
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
            {coupons.map((c) => (
              <tr key={c.id} className="align-middle" data-testid="coupon-row">
                <td className="px-4 py-3 font-mono font-semibold tracking-wider text-slate-900">{c.code}</td>
                <td className="px-4 py-3">
                  <p className="font-semibold text-slate-900">{couponValueLabel(c)}</p>
                  <p className="text-xs text-slate-500">
                    {[discountTypeLabels[c.type], limits(c)].filter(Boolean).join(' · ')}
                  </p>
                </td>
                <td className="max-w-[14rem] px-4 py-3 text-slate-700">{where(c)}</td>
                <td className="px-4 py-3 text-slate-600">{validityLabel(c.startsAt, c.endsAt, c.noExpiry)}</td>
                <td className="whitespace-nowrap px-4 py-3 tabular-nums text-slate-700">{couponUsesLabel(c)}</td>
                <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums text-slate-700" data-testid="coupon-revenue">
                  {formatCents(c.revenueCents)}
                </td>
                <td className="px-4 py-3">
                  <StateBadge state={c.state} />
                </td>
                <td className="px-4 py-3">
                  <RowActions subject={`cupom ${c.code}`} onEdit={() => onEdit(c)} onDelete={() => onDelete(c)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 min-[769px]:hidden" aria-label="Cupons">
        {coupons.map((c) => (
          <li key={c.id} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="coupon-card">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-mono font-semibold tracking-wider text-slate-900">{c.code}</p>
                <p className="text-sm text-slate-700">
                  {couponValueLabel(c)} · {where(c)}
                </p>
                {limits(c) && <p className="text-xs text-slate-500">{limits(c)}</p>}
              </div>
              <RowActions subject={`cupom ${c.code}`} onEdit={() => onEdit(c)} onDelete={() => onDelete(c)} />
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-500">
              <StateBadge state={c.state} />
              <span>{validityLabel(c.startsAt, c.endsAt, c.noExpiry)}</span>
              <span>Usos: {couponUsesLabel(c)}</span>
              <span>Receita: {formatCents(c.revenueCents)}</span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
