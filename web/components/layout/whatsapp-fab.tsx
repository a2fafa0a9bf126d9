import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { useSiteConfig, whatsappHref } from '../../lib/site-config';
import { COMPACT_LAYOUT_QUERY, PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { cn } from '../../lib/cn';
import { WHATSAPP_TEXTS } from '../../../domain/whatsapp';

/** Paying is a row of buttons and prices edge to edge on a phone; the checkout has its own 'Suporte'. */
const isCheckoutPath = (p: string) => p === '/checkout' || p.startsWith('/checkout/');

/** A form field has the focus: on a phone the bubble would sit on the keyboard's row of buttons. */
function useTyping(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const isField = (el: EventTarget | null) =>
      el instanceof HTMLElement && (el.matches('input, textarea, select') || el.isContentEditable);
    const onIn = (e: FocusEvent) => setTyping(isField(e.target));
    const onOut = () => setTyping(false);
    document.addEventListener('focusin', onIn);
    document.addEventListener('focusout', onOut);
    return () => {
      document.removeEventListener('focusin', onIn);
      document.removeEventListener('focusout', onOut);
    };
  }, []);
  return typing;
}

const ACTION = 'a, button, input, select, textarea, label, [role="button"], [role="radio"], [role="checkbox"]';

/**
 * Whether a link, button or field lies under the bubble now: it steps aside (fades out, lets taps
 * through) while the page is scrolled to such a place, and comes back when it moves on.
 */
function useOverAction(ref: RefObject<HTMLElement | null>): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      const r = el.getBoundingClientRect();
      const points: Array<[number, number]> = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.left + 6, r.top + 6],
        [r.right - 6, r.top + 6],
        [r.left + 6, r.bottom - 6],
        [r.right - 6, r.bottom - 6],
      ];
      setOver(
        points.some(([x, y]) => {
          const below = document.elementsFromPoint(x, y).find((n) => !el.contains(n));
          return Boolean(below?.closest(ACTION));
        }),
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content that appears without a scroll (a list loading, a step changing).
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [ref]);
  return over;
}

/**
 * Floating button on the public pages: opens WhatsApp with the panel-inquiry text. It never sits
 * on an action: absent from the checkout, on a phone hidden while the person fills a form, and
 * stepping aside wherever a link or button scrolls under it (the footer keeps room below its last
 * line, see site-footer).
 */
export function WhatsAppFab({
  text = WHATSAPP_TEXTS.panels,
  dockedBelow769 = false,
}: {
  text?: string;
  /** The page has a bottom bar holding WhatsApp at 768 px and below (the store): no bubble there. */
  dockedBelow769?: boolean;
}) {
  const { data } = useSiteConfig();
  const { pathname } = useLocation();
  const phone = useMediaQuery(PHONE_QUERY);
  const typing = useTyping();
  const ref = useRef<HTMLAnchorElement>(null);
  const over = useOverAction(ref);
  const docked = useMediaQuery(COMPACT_LAYOUT_QUERY) && dockedBelow769;
  if (!data || docked || isCheckoutPath(pathname) || (phone && typing)) return null;
  return (
    <a
      ref={ref}
      data-over-action={over || undefined}
      aria-hidden={over || undefined}
      tabIndex={over ? -1 : undefined}
      href={whatsappHref(data.company.whatsapp, text)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Conversar no WhatsApp"
      data-testid="whatsapp-fab"
      className={cn(
        'fixed bottom-5 right-5 z-30 inline-flex h-14 w-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg shadow-black/30 transition-[transform,opacity] duration-200 hover:scale-105',
        over && 'pointer-events-none scale-75 opacity-0',
      )}
    >
      <MessageCircle className="h-7 w-7" aria-hidden />
    </a>
  );
}
