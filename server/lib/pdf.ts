/**
 * An A4 page with our margins, for the PDFs the server prints (finance report, certificate of
 * display, receipt). pdfkit is loaded on the first print, not at start: a server that rarely
 * prints keeps its memory. `finish()` ends the document and gives its bytes.
 */
export async function openA4Pdf(info: { Title: string; Author: string }): Promise<{ doc: PDFKit.PDFDocument; finish: () => Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 48, info });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  return {
    doc,
    finish: async () => {
      doc.end();
      await done;
      return Buffer.concat(chunks);
    },
  };
}
