import { checkCoupon, normalizeCouponCode, type CartBuildingRef, type CouponCheckResult } from '../../../domain/coupons';
import { couponState } from '../../../domain/discounts';
import type { CouponInput, CouponView } from '../../../domain/schemas/coupons';
import { messages } from '../../../domain/messages';
import { formatBRL } from '../../../domain/money';
import type { CouponForPricing, Quote } from '../../../domain/pricing';
import type { Db, DbOrTx } from '../../db/client';
import { quoteCart } from '../pricing/pricing.service';
import * as repo from './coupons.repository';
import { storeRevenue, type StoreRevenueEntry } from '../../../domain/store-revenue';
import { badRequest, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { recordAudit, type AuditActor } from '../identity/audit.service';
import { publishDiscountsUpdated, type EventSink } from '../pricing/pricing.events';
import {
  codeTakenByOther,
  countLiveBuildings,
  deleteCouponRow,
  findCouponByCode,
  findCouponById,
  insertCoupon,
  listCoupons,
  lockCoupon,
  toCouponRecord,
  updateCouponIfUsesFit,
  type CouponChanges,
  type CouponRow,
} from './coupons.repository';
import { clock } from '../../lib/clock';

/**
 * Takes one use of the coupon inside the caller's transaction with a conditional update
 * (ADR 0007): false when its uses ran out or it stopped being valid in between.
 */
export function claimCouponUse(tx: DbOrTx, couponId: string, now: Date): Promise<boolean> {
  return repo.claimCouponUse(tx, couponId, now);
}

/** Counts the use of an order being granted (ADR 0007, issue 27): honoured even past the limit. */
export function countCouponUse(tx: DbOrTx, couponId: string, now: Date) {
  return repo.countCouponUse(tx, couponId, now);
}

/**
 * Whether a use is still free for an order about to take the buyer's money (a new payment): uses
 * are counted by paid orders, so a pending order whose coupon ran out meanwhile is stopped before
 * anyone pays a discount that is gone. A friendly check; the count itself happens at the grant.
 */
export async function couponHasUseLeft(db: DbOrTx, couponId: string): Promise<boolean> {
  const row = await findCouponById(db, couponId);
  return Boolean(row && row.currentUses < row.maxUses);
}

/** Gives back a use claimed earlier (an order that expired or could not be granted). */
export function releaseCouponUse(tx: DbOrTx, couponId: string, now: Date): Promise<void> {
  return repo.releaseCouponUse(tx, couponId, now);
}

export type CouponEvaluation =
  | { ok: true; coupon: CouponRow }
  | { ok: false; code: string; message: string };

export function couponForPricing(c: CouponRow): CouponForPricing {
  return { code: c.code, type: c.type, value: c.value, minPurchaseCents: c.minPurchaseCents, maxDiscountCents: c.maxDiscountCents };
}

/** The spec's checks, in its order, on the coupon as stored now. */
export async function evaluateCoupon(
  db: DbOrTx,
  rawCode: string,
  cartBuildings: CartBuildingRef[],
  now: Date,
): Promise<CouponEvaluation> {
  const code = normalizeCouponCode(rawCode);
  const row = code ? await findCouponByCode(db, code) : undefined;
  const result: CouponCheckResult = checkCoupon({ coupon: row ? toCouponRecord(row) : null, cartBuildings, now });
  if (!result.ok) return { ok: false, code: result.code, message: result.message };
  return { ok: true, coupon: row! };
}

/** The amount rule the pricing engine reports (minimum purchase), as a message. */
export function couponAmountProblem(quote: Quote, coupon: CouponRow): string | null {
  if (quote.couponRejectedReason === 'min_purchase') {
    return messages.couponMinPurchase(formatBRL(coupon.minPurchaseCents ?? 0));
  }
  return null;
}

export interface CouponValidation {
  ok: boolean;
  message: string;
  code: string | null;
  quote: Quote | null;
}

/** 'Aplicar' in the checkout: the rule's message, or the quote with the coupon's discount. */
export async function validateCouponForCart(
  db: DbOrTx,
  input: { code: string; buildingIds: string[]; months: number },
  now = clock.now(),
): Promise<CouponValidation> {
  const base = await quoteCart(db, { buildingIds: input.buildingIds, months: input.months, now });
  if (base.missing.length > 0) {
    return { ok: false, code: 'not_found', message: messages.checkoutBuildingNotFound, quote: null };
  }
  const cart = base.buildings.map((b) => ({ id: b.id, name: b.name, status: b.status }));
  const ev = await evaluateCoupon(db, input.code, cart, now);
  if (!ev.ok) return { ok: false, code: ev.code, message: ev.message, quote: null };
  const { quote } = await quoteCart(db, { buildingIds: input.buildingIds, months: input.months, coupon: couponForPricing(ev.coupon), now });
  const problem = couponAmountProblem(quote, ev.coupon);
  if (problem) return { ok: false, code: 'min_purchase', message: problem, quote: null };
  return { ok: true, code: null, message: messages.couponApplied, quote };
}

export interface PromotionDeps extends EventSink {
  db: Db;
}

/** Each coupon's revenue: the store revenue (ADR 0039) of the orders that used it, refunds taken off. */
async function couponRevenues(db: DbOrTx, ids?: string[]): Promise<Map<string, number>> {
  const byCoupon = new Map<string, StoreRevenueEntry[]>();
  for (const e of await repo.couponRevenueEntries(db, ids)) byCoupon.set(e.couponId!, [...(byCoupon.get(e.couponId!) ?? []), e]);
  return new Map([...byCoupon].map(([id, entries]) => [id, storeRevenue(entries).revenueCents]));
}

export function toCouponView(c: CouponRow, now = clock.now(), revenueCents = 0): CouponView {
  return {
    id: c.id,
    code: c.code,
    type: c.type,
    valueBp: c.type === 'percentage' ? c.value : null,
    valueCents: c.type === 'fixed' ? c.value : null,
    minPurchaseCents: c.minPurchaseCents,
    maxDiscountCents: c.maxDiscountCents,
    noExpiry: c.noExpiry,
    startsAt: c.startsAt?.toISOString() ?? null,
    endsAt: c.endsAt?.toISOString() ?? null,
    status: c.status,
    state: couponState(c, now),
    buildingIds: c.buildingIds,
    maxUses: c.maxUses,
    currentUses: c.currentUses,
    revenueCents,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** Every coupon, newest first. */
export async function listCouponViews(db: DbOrTx, now = clock.now()): Promise<CouponView[]> {
  const [rows, revenues] = await Promise.all([listCoupons(db), couponRevenues(db)]);
  return rows.map((c) => toCouponView(c, now, revenues.get(c.id) ?? 0));
}

/** The validated input as columns: the value in the unit its type says; no dates when no expiry. */
function changesOf(input: CouponInput, now: Date, currentStatus: CouponRow['status'] = 'active'): CouponChanges {
  const value = input.type === 'fixed' ? input.valueCents : input.valueBp;
  return {
    code: input.code,
    type: input.type!,
    value: value!,
    minPurchaseCents: input.minPurchaseCents ?? null,
    maxDiscountCents: input.maxDiscountCents ?? null,
    noExpiry: input.noExpiry,
    startsAt: input.noExpiry || !input.startsAt ? null : new Date(input.startsAt),
    endsAt: input.noExpiry || !input.endsAt ? null : new Date(input.endsAt),
    buildingIds: input.buildingIds ?? null,
    maxUses: input.maxUses ?? 1,
    status: input.status ?? currentStatus,
    updatedAt: now,
  };
}

/** What the audit keeps of a coupon (before / after). */
function snapshot(c: CouponRow) {
  const { createdAt: _c, updatedAt: _u, ...rest } = c;
  return { ...rest, startsAt: c.startsAt?.toISOString() ?? null, endsAt: c.endsAt?.toISOString() ?? null };
}

async function checkBuildings(db: DbOrTx, ids: string[] | null | undefined) {
  if (!ids) return;
  const unique = [...new Set(ids)];
  if ((await countLiveBuildings(db, unique)) !== unique.length) {
    throw badRequest(messages.buildingNotFound, 'building_not_found', { field: 'buildingIds' });
  }
}

const codeTaken = () => badRequest(messages.couponCodeTaken, 'coupon_code_taken', { field: 'code' });

async function failed(deps: PromotionDeps, actor: AuditActor, action: string, message: string, err: unknown): Promise<never> {
  await recordAudit(deps.db, actor, { category: 'coupons', action, details: `${message}: ${err instanceof Error ? err.message : String(err)}` });
  throw err;
}

/**
 * A new coupon written in the caller's transaction and audited as 'Novo cupom' does it; null when
 * the code is taken (nothing written: the caller picks another code or refuses). A flow that gives
 * a coupon with its own writes (a make-good's credit, ADR 0047) publishes the change after its commit.
 */
export async function insertCouponIn(tx: DbOrTx, actor: AuditActor, input: CouponInput, now: Date): Promise<CouponRow | null> {
  if (await codeTakenByOther(tx, input.code, null)) return null;
  await checkBuildings(tx, input.buildingIds);
  const created = await insertCoupon(tx, { ...changesOf(input, now), status: 'active', createdBy: actor.userId ?? null });
  if (!created) return null;
  await recordAudit(tx, actor, {
    category: 'coupons',
    action: 'create_success',
    details: `Cupom ${created.code} criado`,
    metadata: { couponId: created.id, before: null, after: snapshot(created) },
  });
  return created;
}

/** 'Novo cupom': code upper case and unique, max uses 1 by default, status active. */
export async function createCoupon(deps: PromotionDeps, actor: AuditActor, input: CouponInput, now = clock.now()): Promise<CouponView> {
  try {
    const row = await deps.db.transaction(async (tx) => {
      const created = await insertCouponIn(tx, actor, input, now);
      if (!created) throw codeTaken();
      return created;
    });
    await publishDiscountsUpdated(deps, { scope: 'coupon', buildingIds: row.buildingIds });
    return toCouponView(row, now);
  } catch (err) {
    return failed(deps, actor, 'create_error', messages.couponCreateError, isUniqueViolation(err) ? codeTaken() : err);
  }
}

/** 'Editar cupom'. Max uses never below the uses already taken (conditional update). */
export async function updateCoupon(deps: PromotionDeps, actor: AuditActor, id: string, input: CouponInput, now = clock.now()): Promise<CouponView> {
  try {
    const { before, after } = await deps.db.transaction(async (tx) => {
      const before = await lockCoupon(tx, id);
      if (!before) throw notFound(messages.couponNotFound, 'coupon_not_found');
      if (await codeTakenByOther(tx, input.code, id)) throw codeTaken();
      await checkBuildings(tx, input.buildingIds);
      const after = await updateCouponIfUsesFit(tx, id, changesOf(input, now, before.status));
      if (!after) {
        throw badRequest(messages.couponMaxUsesBelowCurrent(before.currentUses), 'coupon_max_uses_below_current', { field: 'maxUses' });
      }
      await recordAudit(tx, actor, {
        category: 'coupons',
        action: 'update',
        details: `Cupom ${after.code} atualizado`,
        metadata: { couponId: id, before: snapshot(before), after: snapshot(after) },
      });
      return { before, after };
    });
    const ids = before.buildingIds && after.buildingIds ? [...new Set([...before.buildingIds, ...after.buildingIds])] : null;
    await publishDiscountsUpdated(deps, { scope: 'coupon', buildingIds: ids });
    return toCouponView(after, now, (await couponRevenues(deps.db, [id])).get(id) ?? 0);
  } catch (err) {
    return failed(deps, actor, 'update_error', messages.couponUpdateError, isUniqueViolation(err) ? codeTaken() : err);
  }
}

/** Orders keep their code and amounts (the order row copies them), so deleting never reprices one. */
export async function deleteCoupon(deps: PromotionDeps, actor: AuditActor, id: string): Promise<void> {
  try {
    const row = await deps.db.transaction(async (tx) => {
      const before = await lockCoupon(tx, id);
      if (!before) throw notFound(messages.couponNotFound, 'coupon_not_found');
      await deleteCouponRow(tx, id);
      await recordAudit(tx, actor, {
        category: 'coupons',
        action: 'delete_success',
        details: `Cupom ${before.code} excluído`,
        metadata: { couponId: id, before: snapshot(before), after: null },
      });
      return before;
    });
    await publishDiscountsUpdated(deps, { scope: 'coupon', buildingIds: row.buildingIds });
  } catch (err) {
    return failed(deps, actor, 'delete_error', messages.couponDeleteError, err);
  }
}
