/** Every query key of the checkout, from one factory. The cart's quote is web/lib/cart-quote.ts. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  config: ['checkout', 'config'] as const,
  order: (id: string | null) => ['checkout', 'order', id] as const,
  renewal: (orderId: string | null) => ['checkout', 'renewal', orderId] as const,
};
