import type { ReactNode } from 'react';
import type { VariantProps } from 'class-variance-authority';
import { MessageCircle } from 'lucide-react';
import { buttonVariants } from './button';
import { cn } from '../../lib/cn';
import { useSiteConfig, whatsappHref } from '../../lib/site-config';

/**
 * A call-to-action that opens WhatsApp with the company number and a prefilled text (one of
 * WHATSAPP_TEXTS). Styled as a button; opens in a new tab.
 */
export function WhatsAppLink({
  text,
  children,
  variant = 'accent',
  size = 'lg',
  icon = true,
  className,
}: {
  text: string;
  children: ReactNode;
  icon?: boolean;
  className?: string;
} & VariantProps<typeof buttonVariants>) {
  const { data } = useSiteConfig();
  const href = data ? whatsappHref(data.company.whatsapp, text) : undefined;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-whatsapp-cta=""
      aria-disabled={href ? undefined : true}
      className={cn(buttonVariants({ variant, size }), size === 'lg' && 'h-auto min-h-12 py-3 text-center', className)}
    >
      {icon && <MessageCircle className="h-5 w-5 shrink-0" aria-hidden />}
      {children}
    </a>
  );
}
