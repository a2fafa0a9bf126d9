import { z } from 'zod';
import { messages } from '../messages';
import { waitlistConsentVersions, waitlistMessages } from '../waitlist';
import { emailField } from './site';

/** POST /api/store/waitlist: 'Avise-me quando houver vaga' on a full building of the store. */
export const waitlistJoinInput = z.object({
  buildingId: z.uuid(waitlistMessages.waitlistBuildingUnavailable),
  email: emailField,
  /** Optional: how the mail greets them. Blank is no name. */
  name: z
    .string()
    .trim()
    .max(120, messages.fieldTooLong('O nome', 120))
    .optional()
    .nullable()
    .transform((v) => v || null),
  /** The version of the consent text the form showed next to its button (domain/waitlist.ts). */
  consentVersion: z.enum(waitlistConsentVersions, { error: waitlistMessages.waitlistConsentOutdated }),
});
export type WaitlistJoinInput = z.input<typeof waitlistJoinInput>;

export const waitlistJoinResponse = z.object({
  status: z.enum(['created', 'already']),
  message: z.string(),
});
export type WaitlistJoinResponse = z.infer<typeof waitlistJoinResponse>;

/** POST /api/waitlist/leave: the mail's link, its signed token in the body (the page's one click). */
export const waitlistLeaveInput = z.object({
  token: z
    .string({ error: waitlistMessages.waitlistLinkInvalid })
    .min(1, waitlistMessages.waitlistLinkInvalid)
    .max(200, waitlistMessages.waitlistLinkInvalid),
});
export const waitlistLeaveResponse = z.object({ status: z.enum(['left', 'already']), message: z.string() });
export type WaitlistLeaveResponse = z.infer<typeof waitlistLeaveResponse>;

/** GET /api/admin/waitlist: staff see each building's list. */
export const staffWaitlistQuery = z.object({ buildingId: z.string().max(64).optional() });

export const staffWaitlistEntry = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  createdAt: z.string(),
  /** When they were told of a free place; null while waiting. */
  notifiedAt: z.string().nullable(),
});

export const staffWaitlist = z.object({
  buildings: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** People still waiting (not told yet). */
      waiting: z.number().int(),
      /** In list order: waiting and told (told ones are kept 30 days). */
      entries: z.array(staffWaitlistEntry),
    }),
  ),
});
export type StaffWaitlist = z.infer<typeof staffWaitlist>;
