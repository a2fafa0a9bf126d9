import { createHash } from 'node:crypto';
import {
  ProviderError,
  type CreateCardRequest,
  type CreatedPix,
  type CreatePixRequest,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
} from './provider';
import type { SandboxProvider } from './sandbox.provider';

/**
 * The crash test's misbehaving bank (issue 35, ADR 0053). Built only when SANDBOX_FAULT_SEED is set,
 * which config.ts refuses with PAYMENT_PROVIDER=mercadopago or NODE_ENV=production: the real
 * provider is never wrapped, and nothing in a request can switch a fault on.
 *
 * What a real provider does that the polite sandbox never did:
 *  - a charge is made and its answer is lost (a timeout after the charge: card and PIX);
 *  - a refund is made and its answer is lost;
 *  - a notification is delivered twice or five times, at once and later, or never;
 *  - notifications arrive out of order: a late "pending" after "approved", "refunded" before
 *    "approved" (the bank refunded in its panel before we saw the approval);
 *  - a notification names a payment we never recorded.
 * Every decision is a hash of the seed and what it is about (the buyer, the charge), so the same
 * CHAOS_SEED makes the same flows meet the same faults in every process; the interleaving with
 * the kills is not replayable.
 *
 * SANDBOX_FAULT_BREAK=silent-approval is the fault the server deliberately does not survive: the
 * bank approves some PIX charges without any notification and every later read still says
 * "pending" (reconciliation is blind). The crash test must report the money as lost.
 */
export type SandboxFaultBreak = 'silent-approval';

/** What the bank does after approving a charge (sandbox-bank.ts carries it out). */
export interface DeliveryPlan {
  /** Delay of each notification of the approval in ms: [] = lost, [0] = the polite one. */
  deliveries: number[];
  /** The bank refunds the charge in its panel at once: "refunded" is delivered before "approved". */
  panelRefund: boolean;
  /** A late "pending" notification after the approval (its re-read is a stale snapshot). */
  latePending: boolean;
  /** Also a notification for a payment id nobody ever recorded. */
  unknown: boolean;
}

export class SandboxFaults {
  /** Once per process and key: a retry with the same idempotency key gets its answer. */
  private lost = new Set<string>();
  /** Snapshots the next re-reads of a charge return (a provider's lagging read replica). */
  private stale = new Map<string, ProviderPayment[]>();

  constructor(
    readonly seed: number,
    readonly brk: SandboxFaultBreak | undefined,
    /** Each fault injected, one line on stdout: the crash test counts them across its processes. */
    public report: (kind: string, about: string) => void = (kind, about) => process.stdout.write(`sandbox-fault: ${kind} ${about}\n`),
  ) {}

  /** A number in [0, 1) fixed by the seed and what it is about. */
  chance(kind: string, about: string): number {
    return createHash('sha256').update(`${this.seed}|${kind}|${about}`).digest().readUInt32BE(0) / 2 ** 32;
  }

  injected(kind: string, about: string): void {
    this.report(kind, about);
  }

  /** Loses the answer the first time in this process a key is asked, with probability p. */
  loseOnce(kind: string, about: string, key: string, p: number): boolean {
    if (this.lost.has(`${kind}:${key}`) || this.chance(kind, about) >= p) return false;
    this.lost.add(`${kind}:${key}`);
    this.injected(kind, about);
    return true;
  }

  /** The approval of this PIX charge is never told to anyone (break mode only). */
  isSilent(providerPaymentId: string): boolean {
    return this.brk === 'silent-approval' && !providerPaymentId.startsWith('C') && this.chance('silent-approval', providerPaymentId) < 0.5;
  }

  plan(providerPaymentId: string, about: string): DeliveryPlan {
    if (this.isSilent(providerPaymentId)) {
      this.injected('silent-approval', providerPaymentId);
      return { deliveries: [], panelRefund: false, latePending: false, unknown: false };
    }
    const r = this.chance('deliveries', about);
    const deliveries = r < 0.08 ? [] : r < 0.55 ? [0] : r < 0.8 ? [0, 0] : [0, 0, 150, 600, 1500];
    const plan: DeliveryPlan = {
      deliveries,
      panelRefund: this.chance('panel-refund', about) < 0.1,
      latePending: this.chance('late-pending', about) < 0.15,
      unknown: this.chance('unknown-notification', about) < 0.1,
    };
    if (deliveries.length !== 1) this.injected(deliveries.length === 0 ? 'notification-lost' : `notification-x${deliveries.length}`, about);
    if (plan.panelRefund) this.injected('refunded-before-approved', about);
    if (plan.latePending) this.injected('pending-after-approved', about);
    if (plan.unknown) this.injected('unknown-notification', about);
    return plan;
  }

  serveStale(providerPaymentId: string, snapshot: ProviderPayment): void {
    this.stale.set(providerPaymentId, [...(this.stale.get(providerPaymentId) ?? []), snapshot]);
  }

  takeStale(providerPaymentId: string): ProviderPayment | undefined {
    const queue = this.stale.get(providerPaymentId);
    const next = queue?.shift();
    if (queue && queue.length === 0) this.stale.delete(providerPaymentId);
    return next;
  }
}

/** The sandbox with the faults above around it; everything else is the sandbox's own behaviour. */
export class FaultySandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    readonly inner: SandboxProvider,
    readonly faults: SandboxFaults,
  ) {}

  async createPix(req: CreatePixRequest): Promise<CreatedPix> {
    const pix = await this.inner.createPix(req);
    if (this.faults.loseOnce('pix-answer-lost', `${req.payer.email}:${req.amountCents}`, req.idempotencyKey, 0.06)) {
      throw new ProviderError('sandbox fault: PIX created, answer lost (timeout)', true);
    }
    return pix;
  }

  async createCard(req: CreateCardRequest): Promise<ProviderPayment> {
    const charge = await this.inner.createCard(req);
    if (this.faults.loseOnce('card-answer-lost', `${req.payer.email}:${req.cardToken.slice(-12)}`, req.idempotencyKey, 0.2)) {
      throw new ProviderError('sandbox fault: card charged, answer lost (timeout)', true);
    }
    return charge;
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment | null> {
    const stale = this.faults.takeStale(providerPaymentId);
    if (stale) return stale;
    return this.blind(await this.inner.getPayment(providerPaymentId));
  }

  async findByReference(paymentId: string): Promise<ProviderPayment | null> {
    return this.blind(await this.inner.findByReference(paymentId));
  }

  cancel(providerPaymentId: string): Promise<ProviderPayment | null> {
    return this.inner.cancel(providerPaymentId);
  }

  async refund(providerPaymentId: string, idempotencyKey: string, amountCents?: number): Promise<ProviderRefund> {
    const refund = await this.inner.refund(providerPaymentId, idempotencyKey, amountCents);
    if (this.faults.loseOnce('refund-answer-lost', idempotencyKey, idempotencyKey, 0.3)) {
      throw new ProviderError('sandbox fault: refund made, answer lost (timeout)', true);
    }
    return refund;
  }

  /** Break mode: a silently approved charge still reads "pending" (nobody can find the money). */
  private blind(p: ProviderPayment | null): ProviderPayment | null {
    if (!p || p.status !== 'approved' || p.refundedCents > 0 || !this.faults.isSilent(p.providerPaymentId)) return p;
    return { ...p, status: 'pending', statusDetail: 'pending', raw: { ...p.raw, bankStatus: 'pending' } };
  }
}

export function sandboxFaultsOf(provider: PaymentProvider): FaultySandboxProvider | undefined {
  return provider instanceof FaultySandboxProvider ? provider : undefined;
}
