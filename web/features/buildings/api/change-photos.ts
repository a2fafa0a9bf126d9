import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotosResponse } from '../../../../domain/schemas/buildings';
import { messages } from '../../../../domain/messages';
import { api, ApiError } from '../../../lib/api';
import { buildingsKeys } from './keys';

/**
 * The photo changes (PUT …/photos/:photoId/main, DELETE …/photos/:photoId, PUT …/photos/order,
 * POST …/photos): every one answers with the building's photos, so they share one cache rule.
 */
function usePhotoMutation<V>(buildingId: string, fn: (v: V) => Promise<PhotosResponse>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (data) => qc.setQueryData(buildingsKeys.photos(buildingId), data),
    onSettled: () => qc.invalidateQueries({ queryKey: buildingsKeys.lists }),
  });
}

export const useSetMainPhoto = (buildingId: string) =>
  usePhotoMutation(buildingId, (photoId: string) =>
    api<PhotosResponse>(`/api/admin/buildings/${buildingId}/photos/${photoId}/main`, { method: 'PUT' }),
  );

export const useDeletePhoto = (buildingId: string) =>
  usePhotoMutation(buildingId, (photoId: string) =>
    api<PhotosResponse>(`/api/admin/buildings/${buildingId}/photos/${photoId}`, { method: 'DELETE' }),
  );

export const useReorderPhotos = (buildingId: string) =>
  usePhotoMutation(buildingId, (ids: string[]) =>
    api<PhotosResponse>(`/api/admin/buildings/${buildingId}/photos/order`, { method: 'PUT', body: { ids } }),
  );

export const useUploadPhoto = (buildingId: string) =>
  usePhotoMutation(buildingId, ({ file, onProgress }: { file: File; onProgress: (pct: number) => void }) =>
    uploadPhoto(buildingId, file, onProgress),
  );

/**
 * One file per request through XMLHttpRequest, because fetch cannot report upload progress:
 * `onProgress` gets the real share of bytes sent (0–100).
 */
export function uploadPhoto(buildingId: string, file: File, onProgress: (pct: number) => void): Promise<PhotosResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/buildings/${buildingId}/photos`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as PhotosResponse);
      const e = (data as { error?: { message?: string; code?: string } } | undefined)?.error;
      reject(new ApiError(xhr.status, e?.message ?? messages.photoUploadError, e?.code ?? 'error'));
    };
    xhr.onerror = () => reject(new ApiError(0, messages.photoUploadError, 'network'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
