import { isoInSaoPaulo } from '../../../domain/time';
import {
  ProviderError,
  type CreateCardRequest,
  type CreatedPix,
  type CreatePixRequest,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
  type ProviderStatus,
} from './provider';

/**
 * The part of the official SDK's `Payment` client this provider uses
 * (`new Payment(new MercadoPagoConfig({ accessToken }))`). Tests inject a fake with recorded
 * answers; production loads the SDK with a dynamic import so a sandbox install never needs it.
 */
export interface MpPaymentClient {
  create(args: { body: Record<string, unknown>; requestOptions?: { idempotencyKey?: string } }): Promise<MpPayment>;
  get(args: { id: string | number }): Promise<MpPayment>;
  /** GET /v1/payments/search (by external_reference). */
  search?(args: { options: Record<string, string | number> }): Promise<{ results?: MpPayment[] }>;
  /** PUT /v1/payments/{id} status=cancelled (pending / in_process only). */
  cancel?(args: { id: string | number; requestOptions?: { idempotencyKey?: string } }): Promise<MpPayment>;
  /** POST /v1/payments/{id}/refunds (PaymentRefund client): whole amount without `amount`. */
  refund?(args: { payment_id: string | number; body?: { amount?: number }; requestOptions?: { idempotencyKey?: string } }): Promise<{ id?: number | string; amount?: number; status?: string }>;
}

/** The fields of Mercado Pago's payment resource that we read. */
export interface MpPayment {
  id?: number | string;
  status?: string;
  status_detail?: string;
  transaction_amount?: number;
  /** What was refunded so far (a partial refund keeps status 'approved'). */
  transaction_amount_refunded?: number;
  external_reference?: string;
  date_of_expiration?: string;
  point_of_interaction?: { transaction_data?: { qr_code?: string; qr_code_base64?: string } };
  [key: string]: unknown;
}

export interface MercadoPagoOptions {
  accessToken: string;
  /** https URL Mercado Pago posts notifications to (from PUBLIC_URL); omitted when unknown. */
  notificationUrl?: string;
}

export async function loadMercadoPagoClient(accessToken: string): Promise<MpPaymentClient> {
  const sdk = await import('mercadopago');
  const config = new sdk.MercadoPagoConfig({ accessToken, options: { timeout: 10_000 } });
  const payment = new sdk.Payment(config);
  const refunds = new sdk.PaymentRefund(config);
  return {
    create: (a) => payment.create(a as never) as unknown as Promise<MpPayment>,
    get: (a) => payment.get(a) as unknown as Promise<MpPayment>,
    search: (a) => payment.search(a as never) as unknown as Promise<{ results?: MpPayment[] }>,
    cancel: (a) => payment.cancel(a) as unknown as Promise<MpPayment>,
    refund: (a) => refunds.create(a as never) as unknown as Promise<{ id?: number | string; amount?: number; status?: string }>,
  };
}

export function mapMpStatus(status: string | undefined, detail: string | undefined): ProviderStatus {
  switch (status) {
    case 'approved':
      return 'approved';
    case 'pending':
    case 'in_process':
    case 'authorized':
    case 'in_mediation':
      return 'pending';
    case 'rejected':
      return 'rejected';
    case 'cancelled':
      return detail === 'expired' ? 'expired' : 'cancelled';
    case 'refunded':
      return 'refunded';
    case 'charged_back':
      return 'charged_back';
    default:
      return 'error';
  }
}

/** Mercado Pago amounts are decimal reais; ours are centavos. */
const toReais = (cents: number): number => Number((cents / 100).toFixed(2));
const toCents = (reais: number | undefined): number => Math.round((reais ?? 0) * 100);

function payerOf(p: CreatePixRequest['payer']) {
  const [firstName, ...rest] = p.name.trim().split(/\s+/);
  return {
    email: p.email,
    first_name: firstName ?? p.name,
    last_name: rest.join(' ') || undefined,
    identification: { type: 'CPF', number: p.cpf.replace(/\D/g, '') },
  };
}

export class MercadoPagoProvider implements PaymentProvider {
  readonly name = 'mercadopago' as const;

  constructor(
    private client: MpPaymentClient,
    private opts: MercadoPagoOptions,
  ) {}

  async createPix(req: CreatePixRequest): Promise<CreatedPix> {
    const res = await this.call(() =>
      this.client.create({
        body: {
          transaction_amount: toReais(req.amountCents),
          description: req.description,
          payment_method_id: 'pix',
          external_reference: req.paymentId,
          // Mercado Pago wants the deadline with an offset; São Paulo's, whatever the zone rules say that day.
          date_of_expiration: isoInSaoPaulo(req.expiresAt),
          payer: payerOf(req.payer),
          ...(this.opts.notificationUrl ? { notification_url: this.opts.notificationUrl } : {}),
          metadata: { order_id: req.orderId },
        },
        requestOptions: { idempotencyKey: req.idempotencyKey },
      }),
    );
    const data = res.point_of_interaction?.transaction_data;
    if (res.id === undefined || !data?.qr_code || !data.qr_code_base64) {
      throw new ProviderError('mercadopago: PIX answer without id or QR code');
    }
    return {
      providerPaymentId: String(res.id),
      status: mapMpStatus(res.status, res.status_detail),
      qrCode: data.qr_code,
      qrImage: `data:image/png;base64,${data.qr_code_base64}`,
      expiresAt: res.date_of_expiration ? new Date(res.date_of_expiration) : req.expiresAt,
      raw: slim(res),
    };
  }

  async createCard(req: CreateCardRequest): Promise<ProviderPayment> {
    const res = await this.call(() =>
      this.client.create({
        body: {
          transaction_amount: toReais(req.amountCents),
          token: req.cardToken,
          description: req.description,
          installments: req.installments,
          ...(req.paymentMethodId ? { payment_method_id: req.paymentMethodId } : {}),
          ...(req.issuerId !== undefined ? { issuer_id: Number(req.issuerId) } : {}),
          external_reference: req.paymentId,
          statement_descriptor: 'INDEXA',
          // The Brick's own payer identification (CPF or CNPJ of the card holder) when it sent one.
          payer: {
            email: req.payer.email,
            identification: req.identification
              ? { type: req.identification.type, number: req.identification.number.replace(/\D/g, '') }
              : { type: 'CPF', number: req.payer.cpf.replace(/\D/g, '') },
          },
          ...(this.opts.notificationUrl ? { notification_url: this.opts.notificationUrl } : {}),
          metadata: { order_id: req.orderId },
        },
        requestOptions: { idempotencyKey: req.idempotencyKey },
      }),
    );
    return this.toPayment(res);
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment | null> {
    if (!/^\d{1,20}$/.test(providerPaymentId)) return null;
    try {
      return this.toPayment(await this.call(() => this.client.get({ id: providerPaymentId })));
    } catch (err) {
      // An id Mercado Pago does not know (a forged or foreign notification) is nothing to do.
      if (err instanceof ProviderError && err.status === 404) return null;
      throw err;
    }
  }

  async findByReference(paymentId: string): Promise<ProviderPayment | null> {
    if (!this.client.search) return null;
    const res = await this.call(() => this.client.search!({ options: { external_reference: paymentId, sort: 'date_created', criteria: 'desc' } }));
    const found = res.results?.find((r) => r.external_reference === paymentId);
    return found ? this.toPayment(found) : null;
  }

  async cancel(providerPaymentId: string, idempotencyKey: string): Promise<ProviderPayment | null> {
    if (!this.client.cancel || !/^\d{1,20}$/.test(providerPaymentId)) return null;
    try {
      return this.toPayment(await this.call(() => this.client.cancel!({ id: providerPaymentId, requestOptions: { idempotencyKey } })));
    } catch {
      // Already approved (or no longer cancellable): the caller reads its real state.
      return this.getPayment(providerPaymentId);
    }
  }

  async refund(providerPaymentId: string, idempotencyKey: string, amountCents?: number): Promise<ProviderRefund> {
    if (!this.client.refund) throw new ProviderError('mercadopago: refund client missing');
    const res = await this.call(() =>
      this.client.refund!({
        payment_id: providerPaymentId,
        ...(amountCents !== undefined ? { body: { amount: toReais(amountCents) } } : {}),
        requestOptions: { idempotencyKey },
      }),
    );
    // The refund resource's status: approved, in_process (e.g. a PIX refund waiting on the central
    // bank) or rejected.
    if (res.status === 'rejected') throw new ProviderError(`mercadopago: refund ${String(res.id ?? '')} rejected`, false, 400);
    return { refundId: String(res.id ?? ''), amountCents: toCents(res.amount), status: res.status === 'in_process' ? 'pending' : 'done' };
  }

  private toPayment(res: MpPayment): ProviderPayment {
    if (res.id === undefined) throw new ProviderError('mercadopago: payment answer without id');
    return {
      providerPaymentId: String(res.id),
      status: mapMpStatus(res.status, res.status_detail),
      statusDetail: res.status_detail ?? null,
      amountCents: toCents(res.transaction_amount),
      refundedCents: toCents(res.transaction_amount_refunded),
      externalReference: res.external_reference ?? null,
      raw: slim(res),
    };
  }

  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      const e = err as { message?: string; status?: number; cause?: unknown };
      // The SDK gives a connection failure (no network, DNS, timeout) status 0: no answer, so
      // worth retrying, like its 5xx and 429; any other 4xx is the request's own fault.
      const status = typeof e.status === 'number' && e.status > 0 ? e.status : undefined;
      const retryable = status === undefined || status >= 500 || status === 429;
      throw new ProviderError(`mercadopago: ${e.message ?? 'request failed'}`, retryable, status);
    }
  }
}

/** Keeps what staff need to reconcile; drops the QR image and the card holder's data. */
function slim(res: MpPayment): Record<string, unknown> {
  return {
    id: res.id,
    status: res.status,
    status_detail: res.status_detail,
    transaction_amount: res.transaction_amount,
    transaction_amount_refunded: res.transaction_amount_refunded,
    external_reference: res.external_reference,
    date_of_expiration: res.date_of_expiration,
    payment_method_id: res.payment_method_id,
    payment_type_id: res.payment_type_id,
    installments: res.installments,
    date_approved: res.date_approved,
  };
}
