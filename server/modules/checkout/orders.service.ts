import { randomUUID } from 'node:crypto';
import { ORDER_HOLD_MINUTES } from '../../../domain/checkout';
import { onlyDigits } from '../../../domain/documents';
import { messages } from '../../../domain/messages';
import type { Buyer } from '../../../domain/schemas/checkout';
import type { PublicOrder } from '../../../domain/schemas/checkout';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/errors';
import type { Role } from '../../../domain/permissions';
import { renewingBookings } from '../renewals/renewals.service';
import { sha256 } from '../../lib/crypto';
import { fullBuildings } from '../bookings/bookings.service';
import { couponAmountProblem, couponForPricing, evaluateCoupon } from '../coupons/coupons.service';
import { recordAudit, type AuditActor } from '../identity/audit.service';
import { quoteCart } from '../pricing/pricing.service';
import { findOrderByIdempotencyKey, findOrderLines, insertOrder, latestPayment, type OrderRow } from './checkout.repository';
import { makeAccessToken } from './order-access';
import { toPublicOrder } from './views';
import { clientAreaAccess } from '../identity/client-accounts.service';
import { plural } from '../../../domain/text';
import { clock } from '../../lib/clock';

type Deps = Pick<AppDeps, 'db' | 'secret'>;

export interface CreateOrderCommand {
  buyer: Buyer;
  buildingIds: string[];
  months: number;
  couponCode?: string | null;
  expectedTotalCents?: number;
  idempotencyKey?: string | null;
  /** The client's paid order whose bookings this one continues (a renewal, ADR 0052). */
  renewsOrderId?: string | null;
  /** Who is signed in, if anyone: a renewal is only for the renewed order's own client. */
  requester?: { id: string; role: Role } | null;
}

export interface CreatedOrder {
  order: PublicOrder;
  accessToken: string;
  /** False when an idempotent retry returned the order made by the first request. */
  created: boolean;
}

function normalizeBuyer(b: Buyer) {
  return {
    buyerName: b.name.trim(),
    buyerEmail: b.email.trim().toLowerCase(),
    buyerPhone: onlyDigits(b.phone),
    buyerCpf: onlyDigits(b.cpf),
    buyerCompany: b.company ?? null,
    buyerCnpj: b.cnpj ? b.cnpj.replace(/[.\-/\s]/g, '').toUpperCase() : null,
  };
}

/** What makes two requests "the same purchase" for the idempotency key. */
function requestHashOf(cmd: CreateOrderCommand): string {
  return sha256(
    JSON.stringify({
      buyer: normalizeBuyer(cmd.buyer),
      buildingIds: [...new Set(cmd.buildingIds)].sort(),
      months: cmd.months,
      coupon: cmd.couponCode ? cmd.couponCode.trim().toUpperCase() : null,
      renews: cmd.renewsOrderId ?? null,
    }),
  );
}

function isUniqueViolation(err: unknown): boolean {
  let e = err as { code?: string; cause?: unknown } | undefined;
  for (let i = 0; i < 5 && e; i++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

async function publicOrderOf(deps: Deps, order: OrderRow): Promise<PublicOrder> {
  // Only a paid order says whether its buyer's account has a password: paying is what proves the
  // e-mail is theirs to ask about.
  const paid = order.status === 'paid' || order.status === 'refund_needed';
  const [lines, payment, access] = await Promise.all([
    findOrderLines(deps.db, order.id),
    latestPayment(deps.db, order.id),
    paid ? clientAreaAccess(deps.db, order.userId) : null,
  ]);
  return toPublicOrder(deps.secret, order, lines, payment, access);
}

async function replay(deps: Deps, existing: OrderRow, cmd: CreateOrderCommand, key: string): Promise<CreatedOrder> {
  if (existing.requestHash !== requestHashOf(cmd)) throw conflict(messages.checkoutIdempotencyReused, 'idempotency_key_reused');
  return { order: await publicOrderOf(deps, existing), accessToken: makeAccessToken(deps.secret, existing.id, key), created: false };
}

/**
 * POST /api/checkout/orders. The cart is priced again here with the shared engine (the
 * browser's numbers are never used) and the coupon is checked in the spec's order, its uses
 * being those of PAID orders: an order that is never paid takes nothing from anyone (ADR 0007 as
 * amended in issue 27: three anonymous unpaid orders used to exhaust a 3-use coupon for 30
 * minutes). The use is counted by the grant. Every refusal happens before anything is written.
 */
export async function createOrder(deps: Deps, cmd: CreateOrderCommand, actor: AuditActor): Promise<CreatedOrder> {
  const key = cmd.idempotencyKey ?? null;
  if (key) {
    const existing = await findOrderByIdempotencyKey(deps.db, key);
    if (existing) return replay(deps, existing, cmd, key);
  }
  const now = clock.now();
  const buildingIds = [...new Set(cmd.buildingIds)];
  const base = await quoteCart(deps.db, { buildingIds, months: cmd.months, now });
  if (base.missing.length > 0) throw badRequest(messages.checkoutBuildingNotFound, 'buildings_not_found', { missing: base.missing });
  const inactive = base.buildings.filter((b) => b.status !== 'active');
  if (inactive.length > 0 && !cmd.couponCode) {
    throw badRequest(messages.checkoutBuildingsUnavailable(inactive.map((b) => b.name).join(', ')), 'buildings_unavailable');
  }

  let coupon = null;
  if (cmd.couponCode) {
    const cart = base.buildings.map((b) => ({ id: b.id, name: b.name, status: b.status }));
    const ev = await evaluateCoupon(deps.db, cmd.couponCode, cart, now);
    if (!ev.ok) throw badRequest(ev.message, 'coupon_rejected', { reason: ev.code });
    coupon = ev.coupon;
  }
  const { quote } = coupon
    ? await quoteCart(deps.db, { buildingIds, months: cmd.months, coupon: couponForPricing(coupon), now })
    : base;
  if (coupon) {
    const problem = couponAmountProblem(quote, coupon);
    if (problem) throw badRequest(problem, 'coupon_rejected', { reason: 'min_purchase' });
  }

  // A renewal (ADR 0052): only the renewed order's own client, signed in, with the account's
  // e-mail (the bookings go to the buyer's account); each of its lines continues a booking.
  let continuing = new Map<string, string>();
  if (cmd.renewsOrderId) {
    const who = cmd.requester;
    if (!who) throw unauthorized(messages.renewalLoginRequired, 'renewal_login_required');
    if (who.role !== 'client') throw forbidden(messages.renewalLoginRequired, 'renewal_login_required');
    const renewal = await renewingBookings(deps.db, who.id, cmd.renewsOrderId, buildingIds, now);
    if (normalizeBuyer(cmd.buyer).buyerEmail !== renewal.accountEmail.toLowerCase()) {
      const message = messages.renewalWrongEmail(renewal.accountEmail);
      throw badRequest(message, 'renewal_email', { fields: { email: message } });
    }
    continuing = renewal.continuing;
  }

  // A friendly early refusal; the real claim of the place happens when the order is paid. A
  // renewal's own place (its booking's) does not count against it.
  const fullIds = await fullBuildings(deps.db, buildingIds, now, continuing);
  const full = base.buildings.filter((b) => fullIds.has(b.id));
  if (full.length > 0) throw conflict(messages.checkoutBuildingsFull(full.map((b) => b.name).join(', ')), 'buildings_full');

  if (cmd.expectedTotalCents !== undefined && cmd.expectedTotalCents !== quote.totalCents) {
    throw conflict(messages.checkoutPriceChanged, 'price_changed', { quote });
  }

  const orderId = randomUUID();
  const accessToken = makeAccessToken(deps.secret, orderId, key);
  const cartDiscount = quote.promoDiscountCents + quote.cartDiscount.cents;
  try {
    const order = await deps.db.transaction(async (tx) => {
      const row = await insertOrder(
        tx,
        {
          id: orderId,
          ...normalizeBuyer(cmd.buyer),
          months: cmd.months,
          quote,
          subtotalCents: quote.originalSubtotalCents,
          discountCents: cartDiscount,
          couponDiscountCents: quote.couponDiscountCents,
          pixDiscountCents: 0,
          totalCents: quote.totalCents,
          baseTotalCents: quote.totalCents,
          couponId: coupon?.id ?? null,
          couponCode: coupon?.code ?? null,
          // Checked above (uses counted by paid orders), counted when a payment is approved (ADR 0007).
          couponClaimed: false,
          idempotencyKey: key,
          requestHash: requestHashOf(cmd),
          accessTokenHash: sha256(accessToken),
          expiresAt: new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000),
          createdAt: now,
          updatedAt: now,
        },
        quote.lines.map((l) => ({
          buildingId: l.buildingId,
          buildingName: l.name,
          unitCents: l.unitCents,
          lineCents: l.lineCents,
          renewsBookingId: continuing.get(l.buildingId) ?? null,
        })),
      );
      await recordAudit(tx, actor, {
        category: 'orders',
        action: 'create_success',
        details: `Pedido ${row.id} criado: ${plural(quote.lines.length, 'prédio', 'prédios')}, ${plural(cmd.months, 'mês', 'meses')}${
          continuing.size > 0 ? ` (renovação do pedido ${cmd.renewsOrderId})` : ''
        }`,
        metadata: {
          orderId: row.id,
          totalCents: row.totalCents,
          coupon: row.couponCode,
          ...(continuing.size > 0 ? { renewsOrderId: cmd.renewsOrderId, renewsBookingIds: [...continuing.values()] } : {}),
        },
      });
      return row;
    });
    return { order: await publicOrderOf(deps, order), accessToken, created: true };
  } catch (err) {
    // Two requests with one key at the same moment: the loser's transaction (and its coupon
    // claim) rolled back; it answers with the winner's order.
    if (key && isUniqueViolation(err)) {
      const existing = await findOrderByIdempotencyKey(deps.db, key);
      if (existing) return replay(deps, existing, cmd, key);
    }
    throw err;
  }
}

export { publicOrderOf };
