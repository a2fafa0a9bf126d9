import { z } from 'zod';

/**
 * GET /api/client/renewals/{orderId} (issue 33, ADR 0052): what the renewal link puts in the cart
 * — the order's bookings still renewable (running, not renewed, not cancelled), each building's
 * 30-day price today, the same period — and the buyer data the checkout form starts with.
 */
export const renewalOffer = z.object({
  orderId: z.uuid(),
  /** The renewed order's period, offered again (1, 3, 6 or 12 months). */
  months: z.number().int(),
  items: z.array(
    z.object({
      bookingId: z.uuid(),
      buildingId: z.uuid(),
      name: z.string(),
      address: z.string(),
      imageUrl: z.string().nullable(),
      /** Today's 30-day price of the building (promotions included), in centavos. */
      priceCents: z.number().int(),
      /** The booking being renewed: its end, and its last day on the screens ('YYYY-MM-DD'). */
      endsAt: z.string(),
      lastDay: z.string(),
      /** Where the renewal starts if paid now: the midnight after that last day. */
      renewalStartsAt: z.string(),
    }),
  ),
  buyer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    cpf: z.string(),
    company: z.string().nullable(),
    cnpj: z.string().nullable(),
  }),
});
export type RenewalOffer = z.infer<typeof renewalOffer>;

export const renewalParams = z.object({ orderId: z.string().max(100) });
