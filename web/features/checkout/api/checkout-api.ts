import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  CheckoutConfig,
  CouponValidateResponse,
  CreateOrderInput,
  CreateOrderResponse,
  CreatePaymentInput,
  CreatePaymentResponse,
  PublicOrder,
} from '../../../../domain/schemas/checkout';
import type { QuoteResponse } from '../../../../domain/schemas/store';
import { api } from '../../../lib/api';

export function useCheckoutConfig() {
  return useQuery({ queryKey: ['checkout-config'], queryFn: () => api<CheckoutConfig>('/api/checkout/config'), staleTime: Infinity });
}

/** The server's quote for the cart (no coupon, no method): what the summary shows first. */
export function useCartQuote(buildingIds: string[], months: number) {
  return useQuery({
    queryKey: ['checkout-quote', buildingIds, months],
    queryFn: () => api<QuoteResponse>('/api/store/quote', { method: 'POST', body: { buildingIds, months } }),
    enabled: buildingIds.length > 0,
    staleTime: 30_000,
  });
}

export function useValidateCoupon() {
  return useMutation({
    mutationFn: (body: { code: string; buildingIds: string[]; months: number }) =>
      api<CouponValidateResponse>('/api/checkout/coupon/validate', { method: 'POST', body }),
  });
}

export function useCreateOrder() {
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateOrderInput; key: string }) =>
      api<CreateOrderResponse>('/api/checkout/orders', { method: 'POST', body, headers: { 'idempotency-key': key } }),
    // The idempotency key makes a retry safe: it returns the same order.
    retry: 2,
  });
}

export const orderKey = (id: string | null) => ['checkout-order', id] as const;

export function useOrder(id: string | null, token: string | null, opts: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: () => api<PublicOrder>(`/api/checkout/orders/${id}`, { headers: { 'x-order-token': token ?? '' } }),
    enabled: Boolean(id && token),
    staleTime: 0,
    // The event stream moves the page on; polling is only the safety net.
    refetchInterval: opts.poll ? 10_000 : false,
  });
}

export function useCreatePayment(orderId: string, token: string) {
  return useMutation({
    mutationFn: (body: CreatePaymentInput) =>
      api<CreatePaymentResponse>(`/api/checkout/orders/${orderId}/payments`, { method: 'POST', body, headers: { 'x-order-token': token } }),
  });
}

export function useCancelOrder(orderId: string, token: string) {
  return useMutation({
    mutationFn: () => api<PublicOrder>(`/api/checkout/orders/${orderId}/cancel`, { method: 'POST', body: {}, headers: { 'x-order-token': token } }),
  });
}

/** Sandbox only: plays the bank confirming the PIX (only the order's own token may ask). */
export function useSandboxApprove(token: string) {
  return useMutation({
    mutationFn: (paymentId: string) =>
      api<{ outcome: string }>(`/api/sandbox/payments/${paymentId}/approve`, { method: 'POST', body: {}, headers: { 'x-order-token': token } }),
  });
}
