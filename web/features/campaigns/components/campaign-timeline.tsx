import { useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { occupancyTone, type CampaignGranularity } from '../../../../domain/campaigns';
import type { CampaignTimeline as Timeline } from '../../../../domain/schemas/campaigns';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';

type Building = Timeline['buildings'][number];

const monthFmt = new Intl.DateTimeFormat('pt-BR', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const weekFmt = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const periodLabel = (start: string, g: CampaignGranularity) => (g === 'month' ? monthFmt : weekFmt).format(new Date(`${start}T12:00:00Z`));

const toneClass = {
  free: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  busy: 'bg-amber-100 text-amber-900 ring-amber-300',
  full: 'bg-red-600 text-white ring-red-700',
} as const;

/**
 * Buildings down, periods across (plain CSS grid). Each building shows its peak advertisers per
 * period out of the capacity; its bookings open as bars under it. Narrow screens scroll sideways
 * with the building names kept in view.
 */
export function CampaignTimeline({ data, granularity }: { data: Timeline; granularity: CampaignGranularity }) {
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const cols = data.periods.length;
  const colWidth = granularity === 'month' ? '6.5rem' : '3.25rem';
  const grid = { gridTemplateColumns: `var(--name-col) repeat(${cols}, ${colWidth})` };
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white" role="region" aria-label="Linha do tempo das reservas" tabIndex={0}>
      <div className="grid min-w-max text-sm [--name-col:10rem] sm:[--name-col:13rem]" style={grid}>
        <div className="sticky left-0 z-10 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600">Prédio</div>
        {data.periods.map((p) => (
          <div key={p.start} className="border-b border-l border-slate-200 bg-slate-50 px-1 py-2 text-center text-xs font-semibold text-slate-700">
            {periodLabel(p.start, granularity)}
          </div>
        ))}
        {data.buildings.map((b) => (
          <BuildingRows key={b.id} b={b} cols={cols} capacity={data.capacity} open={Boolean(open[b.id])} onToggle={() => setOpen({ ...open, [b.id]: !open[b.id] })} />
        ))}
      </div>
    </div>
  );
}

function BuildingRows({ b, cols, capacity, open, onToggle }: { b: Building; cols: number; capacity: number; open: boolean; onToggle: () => void }) {
  const Chevron = open ? ChevronDown : ChevronRight;
  return (
    <>
      <div className="sticky left-0 z-10 border-b border-slate-100 bg-white px-3 py-2">
        <button type="button" onClick={onToggle} aria-expanded={open} className="flex w-full items-start gap-1 text-left">
          <Chevron className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
          <span className="min-w-0">
            <span className="line-clamp-2 break-words font-semibold text-slate-900">{b.name}</span>
            <span className="block text-xs text-slate-600">
              {b.advertisersNow}/{capacity} agora
              {b.freesUpAt ? ` · Lotado até ${formatDate(b.freesUpAt)}` : ''}
            </span>
          </span>
        </button>
      </div>
      {b.occupancy.map((n, i) => {
        const tone = occupancyTone(n, capacity);
        return (
          <div key={i} className="flex items-center justify-center border-b border-l border-slate-100 p-1">
            <span
              className={cn('w-full rounded-md py-1.5 text-center text-xs font-semibold ring-1 ring-inset', toneClass[tone])}
              title={`${n} de ${capacity} anunciantes`}
            >
              {n}/{capacity}
              <span className="sr-only">{tone === 'full' ? ' (lotado)' : ''}</span>
            </span>
          </div>
        );
      })}
      {open &&
        (b.bookings.length === 0 ? (
          <p className="col-span-full border-b border-slate-100 bg-slate-50 px-3 py-2 text-xs text-slate-600">Nenhuma reserva neste período.</p>
        ) : (
          b.bookings.map((k) => (
            <div key={k.id} className="contents">
              <div className="sticky left-0 z-10 truncate border-b border-slate-100 bg-slate-50 py-1.5 pl-8 pr-2 text-xs text-slate-700" title={k.advertiserName}>
                {k.advertiserName}
              </div>
              <div className="relative border-b border-slate-100 bg-slate-50 py-1" style={{ gridColumn: `2 / span ${cols}` }}>
                <div className="grid h-full" style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}>
                  <span
                    className="truncate rounded-md bg-brand-600 px-2 py-0.5 text-xs font-medium text-white"
                    style={{ gridColumn: `${k.first + 1} / ${k.last + 2}` }}
                    title={`${k.advertiserName}: ${formatDate(k.startsAt)} a ${formatDate(k.endsAt)}`}
                  >
                    {formatDate(k.startsAt)} a {formatDate(k.endsAt)}
                  </span>
                </div>
              </div>
            </div>
          ))
        ))}
    </>
  );
}
