import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ShoppingCart } from 'lucide-react';
import { toast } from 'sonner';
import { messages } from '../../../../domain/messages';
import type { PaymentMethod, Quote } from '../../../../domain/pricing';
import type { Buyer, PublicOrder } from '../../../../domain/schemas/checkout';
import { Button, buttonVariants } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api';
import { cart, useCart } from '../../../lib/cart';
import { cn } from '../../../lib/cn';
import { useCartQuoteQuery } from '../../../lib/cart-quote';
import { useCancelOrder } from '../api/cancel-order';
import { useCreateOrder } from '../api/create-order';
import { useCheckoutConfig } from '../api/get-checkout-config';
import { useOrder } from '../api/get-order';
import { checkoutKeys } from '../api/keys';
import { useOrderLive } from '../hooks/use-order-live';
import { newIdempotencyKey, orderSession } from '../lib/order-session';
import { BuyerForm } from './buyer-form';
import { CheckoutSteps } from './checkout-steps';
import { CouponBox } from './coupon-box';
import { OrderSummary, type SummaryItem } from './order-summary';
import { PaymentStep } from './payment-step';
import { SupportButton } from './support-button';

const STORE = '/paineis-digitais/loja';

/** /checkout: 'Informações' (buyer data, coupon) then 'Pagamento' (card or PIX). */
export function CheckoutView() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { items, months } = useCart();
  const ids = useMemo(() => items.map((i) => i.buildingId), [items]);
  const config = useCheckoutConfig();
  const [session, setSession] = useState(() => orderSession.current());
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [buyer, setBuyer] = useState<Buyer | null>(null);
  const [coupon, setCoupon] = useState<{ code: string; quote: Quote } | null>(null);
  const [serverQuote, setServerQuote] = useState<Quote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const keyRef = useRef<{ fingerprint: string; key: string } | null>(null);

  const cartQuote = useCartQuoteQuery(ids, months);
  const pixAwaiting = method === 'pix';
  const orderQ = useOrder(session?.id ?? null, session?.token ?? null, { poll: pixAwaiting });
  const order = session ? orderQ.data : undefined;
  const createOrder = useCreateOrder();
  const cancel = useCancelOrder(session?.id ?? '', session?.token ?? '');
  useOrderLive(order, order?.status === 'pending');

  // A coupon or a "price changed" quote belongs to the cart it was computed for.
  const cartKey = `${ids.join(',')}|${months}`;
  const lastCartKey = useRef(cartKey);
  useEffect(() => {
    if (lastCartKey.current !== cartKey) {
      lastCartKey.current = cartKey;
      setCoupon(null);
      setServerQuote(null);
    }
  }, [cartKey]);

  // The order reached its end: paid → success; expired/cancelled → back to the form.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!order || handled.current === `${order.id}:${order.status}`) return;
    if (order.status === 'paid' || order.status === 'refund_needed') {
      handled.current = `${order.id}:${order.status}`;
      cart.clear();
      orderSession.clearCurrent();
      if (order.status === 'paid') toast.success(messages.paymentSuccessTitle, { description: messages.paymentSuccessDescription });
      navigate(`/checkout/success?pedido=${order.id}`, { state: { paymentId: order.payment?.id ?? null } });
    } else if (order.status === 'expired' || order.status === 'cancelled' || order.status === 'failed') {
      handled.current = `${order.id}:${order.status}`;
      orderSession.clearCurrent();
      setSession(null);
      keyRef.current = null;
      if (order.status !== 'cancelled') setError(order.statusMessage ?? messages.orderExpired);
    }
  }, [order, navigate]);

  // The stored order cannot be read any more (another browser, or it was removed).
  useEffect(() => {
    if (session && orderQ.error instanceof ApiError && orderQ.error.status === 404) {
      orderSession.clearCurrent();
      setSession(null);
    }
  }, [session, orderQ.error]);

  // After a reload, a PIX still waiting for payment is shown again.
  useEffect(() => {
    if (!method && order?.payment?.status === 'pending') setMethod(order.payment.method);
  }, [method, order?.payment?.status, order?.payment?.method]);

  const onOrder = (o: PublicOrder) => qc.setQueryData(checkoutKeys.order(o.id), o);

  const submitInfo = async (b: Buyer) => {
    setBuyer(b);
    setError(null);
    const shownQuote = coupon?.quote ?? serverQuote ?? cartQuote.data?.quote;
    const fingerprint = JSON.stringify([b, ids, months, coupon?.code ?? null]);
    if (keyRef.current?.fingerprint !== fingerprint) keyRef.current = { fingerprint, key: newIdempotencyKey() };
    try {
      const res = await createOrder.mutateAsync({
        key: keyRef.current.key,
        body: { buyer: b, buildingIds: ids, months, couponCode: coupon?.code ?? null, expectedTotalCents: shownQuote?.totalCents },
      });
      orderSession.save(res.order.id, res.accessToken);
      onOrder(res.order);
      setSession({ id: res.order.id, token: res.accessToken });
      setMethod(null);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'price_changed') {
        const q = (err.details as { quote?: Quote } | undefined)?.quote;
        if (q) {
          if (coupon) setCoupon({ ...coupon, quote: q });
          else setServerQuote(q);
        }
      }
      if (err instanceof ApiError && err.code === 'coupon_rejected') setCoupon(null);
      setError(errorMessage(err));
    }
  };

  const changeData = async () => {
    setError(null);
    try {
      await cancel.mutateAsync();
    } catch {
      /* already over: the form is shown anyway */
    }
    orderSession.clearCurrent();
    setSession(null);
    keyRef.current = null;
  };

  const images = new Map(items.map((i) => [i.buildingId, i]));
  const step = session && order?.status === 'pending' ? 'payment' : 'info';

  if (session && !order && orderQ.isPending) {
    return (
      <Shell>
        <div className="flex justify-center py-24">
          <Spinner className="scale-150 text-brand-600" label="Carregando pedido…" />
        </div>
      </Shell>
    );
  }

  if (step === 'info' && items.length === 0) {
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

  const summaryItems: SummaryItem[] =
    step === 'payment' && order
      ? order.lines.map((l) => ({ buildingId: l.buildingId, name: l.name, address: images.get(l.buildingId)?.address, imageUrl: images.get(l.buildingId)?.imageUrl }))
      : items.map((i) => ({ buildingId: i.buildingId, name: i.name, address: i.address, imageUrl: i.imageUrl }));
  const summaryQuote = step === 'payment' && order ? order.quote : (coupon?.quote ?? serverQuote ?? cartQuote.data?.quote);
  const unavailable = step === 'info' ? (cartQuote.data?.unavailable ?? []) : [];

  return (
    <Shell>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <CheckoutSteps current={step} />
        <Link to={STORE} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden /> Voltar para a loja
        </Link>
      </div>
      <div className="mt-6 grid grid-cols-1 items-start gap-6 min-[769px]:grid-cols-[minmax(0,1fr)_360px] lg:grid-cols-[minmax(0,1fr)_400px]">
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" aria-labelledby="step-title">
          <h2 id="step-title" className="mb-5 text-xl font-bold text-slate-900">
            {step === 'info' ? 'Informações' : 'Pagamento'}
          </h2>
          {error && (
            <div className="mb-4">
              <ErrorBox>{error}</ErrorBox>
            </div>
          )}
          {unavailable.length > 0 && (
            <div className="mb-4">
              <ErrorBox>
                {messages.checkoutBuildingsUnavailable(
                  unavailable.map((u) => items.find((i) => i.buildingId === u.buildingId)?.name ?? u.buildingId).join(', '),
                )}
              </ErrorBox>
            </div>
          )}
          {step === 'info' ? (
            <BuyerForm
              defaultValues={buyer ?? undefined}
              onSubmit={submitInfo}
              submitting={createOrder.isPending}
              disabled={!cartQuote.data || unavailable.length > 0}
            />
          ) : order && session && config.data ? (
            <>
              <PaymentStep order={order} token={session.token} config={config.data} method={method} onMethod={setMethod} onOrder={onOrder} />
              <Button variant="ghost" size="sm" className="mt-4" onClick={changeData} disabled={cancel.isPending}>
                <ArrowLeft className="h-4 w-4" aria-hidden /> Alterar meus dados
              </Button>
            </>
          ) : (
            <Spinner className="text-brand-600" />
          )}
        </section>
        <aside className="space-y-4">
          <OrderSummary
            quote={summaryQuote}
            items={summaryItems}
            loading={cartQuote.isFetching}
            pix={step === 'payment' && order && method === 'pix' ? order.charges.pix : null}
          />
          {cartQuote.error && step === 'info' && <ErrorBox>{errorMessage(cartQuote.error)}</ErrorBox>}
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            {step === 'info' ? (
              <CouponBox
                buildingIds={ids}
                months={months}
                applied={coupon?.code ?? null}
                onApplied={(code, quote) => setCoupon({ code, quote })}
                onRemoved={() => setCoupon(null)}
              />
            ) : (
              <CouponBox buildingIds={ids} months={months} applied={order?.couponCode ?? null} onApplied={() => {}} onRemoved={() => {}} disabled />
            )}
          </div>
          <SupportButton />
        </aside>
      </div>
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <h1 className="mb-6 text-2xl font-extrabold text-slate-900 sm:text-3xl">Finalizar compra</h1>
        {children}
      </div>
    </div>
  );
}
