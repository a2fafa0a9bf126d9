import { z } from 'zod';
import { makeGoodOutcomes, MAX_DISMISS_REASON } from '../make-goods';
import { messages } from '../messages';

/** A booking's make-good as staff see it (advertiser detail, ADR 0047). */
export const makeGoodView = z.object({
  id: z.string(),
  bookingId: z.string(),
  outcome: z.enum(makeGoodOutcomes),
  /** Screen time the booking lost, averaged over the building's screens. */
  lostMs: z.number().int(),
  /** What it was held to: MAKE_GOOD_THRESHOLD_PERCENT of the booking. */
  thresholdMs: z.number().int(),
  extendedDays: z.number().int().nullable(),
  previousEndsAt: z.string().nullable(),
  /** The credit offered (and granted): centavos. */
  creditCents: z.number().int().nullable(),
  couponCode: z.string().nullable(),
  dismissReason: z.string().nullable(),
  decidedAt: z.string(),
  /** Null when the job decided. */
  decidedByName: z.string().nullable(),
});
export type MakeGoodView = z.infer<typeof makeGoodView>;

/** What the client sees on a booking's line: only what they were given. */
export const clientMakeGood = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('extended'), extendedDays: z.number().int() }),
  z.object({ outcome: z.literal('credit_granted'), couponCode: z.string(), creditCents: z.number().int() }),
]);
export type ClientMakeGoodLine = z.infer<typeof clientMakeGood>;

/** 'Dispensar': staff say why no credit is given. */
export const dismissMakeGoodInput = z.object({
  reason: z
    .string({ error: messages.makeGoodReasonRequired })
    .trim()
    .min(1, messages.makeGoodReasonRequired)
    .max(MAX_DISMISS_REASON, messages.fieldTooLong('O motivo', MAX_DISMISS_REASON)),
});
export type DismissMakeGoodInput = z.infer<typeof dismissMakeGoodInput>;
