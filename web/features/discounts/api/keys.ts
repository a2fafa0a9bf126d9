/** Query keys of the discounts screen: one factory, so a change can refresh all of it. */
export const discountKeys = {
  all: ['admin', 'promotions'] as const,
  discounts: () => [...discountKeys.all, 'discounts'] as const,
  coupons: () => [...discountKeys.all, 'coupons'] as const,
  stats: () => [...discountKeys.all, 'stats'] as const,
  periods: () => [...discountKeys.all, 'periods'] as const,
  buildings: () => [...discountKeys.all, 'buildings'] as const,
};
