import { useMutation } from '@tanstack/react-query';
import type { CreatePaymentInput, CreatePaymentResponse } from '../../../../domain/schemas/checkout';
import { api } from '../../../lib/api';

/** POST /api/checkout/orders/:id/payments: a PIX or a card payment of the order. */
export const createPayment = (orderId: string, token: string, body: CreatePaymentInput) =>
  api<CreatePaymentResponse>(`/api/checkout/orders/${orderId}/payments`, {
    method: 'POST',
    body,
    headers: { 'x-order-token': token },
  });

export const useCreatePayment = (orderId: string, token: string) =>
  useMutation({ mutationFn: (body: CreatePaymentInput) => createPayment(orderId, token, body) });
