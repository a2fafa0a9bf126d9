import { useEffect, useMemo, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { lazyToast as toast } from '../../../lib/toast';
import { buyerMessages as messages } from '../../../../domain/buyer-messages';
import type { PaymentMethod, Quote } from '../../../../domain/pricing';
import type { Buyer, PublicOrder } from '../../../../domain/schemas/checkout';
import { ApiError, errorMessage } from '../../../lib/api';
import { cart, useCart } from '../../../lib/cart';
import { useCartQuoteQuery } from '../../../lib/cart-quote';
import { useCancelOrder } from '../api/cancel-order';
import { useCreateOrder } from '../api/create-order';
import { useCheckoutConfig } from '../api/get-checkout-config';
import { useRenewal } from '../api/get-renewal';
import { useOrder } from '../api/get-order';
import { checkoutKeys } from '../api/keys';
import type { SummaryItem } from '../components/order-summary';
import { newIdempotencyKey, orderSession } from '../lib/order-session';
import {
  checkoutReducer,
  checkoutStep,
  idempotencyFor,
  initialCheckoutState,
  orderOutcome,
  shownMethod,
  shownQuote,
} from './checkout-reducer';
import { useOrderLive } from './use-order-live';

/**
 * Everything /checkout does, for a component that only renders: the cart, its server quote, the
 * order of this tab and its live status, and the transitions of checkout-reducer.ts with their
 * side effects (sessionStorage, toasts, navigation).
 */
export function useCheckout() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { items, months, renewsOrderId } = useCart();
  const ids = useMemo(() => items.map((i) => i.buildingId), [items]);
  const cartKey = `${ids.join(',')}|${months}|${renewsOrderId ?? ''}`;
  // A cart put together by the renewal link (ADR 0052): what it renews, and the buyer's data.
  const renewalQ = useRenewal(renewsOrderId);
  const [state, dispatch] = useReducer(checkoutReducer, null, () => initialCheckoutState(orderSession.current(), cartKey));
  const { session } = state;

  const config = useCheckoutConfig();
  const cartQuote = useCartQuoteQuery(ids, months);
  const method = session ? shownMethod(state) : null;
  const orderQ = useOrder(session?.id ?? null, session?.token ?? null, { poll: method === 'pix' });
  const order = session ? orderQ.data : undefined;
  const createOrder = useCreateOrder();
  const cancel = useCancelOrder(session?.id ?? '', session?.token ?? '');
  useOrderLive(order, order?.status === 'pending');

  useEffect(() => dispatch({ type: 'cartChanged', cartKey }), [cartKey]);

  // The order reached its end: paid → success page; expired/cancelled/failed → the form again.
  useEffect(() => {
    if (!order) return;
    const outcome = orderOutcome(state, order);
    if (!outcome) return;
    dispatch({ type: 'orderEnded', orderId: order.id, status: order.status, statusMessage: order.statusMessage ?? null });
    orderSession.clearCurrent();
    if (outcome === 'success') {
      cart.clear();
      if (order.status === 'paid') toast.success(messages.paymentSuccessTitle, { description: messages.paymentSuccessDescription });
      navigate(`/checkout/success?pedido=${order.id}`, { state: { paymentId: order.payment?.id ?? null } });
    }
  }, [order, state, navigate]);

  // The stored order cannot be read any more (another browser, or it was removed).
  useEffect(() => {
    if (session && orderQ.error instanceof ApiError && orderQ.error.status === 404) {
      orderSession.clearCurrent();
      dispatch({ type: 'orderLost' });
    }
  }, [session, orderQ.error]);

  // After a reload, a PIX still waiting for payment is shown again.
  const pendingMethod = order?.payment?.status === 'pending' ? order.payment.method : null;
  useEffect(() => {
    if (pendingMethod) dispatch({ type: 'paymentResumed', method: pendingMethod });
  }, [pendingMethod]);

  const onOrder = (o: PublicOrder) => qc.setQueryData(checkoutKeys.order(o.id), o);

  const submitInfo = async (buyer: Buyer) => {
    const quote = shownQuote(state, cartQuote.data?.quote);
    const idempotency = idempotencyFor(state, JSON.stringify([buyer, ids, months, state.coupon?.code ?? null, renewsOrderId]), newIdempotencyKey);
    dispatch({ type: 'submitted', buyer, idempotency });
    try {
      const res = await createOrder.mutateAsync({
        key: idempotency.key,
        body: {
          buyer,
          buildingIds: ids,
          months,
          couponCode: state.coupon?.code ?? null,
          expectedTotalCents: quote?.totalCents,
          ...(renewsOrderId ? { renewsOrderId } : {}),
        },
      });
      orderSession.save(res.order.id, res.accessToken);
      onOrder(res.order);
      dispatch({ type: 'orderCreated', session: { id: res.order.id, token: res.accessToken } });
    } catch (err) {
      const code = err instanceof ApiError ? err.code : null;
      const refusedQuote = err instanceof ApiError ? ((err.details as { quote?: Quote } | undefined)?.quote ?? null) : null;
      dispatch({ type: 'orderRefused', code, quote: refusedQuote, message: errorMessage(err) });
    }
  };

  /** 'Alterar meus dados': gives the pending order up and shows the form again. */
  const changeData = async () => {
    try {
      await cancel.mutateAsync();
    } catch {
      /* already over: the form is shown anyway */
    }
    orderSession.clearCurrent();
    dispatch({ type: 'orderAbandoned' });
  };

  const step = checkoutStep(state, order?.status);
  const images = new Map(items.map((i) => [i.buildingId, i]));
  const summaryItems: SummaryItem[] =
    step === 'payment' && order
      ? order.lines.map((l) => ({ buildingId: l.buildingId, name: l.name, address: images.get(l.buildingId)?.address, imageUrl: images.get(l.buildingId)?.imageUrl }))
      : items.map((i) => ({ buildingId: i.buildingId, name: i.name, address: i.address, imageUrl: i.imageUrl }));
  const unavailable = step === 'info' ? (cartQuote.data?.unavailable ?? []) : [];
  const renewed = renewalQ.data?.items.filter((i) => ids.includes(i.buildingId)) ?? [];

  return {
    step,
    items,
    ids,
    months,
    order,
    session,
    config: config.data,
    cartQuote,
    buyer: state.buyer,
    /** Null for a plain purchase; a renewal's buildings, the buyer data it starts with, or why it cannot load. */
    renewal: renewsOrderId
      ? {
          names: renewed.map((i) => i.name),
          /** The earliest of the renewals' starts (they share it when they renew one order). */
          startsAt: renewed.map((i) => i.renewalStartsAt).sort()[0] ?? null,
          buyer: renewalQ.data?.buyer ?? null,
          pending: renewalQ.isPending,
          error: renewalQ.error ? errorMessage(renewalQ.error, messages.renewalLoadError) : null,
        }
      : null,
    dropRenewal: () => cart.dropRenewal(),
    coupon: state.coupon,
    method,
    error: state.error,
    summaryItems,
    summaryQuote: step === 'payment' && order ? order.quote : shownQuote(state, cartQuote.data?.quote),
    unavailableNames: unavailable.map((u) => items.find((i) => i.buildingId === u.buildingId)?.name ?? u.buildingId),
    loadingOrder: Boolean(session && !order && orderQ.isPending),
    submitting: createOrder.isPending,
    cancelling: cancel.isPending,
    submitInfo,
    changeData,
    onOrder,
    chooseMethod: (method: PaymentMethod | null) => dispatch({ type: 'methodChosen', method }),
    applyCoupon: (code: string, quote: Quote) => dispatch({ type: 'couponApplied', code, quote }),
    removeCoupon: () => dispatch({ type: 'couponRemoved' }),
  };
}
