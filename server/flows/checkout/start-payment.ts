import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { methodCharge, orderNumber, PIX_EXPIRY_MINUTES } from '../../../domain/checkout';
import { messages } from '../../../domain/messages';
import type { CreatePaymentInput, CreatePaymentResponse } from '../../../domain/schemas/checkout';
import { plural } from '../../../domain/text';
import { sha256 } from '../../lib/crypto';
import { AppError, conflict } from '../../lib/errors';
import { publicOrderOf } from '../../modules/checkout/orders.service';
import * as checkout from '../../modules/checkout/steps';
import type { OrderRow, PaymentRow } from '../../modules/checkout/steps';
import { toPublicPayment } from '../../modules/checkout/views';
import { couponHasUseLeft } from '../../modules/coupons/coupons.service';
import { recordAudit, type AuditActor } from '../../modules/identity/audit.service';
import { ProviderError, type PayerInfo, type ProviderPayment } from '../../modules/payments/provider';
import { loadBuyerOrder } from './buyer-order';
import { runInTransaction, type CheckoutDeps } from './effects';
import { markPaymentFailed, supersedePayment } from './pay';
import { applyProviderPayment, recheckPayment, staleMs } from './provider-sync';
import { clock } from '../../lib/clock';

type Ctx = { actor: AuditActor; log?: FastifyBaseLogger };

/** A card payment the provider is still analysing keeps the order open this long. */
const CARD_REVIEW_HOLD_MS = 2 * 24 * 3600_000;

const payerOf = (o: OrderRow): PayerInfo => ({ name: o.buyerName, email: o.buyerEmail, cpf: o.buyerCpf });
const descriptionOf = (o: OrderRow) => `Indexa - pedido ${orderNumber(o.id)} - painéis ${plural(o.months, 'mês', 'meses')}`;

async function answer(deps: CheckoutDeps, orderId: string, paymentId: string): Promise<CreatePaymentResponse> {
  const order = (await checkout.findOrder(deps.db, orderId))!;
  const payment = (await checkout.findPayment(deps.db, paymentId))!;
  return { order: await publicOrderOf(deps, order), payment: toPublicPayment(payment) };
}

/**
 * POST /api/checkout/orders/:id/payments. The amount comes from the order (priced when it was
 * created) and the method. One payment is in flight per order: a new PIX reuses the live one, a
 * card replaces a pending PIX (cancelled first at the provider), and nothing starts while a card
 * is being analysed. The provider is called outside any transaction, with an idempotency key
 * stored on our row before the call, so a crash or a retry never makes a second charge.
 */
export async function startPayment(
  deps: CheckoutDeps,
  orderId: string,
  token: string | undefined,
  input: CreatePaymentInput,
  ctx: Ctx,
): Promise<CreatePaymentResponse> {
  const order = await loadBuyerOrder(deps, orderId, token);
  if (input.method === 'card') {
    // The same card token again is a retry of the same attempt: its answer, never a new charge.
    const same = await checkout.findPaymentByKey(deps.db, cardKey(order.id, input.cardToken));
    if (same) return retriedCard(deps, same, ctx);
  }
  if (order.status === 'paid') throw conflict(messages.paymentAlreadyPaid, 'order_paid');
  if (order.status === 'expired') throw conflict(messages.orderExpired, 'order_expired');
  if (order.status !== 'pending') throw conflict(messages.orderNotPending, 'order_not_pending');
  await settleHalfMadeCards(deps, order, ctx);
  return input.method === 'pix' ? startPix(deps, order, ctx) : startCard(deps, order, input, ctx);
}

/**
 * A card attempt left without the provider's answer (the process died during the call) blocks the
 * order's payments. Once it is PAYMENT_STALE_SECONDS old the buyer's next attempt asks the provider
 * about it by reference right away (issue 27), instead of waiting for the reconciliation job:
 * charged -> applied (the order is paid, the new attempt is refused as 'já pago'), unknown to the
 * provider -> retired, and the new attempt goes on. A provider that cannot answer changes nothing:
 * the attempt stays and the buyer is asked to wait, as before.
 */
async function settleHalfMadeCards(deps: CheckoutDeps, order: OrderRow, ctx: Ctx): Promise<void> {
  const stale = await checkout.halfMadeCardAttempts(deps.db, order.id, new Date(clock.ms() - staleMs(deps)));
  for (const p of stale) {
    try {
      await recheckPayment(deps, p, ctx.log);
    } catch (err) {
      ctx.log?.warn({ err, paymentId: p.id }, 'provider re-read of a half-made card attempt failed');
    }
  }
}

type Opened = { kind: 'reuse'; payment: PaymentRow } | { kind: 'new'; payment: PaymentRow; superseded: PaymentRow[] };

/** In one transaction under the order's lock: what is in flight, what it replaces, the new row. */
async function openAttempt(
  deps: CheckoutDeps,
  orderId: string,
  method: 'pix' | 'card',
  values: (id: string) => Omit<Parameters<typeof checkout.openPayment>[1], 'id' | 'orderId' | 'method' | 'provider' | 'status'>,
  ctx: Ctx,
): Promise<Opened> {
  return runInTransaction(
    deps,
    async (tx, fx): Promise<Opened> => {
      const now = clock.now();
      const order = await checkout.lockOrder(tx, orderId);
      if (!order || order.status !== 'pending') {
        throw conflict(order?.status === 'paid' ? messages.paymentAlreadyPaid : messages.orderNotPending, 'order_not_pending');
      }
      if (order.expiresAt.getTime() <= now.getTime()) throw conflict(messages.orderExpired, 'order_expired');
      const superseded: PaymentRow[] = [];
      for (const p of await checkout.pendingPaymentsOf(tx, orderId)) {
        const young = now.getTime() - p.createdAt.getTime() < staleMs(deps);
        if (p.method === 'card') {
          if (!p.providerPaymentId && young) throw conflict(messages.paymentInProgress, 'payment_in_progress');
          if (p.providerPaymentId) throw conflict(messages.paymentCardInFlight, 'payment_in_flight');
          // A card attempt left half-made by a crash: the reconciliation job finds its charge, if any.
          throw conflict(messages.paymentInProgress, 'payment_in_progress');
        }
        const live = p.pixPayload && (!p.expiresAt || p.expiresAt.getTime() > now.getTime());
        if (method === 'pix' && live) return { kind: 'reuse', payment: p };
        if (method === 'pix' && !p.pixPayload && young) throw conflict(messages.paymentInProgress, 'payment_in_progress');
        await supersedePayment(tx, fx, p, method === 'card' ? 'replaced_by_card' : 'replaced_by_pix', now);
        superseded.push(p);
      }
      // Uses are counted by paid orders (ADR 0007, issue 27): once they reach the limit, an order
      // made before cannot start taking money for a discount that is gone (nothing is charged).
      // Payments already under way are honoured at the grant.
      if (order.couponId && !order.couponClaimed && !(await couponHasUseLeft(tx, order.couponId))) {
        throw conflict(messages.couponExhaustedBeforePayment, 'coupon_exhausted');
      }
      const id = randomUUID();
      const row = await checkout.openPayment(tx, {
        id,
        orderId,
        provider: deps.payments.name,
        method,
        status: 'pending',
        ...values(id),
        createdAt: now,
        updatedAt: now,
      });
      if (!row) throw conflict(messages.paymentInProgress, 'payment_in_progress');
      await recordAudit(tx, ctx.actor, {
        category: 'payments',
        action: 'attempt',
        details: `Pagamento (${method}) iniciado para o pedido ${orderId}`,
        metadata: { orderId, paymentId: id, replaced: superseded.map((p) => p.id) },
      });
      return { kind: 'new', payment: row, superseded };
    },
    ctx.log,
  );
}

async function startPix(deps: CheckoutDeps, order: OrderRow, ctx: Ctx): Promise<CreatePaymentResponse> {
  const charge = methodCharge(order.baseTotalCents, 'pix');
  let opened: Opened | undefined;
  // A twin request (double click) may be creating the same PIX right now: wait for its QR code.
  for (let i = 0; !opened; i++) {
    try {
      opened = await openAttempt(deps, order.id, 'pix', (id) => ({ amountCents: charge.totalCents, idempotencyKey: `pix:${id}` }), ctx);
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'payment_in_progress') || i >= 50) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  if (opened.kind === 'reuse') return answer(deps, order.id, opened.payment.id);
  const row = opened.payment;
  // Computed right before the call: the provider refuses less than 30 minutes ahead.
  const expiresAt = new Date(clock.ms() + PIX_EXPIRY_MINUTES * 60_000);
  let pix;
  try {
    pix = await deps.payments.createPix({
      paymentId: row.id,
      orderId: order.id,
      amountCents: charge.totalCents,
      description: descriptionOf(order),
      payer: payerOf(order),
      expiresAt,
      idempotencyKey: row.idempotencyKey!,
    });
  } catch (err) {
    ctx.log?.error({ err, orderId: order.id }, 'PIX creation failed');
    await runInTransaction(deps, (tx, fx) => markPaymentFailed(tx, fx, row.id, 'error', String((err as Error).message), clock.now()), ctx.log);
    throw new AppError(502, messages.pixError, 'pix_error', unreachableReason(err));
  }
  await runInTransaction(
    deps,
    async (tx) => {
      const now = clock.now();
      await checkout.lockOrder(tx, order.id);
      await checkout.recordProviderFacts(
        tx,
        row.id,
        { providerPaymentId: pix.providerPaymentId, pixPayload: pix.qrCode, pixQr: pix.qrImage, expiresAt: pix.expiresAt, raw: pix.raw, checkedAt: now },
        now,
      );
      // The order (and its coupon use) is held while its PIX can be paid.
      await checkout.holdPendingCharge(
        tx,
        order.id,
        {
          method: 'pix',
          installments: null,
          totalCents: charge.totalCents,
          pixDiscountCents: charge.pixDiscountCents,
          expiresAt: pix.expiresAt > order.expiresAt ? pix.expiresAt : order.expiresAt,
        },
        now,
      );
    },
    ctx.log,
  );
  return answer(deps, order.id, row.id);
}

async function startCard(
  deps: CheckoutDeps,
  order: OrderRow,
  input: Extract<CreatePaymentInput, { method: 'card' }>,
  ctx: Ctx,
): Promise<CreatePaymentResponse> {
  const charge = methodCharge(order.baseTotalCents, 'card', input.installments);
  if (deps.payments.name === 'mercadopago' && !input.paymentMethodId) {
    // Mercado Pago needs the card's payment_method_id from the Brick (visa, master, ...).
    throw new AppError(400, messages.cardNumberInvalid, 'payment_method_required');
  }
  const key = cardKey(order.id, input.cardToken);
  const opened = await openAttempt(
    deps,
    order.id,
    'card',
    () => ({
      amountCents: charge.totalCents,
      installments: input.installments,
      cardBrand: input.brand ?? input.paymentMethodId ?? null,
      cardLast4: input.last4 ?? null,
      idempotencyKey: key,
    }),
    ctx,
  );
  if (opened.kind === 'reuse') return answer(deps, order.id, opened.payment.id);
  const row = opened.payment;
  // A replaced PIX is cancelled at the provider BEFORE the card is charged; if it was paid in the
  // meantime, that payment is applied and the card is not charged at all.
  for (const p of opened.superseded) {
    if (!p.providerPaymentId) continue;
    const remote = await deps.payments.cancel(p.providerPaymentId, `cancel:${p.id}`).catch(() => null);
    if (remote?.status === 'approved') {
      const outcome = await applyProviderPayment(deps, p.id, remote, ctx.log);
      await runInTransaction(deps, (tx, fx) => markPaymentFailed(tx, fx, row.id, 'cancelled', 'order_paid_by_pix', clock.now()), ctx.log);
      if (outcome === 'paid' || outcome === 'noop') throw conflict(messages.paymentAlreadyPaid, 'order_paid');
    }
  }

  let remote: ProviderPayment;
  try {
    remote = await deps.payments.createCard({
      paymentId: row.id,
      orderId: order.id,
      amountCents: charge.totalCents,
      installments: input.installments,
      description: descriptionOf(order),
      payer: payerOf(order),
      cardToken: input.cardToken,
      paymentMethodId: input.paymentMethodId,
      issuerId: input.issuerId,
      identification: input.payer?.identification,
      idempotencyKey: key,
    });
  } catch (err) {
    ctx.log?.warn({ err, orderId: order.id }, 'card payment failed');
    if (err instanceof ProviderError && !err.retryable) {
      await runInTransaction(deps, (tx, fx) => markPaymentFailed(tx, fx, row.id, 'error', err.message, clock.now()), ctx.log);
    }
    // A retryable failure (timeout, 5xx) may have charged: the row stays pending and the
    // reconciliation job asks the provider (same idempotency key, so a retry never charges twice).
    throw new AppError(502, messages.paymentError, 'payment_error', unreachableReason(err));
  }

  const outcome = await applyProviderPayment(deps, row.id, remote, ctx.log, async (tx) => {
    const now = clock.now();
    await checkout.recordProviderFacts(tx, row.id, { providerPaymentId: remote.providerPaymentId, raw: remote.raw, checkedAt: now }, now);
    if (remote.status === 'pending') {
      await checkout.holdPendingCharge(
        tx,
        order.id,
        { method: 'card', installments: input.installments, totalCents: charge.totalCents, pixDiscountCents: 0, expiresAt: new Date(now.getTime() + CARD_REVIEW_HOLD_MS) },
        now,
      );
    }
  });
  if (outcome === 'failed') {
    throw new AppError(402, messages.paymentError, 'payment_declined', { reason: messages.cardDeclined });
  }
  return cardAnswer(deps, order.id, row.id);
}

/** A card token is single use: the same token is the same attempt (a retry of a lost answer). */
const cardKey = (orderId: string, cardToken: string) => `card:${orderId}:${sha256(cardToken).slice(0, 40)}`;

async function retriedCard(deps: CheckoutDeps, same: PaymentRow, ctx: Ctx): Promise<CreatePaymentResponse> {
  if (same.status === 'pending' && !same.providerPaymentId) {
    if (clock.ms() - same.createdAt.getTime() < staleMs(deps)) throw conflict(messages.paymentInProgress, 'payment_in_progress');
    await recheckPayment(deps, same, ctx.log);
  }
  return cardAnswer(deps, same.orderId, same.id);
}

async function cardAnswer(deps: CheckoutDeps, orderId: string, paymentId: string): Promise<CreatePaymentResponse> {
  const p = (await checkout.findPayment(deps.db, paymentId))!;
  if (p.status === 'rejected' || p.status === 'error' || p.status === 'cancelled') {
    throw new AppError(402, messages.paymentError, 'payment_declined', { reason: messages.cardDeclined });
  }
  return answer(deps, orderId, paymentId);
}

/**
 * The provider did not answer (no network, a timeout, its 5xx): the buyer is told it is worth
 * trying again in a moment, next to the spec's own error text.
 */
function unreachableReason(err: unknown): { reason: string } | undefined {
  return err instanceof ProviderError && err.retryable ? { reason: messages.paymentProviderUnreachable } : undefined;
}
