import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoticeDto, NoticeInputBody } from '../../../../domain/schemas/notices';
import type { BuildingDto } from '../../../../domain/schemas/buildings';
import { api } from '../../../lib/api';

export const adminNoticeKeys = {
  all: ['admin-notices'] as const,
  list: () => [...adminNoticeKeys.all, 'list'] as const,
  buildings: () => [...adminNoticeKeys.all, 'buildings'] as const,
};

export const adminNoticesQuery = () =>
  queryOptions({ queryKey: adminNoticeKeys.list(), queryFn: () => api<{ items: NoticeDto[] }>('/api/admin/notices'), staleTime: 0 });
export const useAdminNotices = () => useQuery(adminNoticesQuery());

/** The catalogue's buildings, to move a notice between buildings when moderating. */
export const useNoticeBuildingOptions = () =>
  useQuery({
    queryKey: adminNoticeKeys.buildings(),
    queryFn: async () => (await api<{ buildings: BuildingDto[] }>('/api/admin/buildings')).buildings.map((b) => ({ id: b.id, name: b.name })),
  });

function useModeration<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: adminNoticeKeys.list() }) });
}

export const useModerateNotice = () =>
  useModeration(({ id, body }: { id: string; body: NoticeInputBody }) => api<NoticeDto>(`/api/admin/notices/${id}`, { method: 'PUT', body }));
export const useModeratePause = () =>
  useModeration(({ id, paused }: { id: string; paused: boolean }) => api<NoticeDto>(`/api/admin/notices/${id}/paused`, { method: 'PUT', body: { paused } }));
export const useModerateDelete = () => useModeration((id: string) => api<void>(`/api/admin/notices/${id}`, { method: 'DELETE' }));
