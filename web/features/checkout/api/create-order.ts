import { useMutation } from '@tanstack/react-query';
import type { CreateOrderInput, CreateOrderResponse } from '../../../../domain/schemas/checkout';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/query-client';

/** POST /api/checkout/orders with an idempotency key: a retry returns the same order. */
export const createOrder = ({ body, key }: { body: CreateOrderInput; key: string }) =>
  api<CreateOrderResponse>('/api/checkout/orders', { method: 'POST', body, headers: { 'idempotency-key': key } });

export const useCreateOrder = (config: MutationConfig<typeof createOrder> = {}) =>
  useMutation({ retry: 2, ...config, mutationFn: createOrder });
