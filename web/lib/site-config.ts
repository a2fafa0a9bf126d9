import { useQuery } from '@tanstack/react-query';
import type { PublicSiteConfig } from '../../domain/schemas/site';
import { api } from './api';

export const siteConfigKey = ['site-config'] as const;

export function useSiteConfig() {
  return useQuery({ queryKey: siteConfigKey, queryFn: () => api<PublicSiteConfig>('/api/site/config') });
}

/** The company's WhatsApp link with the page's prefilled text. */
export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
