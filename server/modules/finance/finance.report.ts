import {
  centsToCsvNumber,
  entryEffect,
  formatDayBR,
  monthLabel,
  transactionKindOf,
  transactionTypeLabels,
} from '../../../domain/finance';
import { csvDocument, csvText } from '../../../domain/csv';
import { formatBRL } from '../../../domain/money';
import type { ReportKind, TransactionDto } from '../../../domain/schemas/finance';
import { TIME_ZONE } from '../../../domain/time';
import type { MonthData } from './finance.service';
import { openA4Pdf } from '../../lib/pdf';

/**
 * The month's report in two forms: a CSV that opens right in a pt-BR spreadsheet (UTF-8 BOM,
 * ';' separator, comma decimals, CRLF) and a PDF (summary cards, the daily balance chart or a
 * table, the entries by category). Both are built from the same month data as the dashboard.
 */

/** Free text never starts a formula in the spreadsheet (CSV injection): a leading apostrophe. */
const text = csvText;

const statusLabel = (t: TransactionDto) => (t.completed ? 'Pago' : 'Pendente');
const signed = (t: TransactionDto) => entryEffect({ type: t.type, amountCents: t.amountCents, leg: t.leg });

/** The month's entries as CSV: all of them (the dashboard's export) or one list's kind only. */
export function monthlyCsv(data: MonthData, kind: ReportKind = 'all'): string {
  const { summary } = data;
  const entries = kind === 'all' ? data.entries : data.entries.filter((t) => transactionKindOf(t.type) === kind);
  const header = ['Data', 'Tipo', 'Categoria', 'Conta', 'Conta de origem/destino', 'Observações', 'Valor (R$)', 'Situação'];
  const lines: string[][] = [];
  for (const t of [...entries].sort((a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt))) {
    lines.push([
      formatDayBR(t.date),
      t.type === 'transfer' ? `${transactionTypeLabels.transfer} (${t.leg === 'in' ? 'entrada' : 'saída'})` : transactionTypeLabels[t.type],
      text(t.category?.name ?? ''),
      text(t.accountName),
      text(t.counterpartAccountName ?? ''),
      text(t.notes ?? ''),
      centsToCsvNumber(signed(t)),
      statusLabel(t),
    ]);
  }
  lines.push([]);
  lines.push(['Resumo', monthLabel(summary.month)]);
  if (kind === 'all') lines.push(['Saldo Atual', centsToCsvNumber(summary.balanceCents)]);
  if (kind !== 'expense') lines.push(['Receitas', centsToCsvNumber(summary.revenueCents)]);
  if (kind !== 'revenue') lines.push(['Despesas', centsToCsvNumber(summary.expenseCents)]);
  if (kind === 'all') {
    lines.push(['Resultado', centsToCsvNumber(summary.resultCents)]);
    lines.push(['Contratos Ativos', String(summary.activeContracts)]);
  }
  return csvDocument(header, lines);
}

const INK = '#0f172a';
const MUTED = '#64748b';

export async function monthlyPdf(data: MonthData, generatedAt: Date): Promise<Buffer> {
  const { summary, entries, categories } = data;
  const { doc, finish } = await openA4Pdf({ Title: `Relatório Mensal — ${monthLabel(summary.month)}`, Author: 'Indexa' });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text('Relatório Mensal', left, 48);
  doc.font('Helvetica').fontSize(12).fillColor(MUTED).text(`Área Financeira — ${monthLabel(summary.month)}`);
  doc.fontSize(9).text(
    `Gerado em ${new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' }).format(generatedAt)}`,
  );
  doc.moveDown(1);

  // Summary cards
  const cards: Array<[string, string]> = [
    ['Saldo Atual', formatBRL(summary.balanceCents)],
    ['Receitas', formatBRL(summary.revenueCents)],
    ['Despesas', formatBRL(summary.expenseCents)],
    ['Contratos Ativos', `${summary.activeContracts} (${formatBRL(summary.contractRevenueCents)})`],
  ];
  const gap = 8;
  const cardW = (width - gap * 3) / 4;
  const top = doc.y;
  cards.forEach(([label, value], i) => {
    const x = left + i * (cardW + gap);
    doc.roundedRect(x, top, cardW, 52, 6).lineWidth(0.8).strokeColor('#cbd5e1').stroke();
    doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(label, x + 8, top + 9, { width: cardW - 16 });
    doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK).text(value, x + 8, top + 24, { width: cardW - 16 });
  });
  doc.y = top + 66;
  doc.x = left;

  // Chart: daily balance of the month
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('Fluxo de caixa (saldo diário)', left, doc.y);
  doc.moveDown(0.4);
  if (summary.cashFlow.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('Nenhum dado de fluxo de caixa disponível');
    doc.moveDown(1);
  } else {
    const ch = 150;
    const cy = doc.y;
    const values = summary.cashFlow.map((d) => d.balanceCents);
    const min = Math.min(0, ...values);
    const max = Math.max(0, ...values);
    const span = max - min || 1;
    const plotX = left + 70;
    const plotW = width - 70;
    const yOf = (v: number) => cy + ch - ((v - min) / span) * ch;
    doc.lineWidth(0.5).strokeColor('#e2e8f0');
    for (const v of [min, (min + max) / 2, max]) {
      doc.moveTo(plotX, yOf(v)).lineTo(plotX + plotW, yOf(v)).stroke();
      doc.font('Helvetica').fontSize(7).fillColor(MUTED).text(formatBRL(Math.round(v)), left, yOf(v) - 4, { width: 66, align: 'right' });
    }
    const n = summary.cashFlow.length;
    const xOf = (i: number) => plotX + (n === 1 ? plotW / 2 : (i / (n - 1)) * plotW);
    doc.lineWidth(1.5).strokeColor('#2563eb');
    summary.cashFlow.forEach((d, i) => (i === 0 ? doc.moveTo(xOf(i), yOf(d.balanceCents)) : doc.lineTo(xOf(i), yOf(d.balanceCents))));
    doc.stroke();
    const first = summary.cashFlow[0]!;
    const last = summary.cashFlow[n - 1]!;
    doc.font('Helvetica').fontSize(7).fillColor(MUTED);
    doc.text(formatDayBR(first.date), plotX, cy + ch + 4);
    doc.text(formatDayBR(last.date), plotX + plotW - 60, cy + ch + 4, { width: 60, align: 'right' });
    doc.y = cy + ch + 22;
    doc.x = left;
  }

  // Entries by category
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('Lançamentos por categoria', left, doc.y);
  doc.moveDown(0.4);
  const groups = new Map<string, TransactionDto[]>();
  for (const t of entries) {
    if (t.type === 'transfer') continue;
    const key = t.category?.name ?? 'Sem categoria';
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  const order = categories.map((c) => c.name).filter((n) => groups.has(n));
  for (const k of groups.keys()) if (!order.includes(k)) order.push(k);
  if (order.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('Nenhuma transação neste mês.');
  }
  const row = (cols: string[], bold = false) => {
    if (doc.y > doc.page.height - 80) doc.addPage();
    const y = doc.y;
    const widths = [60, 190, 120, 60, width - 430];
    let x = left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5).fillColor(INK);
    cols.forEach((c, i) => {
      doc.text(c, x, y, { width: widths[i]! - 4, align: i === 4 ? 'right' : 'left', lineBreak: false, ellipsis: true });
      x += widths[i]!;
    });
    doc.y = y + 13;
  };
  for (const name of order) {
    const list = groups.get(name)!.sort((a, b) => a.date.localeCompare(b.date));
    const color = list[0]?.category?.color ?? MUTED;
    if (doc.y > doc.page.height - 110) doc.addPage();
    doc.moveDown(0.3);
    const y = doc.y;
    doc.rect(left, y + 2, 8, 8).fill(color);
    const completedTotal = list.filter((t) => t.completed).reduce((s, t) => s + t.amountCents, 0);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(`${name} — ${formatBRL(completedTotal)} realizado`, left + 14, y);
    doc.y = y + 16;
    row(['Data', 'Observações', 'Conta', 'Situação', 'Valor'], true);
    for (const t of list) {
      row([formatDayBR(t.date), t.notes ?? transactionTypeLabels[t.type], t.accountName, statusLabel(t), formatBRL(t.amountCents)]);
    }
  }
  const transfers = entries.filter((t) => t.type === 'transfer' && t.leg === 'out');
  if (transfers.length > 0) {
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text('Transferências entre contas', left, doc.y);
    doc.moveDown(0.2);
    for (const t of transfers) row([formatDayBR(t.date), `${t.accountName} para ${t.counterpartAccountName ?? ''}`, t.notes ?? '', statusLabel(t), formatBRL(t.amountCents)]);
  }
  return finish();
}
