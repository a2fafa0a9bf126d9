import { useEffect, useRef, useState } from 'react';
import { CreditCard } from 'lucide-react';
import { lazyToast as toast } from '../../../lib/toast';
import { buyerMessages as messages } from '../../../../domain/buyer-messages';
import { maskCardNumber, maskExpiry, sandboxTokenize, SANDBOX_TEST_CARDS, type CardFieldErrors } from '../../../../domain/sandbox-card';
import type { PublicOrder } from '../../../../domain/schemas/checkout';
import { Button } from '../../../components/ui/button';
import { ErrorBox, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { formatCents } from '../../../lib/format';
import { useCreatePayment } from '../api/create-payment';
import { paymentFailureText } from '../api/payment-failure';
import { InstallmentsSelect } from './installments-select';
import { PinnedOnPhone } from './pinned-on-phone';

/**
 * The sandbox's stand-in for a provider's hosted card fields: the number is checked and turned
 * into a test token here, in the browser; only the token, brand and last four digits are sent.
 */
export function CardPaymentSandbox({ order, token, onOrder }: { order: PublicOrder; token: string; onOrder: (o: PublicOrder) => void }) {
  const [fields, setFields] = useState({ number: '', holder: '', expiry: '', cvv: '' });
  const [installments, setInstallments] = useState(1);
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const pay = useCreatePayment(order.id, token);
  // Chosen, the form comes into view whole (on a phone it opens below the method cards). Braces:
  // Chromium's scrollIntoView now returns a promise, which React would take for a cleanup.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const result = sandboxTokenize(fields, new Date());
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      const res = await pay.mutateAsync({ method: 'card', cardToken: result.card.token, installments, brand: result.card.brand, last4: result.card.last4 });
      onOrder(res.order);
    } catch (err) {
      const text = paymentFailureText(err, messages.paymentError);
      setFailure(text);
      toast.error(messages.paymentErrorToast, { description: text });
    }
  };

  const set = (k: keyof typeof fields) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const raw = e.target.value;
    const v = k === 'number' ? maskCardNumber(raw) : k === 'expiry' ? maskExpiry(raw) : k === 'cvv' ? raw.replace(/\D/g, '').slice(0, 4) : raw.toUpperCase();
    setFields((f) => ({ ...f, [k]: v }));
  };
  const aria = (k: keyof typeof fields) => ({ 'aria-invalid': errors[k] ? true : undefined, 'aria-describedby': errors[k] ? `card-${k}-error` : undefined });

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" aria-label="Pagamento com cartão">
      <div className="rounded-lg border border-dashed border-amber-300 bg-amber-50 p-3 text-xs text-amber-900">
        <p className="font-semibold">Ambiente de testes (sandbox): use um cartão de teste</p>
        <ul className="mt-1 space-y-0.5">
          {SANDBOX_TEST_CARDS.map((c) => (
            <li key={c.number}>
              <span className="font-mono">{maskCardNumber(c.number)}</span> — {c.label}
            </li>
          ))}
        </ul>
      </div>
      <Field id="card-number" label="Número do cartão" error={errors.number}>
        <Input id="card-number" inputMode="numeric" autoComplete="cc-number" placeholder="0000 0000 0000 0000" value={fields.number} onChange={set('number')} {...aria('number')} />
      </Field>
      <Field id="card-holder" label="Nome impresso no cartão" error={errors.holder}>
        <Input id="card-holder" autoComplete="cc-name" value={fields.holder} onChange={set('holder')} {...aria('holder')} />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field id="card-expiry" label="Validade" error={errors.expiry}>
          <Input id="card-expiry" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/AA" value={fields.expiry} onChange={set('expiry')} {...aria('expiry')} />
        </Field>
        <Field id="card-cvv" label="CVV" error={errors.cvv}>
          <Input id="card-cvv" inputMode="numeric" autoComplete="cc-csc" placeholder="123" value={fields.cvv} onChange={set('cvv')} {...aria('cvv')} />
        </Field>
      </div>
      <InstallmentsSelect order={order} value={installments} onChange={setInstallments} />
      <PinnedOnPhone>
        <Button type="submit" size="lg" className="w-full" disabled={pay.isPending}>
          {pay.isPending ? <Spinner label="Processando pagamento…" /> : <CreditCard className="h-5 w-5" aria-hidden />}
          Pagar {formatCents(order.baseTotalCents)}
        </Button>
      </PinnedOnPhone>
      {failure && <ErrorBox>{failure}</ErrorBox>}
    </form>
  );
}
