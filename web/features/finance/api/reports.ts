import { messages } from '../../../../domain/messages';

export type ReportFormat = 'csv' | 'pdf';

/**
 * Downloads the month's report: fetched with the session cookie, then saved through a link. Any
 * failure becomes the spec's 'Erro ao gerar relatório. Por favor, tente novamente.'.
 */
export async function downloadReport(month: string, format: ReportFormat): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api/finance/reports/monthly.${format}?month=${encodeURIComponent(month)}`, { credentials: 'same-origin' });
  } catch {
    throw new Error(messages.reportError);
  }
  if (!res.ok) throw new Error(messages.reportError);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `relatorio-financeiro-${month}.${format}`;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
