import { describe, expect, it } from 'vitest';
import { parsePixPayload, verifyPixCrc } from '../../../domain/pix';
import { SandboxProvider, type SandboxCharge, type SandboxLedger } from '../../../server/modules/payments/sandbox.provider';

const ledgerOf = (charge: SandboxCharge | null): SandboxLedger => ({
  record: async () => {},
  read: async () => charge,
  readByReference: async () => charge,
  setStatus: async () => {},
  addRefund: async () => false,
});
const provider = new SandboxProvider({ key: 'pix@indexa.local', merchantName: 'INDEXA MÍDIA DIGITAL LTDA', merchantCity: 'FOZ DO IGUAÇU' }, ledgerOf(null));
const paymentId = '4b59d5a4-28cf-4256-8a0c-61564981275b';

describe('sandbox PIX: a real BR Code', () => {
  it('has a valid CRC16, the charged amount, the txid from the payment id and the merchant data', async () => {
    const pix = await provider.createPix({
      paymentId,
      orderId: 'o',
      amountCents: 1_833_246,
      description: 'x',
      payer: { name: 'A', email: 'a@b.c', cpf: '1' },
      expiresAt: new Date(Date.now() + 30 * 60_000),
      idempotencyKey: 'k',
    });
    expect(verifyPixCrc(pix.qrCode)).toBe(true);
    const parsed = parsePixPayload(pix.qrCode)!;
    expect(parsed.fields['00']).toBe('01');
    expect(parsed.fields['01']).toBe('12');
    expect(parsed.fields['53']).toBe('986');
    expect(parsed.fields['54']).toBe('18332.46');
    expect(parsed.fields['58']).toBe('BR');
    expect(parsed.fields['59']).toBe('INDEXA MIDIA DIGITAL LTDA');
    expect(parsed.fields['59']!.length).toBeLessThanOrEqual(25);
    expect(parsed.fields['60']).toBe('FOZ DO IGUACU');
    expect(parsed.merchantAccount).toMatchObject({ '00': 'br.gov.bcb.pix', '01': 'pix@indexa.local' });
    const txid = parsed.additionalData!['05']!;
    expect(txid).toMatch(/^[A-Z0-9]{1,25}$/);
    expect(txid).toBe('4B59D5A428CF42568A0C61564');
    expect(pix.providerPaymentId).toBe(txid);
    expect(pix.qrImage).toMatch(/^data:image\/png;base64,/);
    // One flipped character breaks the CRC.
    expect(verifyPixCrc(pix.qrCode.replace('18332.46', '18332.47'))).toBe(false);
  });

  it('reads its bank state: pending, approved, and expired once its time is over', async () => {
    const charge: SandboxCharge = { providerPaymentId: 'T', paymentId, amountCents: 100, status: 'pending', expiresAt: new Date(1_000).toISOString(), idempotencyKey: 'k' };
    const p = new SandboxProvider({ key: 'k', merchantName: 'N', merchantCity: 'C' }, ledgerOf(charge), () => new Date(500));
    expect((await p.getPayment('T'))!.status).toBe('pending');
    const later = new SandboxProvider({ key: 'k', merchantName: 'N', merchantCity: 'C' }, ledgerOf(charge), () => new Date(2_000));
    expect((await later.getPayment('T'))!.status).toBe('expired');
    const paid = new SandboxProvider({ key: 'k', merchantName: 'N', merchantCity: 'C' }, ledgerOf({ ...charge, status: 'approved' }), () => new Date(2_000));
    expect((await paid.getPayment('T'))!.status).toBe('approved');
  });
});
