import { messages } from '../../../../domain/messages';
import { reportFileName, type ReportKind } from '../../../../domain/schemas/finance';

export type ReportFormat = 'csv' | 'pdf';

/**
 * Downloads the month's report: fetched with the session cookie, then saved through a link. Any
 * failure becomes the spec's 'Erro ao gerar relatório. Por favor, tente novamente.'. The CSV holds
 * the calling screen's kind of entries; the PDF is always the whole month's report.
 */
export async function downloadReport(month: string, format: ReportFormat, kind: ReportKind = 'all'): Promise<void> {
  const qs = new URLSearchParams({ month });
  if (format === 'csv' && kind !== 'all') qs.set('kind', kind);
  let res: Response;
  try {
    res = await fetch(`/api/finance/reports/monthly.${format}?${qs}`, { credentials: 'same-origin' });
  } catch {
    throw new Error(messages.reportError);
  }
  if (!res.ok) throw new Error(messages.reportError);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = reportFileName(month, format, format === 'csv' ? kind : 'all');
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
