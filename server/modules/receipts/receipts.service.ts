import type { MailAttachmentRef } from '../../../domain/mail';
import { messages } from '../../../domain/messages';
import { hasReceipt, receiptModel, type ReceiptModel } from '../../../domain/receipts';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { clock } from '../../lib/clock';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { MailAttachmentFile } from '../../ports';
import { orderReceiptFacts } from '../checkout/client-orders.service';
import { getCompanyInfo, getCompanyLegal } from '../site/company.service';
import { renderReceiptPdf } from './receipt.pdf';

export interface ReceiptDeps {
  db: DbOrTx;
  config: Config;
}

/** Who asks for a receipt: the order's own client, or staff (and the mailer) who may read any. */
export type ReceiptCaller = { kind: 'client'; userId: string } | { kind: 'staff' };

/**
 * The receipt of an order, as lines (ADR 0050): the company from the settings, the order as it was
 * paid, and what went back since. Another client's order answers as unknown; an order never paid
 * has no receipt (409).
 */
export async function receiptOf(
  deps: ReceiptDeps,
  orderId: string,
  caller: ReceiptCaller,
  now = clock.now(),
): Promise<ReceiptModel> {
  const facts = await orderReceiptFacts(deps.db, orderId);
  if (!facts || (caller.kind === 'client' && facts.order.userId !== caller.userId))
    throw notFound(messages.orderNotFound);
  const { order, lines, payment, refunds, bookings } = facts;
  if (!hasReceipt(order) || !order.paidAt) throw conflict(messages.receiptNotPaid, 'order_not_paid');
  const [company, legal] = await Promise.all([
    getCompanyInfo(deps.db, deps.config),
    getCompanyLegal(deps.db, deps.config),
  ]);
  return receiptModel({
    issuer: {
      legalName: legal.legalName,
      cnpj: legal.cnpj || null,
      address: company.address,
      phone: company.phone,
      email: company.email,
    },
    order: {
      id: order.id,
      status: order.status,
      paidAt: order.paidAt,
      months: order.months,
      buyerName: order.buyerName,
      buyerEmail: order.buyerEmail,
      buyerCpf: order.buyerCpf,
      buyerCompany: order.buyerCompany,
      buyerCnpj: order.buyerCnpj,
      method: order.method,
      installments: order.installments,
      quote: order.quote,
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      couponDiscountCents: order.couponDiscountCents,
      couponCode: order.couponCode,
      pixDiscountCents: order.pixDiscountCents,
      totalCents: order.totalCents,
    },
    lines: lines.map((l) => ({ buildingId: l.buildingId, buildingName: l.buildingName, lineCents: l.lineCents })),
    bookings: bookings.map((b) => ({ buildingId: b.buildingId, startsAt: b.startsAt })),
    payment: payment
      ? {
          method: payment.method,
          installments: payment.installments,
          cardBrand: payment.cardBrand,
          cardLast4: payment.cardLast4,
          chargedBackAt: payment.status === 'charged_back' ? payment.updatedAt : null,
        }
      : null,
    refunds: refunds.map((r) => ({ amountCents: r.amountCents, completedAt: r.completedAt ?? r.createdAt })),
    issuedAt: now,
  });
}

/** The receipt's PDF and its file name ('recibo-1A2B3C4D.pdf'). */
export async function receiptPdf(
  deps: ReceiptDeps,
  orderId: string,
  caller: ReceiptCaller,
): Promise<{ filename: string; pdf: Buffer }> {
  const model = await receiptOf(deps, orderId, caller);
  return { filename: model.filename, pdf: await renderReceiptPdf(model) };
}

/**
 * The mailer's renderer of attachment references (ADR 0050): the receipt as of the moment the mail
 * goes out. An order that is gone or was never paid has nothing to attach.
 */
export async function renderMailAttachment(
  deps: ReceiptDeps,
  ref: MailAttachmentRef,
): Promise<MailAttachmentFile | null> {
  let model: ReceiptModel;
  try {
    model = await receiptOf(deps, ref.orderId, { kind: 'staff' });
  } catch (err) {
    if (err instanceof AppError && (err.statusCode === 404 || err.statusCode === 409)) return null;
    throw err;
  }
  return { filename: model.filename, contentType: 'application/pdf', content: await renderReceiptPdf(model) };
}
