import { messages } from '../../../../domain/messages';
import { discountTypeLabels } from '../../../../domain/discounts';
import type { CouponView } from '../../../../domain/schemas/coupons';
import { formatCents } from '../../../lib/format';
import { couponUsesLabel, couponValueLabel, validityLabel } from './labels';
import { PromotionList, type ListLayout, type RowHandlers } from './promotion-list';

const limits = (c: CouponView) =>
  [
    c.minPurchaseCents != null ? `mín. ${formatCents(c.minPurchaseCents)}` : null,
    c.maxDiscountCents != null ? `até ${formatCents(c.maxDiscountCents)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

const validity = (c: CouponView) => validityLabel(c.startsAt, c.endsAt, c.noExpiry);

/** What a coupon's revenue is (ADR 0039), for the column's tooltip and the screen's note. */
export const REVENUE_MEANS = 'Pedidos pagos com o cupom, menos estornos e contestações';

/** The coupons' table and cards; `where` names the buildings a coupon is for. */
const layoutWith = (where: (c: CouponView) => string): ListLayout<CouponView> => ({
  label: 'Cupons',
  testId: 'coupon',
  empty: messages.noCoupons,
  columns: [
    { header: 'Código', cell: (c) => c.code, className: 'font-mono font-semibold tracking-wider text-slate-900' },
    {
      header: 'Desconto',
      cell: (c) => (
        <>
          <p className="font-semibold text-slate-900">{couponValueLabel(c)}</p>
          <p className="text-xs text-slate-500">{[discountTypeLabels[c.type], limits(c)].filter(Boolean).join(' · ')}</p>
        </>
      ),
    },
    { header: 'Prédios', cell: where, className: 'max-w-[14rem] text-slate-700' },
    { header: 'Validade', cell: validity, className: 'text-slate-600' },
    { header: 'Usos', cell: couponUsesLabel, className: 'whitespace-nowrap tabular-nums text-slate-700' },
    {
      header: (
        <abbr title={REVENUE_MEANS} className="no-underline">
          Receita
        </abbr>
      ),
      cell: (c) => formatCents(c.revenueCents),
      alignRight: true,
      className: 'whitespace-nowrap tabular-nums text-slate-700',
      testId: 'coupon-revenue',
    },
  ],
  summary: (c) => (
    <>
      <p className="font-mono font-semibold tracking-wider text-slate-900">{c.code}</p>
      <p className="text-sm text-slate-700">
        {couponValueLabel(c)} · {where(c)}
      </p>
      {limits(c) && <p className="text-xs text-slate-500">{limits(c)}</p>}
    </>
  ),
  facts: (c) => (
    <>
      <span>{validity(c)}</span>
      <span>Usos: {couponUsesLabel(c)}</span>
      <span>Receita: {formatCents(c.revenueCents)}</span>
    </>
  ),
  subject: (c) => `cupom ${c.code}`,
});

/** Coupons, newest first. */
export function CouponList({
  coupons,
  buildingName,
  ...handlers
}: { coupons: CouponView[]; buildingName: (id: string) => string } & RowHandlers<CouponView>) {
  const where = (c: CouponView) =>
    c.buildingIds === null ? 'Todos os prédios' : c.buildingIds.map(buildingName).join(', ');
  return <PromotionList items={coupons} layout={layoutWith(where)} {...handlers} />;
}
