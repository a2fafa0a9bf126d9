import type { CampaignQuery } from '../../../../domain/schemas/campaigns';

/** Every query key of /admin/campaigns, from one factory. */
export const campaignsKeys = {
  all: ['campaigns'] as const,
  timeline: (f: CampaignQuery) => ['campaigns', 'timeline', f] as const,
  waitlist: (buildingId: string) => ['campaigns', 'waitlist', buildingId] as const,
};
