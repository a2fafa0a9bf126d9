import { PERIOD_OPTIONS, periodLabels } from '../../../../domain/pricing';
import type { ActivePeriodDiscount } from '../../../../domain/schemas/store';
import { cn } from '../../../lib/cn';

/** 1, 3, 6 or 12 months for every item; labels carry the period discounts in force. */
export function PeriodSelector({
  months,
  onChange,
  periodDiscounts,
}: {
  months: number;
  onChange: (m: number) => void;
  periodDiscounts: ActivePeriodDiscount[];
}) {
  const labels = periodLabels(periodDiscounts.map((p) => ({ ...p, active: true })));
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">Período de locação</legend>
      <div className="grid grid-cols-2 gap-2">
        {labels.map(({ months: m, label }) => (
          <label
            key={m}
            className={cn(
              'flex cursor-pointer items-center justify-center whitespace-nowrap rounded-lg border px-1 py-2 text-center text-[13px] font-semibold sm:text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
              months === m
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : 'border-slate-300 text-slate-700 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name="cart-period"
              value={m}
              checked={months === m}
              onChange={() => onChange(m)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
      <p className="sr-only">Opções: {PERIOD_OPTIONS.join(', ')} meses.</p>
    </fieldset>
  );
}
