import { describe, expect, it } from 'vitest';
import { installmentsRangeText, MAX_INSTALLMENTS, MIN_INSTALLMENTS } from '../../../domain/finance';
import { messages } from '../../../domain/messages';
import { transactionForm } from '../../../domain/schemas/finance';

describe("installments: the form's rule, its hint and its error say one range", () => {
  const form = (installments: string) =>
    transactionForm.safeParse({
      type: 'fixed_expense', amount: '100,00', date: '2026-11-27', categoryId: 'c', accountId: 'a', destinationAccountId: '',
      notes: '', repeat: 'installments', recurringMonths: '', installments,
    });
  const installmentsError = (n: string) => {
    const r = form(n);
    return r.success ? undefined : r.error.issues.find((i) => i.path[0] === 'installments')?.message;
  };

  it('refuses 1 and 49 with "de 2 a 48", takes 2 and 48', () => {
    expect([MIN_INSTALLMENTS, MAX_INSTALLMENTS]).toEqual([2, 48]);
    expect(installmentsRangeText).toBe('de 2 a 48');
    expect(installmentsError('1')).toBe('Número de parcelas inválido (de 2 a 48)');
    expect(installmentsError('49')).toBe(messages.txInstallmentsInvalid);
    expect(installmentsError('2')).toBeUndefined();
    expect(installmentsError('48')).toBeUndefined();
  });
});
