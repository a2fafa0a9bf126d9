import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WebhookSignatureValidator } from 'mercadopago';
import {
  parseSignatureHeader,
  signatureManifest,
  signManifest,
  verifyMercadoPagoSignature,
} from '../../../server/modules/payments/mercadopago-signature';
import { mapMpStatus } from '../../../server/modules/payments/mercadopago.provider';
import { isoInSaoPaulo } from '../../../domain/time';

const SECRET = 'segredo-de-teste';
const REQ = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
// Computed independently: printf 'id:123456789;request-id:<REQ>;ts:1742505638;' | openssl dgst -sha256 -hmac segredo-de-teste
const V1 = '908371780fec0a7bf011edca5da03f5ebccefbf726435b2185b4495982e7e3a7';

describe('Mercado Pago webhook signature', () => {
  it('builds the documented manifest and matches an HMAC computed with openssl', () => {
    expect(signatureManifest('123456789', REQ, '1742505638')).toBe(`id:123456789;request-id:${REQ};ts:1742505638;`);
    expect(signManifest(SECRET, signatureManifest('123456789', REQ, '1742505638'))).toBe(V1);
    expect(verifyMercadoPagoSignature({ xSignature: `ts=1742505638,v1=${V1}`, xRequestId: REQ, dataId: '123456789', secret: SECRET })).toEqual({ ok: true });
  });

  it('accepts spaces and upper-case hex, leaves out missing parts, keeps the casing of the data id (as the SDK does)', () => {
    expect(verifyMercadoPagoSignature({ xSignature: ` ts=1742505638 , v1=${V1.toUpperCase()} `, xRequestId: REQ, dataId: '123456789', secret: SECRET }).ok).toBe(true);
    expect(signatureManifest(undefined, undefined, '1')).toBe('ts:1;');
    expect(signatureManifest('ABC123', 'r', '1')).toBe('id:ABC123;request-id:r;ts:1;');
    expect(parseSignatureHeader('ts=1,v1=a,v2=b,x')).toEqual({ ts: '1', hashes: { v1: 'a', v2: 'b' } });
  });

  it('refuses every kind of bad notification with a reason', () => {
    const base = { xSignature: `ts=1742505638,v1=${V1}`, xRequestId: REQ, dataId: '123456789', secret: SECRET };
    const reason = (over: Partial<typeof base> & { secret?: string | undefined }) => {
      const r = verifyMercadoPagoSignature({ ...base, ...over });
      return r.ok ? 'ok' : r.reason;
    };
    expect(reason({ secret: undefined })).toBe('missing_secret');
    expect(reason({ xSignature: '' })).toBe('missing_header');
    expect(reason({ xSignature: `v1=${V1}` })).toBe('malformed_header');
    expect(reason({ xSignature: `ts=abc,v1=${V1}` })).toBe('malformed_header');
    expect(reason({ xSignature: 'ts=1742505638' })).toBe('missing_hash');
    expect(reason({ dataId: '123456780' })).toBe('mismatch');
    expect(reason({ xRequestId: 'outro' })).toBe('mismatch');
    expect(reason({ xSignature: `ts=1742505639,v1=${V1}` })).toBe('mismatch');
    expect(reason({ secret: 'outro' })).toBe('mismatch');
    expect(reason({ xSignature: `ts=1742505638,v1=${V1.slice(0, -1)}` })).toBe('mismatch');
    const stale = verifyMercadoPagoSignature({ ...base, toleranceSeconds: 300, now: () => 1742505638_000 + 301_000 });
    expect(stale).toEqual({ ok: false, reason: 'stale' });
  });

  it('agrees with the official SDK validator on arbitrary inputs', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), fc.uuid(), fc.integer({ min: 1, max: 2_000_000_000 }), fc.string({ minLength: 1, maxLength: 40 }), fc.boolean(), (id, req, tsNum, secret, tamper) => {
        const ts = String(tsNum);
        let v1 = signManifest(secret, signatureManifest(id, req, ts));
        if (tamper) v1 = v1.replace(/^./, (c) => (c === '0' ? '1' : '0'));
        const ours = verifyMercadoPagoSignature({ xSignature: `ts=${ts},v1=${v1}`, xRequestId: req, dataId: id, secret }).ok;
        let sdk = true;
        try {
          WebhookSignatureValidator.validate({ xSignature: `ts=${ts},v1=${v1}`, xRequestId: req, dataId: id, secret });
        } catch {
          sdk = false;
        }
        expect(ours).toBe(sdk);
        expect(ours).toBe(!tamper);
      }),
      { numRuns: 200 },
    );
  });
});

describe('Mercado Pago mapping', () => {
  it('maps statuses', () => {
    expect(mapMpStatus('approved', 'accredited')).toBe('approved');
    expect(mapMpStatus('in_process', 'pending_review_manual')).toBe('pending');
    expect(mapMpStatus('pending', 'pending_waiting_transfer')).toBe('pending');
    expect(mapMpStatus('rejected', 'cc_rejected_other_reason')).toBe('rejected');
    expect(mapMpStatus('cancelled', 'expired')).toBe('expired');
    expect(mapMpStatus('cancelled', 'by_collector')).toBe('cancelled');
    expect(mapMpStatus('refunded', undefined)).toBe('refunded');
    expect(mapMpStatus('charged_back', undefined)).toBe('charged_back');
    expect(mapMpStatus('weird', undefined)).toBe('error');
  });
  it('writes São Paulo time with its offset', () => {
    expect(isoInSaoPaulo(new Date('2026-05-25T16:30:00.000Z'))).toBe('2026-05-25T13:30:00.000-03:00');
  });
});
