import { bulkWindow, discountState } from '../../../domain/discounts';
import { messages } from '../../../domain/messages';
import { BP_PER_UNIT, mulDivHalfUp } from '../../../domain/money';
import { discountBp } from '../../../domain/pricing';
import type { BulkApplyInput, DiscountInput, DiscountStats, DiscountView, PeriodDiscountsInput, PeriodDiscountView } from '../../../domain/schemas/discounts';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../identity/audit.service';
import { publishDiscountsUpdated, type EventSink } from './pricing.events';
import {
  deleteDiscountRow,
  findBuildingNames,
  findPromotionBoundaries,
  findLiveBuildings,
  findPeriodRow,
  insertDiscount,
  listDiscountRows,
  listPeriodRows,
  lockDiscount,
  lockPeriodRows,
  readPromotionFigures,
  updateDiscountRow,
  upsertPeriodRow,
  type DiscountChanges,
  type DiscountRow,
  type PeriodRow,
} from './promotions.repository';
import { plural } from '../../../domain/text';
import { clock } from '../../lib/clock';

/**
 * Staff promotions: building discounts, period discounts, bulk apply and the statistics. Every
 * change runs in a transaction with its audit entry (who, what, before, after) and, once
 * committed, tells open store pages to ask for prices again (DISCOUNTS_UPDATED). Orders keep the
 * quote they were created with, so nothing here changes an order already placed.
 */

export interface PromotionDeps extends EventSink {
  db: Db;
}

const idsOf = (d: Pick<DiscountRow, 'buildingId' | 'buildingIds'>): string[] =>
  [...new Set([...(d.buildingId ? [d.buildingId] : []), ...(d.buildingIds ?? [])])];

function toView(d: DiscountRow, names: Map<string, string>, now: Date): DiscountView {
  return {
    id: d.id,
    type: d.type,
    valueBp: d.type === 'percentage' ? d.value : null,
    valueCents: d.type === 'fixed' ? d.value : null,
    minValueCents: d.minValueCents,
    maxValueCents: d.maxValueCents,
    percentBp: discountBp(d),
    startsAt: d.startsAt.toISOString(),
    endsAt: d.endsAt.toISOString(),
    status: d.status,
    state: discountState(d, now),
    buildings: idsOf(d).map((id) => ({ id, name: names.get(id) ?? 'Prédio removido' })),
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

async function viewsOf(db: DbOrTx, rows: DiscountRow[], now: Date): Promise<DiscountView[]> {
  const names = await findBuildingNames(db, [...new Set(rows.flatMap(idsOf))]);
  return rows.map((r) => toView(r, names, now));
}

/** Every building discount, newest first. */
export async function listDiscounts(db: DbOrTx, now = clock.now()): Promise<DiscountView[]> {
  return viewsOf(db, await listDiscountRows(db), now);
}

function snapshot(d: DiscountRow) {
  const { createdAt: _c, updatedAt: _u, ...rest } = d;
  return { ...rest, startsAt: d.startsAt.toISOString(), endsAt: d.endsAt.toISOString() };
}

function changesOf(input: DiscountInput, now: Date, currentStatus: DiscountRow['status'] = 'active'): DiscountChanges {
  return {
    type: input.type!,
    value: (input.type === 'fixed' ? input.valueCents : input.valueBp)!,
    minValueCents: input.minValueCents ?? null,
    maxValueCents: input.maxValueCents ?? null,
    startsAt: new Date(input.startsAt!),
    endsAt: new Date(input.endsAt!),
    buildingId: null,
    buildingIds: [...new Set(input.buildingIds ?? [])],
    status: input.status ?? currentStatus,
    updatedAt: now,
  };
}

/** The chosen buildings must exist (archived ones left the catalogue). */
async function checkBuildings(db: DbOrTx, ids: string[], requireActive: boolean) {
  const found = await findLiveBuildings(db, ids);
  if (found.length !== new Set(ids).size) throw badRequest(messages.buildingNotFound, 'building_not_found', { field: 'buildingIds' });
  const inactive = found.filter((b) => b.status !== 'active');
  if (requireActive && inactive.length > 0) {
    throw badRequest(messages.bulkBuildingsInactive(inactive.map((b) => b.name).join(', ')), 'building_inactive', { field: 'buildingIds' });
  }
}

async function failed(deps: PromotionDeps, actor: AuditActor, action: string, message: string, err: unknown): Promise<never> {
  await recordAudit(deps.db, actor, { category: 'discounts', action, details: `${message}: ${err instanceof Error ? err.message : String(err)}` });
  throw err;
}

export async function createDiscount(deps: PromotionDeps, actor: AuditActor, input: DiscountInput, now = clock.now()): Promise<DiscountView> {
  try {
    const row = await deps.db.transaction(async (tx) => {
      const values = { ...changesOf(input, now), status: 'active' as const, createdBy: actor.userId ?? null };
      await checkBuildings(tx, values.buildingIds ?? [], false);
      const created = await insertDiscount(tx, values);
      await recordAudit(tx, actor, {
        category: 'discounts',
        action: 'create_success',
        details: `Desconto criado para ${plural(idsOf(created).length, 'prédio', 'prédios')}`,
        metadata: { discountId: created.id, before: null, after: snapshot(created) },
      });
      return created;
    });
    await publishDiscountsUpdated(deps, { scope: 'discount', buildingIds: idsOf(row) });
    return (await viewsOf(deps.db, [row], now))[0]!;
  } catch (err) {
    return failed(deps, actor, 'create_error', messages.discountCreateError, err);
  }
}

/** Edit, including ending it (status 'inactive'): open store pages lose the badge by themselves. */
export async function updateDiscount(deps: PromotionDeps, actor: AuditActor, id: string, input: DiscountInput, now = clock.now()): Promise<DiscountView> {
  try {
    const { before, after } = await deps.db.transaction(async (tx) => {
      const before = await lockDiscount(tx, id);
      if (!before) throw notFound(messages.discountNotFound, 'discount_not_found');
      const changes = changesOf(input, now, before.status);
      await checkBuildings(tx, changes.buildingIds ?? [], false);
      const after = (await updateDiscountRow(tx, id, changes))!;
      await recordAudit(tx, actor, {
        category: 'discounts',
        action: 'update',
        details: `Desconto ${id} atualizado`,
        metadata: { discountId: id, before: snapshot(before), after: snapshot(after) },
      });
      return { before, after };
    });
    await publishDiscountsUpdated(deps, { scope: 'discount', buildingIds: [...new Set([...idsOf(before), ...idsOf(after)])] });
    return (await viewsOf(deps.db, [after], now))[0]!;
  } catch (err) {
    return failed(deps, actor, 'update_error', messages.discountUpdateError, err);
  }
}

export async function deleteDiscount(deps: PromotionDeps, actor: AuditActor, id: string): Promise<void> {
  try {
    const before = await deps.db.transaction(async (tx) => {
      const before = await lockDiscount(tx, id);
      if (!before) throw notFound(messages.discountNotFound, 'discount_not_found');
      await deleteDiscountRow(tx, id);
      await recordAudit(tx, actor, {
        category: 'discounts',
        action: 'delete_success',
        details: `Desconto ${id} excluído`,
        metadata: { discountId: id, before: snapshot(before), after: null },
      });
      return before;
    });
    await publishDiscountsUpdated(deps, { scope: 'discount', buildingIds: idsOf(before) });
  } catch (err) {
    return failed(deps, actor, 'delete_error', messages.discountDeleteError, err);
  }
}

// ---- Period discounts ----

const periodView = (p: PeriodRow): PeriodDiscountView => ({ id: p.id, months: p.months, percentBp: p.percentBp, active: p.active });
const periodSnapshot = (rows: PeriodRow[]) => rows.map((p) => ({ months: p.months, percentBp: p.percentBp, active: p.active }));

export async function listPeriods(db: DbOrTx): Promise<PeriodDiscountView[]> {
  return (await listPeriodRows(db)).map(periodView);
}

/** The spec's upsert of (months, percentage, active), all rows in one transaction. */
export async function savePeriods(deps: PromotionDeps, actor: AuditActor, input: PeriodDiscountsInput, now = clock.now()): Promise<PeriodDiscountView[]> {
  try {
    const after = await deps.db.transaction(async (tx) => {
      const before = await lockPeriodRows(tx);
      for (const p of input.periods) {
        await upsertPeriodRow(tx, { months: p.months, percentBp: p.percentBp!, active: p.active, userId: actor.userId ?? null, now });
      }
      const after = await listPeriodRows(tx);
      await recordAudit(tx, actor, {
        category: 'discounts',
        action: 'update',
        details: 'Descontos por período atualizados',
        metadata: { periodDiscounts: true, before: periodSnapshot(before), after: periodSnapshot(after) },
      });
      return after;
    });
    await publishDiscountsUpdated(deps, { scope: 'period', buildingIds: null });
    return after.map(periodView);
  } catch (err) {
    return failed(deps, actor, 'update_error', messages.periodDiscountsUpdateError, err);
  }
}

/**
 * Bulk apply (ADR 0011): one building discount with the period's percentage, for the chosen
 * active buildings, from today for that many months (São Paulo calendar days).
 */
export async function bulkApply(deps: PromotionDeps, actor: AuditActor, input: BulkApplyInput, now = clock.now()): Promise<{ discount: DiscountView; message: string }> {
  try {
    const row = await deps.db.transaction(async (tx) => {
      const period = await findPeriodRow(tx, input.periodDiscountId);
      if (!period || !period.active || period.percentBp <= 0) {
        throw badRequest(messages.periodNotFound, 'period_not_found', { field: 'periodDiscountId' });
      }
      const ids = [...new Set(input.buildingIds)];
      await checkBuildings(tx, ids, true);
      const { startsAt, endsAt } = bulkWindow(now, period.months);
      const created = await insertDiscount(tx, {
        type: 'percentage',
        value: period.percentBp,
        buildingIds: ids,
        startsAt,
        endsAt,
        status: 'active',
        createdBy: actor.userId ?? null,
        updatedAt: now,
      });
      await recordAudit(tx, actor, {
        category: 'discounts',
        action: 'bulk_apply',
        details: `Desconto de ${plural(period.months, 'mês', 'meses')} aplicado a ${plural(ids.length, 'prédio', 'prédios')}`,
        metadata: { discountId: created.id, periodDiscountId: period.id, before: null, after: snapshot(created) },
      });
      return created;
    });
    await publishDiscountsUpdated(deps, { scope: 'discount', buildingIds: idsOf(row) });
    const [discount] = await viewsOf(deps.db, [row], now);
    return { discount: discount!, message: messages.bulkApplied(idsOf(row).length) };
  } catch (err) {
    return failed(deps, actor, 'bulk_apply_error', messages.discountsApplyError, err);
  }
}

// ---- Statistics ----

/** The four figures of the screen, as ADR 0011 defines them. */
export async function getStats(db: DbOrTx, now = clock.now()): Promise<DiscountStats> {
  const f = await readPromotionFigures(db, now);
  return {
    totalDiscounts: f.discounts.total + f.coupons.total,
    activeDiscounts: f.discounts.active + f.coupons.active,
    totalSavingsCents: f.savingsCents,
    redemptionRateBp: f.redemptions === 0 ? 0 : mulDivHalfUp(f.redemptionsLast30Days, BP_PER_UNIT, f.redemptions),
    redemptionsLast30Days: f.redemptionsLast30Days,
    redemptionsTotal: f.redemptions,
  };
}

// ---- The clock ----

/**
 * A promotion that starts or ends by its dates changes prices with nobody editing it: tell the open
 * store pages, as an edit would. Run every minute (registerPromotionClock); harmless when repeated.
 */
export async function announcePromotionBoundaries(deps: PromotionDeps, since: Date, now: Date): Promise<number> {
  const found = await findPromotionBoundaries(deps.db, since, now);
  const ids = [...new Set(found.discounts.flatMap(idsOf))];
  if (ids.length > 0) await publishDiscountsUpdated(deps, { scope: 'discount', buildingIds: ids });
  if (found.periods > 0) await publishDiscountsUpdated(deps, { scope: 'period', buildingIds: null });
  return found.discounts.length + found.periods;
}
