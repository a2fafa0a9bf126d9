/** Every query key of 'Meus pedidos', from one factory. */
export const clientOrderKeys = {
  all: ['client-orders'] as const,
  list: () => [...clientOrderKeys.all, 'list'] as const,
};
