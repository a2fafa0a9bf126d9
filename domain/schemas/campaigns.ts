import { z } from 'zod';
import { campaignGranularities } from '../campaigns';

export const campaignQuery = z.object({
  granularity: z.enum(campaignGranularities).default('month'),
  buildingId: z.string().max(64).optional(),
  advertiserId: z.string().max(64).optional(),
});
export type CampaignQuery = z.input<typeof campaignQuery>;

export const campaignTimeline = z.object({
  capacity: z.number().int(),
  periods: z.array(z.object({ start: z.string(), end: z.string() })),
  buildings: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      neighborhood: z.string(),
      /** Advertisers on it right now. */
      advertisersNow: z.number().int(),
      /** Full now: when a place opens (ISO); null when it has room. */
      freesUpAt: z.string().nullable(),
      /** Peak advertisers per period, same order as `periods`. */
      occupancy: z.array(z.number().int()),
      bookings: z.array(
        z.object({
          id: z.string(),
          advertiserId: z.string().nullable(),
          advertiserName: z.string(),
          startsAt: z.string(),
          endsAt: z.string(),
          /** Periods the bar covers (indexes into `periods`). */
          first: z.number().int(),
          last: z.number().int(),
        }),
      ),
    }),
  ),
  /** Filter choices: every building and every advertiser with bookings in the window. */
  buildingOptions: z.array(z.object({ id: z.string(), name: z.string() })),
  advertiserOptions: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type CampaignTimeline = z.infer<typeof campaignTimeline>;
