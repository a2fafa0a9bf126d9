import { forwardRef, type ChangeEvent, type FocusEvent, type InputHTMLAttributes } from 'react';
import { parseBRL } from '../../../domain/money';
import { centsToAmountText } from '../../../domain/money';
import { cn } from '../../lib/cn';
import { Input } from './input';

/**
 * The pt-BR money mask, on the input's own value (works with react-hook-form's register): digits
 * fill from the cents up, as bank apps do ('245000' reads 2.450,00, never 245.000,00), deleting
 * takes the last digit away, and an amount typed with its comma ('2.490,5') is kept as typed until
 * the field loses focus. The value stays text ('2.450,00'); the form's schema turns it into cents.
 * No money field of the back office takes a sign: a '-' is dropped like any other non-digit
 * (the form's type says which way the money goes; ADR 0041).
 */
export function maskMoney(text: string, deleting: boolean): string {
  if (!deleting && /,\d?$/.test(text) && /^[\d.]*,\d?$/.test(text)) return text;
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!digits) return '';
  const cents = Number(digits.slice(0, 13));
  // Deleting down to nothing leaves the field empty, not at 0,00.
  return deleting && cents === 0 ? '' : centsToAmountText(cents);
}

/** What the field shows once it is left: '1997,5' -> '1.997,50'; text that is no amount stays for the form to refuse. */
export function settleMoney(text: string): string {
  // A comma left with nothing after it ('2.490,') is the whole reais the person meant.
  const cents = parseBRL(text.replace(/,$/, ''));
  return cents === null ? text : centsToAmountText(cents);
}

/**
 * The one money field of the back office (prices, finance entries and balances, discounts,
 * coupons, refunds): 'R$' in front, the mask above while typing, and the amount written out in
 * full when the field is left. Both reach the form through its own onChange.
 */
export const MoneyInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(({ className, onChange, onBlur, ...props }, ref) => (
  <div className="relative">
    <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-slate-500" aria-hidden>
      R$
    </span>
    <Input
      ref={ref}
      inputMode="numeric"
      autoComplete="off"
      placeholder="0,00"
      className={cn('pl-9 tabular-nums', className)}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        const deleting = ((e.nativeEvent as InputEvent).inputType ?? '').startsWith('delete');
        e.target.value = maskMoney(e.target.value, deleting);
        onChange?.(e);
      }}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        const settled = settleMoney(e.target.value);
        if (settled !== e.target.value && !props.readOnly) {
          e.target.value = settled;
          onChange?.(e as unknown as ChangeEvent<HTMLInputElement>);
        }
        onBlur?.(e);
      }}
      {...props}
    />
  </div>
));
MoneyInput.displayName = 'MoneyInput';
