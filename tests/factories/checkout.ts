import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { auditLogs, bookings, buildings, coupons, emailOutbox, orderLines, orders, payments, users } from '../../server/db/schema';
import { json } from '../setup/app';

let seq = 0;

/** A CPF with correct check digits, different for every n. */
export function makeCpf(n: number): string {
  const base = String(100_000_000 + (n % 800_000_000)).slice(0, 9).split('').map(Number);
  const dv = (digits: number[], start: number) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (start - i), 0);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(base, 10);
  const d2 = dv([...base, d1], 11);
  return [...base, d1, d2].join('');
}

export function buyer(overrides: Partial<Record<'name' | 'email' | 'phone' | 'cpf' | 'company' | 'cnpj', string | null>> = {}) {
  seq += 1;
  return {
    name: `Comprador ${seq}`,
    email: `comprador${seq}.${Date.now()}@teste.local`,
    phone: '(45) 99999-0000',
    cpf: makeCpf(seq * 7919),
    company: null,
    cnpj: null,
    ...overrides,
  };
}

export async function buildingIds(app: FastifyInstance): Promise<string[]> {
  return (await app.deps.db.select({ id: buildings.id }).from(buildings).orderBy(asc(buildings.name))).map((b) => b.id);
}

export async function makeCoupon(app: FastifyInstance, overrides: Partial<typeof coupons.$inferInsert> = {}) {
  seq += 1;
  const [row] = await app.deps.db
    .insert(coupons)
    .values({ code: `CUPOM${seq}${Date.now() % 10000}`, type: 'percentage', value: 1000, noExpiry: true, ...overrides })
    .returning();
  return row!;
}

export const newKey = () => randomUUID();

export function postOrder(app: FastifyInstance, body: Record<string, unknown>, opts: { key?: string; ip?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/checkout/orders',
    payload: body,
    headers: opts.key ? { 'idempotency-key': opts.key } : {},
    remoteAddress: opts.ip ?? `10.0.${seq % 250}.${(seq * 7) % 250}`,
  });
}

/** Creates an order through the API and returns its id and access token. */
export async function createOrder(app: FastifyInstance, body: Record<string, unknown>, opts: { key?: string; ip?: string } = {}) {
  const res = await postOrder(app, body, opts);
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  const out = json(res);
  return { id: out.order.id as string, token: out.accessToken as string, order: out.order };
}

export async function payPix(app: FastifyInstance, order: { id: string; token: string }) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/checkout/orders/${order.id}/payments`,
    headers: { 'x-order-token': order.token },
    payload: { method: 'pix' },
  });
  if (res.statusCode !== 200) throw new Error(`pix failed: ${res.statusCode} ${res.body}`);
  const payment = json(res).payment as { id: string; pixPayload: string; pixQr: string; amountCents: number; expiresAt: string };
  return { ...payment, orderToken: order.token };
}

/** The sandbox bank approves a payment; only the order's own token (or staff) may ask. */
export function sandboxApprove(app: FastifyInstance, payment: { id: string; orderToken: string }, action: 'approve' | 'decline' = 'approve') {
  return app.inject({ method: 'POST', url: `/api/sandbox/payments/${payment.id}/${action}`, headers: { 'x-order-token': payment.orderToken } });
}

export { captureMailLog } from './mail';

/** Fills a building with `n` active bookings from other (already paid) orders. */
export async function occupy(app: FastifyInstance, buildingId: string, n: number) {
  const db = app.deps.db;
  for (let i = 0; i < n; i++) {
    const [o] = await db
      .insert(orders)
      .values({
        status: 'paid',
        buyerName: 'Anunciante',
        buyerEmail: `anunciante${i}.${randomUUID()}@teste.local`,
        buyerPhone: '45999990000',
        buyerCpf: makeCpf(i + 1),
        months: 1,
        quote: {} as never,
        subtotalCents: 100,
        discountCents: 0,
        totalCents: 100,
        baseTotalCents: 100,
        requestHash: 'x',
        accessTokenHash: 'x',
        expiresAt: new Date(),
      })
      .returning({ id: orders.id });
    await db.insert(bookings).values({ orderId: o!.id, buildingId, startsAt: new Date(), endsAt: new Date(Date.now() + 30 * 86_400_000) });
  }
}

export async function counts(app: FastifyInstance) {
  const db = app.deps.db;
  const n = async (table: PgTable) => Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    orders: await n(orders),
    lines: await n(orderLines),
    payments: await n(payments),
    bookings: await n(bookings),
    outbox: await n(emailOutbox),
    users: await n(users),
    audit: await n(auditLogs),
    couponUses: Number((await db.select({ n: sql<number>`coalesce(sum(${coupons.currentUses}),0)::int` }).from(coupons))[0]?.n ?? 0),
  };
}

export async function userByEmail(app: FastifyInstance, email: string) {
  const [u] = await app.deps.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return u;
}
