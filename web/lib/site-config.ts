import { useQuery } from '@tanstack/react-query';
import type { PublicSiteConfig } from '../../domain/schemas/site';
import { api } from './api';
import { bootConfig } from './boot-state';

export const siteConfigKey = ['site-config'] as const;

export function useSiteConfig() {
  // The page's HTML may carry it already (ADR 0021): shown at once, asked again in the background.
  return useQuery({
    queryKey: siteConfigKey,
    queryFn: () => api<PublicSiteConfig>('/api/site/config'),
    initialData: bootConfig() ?? undefined,
  });
}

/** The company's WhatsApp link with the page's prefilled text (one rule, in domain/). */
export { whatsappUrl as whatsappHref } from '../../domain/whatsapp';
