import { describe, expect, it } from 'vitest';
import { monthlyCsv, monthlyPdf } from '../../../server/modules/finance/finance.report';
import type { MonthData } from '../../../server/modules/finance/finance.service';
import type { TransactionDto } from '../../../domain/schemas/finance';
import { extractText, getDocumentProxy } from 'unpdf';

const tx = (o: Partial<TransactionDto>): TransactionDto => ({
  id: 'id',
  type: 'revenue',
  amountCents: 1000,
  date: '2026-03-05',
  completed: true,
  category: { id: 'c', key: 'receitas_pontuais', name: 'Receitas Pontuais', kind: 'revenue', color: '#16a34a' },
  accountId: 'a',
  accountName: 'Itaú',
  counterpartAccountId: null,
  counterpartAccountName: null,
  transferId: null,
  leg: null,
  seriesId: null,
  seriesKind: null,
  seriesIndex: null,
  seriesCount: null,
  recurring: false,
  recurringMonths: null,
  installments: null,
  source: 'manual',
  orderId: null,
  notes: null,
  createdAt: '2026-03-05T12:00:00.000Z',
  updatedAt: '2026-03-05T12:00:00.000Z',
  ...o,
});

const data = (entries: TransactionDto[]): MonthData => ({
  entries,
  categories: [],
  summary: {
    month: '2026-03',
    months: ['2026-03'],
    today: '2026-03-31',
    balanceCents: 123_456,
    revenueCents: 1000,
    storeRevenueCents: 0,
    expenseCents: 0,
    resultCents: 1000,
    contractRevenueCents: 0,
    activeContracts: 0,
    pendingCount: 0,
    accounts: [],
    cashFlow: [],
    pending: [],
  },
});

describe('monthly report files', () => {
  it('CSV: BOM, ";" and comma decimals, quoted separators, formulas defused', () => {
    const csv = monthlyCsv(data([tx({ notes: '=HYPERLINK("http://x")' }), tx({ notes: 'Aluguel; sala "A"', type: 'fixed_expense', amountCents: 150_000 })]));
    expect(csv.startsWith('\uFEFFData;Tipo;')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe(`05/03/2026;Receita;Receitas Pontuais;Itaú;;"'=HYPERLINK(""http://x"")";10,00;Pago`);
    expect(lines[2]).toBe('05/03/2026;Custo Fixo;Receitas Pontuais;Itaú;;"Aluguel; sala ""A""";-1500,00;Pago');
    expect(lines).toContain('Saldo Atual;1234,56');
  });

  it("CSV of one screen: 'Receitas' holds only revenue, 'Custos e Despesas' only expenses; transfers only in the whole month's", () => {
    const entries = [
      tx({ notes: 'consultoria' }),
      tx({ notes: 'aluguel', type: 'fixed_expense', amountCents: 150_000, category: { id: 'f', key: 'custos_fixos', name: 'Custos Fixos', kind: 'expense', color: '#dc2626' } }),
      tx({ notes: 'servidor', type: 'investment', amountCents: 20_000, category: { id: 'i', key: 'investimentos', name: 'Investimentos', kind: 'expense', color: '#7c3aed' } }),
      tx({ notes: 'saída', type: 'transfer', leg: 'out', category: null, amountCents: 5_000, counterpartAccountName: 'Caixa' }),
      tx({ notes: 'entrada', type: 'transfer', leg: 'in', category: null, amountCents: 5_000, accountName: 'Caixa', counterpartAccountName: 'Itaú' }),
    ];
    const notesOf = (csv: string) => {
      const lines = csv.slice(1).split('\r\n');
      return { notes: lines.slice(1, lines.indexOf('')).map((l) => l.split(';')[5]), summary: lines.slice(lines.indexOf('') + 1).filter(Boolean).map((l) => l.split(';')[0]) };
    };
    expect(notesOf(monthlyCsv(data(entries), 'revenue'))).toEqual({ notes: ['consultoria'], summary: ['Resumo', 'Receitas'] });
    expect(notesOf(monthlyCsv(data(entries), 'expense'))).toEqual({ notes: ['aluguel', 'servidor'], summary: ['Resumo', 'Despesas'] });
    expect(notesOf(monthlyCsv(data(entries))).notes).toEqual(['consultoria', 'aluguel', 'servidor', 'saída', 'entrada']);
  });

  it('PDF: an empty month says so instead of drawing a chart', async () => {
    const pdf = await monthlyPdf(data([]), new Date('2026-03-31T15:00:00Z'));
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain('Nenhum dado de fluxo de caixa disponível');
    expect(text).toContain('Nenhuma transação neste mês.');
    expect(text).toContain('Gerado em 31/03/2026');
  });
});
