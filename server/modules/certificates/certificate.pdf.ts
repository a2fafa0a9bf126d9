import { formatDayBR } from '../../../domain/finance';
import type { CertificateTotals } from '../../../domain/schemas/certificates';
import { outageDurationText } from '../../../domain/signage';
import { TIME_ZONE } from '../../../domain/time';
import { formatPercent } from '../../../domain/uptime';
import { openA4Pdf } from '../../lib/pdf';

const INK = '#0f172a';
const MUTED = '#64748b';
const LINE = '#cbd5e1';

const instant = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
const int = new Intl.NumberFormat('pt-BR');

export interface CertificatePrint {
  /** As printed: 'ABCD-EFGH-JKMN'. */
  code: string;
  issuedAt: Date;
  totals: CertificateTotals;
  /** Where a third party checks it (PUBLIC_URL/verificar/CODE). */
  verifyUrl: string;
  captures: Array<{ screenLabel: string; takenAt: Date; jpeg: Buffer }>;
}

/**
 * The certificate of display as a PDF (ADR 0048): who, where, when, the totals, day by day, a few
 * hourly captures, and the code with the address that shows the same totals.
 */
export async function renderCertificatePdf(c: CertificatePrint): Promise<Buffer> {
  const t = c.totals;
  const { doc, finish } = await openA4Pdf({ Title: `Relatório de veiculação — ${t.buildingName}`, Author: 'Indexa' });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text('Relatório de veiculação', left, 48);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('Indexa — painéis digitais em condomínios');
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(`Código de verificação: ${c.code}`);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(`Confira os totais em ${c.verifyUrl} · Emitido em ${instant.format(c.issuedAt)}`);
  doc.moveDown(0.8);

  const facts: Array<[string, string]> = [
    ['Anunciante', t.advertiserName],
    ['Prédio', t.buildingName],
    ['Telas', t.screens.length ? t.screens.join(', ') : 'Nenhuma tela pareada no período'],
    ['Período', `${instant.format(new Date(t.startsAt))} a ${instant.format(new Date(t.endsAt))}`],
    ['Contado até', instant.format(new Date(t.countedUntil))],
    ['Compensações', t.makeGood ?? 'nenhuma'],
  ];
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  }
  doc.moveDown(0.8);

  const d = t.delivery;
  const cards: Array<[string, string]> = [
    ['Exibições entregues', int.format(d.deliveredPlays)],
    ['Exibições previstas', int.format(d.expectedPlays)],
    ['Entregue / previsto', formatPercent(d.deliveredPercent)],
    ['Telas no ar', formatPercent(d.uptimePercent)],
  ];
  const gap = 8;
  const cardW = (width - gap * 3) / 4;
  const top = doc.y;
  cards.forEach(([label, value], i) => {
    const x = left + i * (cardW + gap);
    doc.roundedRect(x, top, cardW, 50, 6).lineWidth(0.8).strokeColor(LINE).stroke();
    doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(label, x + 8, top + 9, { width: cardW - 16 });
    doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(value, x + 8, top + 24, { width: cardW - 16 });
  });
  doc.y = top + 60;
  doc.x = left;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(
    `Tempo fora do ar (média das telas): ${d.lostMs >= 60_000 ? outageDurationText(d.lostMs) : 'nenhum'}. ` +
      'Previstas: o tempo de cada tela no período dividido pela duração do loop do prédio (o anúncio passa uma vez por volta).',
    { width },
  );
  doc.moveDown(0.8);

  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('Exibições por dia', left, doc.y);
  doc.moveDown(0.3);
  const cols = [left, left + 140, left + 260];
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  const headY = doc.y;
  doc.text('Dia', cols[0]!, headY);
  doc.text('Exibições', cols[1]!, headY, { width: 80, align: 'right' });
  doc.text('Telas no ar', cols[2]!, headY, { width: 80, align: 'right' });
  doc.moveDown(0.3);
  for (const day of t.days) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
    const y = doc.y;
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    doc.text(formatDayBR(day.day), cols[0]!, y);
    doc.text(int.format(day.plays), cols[1]!, y, { width: 80, align: 'right' });
    doc.text(formatPercent(day.uptimePercent), cols[2]!, y, { width: 80, align: 'right' });
  }
  doc.x = left;
  doc.moveDown(1);

  if (c.captures.length > 0) {
    const imgW = (width - gap) / 2;
    const imgH = (imgW * 9) / 16;
    if (doc.y + 20 + imgH * 2 + 40 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('O que as telas mostravam', left, doc.y);
    doc.moveDown(0.4);
    const gridTop = doc.y;
    c.captures.forEach((cap, i) => {
      const x = left + (i % 2) * (imgW + gap);
      const y = gridTop + Math.floor(i / 2) * (imgH + 24);
      doc.image(cap.jpeg, x, y, { fit: [imgW, imgH] });
      doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(`${cap.screenLabel} — ${instant.format(cap.takenAt)}`, x, y + imgH + 4, { width: imgW });
    });
    doc.y = gridTop + Math.ceil(c.captures.length / 2) * (imgH + 24);
    doc.x = left;
  }

  doc.moveDown(1);
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(
    `Os totais deste relatório ficam registrados com o código ${c.code}. Uma cópia cujos números não batem com os de ${c.verifyUrl} foi alterada.`,
    left,
    doc.y,
    { width },
  );
  return finish();
}
