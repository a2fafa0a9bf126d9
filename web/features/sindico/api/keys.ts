/** Query keys of the Área do Síndico, from one factory. */
export const sindicoKeys = {
  all: ['sindico'] as const,
  dashboard: () => [...sindicoKeys.all, 'dashboard'] as const,
};
