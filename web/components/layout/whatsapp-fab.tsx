import { MessageCircle } from 'lucide-react';
import { useSiteConfig, whatsappHref } from '../../lib/site-config';
import { WHATSAPP_TEXTS } from '../../../domain/whatsapp';

/** Floating button on every public page: opens WhatsApp with the panel-inquiry text. */
export function WhatsAppFab({ text = WHATSAPP_TEXTS.panels }: { text?: string }) {
  const { data } = useSiteConfig();
  if (!data) return null;
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
