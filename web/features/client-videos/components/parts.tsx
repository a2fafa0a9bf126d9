import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { videoStatusLabels, VIDEO_NOTICE_MS, type VideoStatus } from '../../../../domain/videos';
import type { SlotSummary } from '../../../../domain/schemas/videos';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';

export const STORE_PATH = '/paineis-digitais/loja';

const tones: Record<VideoStatus, 'yellow' | 'green' | 'red'> = { em_analise: 'yellow', aprovado: 'green', reprovado: 'red' };

export function VideoStatusBadge({ status }: { status: VideoStatus }) {
  return <Badge tone={tones[status]}>{videoStatusLabels[status]}</Badge>;
}

export function PageTitle({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <title>{`${title} — Área do Cliente — Indexa`}</title>
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-500">{description}</p>}
      </div>
      {actions}
    </header>
  );
}

/** 'Total de Slots', 'Slots Utilizados', 'Slots Disponíveis'. */
export function SlotSummaryCards({ summary }: { summary: SlotSummary }) {
  const cards = [
    { label: 'Total de Slots', value: summary.total, tone: 'text-slate-900' },
    { label: 'Slots Utilizados', value: summary.used, tone: 'text-brand-700' },
    { label: 'Slots Disponíveis', value: summary.available, tone: 'text-emerald-700' },
  ];
  return (
    <div className="grid grid-cols-3 gap-3">
      {cards.map((c) => (
        <div key={c.label} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm min-[480px]:p-4">
          <p className="text-xs font-medium text-slate-500 min-[480px]:text-sm">{c.label}</p>
          <p className={`mt-1 text-2xl font-bold min-[480px]:text-3xl ${c.tone}`} data-testid={`summary-${c.label}`}>
            {c.value}
          </p>
        </div>
      ))}
    </div>
  );
}

export function StoreButton({ label = 'Ir para a Loja' }: { label?: string }) {
  return (
    <Link to={STORE_PATH} className={buttonVariants({ variant: 'primary' })}>
      <ShoppingCart className="h-4 w-4" aria-hidden />
      {label}
    </Link>
  );
}

/** A success message that disappears after 3 seconds (spec). */
export function useFlash(): [string | null, (msg: string) => void] {
  const [msg, setMsg] = useState<string | null>(null);
  useEffect(() => {
    if (!msg) return;
    const t = setTimeout(() => setMsg(null), VIDEO_NOTICE_MS);
    return () => clearTimeout(t);
  }, [msg]);
  return [msg, setMsg];
}

export const clientFileUrl = (id: string) => `/api/client/videos/${id}/file`;
