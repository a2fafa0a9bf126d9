import { useEffect, useState } from 'react';
import { clockDateFmt as dateFmt, clockTimeFmt as timeFmt } from '../lib/clock-format';

/** Time and date in the corner of the screen (São Paulo time); re-renders only itself. */
export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(t);
  }, []);
  return (
    <div
      className="pointer-events-none absolute right-[2cqw] bottom-[2cqw] rounded-[1cqw] bg-black/55 px-[1.4cqw] py-[0.8cqw] text-right text-white backdrop-blur"
      data-testid="player-clock"
    >
      <p className="text-[3.2cqw] leading-none font-bold tabular-nums">{timeFmt.format(now)}</p>
      <p className="mt-[0.4cqw] text-[1.2cqw] leading-none opacity-85 first-letter:uppercase">{dateFmt.format(now)}</p>
    </div>
  );
}
