import { MessageCircle } from 'lucide-react';
import { WHATSAPP_TEXTS, whatsappUrl } from '../../../../domain/whatsapp';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSiteConfig } from '../../../lib/site-config';

/** Live support: opens WhatsApp with the company number and the support text. */
export function SupportButton({ className }: { className?: string }) {
  const { data } = useSiteConfig();
  if (!data) return null;
  return (
    <a
      href={whatsappUrl(data.company.whatsapp, WHATSAPP_TEXTS.support)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonVariants({ variant: 'whatsapp', size: 'md' }), 'w-full bg-emerald-700 hover:bg-emerald-800 hover:brightness-100', className)}
    >
      <MessageCircle className="h-4 w-4" aria-hidden /> Suporte ao vivo
    </a>
  );
}
