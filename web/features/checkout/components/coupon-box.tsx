import { useState } from 'react';
import { Ticket, X } from 'lucide-react';
import { normalizeCouponCode } from '../../../../domain/coupons';
import { buyerMessages as messages } from '../../../../domain/buyer-messages';
import type { Quote } from '../../../../domain/pricing';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ErrorBox, SuccessBox } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import { useValidateCoupon } from '../api/validate-coupon';

/** Code forced to upper case; 'Aplicar' disabled while empty; the server answers with the spec's message. */
export function CouponBox({
  buildingIds,
  months,
  applied,
  onApplied,
  onRemoved,
  disabled,
}: {
  buildingIds: string[];
  months: number;
  applied: string | null;
  onApplied: (code: string, quote: Quote) => void;
  onRemoved: () => void;
  disabled?: boolean;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const validate = useValidateCoupon();

  const apply = async (e: React.FormEvent) => {
    e.preventDefault();
    const normalized = normalizeCouponCode(code);
    if (!normalized) return;
    setError(null);
    try {
      const res = await validate.mutateAsync({ code: normalized, buildingIds, months });
      if (res.ok && res.quote) {
        onApplied(normalized, res.quote);
        setCode('');
      } else setError(res.message);
    } catch (err) {
      setError(errorMessage(err, messages.couponGeneric));
    }
  };

  if (applied) {
    return (
      <div className="space-y-2">
        <SuccessBox>
          <span className="flex items-center justify-between gap-2">
            <span>
              {messages.couponApplied} <strong data-testid="applied-coupon">{applied}</strong>
            </span>
            {!disabled && (
              <button type="button" onClick={onRemoved} className="rounded p-1 hover:bg-emerald-100" aria-label="Remover cupom">
                <X className="h-4 w-4" />
              </button>
            )}
          </span>
        </SuccessBox>
      </div>
    );
  }

  return (
    <form onSubmit={apply} className="space-y-2" aria-label="Aplicar cupom">
      <label htmlFor="coupon-code" className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <Ticket className="h-4 w-4" aria-hidden /> Cupom de desconto
      </label>
      <div className="flex gap-2">
        <Input
          id="coupon-code"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          placeholder="CÓDIGO"
          className="uppercase"
          autoComplete="off"
          maxLength={40}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
        />
        <Button type="submit" variant="outline" disabled={!code.trim() || validate.isPending || disabled}>
          Aplicar
        </Button>
      </div>
      {error && <ErrorBox>{error}</ErrorBox>}
    </form>
  );
}
