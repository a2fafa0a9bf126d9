import type { AdminOrderListQuery } from '../../../../domain/schemas/checkout';

/** Every query key of /admin/payments, from one factory. */
export const ordersKeys = {
  all: ['admin-orders'] as const,
  list: (f: AdminOrderListQuery) => ['admin-orders', 'list', f] as const,
  detail: (id: string | null) => ['admin-orders', 'detail', id] as const,
  refundsDue: ['admin-orders', 'refunds-due'] as const,
  reversals: (page: number) => ['admin-orders', 'reversals', page] as const,
};
