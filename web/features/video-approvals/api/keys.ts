import type { VideoStatus } from '../../../../domain/videos';

export const approvalKeys = {
  all: ['admin', 'video-approvals'] as const,
  list: (status?: VideoStatus) => [...approvalKeys.all, 'list', status ?? 'todos'] as const,
  pending: () => [...approvalKeys.all, 'pending'] as const,
};
