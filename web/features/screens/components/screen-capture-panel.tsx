import { messages } from '../../../../domain/messages';
import { formatTimeWithSeconds } from '../../../lib/format';
import { Spinner } from '../../../components/ui/spinner';
import { lastCapture, type CaptureState } from '../hooks/capture-reducer';

/** Under a screen's row: the capture with its time, the wait for it, or why there is none. */
export function ScreenCapturePanel({ state, label }: { state: CaptureState; label: string }) {
  if (state.step === 'idle') return null;
  const capture = lastCapture(state);
  const waiting = state.step === 'asking' || state.step === 'waiting';
  return (
    <div className="mt-3 border-t border-slate-100 pt-3" data-testid="screen-capture">
      <div aria-live="polite">
        {waiting && (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="text-brand-600" label={messages.captureWaiting} />
            {messages.captureWaiting}
          </p>
        )}
        {state.step === 'failed' && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
            {state.message}
          </p>
        )}
      </div>
      {capture && (
        <figure className={`mt-2 w-full max-w-md ${waiting ? 'opacity-60' : ''}`}>
          <img
            src={capture.url}
            alt={`O que a tela ${label} mostrava às ${formatTimeWithSeconds(capture.takenAt)}`}
            width={capture.width}
            height={capture.height}
            className="aspect-video w-full rounded-lg border border-slate-200 bg-black object-contain"
            data-testid="screen-capture-image"
          />
          <figcaption className="mt-1 text-sm font-medium text-slate-700" data-testid="screen-capture-time">
            Capturada às {formatTimeWithSeconds(capture.takenAt)}
          </figcaption>
        </figure>
      )}
    </div>
  );
}
