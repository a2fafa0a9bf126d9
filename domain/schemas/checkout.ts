import { z } from 'zod';
import { isValidCnpj, isValidCpf, isValidPhone } from '../documents';
import { messages } from '../messages';
import { orderStatuses, paymentProviders, paymentStatuses, refundOrigins, refundStatuses } from '../checkout';
import { MAX_INSTALLMENTS, paymentMethods } from '../pricing';
import { formatBRL, parseBRL } from '../money';
import { emailField } from './site';
import { textField } from './text';
import { periodMonths, quoteSchema } from './store';
import { receiptStandings } from '../receipts';

const optionalText = (max: number, label: string) =>
  textField(label, { max })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** The buyer form ('Informações'), used by the page and by POST /api/checkout/orders. */
export const buyerSchema = z.object({
  name: textField('O nome', { min: 1, max: 120, required: messages.buyerNameRequired }),
  email: emailField,
  phone: z
    .string({ error: messages.buyerPhoneRequired })
    .trim()
    .min(1, messages.buyerPhoneRequired)
    .max(40, messages.buyerPhoneInvalid)
    .refine(isValidPhone, messages.buyerPhoneInvalid),
  cpf: z
    .string({ error: messages.buyerCpfRequired })
    .trim()
    .min(1, messages.buyerCpfRequired)
    .max(20, messages.buyerCpfInvalid)
    .refine(isValidCpf, messages.buyerCpfInvalid),
  company: optionalText(160, 'A empresa'),
  cnpj: z
    .string()
    .trim()
    .max(24, messages.buyerCnpjInvalid)
    .optional()
    .nullable()
    .refine((v) => !v || isValidCnpj(v), messages.buyerCnpjInvalid)
    .transform((v) => (v ? v : null)),
});
export type BuyerInput = z.input<typeof buyerSchema>;
export type Buyer = z.output<typeof buyerSchema>;

const buildingIdsField = z
  .array(z.uuid('Prédio inválido.'), { error: 'Informe os prédios do carrinho.' })
  .min(1, 'O carrinho está vazio.')
  .max(50, 'O carrinho pode ter no máximo 50 prédios.');

const couponCodeField = z
  .string()
  .trim()
  .max(40, messages.couponInvalid)
  .transform((s) => s.toUpperCase());

/** A client-made key (a UUID or similar): a double click or retry sends the same one. */
export const idempotencyKeyField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,100}$/, 'Chave de idempotência inválida.');

export const createOrderInput = z.object({
  buyer: buyerSchema,
  buildingIds: buildingIdsField,
  months: periodMonths,
  couponCode: couponCodeField.optional().nullable(),
  /** The total the person saw; when it differs from the server's, the answer is 409 price_changed. */
  expectedTotalCents: z.number().int().nonnegative().optional(),
  idempotencyKey: idempotencyKeyField.optional(),
  /** The signed-in client's order this one renews (ADR 0052): its buildings continue their bookings. */
  renewsOrderId: z.uuid('Pedido de renovação inválido.').optional().nullable(),
});
export type CreateOrderInput = z.input<typeof createOrderInput>;

export const couponValidateInput = z.object({
  code: couponCodeField.pipe(z.string().min(1, messages.couponCodeRequired)),
  buildingIds: buildingIdsField,
  months: periodMonths,
});

export type CouponValidateInput = z.input<typeof couponValidateInput>;

export const couponValidateResponse = z.object({
  ok: z.boolean(),
  message: z.string(),
  code: z.string().nullable(),
  quote: quoteSchema.nullable(),
});
export type CouponValidateResponse = z.infer<typeof couponValidateResponse>;

export const orderStatusEnum = z.enum(orderStatuses);
export const paymentStatusEnum = z.enum(paymentStatuses);
export const methodEnum = z.enum(paymentMethods);

export const publicPayment = z.object({
  id: z.string(),
  method: methodEnum,
  status: paymentStatusEnum,
  amountCents: z.number().int(),
  installments: z.number().int().nullable(),
  pixPayload: z.string().nullable(),
  pixQr: z.string().nullable(),
  expiresAt: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
});
export type PublicPayment = z.infer<typeof publicPayment>;

/** What the buyer's browser sees of its order (with the access token). */
export const publicOrder = z.object({
  id: z.string(),
  status: orderStatusEnum,
  statusMessage: z.string().nullable(),
  buyer: z.object({ name: z.string(), email: z.string() }),
  months: z.number().int(),
  lines: z.array(z.object({ buildingId: z.string(), name: z.string(), unitCents: z.number().int(), lineCents: z.number().int() })),
  quote: quoteSchema,
  couponCode: z.string().nullable(),
  baseTotalCents: z.number().int(),
  totalCents: z.number().int(),
  method: methodEnum.nullable(),
  installments: z.number().int().nullable(),
  /** What each method would charge: PIX with its discount, card per number of installments. */
  charges: z.object({
    pix: z.object({ totalCents: z.number().int(), discountCents: z.number().int() }),
    card: z.array(z.object({ installments: z.number().int(), firstCents: z.number().int(), amounts: z.array(z.number().int()) })),
  }),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  payment: publicPayment.nullable(),
  /** SSE channel that announces this order's changes (see server/routes/public/checkout.ts). */
  eventsChannel: z.string(),
  /**
   * Once paid: whether the confirmation mail carried the link to create the client area's
   * password ('set_password') or the account already has one ('sign_in'); null before.
   */
  clientAccess: z.enum(['set_password', 'sign_in']).nullable(),
});
export type PublicOrder = z.infer<typeof publicOrder>;

export const createOrderResponse = z.object({ order: publicOrder, accessToken: z.string() });
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

export const createPaymentInput = z.discriminatedUnion('method', [
  z.object({ method: z.literal('pix') }),
  z.object({
    method: z.literal('card'),
    cardToken: z.string().trim().min(8, messages.cardNumberInvalid).max(400),
    installments: z
      .number({ error: messages.installmentsInvalid })
      .int(messages.installmentsInvalid)
      .min(1, messages.installmentsInvalid)
      .max(MAX_INSTALLMENTS, messages.installmentsInvalid),
    brand: z.string().trim().max(30).optional(),
    last4: z.string().regex(/^\d{4}$/).optional(),
    /** Mercado Pago Card Payment Brick: payment_method_id and issuer_id from onSubmit. */
    paymentMethodId: z.string().trim().max(40).optional(),
    issuerId: z.union([z.string().trim().regex(/^\d{1,12}$/), z.number().int().nonnegative().max(1e12)]).optional(),
    /** The Brick's payer.identification (the card holder's CPF or CNPJ). */
    payer: z
      .object({
        identification: z.object({
          type: z.enum(['CPF', 'CNPJ']),
          number: z.string().trim().regex(/^[\d.\-/]{11,18}$/, 'Documento do titular inválido.'),
        }),
      })
      .optional(),
  }),
], { error: 'Escolha a forma de pagamento.' });
export type CreatePaymentInput = z.infer<typeof createPaymentInput>;

export const createPaymentResponse = z.object({ order: publicOrder, payment: publicPayment });
export type CreatePaymentResponse = z.infer<typeof createPaymentResponse>;

export const checkoutConfig = z.object({
  provider: z.enum(paymentProviders),
  mercadopagoPublicKey: z.string().nullable(),
  /** Sandbox: payments are simulated ('ambiente de demonstração'). */
  demo: z.boolean(),
});
export type CheckoutConfig = z.infer<typeof checkoutConfig>;

// Staff (/admin/payments)
export const adminOrderListQuery = z.object({
  status: orderStatusEnum.optional(),
  method: methodEnum.optional(),
  q: z.string().trim().max(100).optional(),
  from: z.iso.date('Data inicial inválida.').optional(),
  to: z.iso.date('Data final inválida.').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuery>;

export const adminOrderRow = z.object({
  id: z.string(),
  status: orderStatusEnum,
  statusReason: z.string().nullable(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  totalCents: z.number().int(),
  method: methodEnum.nullable(),
  installments: z.number().int().nullable(),
  couponCode: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const adminOrderList = z.object({
  rows: z.array(adminOrderRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrderList = z.infer<typeof adminOrderList>;

/** One refund of a payment (ADR 0025). */
export const adminRefund = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  reason: z.string(),
  origin: z.enum(refundOrigins),
  status: z.enum(refundStatuses),
  error: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefund>;

export const adminOrderDetail = z.object({
  order: adminOrderRow.extend({
    buyerPhone: z.string(),
    buyerCpf: z.string(),
    buyerCompany: z.string().nullable(),
    buyerCnpj: z.string().nullable(),
    userId: z.string().nullable(),
    months: z.number().int(),
    subtotalCents: z.number().int(),
    discountCents: z.number().int(),
    couponDiscountCents: z.number().int(),
    pixDiscountCents: z.number().int(),
    expiresAt: z.string(),
  }),
  lines: z.array(z.object({ buildingId: z.string(), name: z.string(), unitCents: z.number().int(), lineCents: z.number().int() })),
  payments: z.array(
    publicPayment.omit({ pixPayload: true, pixQr: true }).extend({
      provider: z.string(),
      providerPaymentId: z.string().nullable(),
      statusDetail: z.string().nullable(),
      refundReason: z.string().nullable(),
      refundedAt: z.string().nullable(),
      createdAt: z.string(),
      /** Given back so far (done refunds), and what staff may still refund. */
      refundedCents: z.number().int(),
      refundableCents: z.number().int(),
      refunds: z.array(adminRefund),
    }),
  ),
  bookings: z.array(z.object({ id: z.string(), buildingId: z.string(), startsAt: z.string(), endsAt: z.string(), status: z.string() })),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

/** Money received that must go back: the /admin/payments list with its refund action. */
export const adminRefundRow = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  method: methodEnum,
  provider: z.string(),
  amountCents: z.number().int(),
  status: paymentStatusEnum,
  refundReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminRefundRow = z.infer<typeof adminRefundRow>;
export const adminRefundList = z.object({ rows: z.array(adminRefundRow) });
export type AdminRefundList = z.infer<typeof adminRefundList>;

/** Staff refund (POST /api/admin/payments/:id/refund). An empty body refunds all that is left. */
export const adminRefundRequest = z
  .object({
    amountCents: z.number({ error: messages.refundAmountInvalid }).int(messages.refundAmountInvalid).positive(messages.refundAmountInvalid).max(100_000_000).optional(),
    reason: textField('Motivo do estorno', { max: 300 }).optional(),
    endBookings: z.boolean().optional(),
    /** A random id made when the screen opens the refund: a replay finds the same refund. */
    requestId: z.uuid().optional(),
  })
  .strict();
export type AdminRefundRequest = z.infer<typeof adminRefundRequest>;

/**
 * The refund dialog's form: the amount as a person types it ('250,00'), the reason, and whether
 * the order's bookings end. Built for one payment (what is left, whether a reason is needed) and
 * turned into the API body; the server checks all of it again.
 */
export function refundFormFor(leftCents: number, opts: { reasonRequired: boolean }) {
  return z
    .object({
      amount: z.string(),
      reason: z.string().trim().max(300),
      endBookings: z.boolean(),
    })
    .transform((v, ctx) => {
      const cents = parseBRL(v.amount);
      if (cents === null || cents <= 0) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: messages.refundAmountInvalid });
        return z.NEVER;
      }
      if (cents > leftCents) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: messages.refundAmountTooLarge(formatBRL(leftCents)) });
        return z.NEVER;
      }
      if (opts.reasonRequired && !v.reason) {
        ctx.addIssue({ code: 'custom', path: ['reason'], message: messages.refundReasonRequired });
        return z.NEVER;
      }
      return { amountCents: cents, reason: v.reason || undefined, endBookings: v.endBookings && cents === leftCents };
    });
}
export type RefundFormValues = z.input<ReturnType<typeof refundFormFor>>;

export const adminRefundResult = z.object({ message: z.string(), refundId: z.string(), status: z.enum(refundStatuses) });

/** Money that went back after it was received: refunds (whole or partial) and chargebacks. */
export const adminReversalRow = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  method: methodEnum,
  provider: z.string(),
  status: paymentStatusEnum,
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  inFlightCents: z.number().int(),
  lastAt: z.string(),
  activeBookings: z.number().int(),
});
export type AdminReversalRow = z.infer<typeof adminReversalRow>;
export const adminReversalList = z.object({
  rows: z.array(adminReversalRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminReversalList = z.infer<typeof adminReversalList>;

/** GET /api/client/orders: the client's paid orders ('Meus pedidos'), each with its receipt. */
export const clientOrderList = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      /** 'Pedido nº 1A2B3C4D'. */
      number: z.string(),
      status: z.enum(orderStatuses),
      paidAt: z.string(),
      months: z.number().int(),
      buildings: z.array(z.string()),
      totalCents: z.number().int(),
      method: z.enum(paymentMethods).nullable(),
      installments: z.number().int().nullable(),
      /** Paid, partly or wholly refunded, or charged back (the receipt prints the same). */
      standing: z.enum(receiptStandings),
      /** What went back to the client (refunds and a chargeback). */
      returnedCents: z.number().int(),
      /** GET the PDF here. */
      receiptUrl: z.string(),
    }),
  ),
});
export type ClientOrderList = z.infer<typeof clientOrderList>;
