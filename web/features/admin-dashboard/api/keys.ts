/** Every query key of the staff dashboard, from one factory. */
export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  figures: () => [...dashboardKeys.all, 'figures'] as const,
};
