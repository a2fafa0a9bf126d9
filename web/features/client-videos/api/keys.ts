import type { VideoStatus } from '../../../../domain/videos';

/** Every query key of the client area, from one factory (invalidate `all` after any change). */
export const clientVideoKeys = {
  all: ['client-area'] as const,
  dashboard: () => [...clientVideoKeys.all, 'dashboard'] as const,
  videos: (status?: VideoStatus) => [...clientVideoKeys.all, 'videos', status ?? 'todos'] as const,
  slots: () => [...clientVideoKeys.all, 'slots'] as const,
};
