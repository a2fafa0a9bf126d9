import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ShoppingCart } from 'lucide-react';
import { buyerMessages as messages } from '../../../../domain/buyer-messages';
import { Button, buttonVariants } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { useCheckout } from '../hooks/use-checkout';
import { BuyerForm } from './buyer-form';
import { CheckoutSteps } from './checkout-steps';
import { CouponBox } from './coupon-box';
import { OrderSummary } from './order-summary';
import { SupportButton } from './support-button';
import { CheckoutShell as Shell } from './checkout-loading';

// The payment step (PIX, card forms, the test-card rules) is the second step: fetched once the page
// has painted, not with it (issue 18).
const loadPaymentStep = () => import('./payment-step');
const PaymentStep = lazy(() => loadPaymentStep().then((m) => ({ default: m.PaymentStep })));

const STORE = '/paineis-digitais/loja';

/** /checkout: 'Informações' (buyer data, coupon) then 'Pagamento' (card or PIX). The flow is useCheckout(). */
export function CheckoutView() {
  const c = useCheckout();
  const { step, order, session, error, cartQuote } = c;
  const stepRef = useStepIntoView(step);
  useEffect(() => void loadPaymentStep(), []);

  if (c.loadingOrder) {
    return (
      <Shell>
        <div className="flex justify-center py-24">
          <Spinner className="scale-150 text-brand-600" label="Carregando pedido…" />
        </div>
      </Shell>
    );
  }

  if (step === 'info' && c.items.length === 0) {
    return (
      <Shell>
        <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-10 text-center shadow-sm">
          <ShoppingCart className="mx-auto h-12 w-12 text-slate-400" aria-hidden />
          <p className="mt-4 text-lg font-semibold text-slate-800">{messages.emptyCart}</p>
          {error && (
            <div className="mt-4 text-left">
              <ErrorBox>{error}</ErrorBox>
            </div>
          )}
          <Link to={STORE} className={cn(buttonVariants({ variant: 'primary' }), 'mt-6')}>
            <ArrowLeft className="h-4 w-4" aria-hidden /> Voltar para a loja
          </Link>
        </div>
      </Shell>
    );
  }

  return (
    <Shell>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <CheckoutSteps current={step} />
        <Link to={STORE} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden /> Voltar para a loja
        </Link>
      </div>
      <div className="mt-6 grid grid-cols-1 items-start gap-6 min-[769px]:grid-cols-[minmax(0,1fr)_360px] lg:grid-cols-[minmax(0,1fr)_400px]">
        <section
          ref={stepRef}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          aria-labelledby="step-title"
        >
          <h2 id="step-title" className="mb-5 text-xl font-bold text-slate-900">
            {step === 'info' ? 'Informações' : 'Pagamento'}
          </h2>
          {error && (
            <div className="mb-4">
              <ErrorBox>{error}</ErrorBox>
            </div>
          )}
          {c.unavailableNames.length > 0 && (
            <div className="mb-4">
              <ErrorBox>{messages.checkoutBuildingsUnavailable(c.unavailableNames.join(', '))}</ErrorBox>
            </div>
          )}
          {step === 'info' && c.renewal && (
            <div
              className="mb-4 space-y-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
              data-testid="renewal-note"
            >
              {c.renewal.error ? (
                <p>{c.renewal.error}</p>
              ) : c.renewal.names.length > 0 ? (
                <p>{messages.renewalNote(c.renewal.names, c.renewal.startsAt ? formatDate(c.renewal.startsAt) : '')}</p>
              ) : (
                <Spinner className="text-brand-600" label="Carregando a renovação…" />
              )}
              <button type="button" className="font-medium text-brand-700 underline" onClick={c.dropRenewal}>
                Comprar sem renovar
              </button>
            </div>
          )}
          {step === 'info' ? (
            c.renewal?.pending ? (
              <Spinner className="text-brand-600" />
            ) : (
              <BuyerForm
                key={c.renewal?.buyer ? 'renewal' : 'purchase'}
                defaultValues={c.buyer ?? c.renewal?.buyer ?? undefined}
                onSubmit={c.submitInfo}
                submitting={c.submitting}
                disabled={!cartQuote.data || c.unavailableNames.length > 0}
              />
            )
          ) : order && session && c.config ? (
            <>
              <Suspense fallback={<Spinner className="text-brand-600" />}>
                <PaymentStep
                  order={order}
                  token={session.token}
                  config={c.config}
                  method={c.method}
                  onMethod={c.chooseMethod}
                  onOrder={c.onOrder}
                />
              </Suspense>
              <Button variant="ghost" size="sm" className="mt-4" onClick={c.changeData} disabled={c.cancelling}>
                <ArrowLeft className="h-4 w-4" aria-hidden /> Alterar meus dados
              </Button>
            </>
          ) : (
            <Spinner className="text-brand-600" />
          )}
        </section>
        <aside className="space-y-4">
          <OrderSummary
            quote={c.summaryQuote}
            items={c.summaryItems}
            loading={cartQuote.isFetching}
            pix={step === 'payment' && order && c.method === 'pix' ? order.charges.pix : null}
          />
          {cartQuote.error && step === 'info' && <ErrorBox>{errorMessage(cartQuote.error)}</ErrorBox>}
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            {step === 'info' ? (
              <CouponBox
                buildingIds={c.ids}
                months={c.months}
                applied={c.coupon?.code ?? null}
                onApplied={c.applyCoupon}
                onRemoved={c.removeCoupon}
              />
            ) : (
              <CouponBox
                buildingIds={c.ids}
                months={c.months}
                applied={order?.couponCode ?? null}
                onApplied={() => {}}
                onRemoved={() => {}}
                disabled
              />
            )}
          </div>
          <SupportButton />
        </aside>
      </div>
    </Shell>
  );
}

/**
 * When the step changes ('Continuar' → 'Pagamento', or back), its start comes into view below the
 * sticky header (html scroll-padding-top): after a long form on a phone it would otherwise be
 * above the screen. The first render keeps the page's own position (the top).
 */
function useStepIntoView(step: 'info' | 'payment') {
  const ref = useRef<HTMLElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    ref.current?.scrollIntoView({ block: 'start' });
  }, [step]);
  return ref;
}
