import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * POST /api/sandbox/payments/:id/approve — sandbox only: plays the bank confirming the PIX. Only
 * the order's own access token may ask (issue 9).
 */
export const approveSandboxPayment = (paymentId: string, token: string) =>
  api<{ outcome: string }>(`/api/sandbox/payments/${paymentId}/approve`, { method: 'POST', body: {}, headers: { 'x-order-token': token } });

export const useSandboxApprove = (token: string) => useMutation({ mutationFn: (paymentId: string) => approveSandboxPayment(paymentId, token) });
