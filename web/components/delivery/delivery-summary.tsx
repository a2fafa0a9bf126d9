import { FileText } from 'lucide-react';
import type { BookingDelivery } from '../../../domain/schemas/player';
import { outageDurationText } from '../../../domain/signage';
import { formatPercent } from '../../../domain/uptime';
import { formatInt } from '../../lib/format';

/**
 * A booking's delivery so far (ADR 0046): plays delivered against the plays its place in the loop
 * promised, the screens' uptime, and the screen time lost to outages. Staff (advertiser detail)
 * and the client (dashboard) read the same lines, with the booking's certificate of display (ADR 0048).
 */
export function DeliverySummary({ delivery: d, certificateUrl }: { delivery: BookingDelivery; certificateUrl?: string }) {
  const share = d.deliveredPercent === null ? 0 : Math.min(100, d.deliveredPercent);
  return (
    <div className="mt-1 text-xs text-slate-600" data-testid="booking-delivery">
      <p>
        <span className="font-semibold text-slate-800">{formatInt(d.deliveredPlays)}</span> de {formatInt(d.expectedPlays)} exibições previstas
        {d.deliveredPercent !== null && <> ({formatPercent(d.deliveredPercent)})</>}
        {' · '}Telas no ar: {formatPercent(d.uptimePercent)}
        {d.lostMs >= 60_000 && <> · Fora do ar: {outageDurationText(d.lostMs)}</>}
        {certificateUrl && (
          <>
            {' · '}
            <a href={certificateUrl} download className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline">
              <FileText className="h-3.5 w-3.5" aria-hidden />
              Relatório de veiculação (PDF)
            </a>
          </>
        )}
      </p>
      {d.expectedPlays > 0 && (
        <div
          className="mt-1 h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-slate-100"
          role="meter"
          aria-label="Exibições entregues"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={share}
        >
          <div className={`h-full rounded-full ${share >= 95 ? 'bg-emerald-500' : share >= 80 ? 'bg-amber-500' : 'bg-red-500'}`} style={{ width: `${share}%` }} />
        </div>
      )}
    </div>
  );
}
