import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../domain/messages';
import type { ClientBuilding, ClientVideo } from '../../../../domain/schemas/videos';
import { videoUploadRefusal, videoUploadRefusalMessage } from '../../../../domain/videos';
import { startUpload, type RunningUpload } from '../api/upload-video';
import { clientVideoKeys } from '../api/keys';
import { checkVideoFile } from '../lib/check-video-file';

/** The spec's upload flow: idle -> (checking) -> uploading with percent -> saved -> success -> reset. */
export type UploadState =
  | { phase: 'idle'; error: string | null }
  | { phase: 'checking' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'success'; video: ClientVideo };

type Action =
  | { type: 'check' }
  | { type: 'start' }
  | { type: 'progress'; percent: number }
  | { type: 'done'; video: ClientVideo }
  | { type: 'fail'; error: string }
  | { type: 'reset' };

function reducer(state: UploadState, action: Action): UploadState {
  switch (action.type) {
    case 'check':
      return { phase: 'checking' };
    case 'start':
      return { phase: 'uploading', percent: 0 };
    case 'progress':
      return state.phase === 'uploading' ? { phase: 'uploading', percent: Math.max(state.percent, action.percent) } : state;
    case 'done':
      return { phase: 'success', video: action.video };
    case 'fail':
      return { phase: 'idle', error: action.error };
    case 'reset':
      return { phase: 'idle', error: null };
  }
}

export interface UploadInput {
  title: string;
  buildingId: string;
  file: File | null;
  resendOf?: string;
  /** 'Substituir o vídeo atual quando aprovado': the video in a slot of this building to replace. */
  replaces?: string;
  /** The chosen building among the client's (its slots, in use or not, and its status). */
  building: Pick<ClientBuilding, 'slots' | 'status'> | undefined;
}

export function useVideoUpload() {
  const [state, dispatch] = useReducer(reducer, { phase: 'idle', error: null });
  const running = useRef<RunningUpload | null>(null);
  const qc = useQueryClient();
  useEffect(() => () => running.current?.abort(), []);

  const submit = useCallback(
    async (input: UploadInput) => {
      if (!input.file || !input.buildingId || !input.title.trim()) return dispatch({ type: 'fail', error: messages.videoFieldsRequired });
      const refusal = videoUploadRefusal({ slotsInBuilding: input.building?.slots ?? 0, buildingActive: input.building?.status === 'active' });
      if (refusal) return dispatch({ type: 'fail', error: videoUploadRefusalMessage[refusal] });
      dispatch({ type: 'check' });
      const problem = await checkVideoFile(input.file);
      if (problem) return dispatch({ type: 'fail', error: problem });
      dispatch({ type: 'start' });
      const up = startUpload({
        file: input.file,
        title: input.title.trim(),
        buildingId: input.buildingId,
        resendOf: input.resendOf,
        replaces: input.replaces,
        onProgress: (percent) => dispatch({ type: 'progress', percent }),
      });
      running.current = up;
      try {
        const video = await up.done;
        dispatch({ type: 'done', video });
        void qc.invalidateQueries({ queryKey: clientVideoKeys.all });
      } catch (err) {
        dispatch({ type: 'fail', error: (err as Error).message || messages.videoUploadError });
      } finally {
        running.current = null;
      }
    },
    [qc],
  );
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return { state, submit, reset };
}
