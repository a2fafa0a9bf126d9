import { z } from 'zod';
import { bookingStatuses, orderStatuses } from '../checkout';
import { paymentMethods } from '../pricing';
import { bookingDelivery } from './player';
import { makeGoodView } from './make-goods';
import { videoStatuses } from '../videos';

/** Advertisers are the clients: the accounts a paid order opened (role 'client'). */
export const ADVERTISERS_PAGE_SIZE = 20;

export const advertiserListQuery = z.object({
  /** Name, e-mail, CPF/CNPJ (with or without punctuation) or phone. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdvertiserListQuery = z.input<typeof advertiserListQuery>;

export const advertiserRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The account's phone, else the one on their last order. */
  phone: z.string().nullable(),
  /** Digits of the CPF (or CNPJ, when they bought as a company) of their last order. */
  document: z.string().nullable(),
  company: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  ordersCount: z.number().int(),
  /** Their store revenue, all time (ADR 0039): paid orders minus refunds and chargebacks. */
  revenueCents: z.number().int(),
  /** Bookings running now. */
  liveBookings: z.number().int(),
  lastOrderAt: z.string().nullable(),
});
export type AdvertiserRow = z.infer<typeof advertiserRow>;

export const advertiserList = z.object({
  rows: z.array(advertiserRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdvertiserList = z.infer<typeof advertiserList>;

export const advertiserDetail = z.object({
  advertiser: advertiserRow,
  totals: z.object({
    /** Store revenue, all time (ADR 0039): `paidCents` minus `refundedCents`. */
    revenueCents: z.number().int(),
    /** What their orders paid, as finance booked it. */
    paidCents: z.number().int(),
    /** What went back to them: refunds and chargebacks. */
    refundedCents: z.number().int(),
    ordersCount: z.number().int(),
    paidOrders: z.number().int(),
  }),
  bookings: z.array(
    z.object({
      id: z.string(),
      orderId: z.string(),
      buildingId: z.string(),
      buildingName: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      status: z.enum(bookingStatuses),
      /** Active and running now. */
      live: z.boolean(),
      /** The video shown in this slot, if any. */
      videoTitle: z.string().nullable(),
      /** Uptime and plays delivered against expected, so far (ADR 0046); null before it starts. */
      delivery: bookingDelivery.nullable(),
      /** Its make-good once it ended and was assessed (ADR 0047); null before. */
      makeGood: makeGoodView.nullable(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      status: z.enum(orderStatuses),
      totalCents: z.number().int(),
      method: z.enum(paymentMethods).nullable(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
    }),
  ),
  videos: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      status: z.enum(videoStatuses),
      buildingName: z.string().nullable(),
      createdAt: z.string(),
      active: z.boolean(),
      plays: z.number().int(),
    }),
  ),
  plays: z.object({
    total: z.number().int(),
    last30Days: z.number().int(),
    lastPlayDay: z.string().nullable(),
    byBuilding: z.array(z.object({ buildingName: z.string(), plays: z.number().int() })),
  }),
});
export type AdvertiserDetail = z.infer<typeof advertiserDetail>;
