import type { ReceiptModel } from '../../../domain/receipts';
import { receiptStandingLabels } from '../../../domain/receipts';
import { openA4Pdf } from '../../lib/pdf';

const INK = '#0f172a';
const MUTED = '#64748b';
const LINE = '#cbd5e1';
const WARN = '#b45309';

/**
 * The receipt of a paid order as a PDF (ADR 0050): the lines of `receiptModel` drawn on one A4
 * page with the same pdfkit as the finance report and the certificate of display.
 */
export async function renderReceiptPdf(r: ReceiptModel): Promise<Buffer> {
  const { doc, finish } = await openA4Pdf({ Title: `Recibo — pedido nº ${r.number}`, Author: r.issuer.name });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const right = left + width;
  const rule = (gapBefore = 0.5, gapAfter = 0.6) => {
    doc.moveDown(gapBefore);
    doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(0.8).strokeColor(LINE).stroke();
    doc.moveDown(gapAfter);
  };
  const heading = (text: string) => doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(text, left, doc.y);
  const facts = (rows: Array<[string, string]>) => {
    for (const [label, value] of rows) {
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor(INK)
        .text(`${label}: `, left, doc.y, { continued: true, width });
      doc.font('Helvetica').text(value);
    }
  };
  /** A row with text on the left and an amount on the right, on the same line. */
  // Drawn in reading order (label, amount, detail), so a copy of the text or a screen reader
  // reads each row as one line.
  const amountRow = (label: string, amount: string, opts: { bold?: boolean; size?: number; sub?: string } = {}) => {
    const y = doc.y;
    const size = opts.size ?? 10;
    doc
      .font(opts.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .fillColor(INK);
    doc.text(label, left, y, { width: width - 140 });
    const afterLabel = doc.y;
    doc.text(amount, right - 130, y, { width: 130, align: 'right' });
    const afterAmount = doc.y;
    doc.y = afterLabel;
    if (opts.sub)
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .fillColor(MUTED)
        .text(opts.sub, left, doc.y, { width: width - 140 });
    doc.x = left;
    doc.y = Math.max(doc.y, afterAmount) + 2;
  };

  // Issuer and title.
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text('Recibo', left, top);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`Nº ${r.number}`, right - 200, top + 2, { width: 200, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(r.standing === 'paid' ? MUTED : WARN)
    .text(receiptStandingLabels[r.standing], right - 200, doc.y, { width: 200, align: 'right' });
  doc.y = top + 34;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(r.issuer.name, left, doc.y, { width });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of r.issuer.lines) doc.text(line, left, doc.y, { width });
  rule();

  // The statement: who paid how much, for what.
  doc.font('Helvetica').fontSize(10.5).fillColor(INK).text(r.statement, left, doc.y, { width, lineGap: 2 });
  rule();

  heading('Comprador');
  doc.moveDown(0.3);
  facts(r.buyer);
  rule();

  heading('Itens');
  doc.moveDown(0.3);
  if (r.items.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text('Veiculação de anúncios em painéis digitais.', left, doc.y, { width });
  }
  for (const item of r.items) amountRow(item.building, item.amount, { sub: `Período: ${item.period}` });
  doc.moveDown(0.3);
  doc
    .moveTo(right - 260, doc.y)
    .lineTo(right, doc.y)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  doc.moveDown(0.4);
  for (const line of r.summary) amountRow(line.label, line.amount, line.total ? { bold: true, size: 12 } : {});
  rule();

  heading('Pagamento');
  doc.moveDown(0.3);
  facts(r.payment);

  if (r.reversals) {
    rule();
    heading('Valores devolvidos ao comprador');
    doc.moveDown(0.3);
    for (const row of r.reversals.rows) amountRow(`${row.label} em ${row.at}`, row.amount);
    doc.moveDown(0.2);
    for (const [label, value] of r.reversals.lines) amountRow(label, value, { bold: true });
  }

  rule(0.8, 0.6);
  for (const note of r.notes)
    doc.font('Helvetica-Bold').fontSize(9.5).fillColor(INK).text(note, left, doc.y, { width });
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(`Emitido em ${r.issuedAt} (horário de Brasília).`, left, doc.y, { width });
  return finish();
}
