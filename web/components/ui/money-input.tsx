import { forwardRef, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { centsToAmountText } from '../../../domain/schemas/buildings';
import { cn } from '../../lib/cn';
import { Input } from './input';

/**
 * The pt-BR money mask, on the input's own value (works with react-hook-form's register): digits
 * fill from the cents up, as bank apps do ('245000' reads 2.450,00, never 245.000,00), deleting
 * takes the last digit away, and an amount typed with its comma ('2.490,5') is kept as typed until
 * the field loses focus. The value stays text ('2.450,00'); the form's schema turns it into cents.
 */
export function maskMoney(text: string, deleting: boolean): string {
  if (!deleting && /,\d?$/.test(text) && /^[\d.]*,\d?$/.test(text)) return text;
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!digits) return '';
  const cents = Number(digits.slice(0, 13));
  // Deleting down to nothing leaves the field empty, not at 0,00.
  return deleting && cents === 0 ? '' : centsToAmountText(cents);
}

export const MoneyInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(({ className, onChange, ...props }, ref) => (
  <div className="relative">
    <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-slate-500" aria-hidden>
      R$
    </span>
    <Input
      ref={ref}
      inputMode="numeric"
      autoComplete="off"
      className={cn('pl-9 tabular-nums', className)}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        const deleting = ((e.nativeEvent as InputEvent).inputType ?? '').startsWith('delete');
        e.target.value = maskMoney(e.target.value, deleting);
        onChange?.(e);
      }}
      {...props}
    />
  </div>
));
MoneyInput.displayName = 'MoneyInput';
