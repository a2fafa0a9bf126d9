/**
 * Checkout constants and the charge of a payment method, shared by the server and the page.
 * The order keeps the total after coupon (its "base"); the method only adds the PIX discount or
 * splits the card installments, exactly as `priceCart` does for the same cart.
 */
import { applyBp } from './money';
import { MAX_INSTALLMENTS, PIX_DISCOUNT_BP, splitInstallments, type PaymentMethod } from './pricing';


/** A booking (one building for a period, granted by a paid order) holds its place while active. */
export const bookingStatuses = ['active', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Who takes the money: the built-in sandbox or Mercado Pago (PAYMENT_PROVIDER). */
export const paymentProviders = ['sandbox', 'mercadopago'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** A panel is full at 10 advertisers (active bookings): the same number the store shows. */
export { PANEL_FULL_AT as PANEL_CAPACITY } from './panels';
/**
 * A PIX QR code is valid for 32 minutes, computed right before the provider call (Mercado Pago
 * refuses a `date_of_expiration` less than 30 minutes ahead; 32 leaves room for clock skew).
 */
export const PIX_EXPIRY_MINUTES = 32;
/** A pending order holds its coupon use this long unless a PIX extends it. */
export const ORDER_HOLD_MINUTES = 30;
/** The detail of a payment attempt the provider never heard of (retired after PAYMENT_STALE_SECONDS). */
export const NEVER_REACHED_PROVIDER = 'never_reached_provider';
/** A rented month is 30 days (the store's prices are "per 30 days"). */
export const BOOKING_DAYS_PER_MONTH = 30;
/** The set-password link of the client area mailed after payment is valid for 72 hours. */
export const PASSWORD_LINK_HOURS = 72;

export interface MethodCharge {
  method: PaymentMethod;
  /** Amount charged, in centavos. */
  totalCents: number;
  pixDiscountCents: number;
  installments: number | null;
  installmentPlan: number[];
}

/** What a payment method charges for an order whose total after coupon is `baseTotalCents`. */
export function methodCharge(baseTotalCents: number, method: PaymentMethod, installments = 1): MethodCharge {
  if (method === 'pix') {
    const pixDiscountCents = applyBp(baseTotalCents, PIX_DISCOUNT_BP);
    return { method, totalCents: baseTotalCents - pixDiscountCents, pixDiscountCents, installments: null, installmentPlan: [] };
  }
  return {
    method,
    totalCents: baseTotalCents,
    pixDiscountCents: 0,
    installments,
    installmentPlan: splitInstallments(baseTotalCents, installments),
  };
}

/** Every card option for the selector: '3x de R$ 100,00 sem juros'. */
export function cardOptions(baseTotalCents: number): { installments: number; firstCents: number; amounts: number[] }[] {
  return Array.from({ length: MAX_INSTALLMENTS }, (_, i) => {
    const amounts = splitInstallments(baseTotalCents, i + 1);
    return { installments: i + 1, firstCents: amounts[0] ?? 0, amounts };
  });
}

/** A booking bought at `start` for `months` ends `months × 30` days later. */
export function bookingEnd(start: Date, months: number): Date {
  return new Date(start.getTime() + months * BOOKING_DAYS_PER_MONTH * 24 * 60 * 60 * 1000);
}

/**
 * The PIX txid for a payment id: A–Z/0–9 only, at most 25 characters (BR Code field 62-05).
 * 25 hex digits of a random UUID keep 100 bits, enough to be unique.
 */
export function pixTxidFor(paymentId: string): string {
  const hex = paymentId.replace(/[^0-9a-fA-F]/g, '').toUpperCase();
  if (hex.length < 25) throw new RangeError('pixTxidFor: id too short');
  return hex.slice(0, 25);
}

/**
 * The order's states (ADR 0013, docs/checkout-states.md). Only the checkout module's named
 * transitions write them.
 */
export const orderStatuses = ['pending', 'paid', 'expired', 'failed', 'refund_needed', 'refunded', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * A payment's states. `approved` means "this payment paid its order" (at most one per order);
 * money received that cannot pay its order is `refund_needed` until staff refund it.
 */
export const paymentStatuses = [
  'pending',
  'approved',
  'rejected',
  'expired',
  'cancelled',
  'error',
  'refund_needed',
  'refunded',
  'charged_back',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * Every move a state may make, as data: the checkout's repository refuses any other (a bug, not a
 * buyer's mistake), and docs/checkout-states.md draws the same graph (a test holds them equal).
 * Writing a state onto itself (a reason or a date updated) is not a move and needs no edge.
 */
export const orderMoves: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'refund_needed', 'expired', 'cancelled'],
  paid: ['refunded'],
  // Money that arrives for a closed order makes it wait for a refund.
  expired: ['refund_needed'],
  cancelled: ['refund_needed'],
  failed: ['refund_needed'],
  refund_needed: ['refunded'],
  refunded: ['refund_needed'],
};

/** Payments: see orderMoves. `approved → pending` is the reconciliation's repair (repairApprovedPayment). */
export const paymentMoves: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['approved', 'refund_needed', 'rejected', 'error', 'expired', 'cancelled'],
  // Money the provider received after we gave up on the attempt still pays or is given back.
  expired: ['approved', 'refund_needed'],
  error: ['approved', 'refund_needed'],
  cancelled: ['approved', 'refund_needed'],
  rejected: ['approved', 'refund_needed'],
  approved: ['refunded', 'charged_back', 'pending'],
  refund_needed: ['refunded', 'charged_back'],
  refunded: ['charged_back'],
  charged_back: ['refunded'],
};

/** True when every state of `from` may move to `to` in `graph` (or already is `to`). */
export function allowedMove<S extends string>(graph: Readonly<Record<S, readonly S[]>>, from: readonly S[], to: S): boolean {
  return from.every((f) => f === to || graph[f].includes(to));
}

/** Throws (a programming error, never a person's) when a write would move a state off its graph. */
export function assertMove<S extends string>(graph: Readonly<Record<S, readonly S[]>>, from: readonly S[], to: S, what: string): void {
  if (!allowedMove(graph, from, to)) throw new Error(`${what}: no move from ${from.join('|')} to ${to}`);
}

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Aguardando pagamento',
  paid: 'Pago',
  expired: 'Expirado',
  failed: 'Falhou',
  refund_needed: 'Estorno necessário',
  refunded: 'Estornado',
  cancelled: 'Cancelado',
};

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Pendente',
  approved: 'Aprovado',
  rejected: 'Recusado',
  expired: 'Expirado',
  cancelled: 'Cancelado',
  error: 'Erro',
  refund_needed: 'Estorno necessário',
  refunded: 'Estornado',
  charged_back: 'Contestado (chargeback)',
};

/**
 * A refund of (part of) a received payment (ADR 0025). `requested` is written before the provider
 * is called, with the idempotency key the call will carry, so a crash in between is finished by
 * the reconciliation job with the same key; `done` when the provider confirmed, `failed` when it
 * refused. `provider` refunds were made in the provider's own panel and found on re-reading.
 */
export const refundStatuses = ['requested', 'done', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];
export const refundOrigins = ['staff', 'provider'] as const;
export type RefundOrigin = (typeof refundOrigins)[number];

/** Refunds: see orderMoves. */
export const refundMoves: Readonly<Record<RefundStatus, readonly RefundStatus[]>> = {
  requested: ['done', 'failed'],
  done: [],
  failed: [],
};

export const refundStatusLabels: Record<RefundStatus, string> = {
  requested: 'Em processamento',
  done: 'Estornado',
  failed: 'Falhou',
};
export const refundOriginLabels: Record<RefundOrigin, string> = {
  staff: 'Pela equipe',
  provider: 'No painel do provedor',
};

/** Payments that can be refunded from /admin/payments: money received (paid or to give back). */
export const refundablePaymentStatuses = ['approved', 'refund_needed'] as const satisfies readonly PaymentStatus[];

/**
 * What is still refundable of a payment: its amount minus the refunds done or in flight (a
 * request in flight holds its amount, so two staff members cannot give the same money back).
 */
export function refundableCents(amountCents: number, refunds: readonly { amountCents: number; status: RefundStatus }[]): number {
  const held = refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountCents, 0);
  return Math.max(0, amountCents - held);
}

/** Why a received payment must be refunded, for staff. */
export const refundReasonLabels: Record<string, string> = {
  order_already_paid: 'O pedido já estava pago por outro pagamento',
  order_expired: 'O pedido já havia expirado',
  order_cancelled: 'O pedido havia sido cancelado',
  order_refund_needed: 'O pedido já estava marcado para estorno',
  order_refunded: 'O pedido já havia sido estornado',
  order_failed: 'O pedido havia falhado',
  amount_mismatch: 'Valor recebido diferente do cobrado',
  building_full: 'Prédio lotado ao confirmar o pagamento',
  coupon_exhausted: 'Cupom esgotado ao confirmar o pagamento',
};

export const methodLabels = { pix: 'PIX', card: 'Cartão de Crédito' } as const;

/** The short number shown to people: the first 8 characters of the order id, upper case. */
export const orderNumber = (id: string): string => id.slice(0, 8).toUpperCase();
