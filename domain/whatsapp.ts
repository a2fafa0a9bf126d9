/** WhatsApp click-to-chat links and the preset messages the site opens them with. */
import { onlyDigits } from './documents';

export const WHATSAPP_TEXTS = {
  marketing: 'Olá! Gostaria de saber mais sobre os serviços de marketing da Indexa.',
  panels: 'Olá! Tenho interesse em anunciar nos painéis digitais da Indexa.',
  producer: 'Olá! Gostaria de um orçamento com a produtora da Indexa.',
  support: 'Olá! Preciso de ajuda com a minha compra na loja de painéis.',
} as const;

export type WhatsappTextKey = keyof typeof WHATSAPP_TEXTS;

/**
 * https://wa.me/<digits>?text=<encoded>. wa.me needs the international number, so a bare
 * Brazilian number (DDD + 8/9 digits, 10–11 digits) gets the 55 country code. The text
 * parameter is left out when empty.
 */
export function whatsappUrl(number: string, text: string): string {
  let digits = onlyDigits(number);
  if (digits.length === 10 || digits.length === 11) digits = `55${digits}`;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** Staff opening a chat with a client or a person who wrote to us (advertisers, support). */
export const staffWhatsappText = (name: string) => `Olá, ${name.split(/\s+/)[0] ?? name}! Aqui é da Indexa.`;
