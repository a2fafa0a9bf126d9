import { percentFromBp } from '../../../../domain/money';
import { plural } from '../../../../domain/text';
import { formatCents, formatDate } from '../../../lib/format';
import type { CouponView } from '../../../../domain/schemas/coupons';
import type { DiscountView } from '../../../../domain/schemas/discounts';

/** '20%' or 'R$ 250,00 (25%)'. */
export function discountValueLabel(d: DiscountView): string {
  if (d.type === 'percentage') return percentFromBp(d.valueBp ?? 0);
  return `${formatCents(d.valueCents ?? 0)} (${percentFromBp(d.percentBp)})`;
}

export const couponValueLabel = (c: CouponView): string =>
  c.type === 'percentage' ? percentFromBp(c.valueBp ?? 0) : formatCents(c.valueCents ?? 0);

/** Uses against the limit ('3 de 10 usos'); every coupon has one (1 by default). */
export const couponUsesLabel = (c: Pick<CouponView, 'currentUses' | 'maxUses'>): string => `${c.currentUses} de ${plural(c.maxUses, 'uso', 'usos')}`;

export const validityLabel = (startsAt: string | null, endsAt: string | null, noExpiry = false): string => {
  if (noExpiry) return 'Sem validade';
  if (startsAt && endsAt) return `${formatDate(startsAt)} a ${formatDate(endsAt)}`;
  if (startsAt) return `A partir de ${formatDate(startsAt)}`;
  return endsAt ? `Até ${formatDate(endsAt)}` : 'Sem validade';
};
