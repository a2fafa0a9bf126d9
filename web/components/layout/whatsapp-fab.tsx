import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { useSiteConfig, whatsappHref } from '../../lib/site-config';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
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

/**
 * Floating button on the public pages: opens WhatsApp with the panel-inquiry text. It never sits
 * on an action: absent from the checkout, and on a phone hidden while the person fills a form
 * (the footer keeps room below the last link, see site-footer).
 */
export function WhatsAppFab({ text = WHATSAPP_TEXTS.panels }: { text?: string }) {
  const { data } = useSiteConfig();
  const { pathname } = useLocation();
  const phone = useMediaQuery(PHONE_QUERY);
  const typing = useTyping();
  if (!data || isCheckoutPath(pathname) || (phone && typing)) return null;
  return (
    <a
      href={whatsappHref(data.company.whatsapp, text)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Conversar no WhatsApp"
      data-testid="whatsapp-fab"
      className="fixed bottom-5 right-5 z-30 inline-flex h-14 w-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg shadow-black/30 transition-transform hover:scale-105"
    >
      <MessageCircle className="h-7 w-7" aria-hidden />
    </a>
  );
}
