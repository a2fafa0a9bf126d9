import { useCallback, useEffect, useReducer } from 'react';
import { errorMessage } from '../../../lib/api';
import { useCaptureRequest } from '../api/get-capture-request';
import { useRequestCapture } from '../api/request-capture';
import { captureReducer, initialCaptureState } from './capture-reducer';

/** One screen's 'Ver tela agora': ask, then follow the request until the capture is there. */
export function useScreenCapture(screenId: string) {
  const [state, dispatch] = useReducer(captureReducer, initialCaptureState);
  const ask = useRequestCapture();
  const requestId = state.step === 'waiting' ? state.requestId : '';
  const poll = useCaptureRequest(screenId, requestId, { enabled: Boolean(requestId) });

  useEffect(() => {
    if (poll.data) dispatch({ type: 'answered', request: poll.data });
  }, [poll.data]);
  useEffect(() => {
    if (poll.isError) dispatch({ type: 'refused', message: errorMessage(poll.error) });
  }, [poll.isError, poll.error]);

  const { mutateAsync } = ask;
  const start = useCallback(async () => {
    dispatch({ type: 'asked' });
    try {
      dispatch({ type: 'accepted', request: await mutateAsync(screenId) });
    } catch (err) {
      dispatch({ type: 'refused', message: errorMessage(err) });
    }
  }, [mutateAsync, screenId]);

  return { state, start };
}
