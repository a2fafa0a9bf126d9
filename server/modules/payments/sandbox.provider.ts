import QRCode from 'qrcode';
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
  type ProviderStatus,
} from './provider';

/** The simulated bank's memory: where the sandbox keeps what it "knows" about each charge. */
export interface SandboxLedger {
  read(providerPaymentId: string): Promise<SandboxCharge | null>;
}

export interface SandboxCharge {
  providerPaymentId: string;
  paymentId: string;
  amountCents: number;
  /** The bank's state: 'pending' until the sandbox endpoint approves or declines it. */
  bankStatus: ProviderStatus;
  expiresAt: Date | null;
}

export interface SandboxPixConfig {
  key: string;
  merchantName: string;
  merchantCity: string;
}

export function qrImageFor(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 1, width: 280 });
}

/**
 * No network. PIX: a real BR Code (merchant-presented, amount, txid from our payment id) and its
 * QR image; it is "paid" when POST /api/sandbox/payments/:id/approve is called, which plays the
 * bank's notification. Cards: the browser's test token says the outcome (docs/payments.md).
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private pix: SandboxPixConfig,
    private ledger: SandboxLedger,
    private now: () => Date = () => new Date(),
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
    return {
      providerPaymentId: txid,
      status: 'pending',
      qrCode,
      qrImage: await qrImageFor(qrCode),
      expiresAt: req.expiresAt,
      raw: { sandbox: true, txid, bankStatus: 'pending', amountCents: req.amountCents },
    };
  }

  async createCard(req: CreateCardRequest): Promise<ProviderPayment> {
    const outcome = sandboxTokenOutcome(req.cardToken);
    if (outcome === null) {
      return this.cardResult(req, 'rejected', 'invalid_token');
    }
    if (outcome === 'error') throw new ProviderError('sandbox: processing error test card');
    return outcome === 'approved'
      ? this.cardResult(req, 'approved', 'accredited')
      : this.cardResult(req, 'rejected', 'cc_rejected_other_reason');
  }

  private cardResult(req: CreateCardRequest, status: ProviderStatus, detail: string): ProviderPayment {
    return {
      providerPaymentId: `C${pixTxidFor(req.paymentId)}`,
      status,
      statusDetail: detail,
      amountCents: req.amountCents,
      externalReference: req.paymentId,
      raw: { sandbox: true, bankStatus: status, installments: req.installments, amountCents: req.amountCents },
    };
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment | null> {
    const charge = await this.ledger.read(providerPaymentId);
    if (!charge) return null;
    let status = charge.bankStatus;
    if (status === 'pending' && charge.expiresAt && charge.expiresAt.getTime() <= this.now().getTime()) {
      status = 'expired';
    }
    return {
      providerPaymentId,
      status,
      statusDetail: status === 'approved' ? 'accredited' : status,
      amountCents: charge.amountCents,
      externalReference: charge.paymentId,
      raw: { sandbox: true, bankStatus: status, amountCents: charge.amountCents },
    };
  }
}
