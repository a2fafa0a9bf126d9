import { useMutation } from '@tanstack/react-query';
import type { CaptureRequest } from '../../../../domain/schemas/player';
import { api } from '../../../lib/api';

/** 'Ver tela agora': asks the screen for a capture (409 with the reason when it cannot answer). */
export const requestCapture = (screenId: string) =>
  api<CaptureRequest>(`/api/admin/screens/${screenId}/capture-requests`, { method: 'POST' });

/** The server gives back the request still waiting instead of a second one, so a retry is harmless. */
export const useRequestCapture = () => useMutation({ mutationFn: requestCapture, retry: 1 });
