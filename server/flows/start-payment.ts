import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { methodCharge, PIX_EXPIRY_MINUTES } from '../../domain/checkout';
import { messages } from '../../domain/messages';
import type { CreatePaymentInput, CreatePaymentResponse } from '../../domain/schemas/checkout';
import type { AppDeps } from '../deps';
import { AppError, conflict } from '../lib/errors';
import { recordAudit, type AuditActor } from '../modules/identity/audit.service';
import { findOrderById, toPublicPayment, updateOrder, type OrderRow } from '../modules/orders/orders.service';
import { findLivePayment, findPaymentById, insertPayment, updatePayment, type PaymentRow } from '../modules/payments/payments.service';
import { ProviderError, type PayerInfo } from '../modules/payments/provider';
import { loadBuyerOrder, publicOrderOf } from './checkout';
import { orderNumber } from './order-mails';
import { applyProviderPayment } from './payment-updates';

type Deps = Pick<AppDeps, 'db' | 'secret' | 'events' | 'mailer' | 'payments' | 'config'>;

/** A card payment the provider is still analysing keeps the order open this long. */
const CARD_REVIEW_HOLD_MS = 2 * 24 * 3600_000;
/** A PIX row without its QR code after this long was left by a crash. */
const STALE_PIX_MS = 60_000;

const payerOf = (o: OrderRow): PayerInfo => ({ name: o.buyerName, email: o.buyerEmail, cpf: o.buyerCpf });
const descriptionOf = (o: OrderRow) => `Indexa - pedido ${orderNumber(o.id)} - painéis ${o.months} mês(es)`;

async function answer(deps: Deps, orderId: string, payment: PaymentRow): Promise<CreatePaymentResponse> {
  const order = (await findOrderById(deps.db, orderId))!;
  return { order: await publicOrderOf(deps, order), payment: toPublicPayment(payment) };
}

/**
 * POST /api/checkout/orders/:id/payments. The amount comes from the order (priced when it was
 * created) and the method; the provider is called outside any transaction, between two writes
 * of our payment row, so a crash leaves a row that the next notification can repair.
 */
export async function startPayment(
  deps: Deps,
  orderId: string,
  token: string | undefined,
  input: CreatePaymentInput,
  ctx: { actor: AuditActor; log?: FastifyBaseLogger },
): Promise<CreatePaymentResponse> {
  const order = await loadBuyerOrder(deps, orderId, token);
  if (order.status === 'expired') throw conflict(messages.orderExpired, 'order_expired');
  if (order.status !== 'pending') throw conflict(messages.orderNotPending, 'order_not_pending');
  return input.method === 'pix' ? startPix(deps, order, ctx) : startCard(deps, order, input, ctx);
}

async function startPix(deps: Deps, order: OrderRow, ctx: { actor: AuditActor; log?: FastifyBaseLogger }) {
  const now = new Date();
  const live = await findLivePayment(deps.db, order.id, 'pix', now);
  if (live?.pixPayload) return answer(deps, order.id, live);
  if (live && now.getTime() - live.createdAt.getTime() > STALE_PIX_MS) {
    // A PIX row left half-made by a crash: retire it so a new one can be generated.
    await updatePayment(deps.db, live.id, { status: 'error', statusDetail: 'stale' });
  }

  const charge = methodCharge(order.baseTotalCents, 'pix');
  const expiresAt = new Date(now.getTime() + PIX_EXPIRY_MINUTES * 60_000);
  const provider = deps.payments;
  const row = await insertPayment(deps.db, {
    id: randomUUID(),
    orderId: order.id,
    provider: provider.name,
    method: 'pix',
    status: 'pending',
    amountCents: charge.totalCents,
    expiresAt,
  });
  if (!row) {
    // A twin request (double click) is creating the same PIX right now: answer with its result.
    for (let i = 0; i < 50; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const twin = await findLivePayment(deps.db, order.id, 'pix', new Date());
      if (twin?.pixPayload) return answer(deps, order.id, twin);
      if (!twin) break;
    }
    throw conflict(messages.pixError, 'payment_in_progress');
  }
  try {
    const pix = await provider.createPix({
      paymentId: row.id,
      orderId: order.id,
      amountCents: charge.totalCents,
      description: descriptionOf(order),
      payer: payerOf(order),
      expiresAt,
      idempotencyKey: `${order.id}:pix:${row.id}`,
    });
    const saved = (await updatePayment(deps.db, row.id, {
      providerPaymentId: pix.providerPaymentId,
      pixPayload: pix.qrCode,
      pixQr: pix.qrImage,
      expiresAt: pix.expiresAt,
      raw: pix.raw,
    }))!;
    await updateOrder(deps.db, order.id, {
      method: 'pix',
      installments: null,
      totalCents: charge.totalCents,
      pixDiscountCents: charge.pixDiscountCents,
      // The order (and its coupon use) is held while its PIX can be paid.
      expiresAt: pix.expiresAt > order.expiresAt ? pix.expiresAt : order.expiresAt,
    });
    await recordAudit(deps.db, ctx.actor, {
      category: 'payments',
      action: 'create_success',
      details: `PIX gerado para o pedido ${order.id}`,
      metadata: { orderId: order.id, paymentId: row.id, amountCents: charge.totalCents },
    });
    return answer(deps, order.id, saved);
  } catch (err) {
    await updatePayment(deps.db, row.id, { status: 'error', statusDetail: String((err as Error).message).slice(0, 300) });
    ctx.log?.error({ err, orderId: order.id }, 'PIX creation failed');
    await recordAudit(deps.db, ctx.actor, {
      category: 'payments',
      action: 'create_error',
      details: `Falha ao gerar PIX do pedido ${order.id}`,
      metadata: { orderId: order.id, paymentId: row.id },
    });
    throw new AppError(502, messages.pixError, 'pix_error');
  }
}

async function startCard(
  deps: Deps,
  order: OrderRow,
  input: Extract<CreatePaymentInput, { method: 'card' }>,
  ctx: { actor: AuditActor; log?: FastifyBaseLogger },
) {
  const charge = methodCharge(order.baseTotalCents, 'card', input.installments);
  const provider = deps.payments;
  const row = await insertPayment(deps.db, {
    id: randomUUID(),
    orderId: order.id,
    provider: provider.name,
    method: 'card',
    status: 'pending',
    amountCents: charge.totalCents,
    installments: input.installments,
    cardBrand: input.brand ?? input.paymentMethodId ?? null,
    cardLast4: input.last4 ?? null,
  });
  if (!row) throw conflict(messages.paymentError, 'payment_in_progress');

  let remote;
  try {
    remote = await provider.createCard({
      paymentId: row.id,
      orderId: order.id,
      amountCents: charge.totalCents,
      installments: input.installments,
      description: descriptionOf(order),
      payer: payerOf(order),
      cardToken: input.cardToken,
      paymentMethodId: input.paymentMethodId,
      issuerId: input.issuerId,
      idempotencyKey: `${order.id}:card:${row.id}`,
    });
  } catch (err) {
    await updatePayment(deps.db, row.id, { status: 'error', statusDetail: err instanceof ProviderError ? err.message.slice(0, 300) : 'error' });
    ctx.log?.warn({ err, orderId: order.id }, 'card payment failed');
    await recordAudit(deps.db, ctx.actor, {
      category: 'payments',
      action: 'create_error',
      details: `Falha no pagamento com cartão do pedido ${order.id}`,
      metadata: { orderId: order.id, paymentId: row.id },
    });
    throw new AppError(502, messages.paymentError, 'payment_error');
  }

  const saved = (await updatePayment(deps.db, row.id, { providerPaymentId: remote.providerPaymentId, raw: remote.raw }))!;
  await updateOrder(deps.db, order.id, {
    method: 'card',
    installments: input.installments,
    totalCents: charge.totalCents,
    pixDiscountCents: 0,
    ...(remote.status === 'pending' ? { expiresAt: new Date(Date.now() + CARD_REVIEW_HOLD_MS) } : {}),
  });
  await recordAudit(deps.db, ctx.actor, {
    category: 'payments',
    action: 'create_success',
    details: `Pagamento com cartão do pedido ${order.id}: ${remote.status}`,
    metadata: { orderId: order.id, paymentId: row.id, installments: input.installments, status: remote.status },
  });
  // The provider's direct answer to our own call is applied through the same path as a
  // notification (a later webhook for the same payment then finds nothing left to do).
  const outcome = await applyProviderPayment(deps, saved, remote, ctx.log);
  if (outcome === 'failed') {
    throw new AppError(402, messages.paymentError, 'payment_declined', { reason: messages.cardDeclined });
  }
  return answer(deps, order.id, (await findPaymentById(deps.db, row.id))!);
}
