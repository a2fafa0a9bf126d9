import { AlertTriangle, Camera, MonitorPlay } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import type { AdminScreen } from '../../../../domain/schemas/player';
import { formatDateTime, formatInt } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatPercent } from '../../../../domain/uptime';
import { plural } from '../../../../domain/text';
import { isCapturing } from '../hooks/capture-reducer';
import { useScreenCapture } from '../hooks/use-screen-capture';
import { ScreenCapturePanel } from './screen-capture-panel';

const mb = (bytes: number | null) => (bytes == null ? '—' : `${formatInt(Math.round(bytes / 1_048_576))} MB`);

function Status({ s }: { s: AdminScreen }) {
  if (s.revokedAt) return <Badge tone="gray">Revogada</Badge>;
  if (!s.pairedAt) return <Badge tone="yellow">Aguardando a tela</Badge>;
  return s.online ? <Badge tone="green">Online</Badge> : <Badge tone="red">Offline</Badge>;
}

/** Every screen: building, label, online/offline, last seen, now playing; revoke. */
export function ScreensList({ screens, onRevoke }: { screens: AdminScreen[]; onRevoke: (s: AdminScreen) => void }) {
  if (screens.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-500">
        <MonitorPlay className="mx-auto mb-2 h-8 w-8 text-slate-400" aria-hidden />
        {messages.noScreens}
      </div>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Telas">
      {screens.map((s) => (
        <ScreenRow key={s.id} s={s} onRevoke={onRevoke} />
      ))}
    </ul>
  );
}

/** One screen; 'Ver tela agora' asks it for a capture and shows it here. */
function ScreenRow({ s, onRevoke }: { s: AdminScreen; onRevoke: (s: AdminScreen) => void }) {
  const capture = useScreenCapture(s.id);
  const busy = isCapturing(capture.state);
  return (
    <li
      data-testid="screen-row"
      data-screen-id={s.id}
      className={`rounded-2xl border bg-white p-4 shadow-sm ${s.warning ? 'border-red-300 ring-1 ring-red-200' : 'border-slate-200'} ${s.revokedAt ? 'opacity-60' : ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{s.buildingName}</p>
          <p className="flex flex-wrap items-center gap-2 text-base font-bold text-slate-900">
            {s.label} <Status s={s} />
          </p>
        </div>
        {!s.revokedAt && (
          <div className="flex flex-wrap gap-2">
            {s.pairedAt && (
              <Button variant="outline" size="sm" disabled={busy} onClick={() => void capture.start()} aria-label={`Ver tela agora: ${s.label} (${s.buildingName})`}>
                <Camera className="h-4 w-4" aria-hidden />
                Ver tela agora
              </Button>
            )}
            <Button variant="outline" size="sm" onClick={() => onRevoke(s)} aria-label={`Revogar ${s.label} (${s.buildingName})`}>
              Revogar
            </Button>
          </div>
        )}
      </div>
      {s.warning && (
        <p role="alert" className="mt-2 flex items-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden />
          Tela offline com {plural(s.paidVideos, 'anúncio pago', 'anúncios pagos')} no ar.
        </p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm min-[769px]:grid-cols-4">
        <div>
          <dt className="text-slate-500">Último sinal</dt>
          <dd className="font-medium text-slate-800">{s.lastHeartbeatAt ? formatDateTime(s.lastHeartbeatAt) : 'Nunca'}</dd>
        </div>
        <div className="col-span-2 min-[769px]:col-span-1">
          <dt className="text-slate-500">Exibindo agora</dt>
          <dd className="truncate font-medium text-slate-800" data-testid="screen-now-playing">
            {s.nowPlaying ? s.nowPlaying.title : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Arquivos na tela</dt>
          <dd className="font-medium text-slate-800">
            {s.cachedFiles ?? '—'} ({mb(s.cachedBytes)})
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">No ar</dt>
          <dd className="font-medium text-slate-800" data-testid="screen-uptime">
            hoje {formatPercent(s.uptime.today)} · 7 dias {formatPercent(s.uptime.last7)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Versão</dt>
          <dd className="font-mono text-xs text-slate-700">
            {s.appVersion ?? '—'} · {s.manifestVersion?.slice(0, 8) ?? '—'}
          </dd>
        </div>
      </dl>
      <ScreenCapturePanel state={capture.state} label={s.label} />
    </li>
  );
}
