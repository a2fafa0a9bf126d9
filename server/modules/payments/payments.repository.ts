import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments, type PaymentStatus } from '../../db/schema';
import type { SandboxCharge, SandboxLedger } from './sandbox.provider';
import type { ProviderName, ProviderStatus } from './provider';

export type PaymentRow = typeof payments.$inferSelect;

/** Null when a live payment of the same method already exists for the order (double click). */
export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow | undefined> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updatePayment(db: DbOrTx, id: string, set: Partial<typeof payments.$inferInsert>): Promise<PaymentRow | undefined> {
  const [row] = await db.update(payments).set({ ...set, updatedAt: new Date() }).where(eq(payments.id, id)).returning();
  return row;
}

/** Moves a payment out of 'pending' (or the given states) once; false when it had already left. */
export async function settlePendingPayment(
  db: DbOrTx,
  id: string,
  status: PaymentStatus,
  set: Partial<typeof payments.$inferInsert> = {},
  from: PaymentStatus[] = ['pending'],
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ ...set, status, updatedAt: new Date() })
    .where(and(eq(payments.id, id), inArray(payments.status, from)))
    .returning({ id: payments.id });
  return rows.length === 1;
}

export async function findPaymentById(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

export async function findPaymentByProviderId(db: DbOrTx, provider: ProviderName, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
    .limit(1);
  return row;
}

export async function findLivePayment(db: DbOrTx, orderId: string, method: 'pix' | 'card', now: Date) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.method, method),
        eq(payments.status, 'pending'),
        sql`(${payments.expiresAt} is null or ${payments.expiresAt} > ${now})`,
      ),
    )
    .limit(1);
  return row;
}

export async function latestPayment(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt)).limit(1);
  return row;
}

export async function paymentsOfOrder(db: DbOrTx, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt));
}

export async function expirePendingPayments(db: DbOrTx, orderId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
}

export async function hasPendingPaymentAfter(db: DbOrTx, orderId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending'), gt(payments.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}

/** The sandbox "bank": its memory is the `raw.bankStatus` of our own payment rows. */
export function sandboxLedger(db: DbOrTx): SandboxLedger {
  return {
    async read(providerPaymentId: string): Promise<SandboxCharge | null> {
      const row = await findPaymentByProviderId(db, 'sandbox', providerPaymentId);
      if (!row) return null;
      const raw = (row.raw ?? {}) as { bankStatus?: ProviderStatus; amountCents?: number };
      // The bank remembers what it charged, apart from our row.
      return {
        providerPaymentId,
        paymentId: row.id,
        amountCents: raw.amountCents ?? row.amountCents,
        bankStatus: raw.bankStatus ?? 'pending',
        expiresAt: row.expiresAt,
      };
    },
  };
}

export async function setSandboxBankStatus(db: DbOrTx, paymentId: string, bankStatus: ProviderStatus): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ raw: sql`coalesce(${payments.raw}, '{}'::jsonb) || ${JSON.stringify({ bankStatus })}::jsonb`, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.provider, 'sandbox')))
    .returning();
  return row;
}
