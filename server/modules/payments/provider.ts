/**
 * What the checkout needs from a payment provider. Two implementations: `sandbox` (default, no
 * network: a real PIX BR Code and test cards) and `mercadopago` (the official SDK). The rest of
 * the app never knows which one runs.
 */
export type ProviderName = 'sandbox' | 'mercadopago';

/** The provider's state of a payment, mapped to ours. */
export type ProviderStatus = 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired' | 'error' | 'refunded' | 'charged_back';

export interface PayerInfo {
  name: string;
  email: string;
  cpf: string;
}

export interface CreatePixRequest {
  /** Our payments.id: the sandbox uses it for the txid; Mercado Pago gets it as external reference. */
  paymentId: string;
  orderId: string;
  amountCents: number;
  description: string;
  payer: PayerInfo;
  expiresAt: Date;
  /** Sent as X-Idempotency-Key: a retry cannot create a second charge. */
  idempotencyKey: string;
}

export interface CreatedPix {
  providerPaymentId: string;
  status: ProviderStatus;
  /** "Copia e cola" payload. */
  qrCode: string;
  /** data:image/png;base64,... */
  qrImage: string;
  expiresAt: Date;
  raw: Record<string, unknown>;
}

export interface CreateCardRequest {
  paymentId: string;
  orderId: string;
  amountCents: number;
  installments: number;
  description: string;
  payer: PayerInfo;
  /** Token made in the browser by the provider's hosted fields (never the card number). */
  cardToken: string;
  paymentMethodId?: string;
  issuerId?: string | number;
  /** The card holder's document as the Card Payment Brick collected it. */
  identification?: { type: 'CPF' | 'CNPJ'; number: string };
  idempotencyKey: string;
}

export interface ProviderPayment {
  providerPaymentId: string;
  status: ProviderStatus;
  statusDetail: string | null;
  amountCents: number;
  /** How much of it the provider has given back so far (refunds made here or in its panel). */
  refundedCents: number;
  /** Our payment id when the provider echoes it (external reference). */
  externalReference: string | null;
  raw: Record<string, unknown>;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createPix(req: CreatePixRequest): Promise<CreatedPix>;
  createCard(req: CreateCardRequest): Promise<ProviderPayment>;
  /** Re-reads a payment from the provider: notifications are never trusted by themselves. */
  getPayment(providerPaymentId: string): Promise<ProviderPayment | null>;
  /**
   * Finds the provider's payment made for our payment row (external reference), for an attempt
   * whose answer was lost in a crash. Null when the provider never made one.
   */
  findByReference(paymentId: string): Promise<ProviderPayment | null>;
  /** Cancels a charge that can still be paid (a pending PIX); its own idempotency key. */
  cancel(providerPaymentId: string, idempotencyKey: string): Promise<ProviderPayment | null>;
  /**
   * Gives money back (`amountCents`, or what is left); its own idempotency key: the same key
   * answers the same refund, so a retry after a crash never refunds twice.
   */
  refund(providerPaymentId: string, idempotencyKey: string, amountCents?: number): Promise<ProviderRefund>;
}

/**
 * The provider's answer to a refund: `done`, or `pending` when it is still being processed (a PIX
 * refund may wait on the central bank); a pending refund is confirmed later by re-reading the
 * payment (its refunded amount). A refusal is a ProviderError.
 */
export interface ProviderRefund {
  refundId: string;
  amountCents: number;
  status: 'done' | 'pending';
}

/** Thrown when the provider refuses or fails; the message is logged, never shown. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable = false,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
