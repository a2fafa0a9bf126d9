import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/sandbox/payments/:id/approve — sandbox only: plays the bank confirming the PIX. */
export const approveSandboxPayment = (paymentId: string) =>
  api<{ outcome: string }>(`/api/sandbox/payments/${paymentId}/approve`, { method: 'POST', body: {} });

export const useSandboxApprove = () => useMutation({ mutationFn: approveSandboxPayment });
