import { useEffect, useState } from 'react';
import { Clock } from 'lucide-react';
import { formatTime } from '../../../lib/format';

/** mm:ss until `until` (the server's deadline) and the time it falls at; calls onEnd once at zero. */
export function Countdown({ until, onEnd }: { until: string; onEnd?: () => void }) {
  const end = new Date(until).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const left = Math.max(0, Math.floor((end - now) / 1000));
  useEffect(() => {
    if (left === 0) onEnd?.();
  }, [left, onEnd]);
  const mm = String(Math.floor(left / 60)).padStart(2, '0');
  const ss = String(left % 60).padStart(2, '0');
  return (
    <p className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
      <Clock className="h-4 w-4" aria-hidden />
      {left > 0 ? (
        <span>
          O código expira em <time aria-live="off" className="font-mono font-bold tabular-nums" data-testid="pix-countdown">{mm}:{ss}</time>{' '}
          <span className="font-normal text-slate-600">(às {formatTime(until)})</span>
        </span>
      ) : (
        <span className="text-red-700">O código expirou.</span>
      )}
    </p>
  );
}
