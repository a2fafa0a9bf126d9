import { messages } from '../../../../domain/messages';
import { discountTypeLabels } from '../../../../domain/discounts';
import type { DiscountView } from '../../../../domain/schemas/discounts';
import { discountValueLabel, validityLabel } from './labels';
import { PromotionList, type ListLayout, type RowHandlers } from './promotion-list';

const names = (d: DiscountView) => d.buildings.map((b) => b.name).join(', ');
const validity = (d: DiscountView) => validityLabel(d.startsAt, d.endsAt);

const layout: ListLayout<DiscountView> = {
  label: 'Descontos de prédios',
  testId: 'discount',
  empty: messages.noActiveDiscounts,
  columns: [
    {
      header: 'Desconto',
      cell: (d) => (
        <>
          <p className="font-semibold text-slate-900">{discountValueLabel(d)}</p>
          <p className="text-xs text-slate-500">{discountTypeLabels[d.type]}</p>
        </>
      ),
    },
    { header: 'Prédios', cell: names, className: 'max-w-xs text-slate-700' },
    { header: 'Validade', cell: validity, className: 'text-slate-600' },
  ],
  summary: (d) => (
    <>
      <p className="font-semibold text-slate-900">
        {discountValueLabel(d)}{' '}
        <span className="text-xs font-normal text-slate-500">· {discountTypeLabels[d.type]}</span>
      </p>
      <p className="text-sm text-slate-700">{names(d)}</p>
    </>
  ),
  facts: (d) => <span>{validity(d)}</span>,
  subject: (d) => `desconto de ${discountValueLabel(d)} (${names(d)})`,
};

/** Building discounts, newest first: a table above 768 px, cards below. */
export function DiscountList({ discounts, ...handlers }: { discounts: DiscountView[] } & RowHandlers<DiscountView>) {
  return <PromotionList items={discounts} layout={layout} {...handlers} />;
}
