import { useEffect, useState } from 'react';
import { Gift } from 'lucide-react';
import { plural } from '../../../../domain/text';

const SECONDS = 30;
const R = 18;
const CIRCUMFERENCE = 2 * Math.PI * R;

/** 'Promoção Especial de Lançamento!': counts down 30 s on a ring, then hides itself. */
export function PromoBanner() {
  // Counted from a deadline, not by chained timeouts, so a throttled tab still ends on time.
  const [deadline] = useState(() => Date.now() + SECONDS * 1000);
  const [left, setLeft] = useState(SECONDS);
  useEffect(() => {
    const tick = () => {
      const s = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(s);
      if (s === 0) clearInterval(t);
    };
    const t = setInterval(tick, 250);
    return () => clearInterval(t);
  }, [deadline]);
  if (left <= 0) return null;

  return (
    <aside
      aria-label="Promoção Especial de Lançamento"
      data-testid="promo-banner"
      className="relative flex items-center gap-3 overflow-hidden rounded-2xl bg-gradient-to-r from-brand-700 via-brand-600 to-fuchsia-600 px-3 py-2.5 text-white shadow-lg sm:gap-4 sm:p-5"
    >
      <Gift className="hidden h-10 w-10 shrink-0 text-accent-400 sm:block" aria-hidden />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-sm font-extrabold sm:text-lg">Promoção Especial de Lançamento!</h2>
          <span className="rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-black text-ink-900">35% OFF</span>
        </div>
        <p className="mt-0.5 text-xs text-brand-50 sm:mt-1 sm:text-sm">
          Na compra de 3 meses, ganhe um vídeo com letreiro e efeitos grátis para o seu anúncio.
        </p>
      </div>
      <div className="relative h-10 w-10 shrink-0 sm:h-12 sm:w-12" role="timer" aria-label={`A promoção some em ${plural(left, 'segundo', 'segundos')}`}>
        <svg viewBox="0 0 44 44" className="h-10 w-10 -rotate-90 sm:h-12 sm:w-12" aria-hidden>
          <circle cx="22" cy="22" r={R} fill="none" stroke="rgba(255,255,255,0.25)" strokeWidth="4" />
          <circle
            cx="22"
            cy="22"
            r={R}
            fill="none"
            stroke="#34d399"
            strokeWidth="4"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - left / SECONDS)}
            className="transition-[stroke-dashoffset] duration-1000 ease-linear"
          />
        </svg>
        <span
          className="absolute inset-0 flex items-center justify-center text-sm font-bold"
          aria-hidden
          data-testid="promo-countdown"
        >
          {left}
        </span>
      </div>
    </aside>
  );
}
