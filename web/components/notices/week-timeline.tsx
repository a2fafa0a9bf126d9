import { DAY_MINUTES, formatMinutes, weekTimeline, weekdayLabels, type NoticeSchedule } from '../../../domain/notices';

export interface TimelineNotice extends NoticeSchedule {
  id: string;
  title: string;
  paused?: boolean;
  /** Off the screens whatever the schedule says (paused, awaiting approval, rejected). */
  muted?: boolean;
}

const dayLabel = (day: string) => {
  const [, m, d] = day.split('-');
  return `${d}/${m}`;
};

const HOURS = [0, 6, 12, 18, 24];

/**
 * The coming week, today first: one row per notice, one column per day, the hours each notice
 * runs drawn as bars (a night window across midnight shows in both days). Same rules as the
 * server (domain/notices.ts), Foz do Iguaçu time.
 */
export function WeekTimeline({ notices, today }: { notices: TimelineNotice[]; today: string }) {
  const days = weekTimeline({ startDate: today, endDate: today, days: [], startTime: null, endTime: null }, today);
  return (
    <div className="overflow-x-auto" role="region" aria-label="Programação da semana">
      <table className="w-full min-w-[640px] table-fixed border-separate border-spacing-y-1 text-xs">
        <thead>
          <tr>
            <th scope="col" className="w-40 px-2 text-left font-semibold text-slate-600">
              Aviso
            </th>
            {days.map((d, i) => (
              <th key={d.day} scope="col" className="px-1 text-center font-semibold text-slate-600">
                {i === 0 ? 'Hoje' : weekdayLabels[d.weekday]} <span className="font-normal text-slate-400">{dayLabel(d.day)}</span>
                <div className="mt-1 flex justify-between px-0.5 text-[10px] font-normal text-slate-400" aria-hidden>
                  {HOURS.filter((h) => h < 24).map((h) => (
                    <span key={h}>{h}h</span>
                  ))}
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {notices.map((n) => {
            const week = weekTimeline(n, today);
            return (
              <tr key={n.id} data-testid={`timeline-${n.id}`}>
                <th scope="row" className="truncate px-2 text-left font-medium text-slate-800" title={n.title}>
                  {n.title}
                </th>
                {week.map((d) => {
                  const label = d.segments.length
                    ? d.segments.map(([a, b]) => `${formatMinutes(a)}–${formatMinutes(b)}`).join(', ')
                    : 'não exibe';
                  return (
                    <td key={d.day} className="px-1">
                      <div
                        className="relative h-6 overflow-hidden rounded bg-slate-100"
                        title={`${n.title} — ${dayLabel(d.day)}: ${label}`}
                        aria-label={`${dayLabel(d.day)}: ${label}`}
                        data-runs={d.segments.length > 0 ? 'yes' : 'no'}
                      >
                        {d.segments.map(([a, b]) => (
                          <span
                            key={a}
                            className={n.muted ? 'absolute inset-y-0 bg-slate-400/60' : 'absolute inset-y-0 bg-brand-500'}
                            style={{ left: `${(a / DAY_MINUTES) * 100}%`, width: `${((b - a) / DAY_MINUTES) * 100}%` }}
                          />
                        ))}
                      </div>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
