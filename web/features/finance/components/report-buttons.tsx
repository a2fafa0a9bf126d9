import { useState } from 'react';
import { Download, FileText } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import type { ReportKind } from '../../../../domain/schemas/finance';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { downloadReport, type ReportFormat } from '../api/reports';

/**
 * 'Exportar CSV' (the entries of the screen's kind) / 'Relatório PDF' (the month), with the spec's
 * error on failure.
 */
export function ReportButtons({ month, kind = 'all' }: { month: string; kind?: ReportKind }) {
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run(format: ReportFormat) {
    setBusy(format);
    setError(null);
    try {
      await downloadReport(month, format, kind);
    } catch {
      setError(messages.reportError);
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => run('csv')} disabled={busy !== null}>
          <Download className="h-4 w-4" aria-hidden />
          {busy === 'csv' ? 'Gerando…' : 'Exportar CSV'}
        </Button>
        <Button variant="outline" size="sm" onClick={() => run('pdf')} disabled={busy !== null}>
          <FileText className="h-4 w-4" aria-hidden />
          {busy === 'pdf' ? 'Gerando…' : 'Relatório PDF'}
        </Button>
      </div>
      {error && <ErrorBox>{error}</ErrorBox>}
    </div>
  );
}
