import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import {
  buildPixPayload,
  crc16ccittFalse,
  normalizePixText,
  parsePixPayload,
  parseTlv,
  PixPayloadError,
  verifyPixCrc,
  type PixPayloadInput,
} from '../../../domain/pix';
import { messages } from '../../../domain/messages';

const examples = readFileSync(
  new URL('../../fixtures/pix-brcode-examples.txt', import.meta.url),
  'utf8',
)
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));

/** Feeds a parsed payload's fields back to the builder. */
function rebuild(payload: string): string {
  const p = parsePixPayload(payload);
  if (!p || !p.merchantAccount) throw new Error('unparseable');
  const amount = p.fields['54'];
  return buildPixPayload({
    key: p.merchantAccount['01'] ?? '',
    description: p.merchantAccount['02'] ?? null,
    merchantName: p.fields['59'] ?? '',
    merchantCity: p.fields['60'] ?? '',
    amountCents: amount === undefined ? null : Math.round(Number(amount) * 100),
    txid: p.additionalData?.['05'] ?? null,
    pointOfInitiation: (p.fields['01'] as '11' | '12' | undefined) ?? null,
  });
}

describe('crc16ccittFalse', () => {
  it('matches the standard check value and pads to 4 upper-case hex digits', () => {
    expect(crc16ccittFalse('123456789')).toBe('29B1');
    expect(crc16ccittFalse('')).toBe('FFFF');
    expect(crc16ccittFalse('A')).toBe('B915');
  });
  it('hashes UTF-8 bytes, not UTF-16 code units', () => {
    // Reference values computed independently: CRC over bytes C3 A9 (UTF-8) is 7ACB, over
    // the single Latin-1 byte E9 it would be 8DF7.
    expect(crc16ccittFalse('é')).toBe('7ACB');
  });
});

describe('published BR Code examples', () => {
  it('loads the six fixtures', () => {
    expect(examples).toHaveLength(6);
  });

  it.each(examples.map((e, i) => [i + 1, e] as const))(
    'example %d has a valid CRC',
    (_, payload) => {
      expect(verifyPixCrc(payload)).toBe(true);
    },
  );

  it.each(examples.map((e, i) => [i + 1, e] as const))(
    'example %d fails after any one-character change',
    (_, payload) => {
      for (let i = 0; i < payload.length; i++) {
        const flipped =
          payload.slice(0, i) + (payload[i] === '0' ? '1' : '0') + payload.slice(i + 1);
        expect(verifyPixCrc(flipped), `position ${i}`).toBe(false);
      }
    },
  );

  it('parses example 2 into its fields', () => {
    const p = parsePixPayload(examples[1] as string);
    expect(p?.fields['00']).toBe('01');
    expect(p?.fields['01']).toBeUndefined();
    expect(p?.fields['54']).toBe('123.45');
    expect(p?.fields['59']).toBe('FULANO DE TAL');
    expect(p?.fields['60']).toBe('BRASILIA');
    expect(p?.fields['63']).toBe('488D');
    expect(p?.merchantAccount).toEqual({
      '00': 'br.gov.bcb.pix',
      '01': '123e4567-e12b-12d1-a456-426655440000',
    });
    expect(p?.additionalData).toEqual({ '05': '***' });
  });

  it('rebuilds example 2 (amount 123.45, no point of initiation) identically', () => {
    const rebuilt = buildPixPayload({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'FULANO DE TAL',
      merchantCity: 'BRASILIA',
      amountCents: 12345,
      txid: null,
      pointOfInitiation: null,
    });
    expect(rebuilt).toBe(examples[1]);
    expect(rebuild(examples[1] as string)).toBe(examples[1]);
  });

  it('rebuilds examples 1 and 3 (static, with description) identically', () => {
    expect(rebuild(examples[0] as string)).toBe(examples[0]);
    expect(rebuild(examples[2] as string)).toBe(examples[2]);
  });

  it('finds the PIX merchant account whatever the GUI case and reads dynamic URLs', () => {
    expect(parsePixPayload(examples[3] as string)?.merchantAccount?.['01']).toBe(
      'nubank@thalesog.com',
    );
    expect(parsePixPayload(examples[3] as string)?.fields['61']).toBe('05409000');
    expect(parsePixPayload(examples[5] as string)?.fields['01']).toBe('12');
    expect(parsePixPayload(examples[5] as string)?.merchantAccount?.['25']).toMatch(
      /^pix\.example\.com\/qr\//,
    );
  });
});

describe('buildPixPayload', () => {
  const base: PixPayloadInput = {
    key: 'financeiro@indexa.com.br',
    merchantName: 'Indexa',
    merchantCity: 'Foz do Iguaçu',
    txid: 'PED123',
  };

  it('uses point of initiation 12 when an amount is given, none otherwise', () => {
    const withAmount = buildPixPayload({ ...base, amountCents: 199700 });
    expect(withAmount.startsWith('000201010212')).toBe(true);
    expect(withAmount).toContain('5407' + '1997.00');
    expect(buildPixPayload(base).startsWith('00020126')).toBe(true);
    expect(buildPixPayload({ ...base, pointOfInitiation: '11' }).startsWith('000201010211')).toBe(
      true,
    );
  });

  it('normalises name and city and limits their length', () => {
    const p = parsePixPayload(
      buildPixPayload({
        ...base,
        merchantName: 'Indexa Publicidade e Comunicação Ltda',
        merchantCity: 'São José dos Pinhais',
      }),
    );
    expect(p?.fields['59']).toBe('Indexa Publicidade e Comu');
    expect(p?.fields['60']).toBe('Sao Jose dos Pi');
    expect(normalizePixText('  Ação   Café ', 25)).toBe('Acao Cafe');
  });

  it('writes the txid, or *** when there is none', () => {
    expect(parsePixPayload(buildPixPayload(base))?.additionalData).toEqual({ '05': 'PED123' });
    expect(parsePixPayload(buildPixPayload({ ...base, txid: '' }))?.additionalData).toEqual({
      '05': '***',
    });
  });

  it('rejects bad input with the PIX error message', () => {
    const bad: PixPayloadInput[] = [
      { ...base, txid: 'PED-123' },
      { ...base, txid: 'A'.repeat(26) },
      { ...base, key: ' ' },
      { ...base, merchantName: '' },
      { ...base, amountCents: 0 },
      { ...base, amountCents: 10.5 },
      { ...base, key: 'k'.repeat(80) },
    ];
    for (const input of bad) {
      expect(() => buildPixPayload(input)).toThrow(PixPayloadError);
      expect(() => buildPixPayload(input)).toThrow(messages.pixError);
    }
  });

  it('round-trips any valid input through the parser with a valid CRC', () => {
    fc.assert(
      fc.property(
        fc.record({
          key: fc.stringMatching(/^[a-z0-9@.+-]{1,60}$/),
          merchantName: fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,30}$/),
          merchantCity: fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}$/),
          amountCents: fc.option(fc.integer({ min: 1, max: 9_999_999_999 })),
          txid: fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,25}$/)),
        }),
        (input) => {
          const payload = buildPixPayload(input);
          expect(verifyPixCrc(payload)).toBe(true);
          const p = parsePixPayload(payload);
          expect(p?.merchantAccount?.['01']).toBe(input.key);
          expect(p?.fields['54']).toBe(
            input.amountCents == null ? undefined : (input.amountCents / 100).toFixed(2),
          );
          expect(p?.additionalData?.['05']).toBe(input.txid ?? '***');
          expect(p?.fields['59']).toBe(normalizePixText(input.merchantName, 25));
        },
      ),
    );
  });
});

describe('parseTlv / verifyPixCrc edge cases', () => {
  it('returns null when lengths do not add up', () => {
    expect(parseTlv('0002AB')).toEqual([{ id: '00', value: 'AB' }]);
    expect(parseTlv('0003AB')).toBeNull();
    expect(parseTlv('0002ABC')).toBeNull();
    expect(parseTlv('0005AB')).toBeNull();
    expect(parseTlv('0A02AB')).toBeNull();
    expect(parsePixPayload('garbage')).toBeNull();
    expect(parseTlv('')).toEqual([]);
  });
  it('rejects payloads without a CRC field', () => {
    expect(verifyPixCrc('')).toBe(false);
    expect(verifyPixCrc('000201')).toBe(false);
    expect(verifyPixCrc('0002016305ABCD')).toBe(false);
  });
});
