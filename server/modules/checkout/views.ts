import { cardOptions, methodCharge, refundableCents, refundablePaymentStatuses } from '../../../domain/checkout';
import { messages } from '../../../domain/messages';
import type { AdminOrderDetail, AdminOrderRow, PublicOrder, PublicPayment } from '../../../domain/schemas/checkout';
import type { bookingsOfOrder } from '../bookings/bookings.service';
import type { OrderLineRow, OrderRow, PaymentRow } from './checkout.repository';
import { orderEventsChannel } from './order-access';
import type { RefundRow } from './refunds.repository';

type BookingRow = Awaited<ReturnType<typeof bookingsOfOrder>>[number];

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

export function statusMessage(order: Pick<OrderRow, 'status' | 'statusReason'>): string | null {
  if (order.status === 'refund_needed') {
    return order.statusReason?.startsWith('building_full') ? messages.orderRefundNeeded : messages.orderLatePayment;
  }
  if (order.status === 'refunded') return messages.orderRefunded;
  if (order.status === 'expired') return messages.orderExpired;
  if (order.status === 'failed') return messages.paymentError;
  return null;
}

export function toPublicPayment(p: PaymentRow): PublicPayment {
  const live = p.status === 'pending';
  return {
    id: p.id,
    method: p.method,
    status: p.status,
    amountCents: p.amountCents,
    installments: p.installments,
    // The QR code is only useful (and only shown) while the charge can still be paid.
    pixPayload: live ? p.pixPayload : null,
    pixQr: live ? p.pixQr : null,
    expiresAt: iso(p.expiresAt),
    cardBrand: p.cardBrand,
    cardLast4: p.cardLast4,
  };
}

export function toPublicOrder(
  secret: string,
  order: OrderRow,
  lines: OrderLineRow[],
  payment: PaymentRow | undefined,
  clientAccess: PublicOrder['clientAccess'] = null,
): PublicOrder {
  const pix = methodCharge(order.baseTotalCents, 'pix');
  return {
    id: order.id,
    status: order.status,
    statusMessage: statusMessage(order),
    buyer: { name: order.buyerName, email: order.buyerEmail },
    months: order.months,
    lines: lines.map((l) => ({ buildingId: l.buildingId, name: l.buildingName, unitCents: l.unitCents, lineCents: l.lineCents })),
    quote: order.quote,
    couponCode: order.couponCode,
    baseTotalCents: order.baseTotalCents,
    totalCents: order.totalCents,
    method: order.method,
    installments: order.installments,
    charges: {
      pix: { totalCents: pix.totalCents, discountCents: pix.pixDiscountCents },
      card: order.baseTotalCents > 0 ? cardOptions(order.baseTotalCents) : [],
    },
    expiresAt: order.expiresAt.toISOString(),
    paidAt: iso(order.paidAt),
    createdAt: order.createdAt.toISOString(),
    payment: payment ? toPublicPayment(payment) : null,
    eventsChannel: orderEventsChannel(secret, order.id),
    clientAccess,
  };
}

export function toAdminRow(o: OrderRow): AdminOrderRow {
  return {
    id: o.id,
    status: o.status,
    statusReason: o.statusReason,
    buyerName: o.buyerName,
    buyerEmail: o.buyerEmail,
    totalCents: o.totalCents,
    method: o.method,
    installments: o.installments,
    couponCode: o.couponCode,
    createdAt: o.createdAt.toISOString(),
    paidAt: iso(o.paidAt),
  };
}

export function toAdminDetail(o: OrderRow, lines: OrderLineRow[], pays: PaymentRow[], books: BookingRow[], refunds: RefundRow[]): AdminOrderDetail {
  return {
    order: {
      ...toAdminRow(o),
      buyerPhone: o.buyerPhone,
      buyerCpf: o.buyerCpf,
      buyerCompany: o.buyerCompany,
      buyerCnpj: o.buyerCnpj,
      userId: o.userId,
      months: o.months,
      subtotalCents: o.subtotalCents,
      discountCents: o.discountCents,
      couponDiscountCents: o.couponDiscountCents,
      pixDiscountCents: o.pixDiscountCents,
      expiresAt: o.expiresAt.toISOString(),
    },
    lines: lines.map((l) => ({ buildingId: l.buildingId, name: l.buildingName, unitCents: l.unitCents, lineCents: l.lineCents })),
    payments: pays.map((p) => ({
      id: p.id,
      method: p.method,
      status: p.status,
      amountCents: p.amountCents,
      installments: p.installments,
      expiresAt: iso(p.expiresAt),
      cardBrand: p.cardBrand,
      cardLast4: p.cardLast4,
      provider: p.provider,
      providerPaymentId: p.providerPaymentId,
      statusDetail: p.statusDetail,
      refundReason: p.refundReason,
      refundedAt: iso(p.refundedAt),
      createdAt: p.createdAt.toISOString(),
      ...refundFacts(p, refunds.filter((r) => r.paymentId === p.id)),
    })),
    bookings: books.map((b) => ({ id: b.id, buildingId: b.buildingId, startsAt: b.startsAt.toISOString(), endsAt: b.endsAt.toISOString(), status: b.status })),
  };
}

/** What went back of a payment, and what staff may still refund of it. */
function refundFacts(p: PaymentRow, refunds: RefundRow[]) {
  const refundable = (refundablePaymentStatuses as readonly string[]).includes(p.status) && Boolean(p.providerPaymentId);
  return {
    refundedCents: refunds.filter((r) => r.status === 'done').reduce((sum, r) => sum + r.amountCents, 0),
    refundableCents: refundable ? refundableCents(p.amountCents, refunds) : 0,
    refunds: refunds.map((r) => ({
      id: r.id,
      amountCents: r.amountCents,
      reason: r.reason,
      origin: r.origin,
      status: r.status,
      error: r.error,
      createdAt: r.createdAt.toISOString(),
      completedAt: iso(r.completedAt),
    })),
  };
}
