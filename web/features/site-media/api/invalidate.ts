import type { QueryClient } from '@tanstack/react-query';
import { publicSiteMediaKey, siteMediaKeys } from './keys';

/** After any change: the admin lists and what the public pages show. */
export const invalidateSiteMedia = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries({ queryKey: siteMediaKeys.all }), qc.invalidateQueries({ queryKey: publicSiteMediaKey })]);
