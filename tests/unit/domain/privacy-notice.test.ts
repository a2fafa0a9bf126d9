import { describe, expect, it } from 'vitest';
import { retentionPeriodText } from '../../../domain/privacy-notice';
import { RETENTION } from '../../../domain/retention';

describe('the privacy notice says each period from domain/retention.ts (ADR 0054)', () => {
  it('days, years, or while the purpose lasts, and what happens after', () => {
    expect(retentionPeriodText(RETENTION.unpaidOrder)).toBe('90 dias (início da contagem: criação do pedido); depois é anonimizado.');
    expect(retentionPeriodText(RETENTION.fiscalRecord)).toBe('5 anos (início da contagem: fim do ano do pagamento); depois é anonimizado.');
    expect(retentionPeriodText({ days: 365, from: 'inscrição', then: 'purge' })).toBe('1 ano (início da contagem: inscrição); depois é apagado.');
    expect(retentionPeriodText({ days: null, from: 'inscrição, até o descadastro', then: 'purge' })).toBe(
      'Enquanto durar a finalidade (inscrição, até o descadastro); depois é apagado.',
    );
  });

  it('every rule of the table gets a sentence', () => {
    for (const rule of Object.values(RETENTION)) expect(retentionPeriodText(rule)).toMatch(/^(\d+ (dias|anos?) \(|Enquanto)/);
  });
});
