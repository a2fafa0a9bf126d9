import { pixTxidFor } from '../../../domain/checkout';
import { buildPixPayload } from '../../../domain/pix';
import { sandboxTokenOutcome } from '../../../domain/sandbox-card';
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
import { clock } from '../../lib/clock';

/**
 * The simulated bank's memory. It is written by the bank itself (before it answers, like a real
 * bank records a charge before its answer travels back), apart from our own state, so a crash
 * between the bank's answer and our write is found again by `findByReference`.
 */
export interface SandboxLedger {
  record(paymentId: string, charge: SandboxCharge): Promise<void>;
  read(providerPaymentId: string): Promise<SandboxCharge | null>;
  readByReference(paymentId: string): Promise<SandboxCharge | null>;
  /** Sets the bank's state; with `from`, only when the charge is in one of those states. */
  setStatus(providerPaymentId: string, status: ProviderStatus, from?: ProviderStatus[]): Promise<void>;
  /**
   * Records a refund (and the charge's new state) only if the charge still has `expectedRefunds`
   * refunds: a compare-and-set, so two refunds at once cannot both take the same money.
   */
  addRefund(providerPaymentId: string, refund: SandboxRefund, status: ProviderStatus, expectedRefunds: number): Promise<boolean>;
}

export interface SandboxRefund {
  refundId: string;
  idempotencyKey: string;
  amountCents: number;
}

export interface SandboxCharge {
  providerPaymentId: string;
  paymentId: string;
  amountCents: number;
  /** The bank's state: 'pending' until the sandbox endpoint approves or declines it. */
  status: ProviderStatus;
  expiresAt: string | null;
  idempotencyKey: string;
  refunds?: SandboxRefund[];
}

export interface SandboxPixConfig {
  key: string;
  merchantName: string;
  merchantCity: string;
}

export async function qrImageFor(payload: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 1, width: 280 });
}

/**
 * No network. PIX: a real BR Code (merchant-presented, amount, txid from our payment id) and its
 * QR image; it is "paid" when POST /api/sandbox/payments/:id/approve is called, which plays the
 * bank's notification. Cards: the browser's test token says the outcome (docs/payments.md).
 * Like a real provider it honours the idempotency key: the same key answers the same charge.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private pix: SandboxPixConfig,
    private ledger: SandboxLedger,
    private now: () => Date = () => clock.now(),
  ) {}

  async createPix(req: CreatePixRequest): Promise<CreatedPix> {
    const txid = pixTxidFor(req.paymentId);
    const qrCode = buildPixPayload({
      key: this.pix.key,
      merchantName: this.pix.merchantName,
      merchantCity: this.pix.merchantCity,
      amountCents: req.amountCents,
      txid,
    });
    const known = await this.ledger.readByReference(req.paymentId);
    if (!known) {
      await this.ledger.record(req.paymentId, {
        providerPaymentId: txid,
        paymentId: req.paymentId,
        amountCents: req.amountCents,
        status: 'pending',
        expiresAt: req.expiresAt.toISOString(),
        idempotencyKey: req.idempotencyKey,
      });
    }
    return {
      providerPaymentId: txid,
      status: 'pending',
      qrCode,
      qrImage: await qrImageFor(qrCode),
      expiresAt: known?.expiresAt ? new Date(known.expiresAt) : req.expiresAt,
      raw: { sandbox: true, txid },
    };
  }

  async createCard(req: CreateCardRequest): Promise<ProviderPayment> {
    const known = await this.ledger.readByReference(req.paymentId);
    if (known && known.idempotencyKey === req.idempotencyKey) return this.toPayment(known);
    const outcome = sandboxTokenOutcome(req.cardToken);
    if (outcome === 'error') throw new ProviderError('sandbox: processing error test card');
    const status: ProviderStatus = outcome === 'approved' ? 'approved' : 'rejected';
    const charge: SandboxCharge = {
      providerPaymentId: `C${pixTxidFor(req.paymentId)}`,
      paymentId: req.paymentId,
      amountCents: req.amountCents,
      status,
      expiresAt: null,
      idempotencyKey: req.idempotencyKey,
    };
    await this.ledger.record(req.paymentId, charge);
    return { ...this.toPayment(charge), statusDetail: outcome === null ? 'invalid_token' : status === 'approved' ? 'accredited' : 'cc_rejected_other_reason' };
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment | null> {
    const charge = await this.ledger.read(providerPaymentId);
    return charge ? this.toPayment(charge) : null;
  }

  async findByReference(paymentId: string): Promise<ProviderPayment | null> {
    const charge = await this.ledger.readByReference(paymentId);
    return charge ? this.toPayment(charge) : null;
  }

  async cancel(providerPaymentId: string): Promise<ProviderPayment | null> {
    const charge = await this.ledger.read(providerPaymentId);
    if (!charge) return null;
    await this.ledger.setStatus(providerPaymentId, 'cancelled', ['pending']);
    return this.getPayment(providerPaymentId);
  }

  async refund(providerPaymentId: string, key: string, amountCents?: number): Promise<ProviderRefund> {
    // Like a bank: the same key answers the same refund; a refund never passes what was paid.
    for (let attempt = 0; attempt < 5; attempt++) {
      const charge = await this.ledger.read(providerPaymentId);
      const done = charge?.refunds ?? [];
      const known = done.find((r) => r.idempotencyKey === key);
      if (known) return { refundId: known.refundId, amountCents: known.amountCents, status: 'done' };
      if (!charge || (charge.status !== 'approved' && charge.status !== 'refunded')) {
        throw new ProviderError('sandbox: only an approved charge can be refunded', false, 400);
      }
      const left = charge.amountCents - refundedOf(charge);
      const amount = amountCents ?? left;
      if (amount <= 0 || amount > left) throw new ProviderError('sandbox: refund larger than what is left', false, 400);
      const refund = { refundId: `R${providerPaymentId}-${done.length + 1}`, idempotencyKey: key, amountCents: amount };
      if (await this.ledger.addRefund(providerPaymentId, refund, amount === left ? 'refunded' : charge.status, done.length)) {
        return { refundId: refund.refundId, amountCents: amount, status: 'done' };
      }
    }
    throw new ProviderError('sandbox: refund contended, try again', true);
  }

  private toPayment(charge: SandboxCharge): ProviderPayment {
    let status = charge.status;
    if (status === 'pending' && charge.expiresAt && new Date(charge.expiresAt).getTime() <= this.now().getTime()) status = 'expired';
    return {
      providerPaymentId: charge.providerPaymentId,
      status,
      statusDetail: status === 'approved' ? 'accredited' : status,
      amountCents: charge.amountCents,
      refundedCents: refundedOf(charge),
      externalReference: charge.paymentId,
      raw: { sandbox: true, bankStatus: status, amountCents: charge.amountCents, refundedCents: refundedOf(charge) },
    };
  }
}

/** What the bank gave back of a charge (a charge refunded before partial refunds existed: all of it). */
function refundedOf(charge: SandboxCharge): number {
  if (!charge.refunds) return charge.status === 'refunded' ? charge.amountCents : 0;
  return charge.refunds.reduce((sum, r) => sum + r.amountCents, 0);
}
