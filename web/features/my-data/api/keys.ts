/** Every query key of 'Meus dados', from one factory. */
export const myDataKeys = {
  all: ['my-data'] as const,
  view: () => [...myDataKeys.all, 'view'] as const,
};
