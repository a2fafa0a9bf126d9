import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { methodCharge } from '../../../domain/checkout';
import { parseBRL } from '../../../domain/money';
import { priceCart, type PricingInput } from '../../../domain/pricing';
import {
  amountInWords,
  hasReceipt,
  numberInWords,
  payingPayment,
  paymentMethodText,
  RECEIPT_NOT_FISCAL,
  receiptFilename,
  receiptModel,
  receiptReversal,
  type ReceiptFacts,
} from '../../../domain/receipts';

const ORDER_ID = '1a2b3c4d-0000-4000-8000-000000000001';
const paidAt = new Date('2026-11-27T21:24:00Z'); // 18:24 in São Paulo

function facts(over: Partial<ReceiptFacts> = {}, order: Partial<ReceiptFacts['order']> = {}): ReceiptFacts {
  const input: PricingInput = {
    lines: [
      { building: { id: 'b1', name: 'Edifício Cataratas', status: 'active', priceCents: 1_997_00 } },
      { building: { id: 'b2', name: 'Residencial Itaipu', status: 'active', priceCents: 1_500_00 } },
    ],
    months: 3,
    buildingDiscounts: [
      {
        id: 'd',
        buildingId: 'b2',
        buildingIds: null,
        type: 'percentage',
        value: 1000,
        minValueCents: null,
        status: 'active',
        startsAt: new Date(0),
        endsAt: new Date('2100-01-01'),
      },
    ],
    periodDiscounts: [{ months: 3, percentBp: 500, active: true }],
    varietyDiscount: null,
    coupon: { code: 'BEMVINDO', type: 'percentage', value: 1000, minPurchaseCents: null, maxDiscountCents: null },
    method: null,
    now: paidAt,
  };
  const quote = priceCart(input);
  const pix = methodCharge(quote.totalCents, 'pix');
  return {
    issuer: {
      legalName: 'Indexa Mídia Ltda',
      cnpj: '11222333000181',
      address: 'Av. Brasil, 1000 - Centro, Foz do Iguaçu - PR',
      phone: '(45) 99999-9999',
      email: 'contato@indexa.local',
    },
    order: {
      id: ORDER_ID,
      status: 'paid',
      paidAt,
      months: 3,
      buyerName: 'Maria Souza',
      buyerEmail: 'maria@exemplo.com',
      buyerCpf: '52998224725',
      buyerCompany: 'Sorveteria Iguaçu',
      buyerCnpj: '11444777000161',
      method: 'pix',
      installments: null,
      quote,
      subtotalCents: quote.originalSubtotalCents,
      discountCents: quote.promoDiscountCents + quote.cartDiscount.cents,
      couponDiscountCents: quote.couponDiscountCents,
      couponCode: 'BEMVINDO',
      pixDiscountCents: pix.pixDiscountCents,
      totalCents: pix.totalCents,
      ...order,
    },
    lines: quote.lines.map((l) => ({ buildingId: l.buildingId, buildingName: l.name, lineCents: l.lineCents })),
    bookings: [
      { buildingId: 'b1', startsAt: paidAt },
      { buildingId: 'b2', startsAt: paidAt },
    ],
    payment: { method: 'pix', installments: null, cardBrand: null, cardLast4: null, chargedBackAt: null },
    refunds: [],
    issuedAt: new Date('2026-11-28T13:00:00Z'),
    ...over,
  };
}

describe('amount in words (valor por extenso)', () => {
  it.each([
    [0, 'zero'],
    [1, 'um'],
    [16, 'dezesseis'],
    [21, 'vinte e um'],
    [100, 'cem'],
    [101, 'cento e um'],
    [110, 'cento e dez'],
    [999, 'novecentos e noventa e nove'],
    [1000, 'mil'],
    [1001, 'mil e um'],
    [1100, 'mil e cem'],
    [1997, 'mil novecentos e noventa e sete'],
    [2050, 'dois mil e cinquenta'],
    [21_000, 'vinte e um mil'],
    [100_000, 'cem mil'],
    [123_456, 'cento e vinte e três mil quatrocentos e cinquenta e seis'],
    [1_000_000, 'um milhão'],
    [2_000_500, 'dois milhões e quinhentos'],
    [1_001_000, 'um milhão e mil'],
    [1_520_000, 'um milhão quinhentos e vinte mil'],
    [3_200_000_000, 'três bilhões e duzentos milhões'],
  ])('%i → %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it.each([
    [1_797_30, 'mil setecentos e noventa e sete reais e trinta centavos'],
    [1_00, 'um real'],
    [1, 'um centavo'],
    [2_01, 'dois reais e um centavo'],
    [0, 'zero real'],
    [1_000_000_00, 'um milhão de reais'],
    [2_000_000_00, 'dois milhões de reais'],
    [1_500_000_00, 'um milhão e quinhentos mil reais'],
  ])('%i centavos → %s', (cents, words) => {
    expect(amountInWords(cents)).toBe(words);
  });

  it('refuses what is not whole centavos', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(1e12)).toThrow(RangeError);
  });

  it('never leaves a word out: every amount gives words without doubled or dangling joins', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        const w = amountInWords(cents);
        expect(w).not.toMatch(/\s{2}|^ | $| e e | e$|undefined/);
        expect(w).toMatch(/(real|reais|centavo|centavos)$/);
      }),
    );
  });
});

describe('the receipt of a paid order', () => {
  it('has a receipt once paid, and a file name with the order number', () => {
    expect(hasReceipt({ paidAt: null })).toBe(false);
    expect(hasReceipt({ paidAt: paidAt })).toBe(true);
    expect(receiptFilename(ORDER_ID)).toBe('recibo-1A2B3C4D.pdf');
  });

  it('a renewal that starts at a midnight ends on the day before the same midnight, not on it', () => {
    // 00:00 in São Paulo on 28/12/2026; three months of 30 days end at 00:00 of 28/03/2027.
    const midnight = new Date('2026-12-28T03:00:00Z');
    const m = receiptModel(facts({ bookings: [{ buildingId: 'b1', startsAt: midnight }, { buildingId: 'b2', startsAt: midnight }] }));
    expect(m.items[0]!.period).toBe('28/12/2026 a 27/03/2027 (3 meses)');
  });

  it('names the issuer, the buyer with CPF and CNPJ, the items with their periods, each discount and the total', () => {
    const m = receiptModel(facts());
    expect(m.number).toBe('1A2B3C4D');
    expect(m.standing).toBe('paid');
    expect(m.issuer).toEqual({
      name: 'Indexa Mídia Ltda',
      lines: [
        'CNPJ 11.222.333/0001-81',
        'Av. Brasil, 1000 - Centro, Foz do Iguaçu - PR',
        '(45) 99999-9999 · contato@indexa.local',
      ],
    });
    expect(m.buyer).toEqual([
      ['Nome', 'Maria Souza'],
      ['E-mail', 'maria@exemplo.com'],
      ['CPF', '529.982.247-25'],
      ['Empresa', 'Sorveteria Iguaçu'],
      ['CNPJ', '11.444.777/0001-61'],
    ]);
    // Items at list price; the building promotion is a discount line (the subtotal adds them up).
    expect(m.items).toEqual([
      { building: 'Edifício Cataratas', period: '27/11/2026 a 25/02/2027 (3 meses)', amount: 'R$\u00a05.991,00' },
      { building: 'Residencial Itaipu', period: '27/11/2026 a 25/02/2027 (3 meses)', amount: 'R$\u00a04.500,00' },
    ]);
    expect(m.summary.map((l) => l.label)).toEqual([
      'Subtotal',
      'Desconto promocional',
      'Desconto (5% por 3 meses)',
      'Cupom BEMVINDO',
      'Desconto PIX (10%)',
      'Total pago',
    ]);
    expect(m.payment).toEqual([
      ['Forma de pagamento', 'PIX'],
      ['Pago em', '27/11/2026 às 18:24 (horário de Brasília)'],
      ['Pedido nº', '1A2B3C4D'],
    ]);
    expect(m.reversals).toBeNull();
    expect(m.notes).toEqual([RECEIPT_NOT_FISCAL]);
    expect(RECEIPT_NOT_FISCAL).toBe('Este recibo não é documento fiscal (NFS-e).');
    expect(m.statement).toMatch(
      /^Recebemos de Maria Souza a importância de R\$\u00a0\S+ \(.+ reais e .+ centavos\), referente à veiculação de anúncios em painéis digitais \(3 meses\) nos prédios Edifício Cataratas, Residencial Itaipu, pedido nº 1A2B3C4D\.$/,
    );
    expect(m.issuedAt).toBe('28/11/2026 às 10:00');
  });

  it('its lines add up: subtotal minus every discount is the total paid, for any cart', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 100, max: 5_000_000 }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(1, 3, 6, 12),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.boolean(),
        (prices, months, promoBp, couponBp, pix) => {
          const quote = priceCart({
            lines: prices.map((priceCents, i) => ({
              building: { id: `b${i}`, name: `B${i}`, status: 'active' as const, priceCents },
            })),
            months,
            buildingDiscounts: promoBp
              ? [
                  {
                    id: 'd',
                    buildingId: 'b0',
                    buildingIds: null,
                    type: 'percentage',
                    value: promoBp,
                    minValueCents: null,
                    status: 'active',
                    startsAt: new Date(0),
                    endsAt: new Date('2100-01-01'),
                  },
                ]
              : [],
            periodDiscounts: [
              { months: 3, percentBp: 500, active: true },
              { months: 12, percentBp: 3500, active: true },
            ],
            varietyDiscount: { active: true },
            coupon: couponBp
              ? { code: 'C', type: 'percentage', value: couponBp, minPurchaseCents: null, maxDiscountCents: null }
              : null,
            method: null,
            now: paidAt,
          });
          const charge = methodCharge(quote.totalCents, pix ? 'pix' : 'card');
          const m = receiptModel(
            facts(
              {
                lines: quote.lines.map((l) => ({
                  buildingId: l.buildingId,
                  buildingName: l.name,
                  lineCents: l.lineCents,
                })),
                bookings: [],
              },
              {
                months,
                quote,
                subtotalCents: quote.originalSubtotalCents,
                discountCents: quote.promoDiscountCents + quote.cartDiscount.cents,
                couponDiscountCents: quote.couponDiscountCents,
                pixDiscountCents: charge.pixDiscountCents,
                totalCents: charge.totalCents,
              },
            ),
          );
          const cents = (s: string) => parseBRL(s.replace(/^- /, ''))!;
          const [subtotal, ...rest] = m.summary;
          const total = rest.pop()!;
          expect(total.total).toBe(true);
          expect(cents(subtotal!.amount) - rest.reduce((a, l) => a + cents(l.amount), 0)).toBe(cents(total.amount));
          expect(cents(total.amount)).toBe(charge.totalCents);
          expect(m.items.reduce((a, i) => a + cents(i.amount), 0)).toBe(cents(subtotal!.amount));
        },
      ),
    );
  });

  it('an order without a stored quote still lists its discounts as one line', () => {
    const m = receiptModel(facts({}, { quote: {} as never, couponCode: null }));
    expect(m.summary.map((l) => l.label)).toEqual([
      'Subtotal',
      'Descontos',
      'Cupom',
      'Desconto PIX (10%)',
      'Total pago',
    ]);
  });

  it('prints the card, its plan and digits; no CNPJ line when the company has none', () => {
    const m = receiptModel(
      facts(
        {
          payment: { method: 'card', installments: 3, cardBrand: 'visa', cardLast4: '1111', chargedBackAt: null },
          issuer: { ...facts().issuer, cnpj: null },
        },
        { method: 'card', installments: 3, pixDiscountCents: 0 },
      ),
    );
    expect(m.payment[0]).toEqual(['Forma de pagamento', 'Cartão de Crédito em 3x sem juros (Visa final 1111)']);
    expect(m.issuer.lines[0]).toBe('Av. Brasil, 1000 - Centro, Foz do Iguaçu - PR');
    expect(paymentMethodText({ method: 'card', installments: 1 })).toBe('Cartão de Crédito à vista');
  });

  it('never lies about money that went back: each refund with its date, what went back and what was kept', () => {
    const f = facts();
    const total = f.order.totalCents;
    const partial = receiptModel({
      ...f,
      refunds: [{ amountCents: 500_00, completedAt: new Date('2026-11-29T15:00:00Z') }],
    });
    expect(partial.standing).toBe('partly_refunded');
    expect(partial.reversals!.rows).toEqual([
      { label: 'Estorno', at: '29/11/2026 às 12:00', amount: '- R$\u00a0500,00' },
    ]);
    expect(partial.reversals!.lines[0]).toEqual(['Total devolvido', 'R$\u00a0500,00']);
    expect(parseBRL(partial.reversals!.lines[1]![1])).toBe(total - 500_00);
    expect(partial.notes).toContain('Parte do valor foi devolvida ao comprador, como descrito acima.');

    const whole = receiptModel({
      ...f,
      refunds: [
        { amountCents: total - 100_00, completedAt: new Date('2026-11-30T15:00:00Z') },
        { amountCents: 100_00, completedAt: new Date('2026-11-29T15:00:00Z') },
      ],
    });
    expect(whole.standing).toBe('refunded');
    expect(whole.reversals!.rows.map((r) => r.at)).toEqual(['29/11/2026 às 12:00', '30/11/2026 às 12:00']);
    expect(whole.reversals!.lines[1]).toEqual(['Valor líquido recebido', 'R$\u00a00,00']);

    const disputed = receiptModel({
      ...f,
      payment: { ...f.payment!, chargedBackAt: new Date('2026-12-10T12:00:00Z') },
      refunds: [{ amountCents: 500_00, completedAt: new Date('2026-11-29T15:00:00Z') }],
    });
    expect(disputed.standing).toBe('charged_back');
    expect(disputed.reversals!.rows[1]).toEqual({
      label: 'Contestação (chargeback)',
      at: '10/12/2026 às 09:00',
      amount: expect.stringContaining('R$'),
    });
    expect(disputed.reversals!.lines[0]).toEqual(['Total devolvido', expect.any(String)]);
    expect(parseBRL(disputed.reversals!.lines[0]![1])).toBe(total);
  });

  it('receiptReversal: standings at the edges', () => {
    expect(receiptReversal(1000, [], false)).toMatchObject({ standing: 'paid', returnedCents: 0, keptCents: 1000 });
    expect(receiptReversal(1000, [{ amountCents: 1000 }], false)).toMatchObject({ standing: 'refunded', keptCents: 0 });
    expect(receiptReversal(0, [], false).standing).toBe('paid');
    expect(receiptReversal(1000, [{ amountCents: 300 }], true)).toMatchObject({
      standing: 'charged_back',
      chargedBackCents: 700,
      returnedCents: 1000,
    });
  });

  it('the paying payment: the approved one, else the reversed one that paid (not money that could not pay)', () => {
    const p = (
      status: 'approved' | 'refunded' | 'charged_back' | 'refund_needed' | 'expired',
      refundReason: string | null = null,
    ) => ({ status, refundReason });
    expect(payingPayment([p('expired'), p('approved')])).toEqual(p('approved'));
    expect(payingPayment([p('refunded', 'order_already_paid'), p('refunded')])).toEqual(p('refunded'));
    expect(payingPayment([p('refunded', 'building_full')])).toBeUndefined();
    expect(payingPayment([p('charged_back')])).toEqual(p('charged_back'));
    expect(payingPayment([p('refund_needed', 'amount_mismatch')])).toBeUndefined();
  });
});
