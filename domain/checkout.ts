/**
 * Checkout constants and the charge of a payment method, shared by the server and the page.
 * The order keeps the total after coupon (its "base"); the method only adds the PIX discount or
 * splits the card installments, exactly as `priceCart` does for the same cart.
 */
import { applyBp } from './money';
import { MAX_INSTALLMENTS, PIX_DISCOUNT_BP, splitInstallments, type PaymentMethod } from './pricing';

/** The life of an order (one writer per transition, in the orders module). */
export const orderStatuses = ['pending', 'paid', 'expired', 'failed', 'refund_needed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** The life of one payment attempt, as the provider reports it. */
export const paymentStatuses = ['pending', 'approved', 'rejected', 'expired', 'cancelled', 'error'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** A booking (one building for a period, granted by a paid order) holds its place while active. */
export const bookingStatuses = ['active', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Who takes the money: the built-in sandbox or Mercado Pago (PAYMENT_PROVIDER). */
export const paymentProviders = ['sandbox', 'mercadopago'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** A panel is full at 10 advertisers (active bookings): the same number the store shows. */
export { PANEL_FULL_AT as PANEL_CAPACITY } from './panels';
/** A PIX QR code is valid for 30 minutes. */
export const PIX_EXPIRY_MINUTES = 30;
/** A pending order holds its coupon use this long unless a PIX extends it. */
export const ORDER_HOLD_MINUTES = 30;
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

export const orderStatusLabels = {
  pending: 'Aguardando pagamento',
  paid: 'Pago',
  expired: 'Expirado',
  failed: 'Falhou',
  refund_needed: 'Estorno necessário',
  cancelled: 'Cancelado',
} as const;

export const paymentStatusLabels = {
  pending: 'Pendente',
  approved: 'Aprovado',
  rejected: 'Recusado',
  expired: 'Expirado',
  cancelled: 'Cancelado',
  error: 'Erro',
} as const;

export const methodLabels = { pix: 'PIX', card: 'Cartão de Crédito' } as const;

/** The short number shown to people: the first 8 characters of the order id, upper case. */
export const orderNumber = (id: string): string => id.slice(0, 8).toUpperCase();
