import { sqlNow } from '../../lib/sql-now';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bookingStatuses, orderStatuses, paymentProviders, paymentStatuses, refundOrigins, refundStatuses } from '../../../domain/checkout';
import { paymentMethods, type Quote } from '../../../domain/pricing';
import { buildings } from './buildings';
import { users } from './identity';
import { discountTypes, promotionStatuses } from '../../../domain/discounts';

/**
 * Coupons (the spec's `coupons`). `value` is basis points for 'percentage' and centavos for
 * 'fixed'. `current_uses` counts the PAID orders that used the coupon (ADR 0007, amended in
 * issue 27): an order only checks it, the grant counts it. It may pass `max_uses` when payments
 * already under way when the last use went are honoured (bounded by those payments; audited).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    type: text('type', { enum: discountTypes }).notNull(),
    value: integer('value').notNull(),
    minPurchaseCents: integer('min_purchase_cents'),
    maxDiscountCents: integer('max_discount_cents'),
    startsAt: timestamp('start_date', { withTimezone: true }),
    /** Null when `no_expiry`. */
    endsAt: timestamp('end_date', { withTimezone: true }),
    noExpiry: boolean('no_expiry').notNull().default(false),
    status: text('status', { enum: promotionStatuses }).notNull().default('active'),
    /** Null = valid for every building. */
    buildingIds: uuid('building_ids').array(),
    maxUses: integer('max_uses').notNull().default(1),
    currentUses: integer('current_uses').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check('coupons_value_positive', sql`${t.value} > 0`),
    check('coupons_uses_range', sql`${t.currentUses} >= 0`),
    check('coupons_max_uses_min', sql`${t.maxUses} >= 1`),
  ],
);

/** The words live in domain/; the types stay importable from here for the repositories. */
export type { OrderStatus, PaymentStatus } from '../../../domain/checkout';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    /** Why an order is refund_needed/failed, for staff (e.g. 'building_full'). */
    statusReason: text('status_reason'),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerPhone: text('buyer_phone').notNull(),
    buyerCpf: text('buyer_cpf').notNull(),
    buyerCompany: text('buyer_company'),
    buyerCnpj: text('buyer_cnpj'),
    /** The buyer's client account, set when the order is paid. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    months: integer('months').notNull(),
    /** The server's quote at creation (no payment method applied). */
    quote: jsonb('quote').$type<Quote>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** Building promotions plus the period/variety discount. */
    discountCents: integer('discount_cents').notNull(),
    couponDiscountCents: integer('coupon_discount_cents').notNull().default(0),
    pixDiscountCents: integer('pix_discount_cents').notNull().default(0),
    /** What is charged: before a method is chosen, the total without the PIX discount. */
    totalCents: integer('total_cents').notNull(),
    /** Total after coupon, before the payment method; the base of the PIX discount. */
    baseTotalCents: integer('base_total_cents').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    /** True while this order holds one use of its coupon (ADR 0007). */
    couponClaimed: boolean('coupon_claimed').notNull().default(false),
    method: text('method', { enum: paymentMethods }),
    installments: integer('installments'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request that used the idempotency key (a reuse with other data is refused). */
    requestHash: text('request_hash').notNull(),
    /** SHA-256 of the access token the buyer's browser holds (success page, payment calls). */
    accessTokenHash: text('access_token_hash').notNull(),
    /** A pending order is held (coupon use) until then; a PIX extends it to its own expiry. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    uniqueIndex('orders_idempotency_unique').on(t.idempotencyKey),
    index('orders_status_expires_idx').on(t.status, t.expiresAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_email_idx').on(sql`lower(${t.buyerEmail})`),
    // The advertisers screen sums each client's orders.
    index('orders_user_idx').on(t.userId, t.createdAt),
    check('orders_months_range', sql`${t.months} between 1 and 120`),
    check(
      'orders_amounts',
      sql`${t.subtotalCents} >= 0 and ${t.totalCents} >= 0 and ${t.baseTotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.couponDiscountCents} >= 0 and ${t.pixDiscountCents} >= 0`,
    ),
    check('orders_installments_range', sql`${t.installments} is null or ${t.installments} between 1 and 12`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buildingId: uuid('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'restrict' }),
    buildingName: text('building_name').notNull(),
    unitCents: integer('unit_cents').notNull(),
    lineCents: integer('line_cents').notNull(),
    /**
     * The client's booking this line renews (issue 33, ADR 0052), checked when the order was made:
     * paid, the line's booking continues it (starts the day after, same video).
     */
    renewsBookingId: uuid('renews_booking_id').references((): AnyPgColumn => bookings.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('order_lines_unique').on(t.orderId, t.buildingId), index('order_lines_building_idx').on(t.buildingId)],
);


export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    providerPaymentId: text('provider_payment_id'),
    method: text('method', { enum: paymentMethods }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    statusDetail: text('status_detail'),
    amountCents: integer('amount_cents').notNull(),
    installments: integer('installments'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** PIX "copia e cola" payload and its QR image (data URL). */
    pixPayload: text('pix_payload'),
    pixQr: text('pix_qr'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The provider's last answer (or the sandbox's simulated bank state). */
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    /**
     * Sent to the provider as X-Idempotency-Key: a retry of the same attempt (same card token, or
     * the same PIX row after a crash) can never make a second charge.
     */
    idempotencyKey: text('idempotency_key'),
    /** Why the money must go back (refund_needed), e.g. 'order_already_paid'. */
    refundReason: text('refund_reason'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** When the provider's answer was last compared with this row (reconciliation). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    uniqueIndex('payments_provider_unique').on(t.provider, t.providerPaymentId),
    // One payment in flight per order (a second one cancels or is refused, ADR 0013)...
    uniqueIndex('payments_one_pending_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
    // ...and at most one payment pays an order: any other money received is refund_needed.
    uniqueIndex('payments_one_approved_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'approved'`),
    uniqueIndex('payments_idempotency_unique').on(t.idempotencyKey),
    index('payments_status_idx').on(t.status, t.updatedAt),
    index('payments_order_idx').on(t.orderId),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Money given back from a received payment, whole or in parts (ADR 0025). The row is written
 * (`requested`, with the idempotency key) BEFORE the provider is called; the provider's answer
 * makes it `done` or `failed`, and the reconciliation job finishes a request a crash left behind
 * with the same key. The sum of a payment's requested and done refunds never passes its amount
 * (checked under the order's row lock). `request_id` is the staff screen's own key: a replayed
 * request finds its refund instead of making a second one.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    origin: text('origin', { enum: refundOrigins }).notNull(),
    status: text('status', { enum: refundStatuses }).notNull().default('requested'),
    /** Cancel the order's bookings when this refund completes (whole refunds only). */
    endBookings: boolean('end_bookings').notNull().default(false),
    requestId: uuid('request_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    providerRefundId: text('provider_refund_id'),
    error: text('error'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** When reconciliation last retried a request left in flight. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_refunds_idempotency_unique').on(t.idempotencyKey),
    uniqueIndex('payment_refunds_request_unique').on(t.paymentId, t.requestId),
    index('payment_refunds_payment_idx').on(t.paymentId),
    index('payment_refunds_status_idx').on(t.status, t.createdAt),
    check('payment_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A slot: one building for a period, granted by a paid order. The store counts a building's
 * advertisers as its active bookings; at most 10 (claimed under a row lock on the building).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    buildingId: uuid('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('active'),
    /**
     * The booking this one continues (a renewal, issue 33, ADR 0052): same client and building,
     * starting the day after it, with its video. A booking has at most one active renewal.
     */
    renewsBookingId: uuid('renews_booking_id').references((): AnyPgColumn => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    uniqueIndex('bookings_order_building_unique').on(t.orderId, t.buildingId),
    uniqueIndex('bookings_one_active_renewal')
      .on(t.renewsBookingId)
      .where(sql`${t.renewsBookingId} is not null and ${t.status} = 'active'`),
    index('bookings_building_active_idx').on(t.buildingId, t.status, t.endsAt),
    index('bookings_user_idx').on(t.userId),
    check('bookings_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * THE rule for "advertisers on a panel": a building's bookings that are active and not over at
 * `now`. The checkout's capacity claim, the admin screens and the store listing all count with it.
 */
export function isAdvertiserBooking(now: Date | SQL): SQL {
  return sql`${bookings.status} = 'active' and ${bookings.endsAt} > ${now}`;
}

/**
 * THE rule for "a place on the panel" (capacity, the store's and the admin's counts): an
 * advertiser booking, except a renewal while the booking it continues still holds the place
 * (ADR 0052). A client and their renewal are one advertiser; the place passes from one to the
 * other at the old booking's end, so nobody else can take it in between.
 */
export function holdsPanelPlace(now: Date | SQL): SQL {
  return sql`${isAdvertiserBooking(now)} and not exists (
    select 1 from ${bookings} as renewed
    where renewed.id = ${bookings.renewsBookingId} and renewed.status = 'active' and renewed.ends_at > ${now}
  )`;
}

/** The spec's discount_selection_logs: one row per paid order, read by the discount metrics. */
export const discountSelectionLogs = pgTable(
  'discount_selection_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    totalDiscountCents: integer('total_discount_cents').notNull(),
    selectedAt: timestamp('selected_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [uniqueIndex('discount_selection_logs_order_unique').on(t.orderId), index('discount_selection_logs_at_idx').on(t.selectedAt)],
);

/**
 * Signed payment notifications already seen (x-request-id): a replayed request is refused.
 * Rows older than a day are purged (the signature's 5-minute window makes older replays fail anyway).
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: text('id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [index('payment_notifications_at_idx').on(t.receivedAt)],
);
