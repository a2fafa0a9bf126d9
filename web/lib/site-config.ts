import { useQuery } from '@tanstack/react-query';
import type { PublicSiteConfig } from '../../domain/schemas/site';
import { api } from './api';

export const siteConfigKey = ['site-config'] as const;

export function useSiteConfig() {
  return useQuery({ queryKey: siteConfigKey, queryFn: () => api<PublicSiteConfig>('/api/site/config') });
}

/** The company's WhatsApp link with the page's prefilled text (one rule, in domain/). */
export { whatsappUrl as whatsappHref } from '../../domain/whatsapp';
