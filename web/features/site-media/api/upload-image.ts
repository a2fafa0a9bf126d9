import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../domain/messages';
import type { SiteImageDto } from '../../../../domain/schemas/site-media';
import type { SiteMediaSlot } from '../../../../domain/site-media';
import { ApiError } from '../../../lib/api';
import { invalidateSiteMedia } from './invalidate';

/** POST /api/admin/site-media/images (multipart): checked and re-encoded by the server. */
export async function uploadImage(args: { file: File; alt: string; slot?: SiteMediaSlot }): Promise<{ message: string; image: SiteImageDto }> {
  const form = new FormData();
  form.append('alt', args.alt);
  if (args.slot) form.append('slot', args.slot);
  form.append('file', args.file);
  const res = await fetch('/api/admin/site-media/images', { method: 'POST', body: form, credentials: 'same-origin' });
  const data = (await res.json().catch(() => ({}))) as { message: string; image: SiteImageDto; error?: { message?: string; code?: string } };
  if (!res.ok) throw new ApiError(res.status, data.error?.message ?? messages.genericError, data.error?.code ?? 'error');
  return data;
}

export function useUploadImage() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: uploadImage, onSettled: () => invalidateSiteMedia(qc) });
}
