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
export function WeekTimeline({
  notices,
  today,
  compact = false,
}: {
  notices: TimelineNotice[];
  today: string;
  compact?: boolean;
}) {
  const days = weekTimeline({ startDate: today, endDate: today, days: [], startTime: null, endTime: null }, today);
  const weeks = notices.map((n) => ({ n, week: weekTimeline(n, today) }));
  return (
    <div role="region" aria-label="Programação da semana">
      {/* Phones: one line per day with the notices that run and their hours. */}
      <ol className={compact ? 'space-y-1' : 'space-y-1 sm:hidden'} aria-label="Por dia">
        {days.map((d, i) => {
          const running = weeks.filter(({ week }) => week[i]!.segments.length > 0);
          return (
            <li key={d.day} className="flex gap-3 rounded-lg bg-slate-50 px-3 py-2 text-xs">
              <span className="w-16 shrink-0 font-semibold text-slate-700">
                {i === 0 ? 'Hoje' : weekdayLabels[d.weekday]} {dayLabel(d.day)}
              </span>
              <span className="min-w-0 flex-1 space-y-0.5 text-slate-700">
                {running.length === 0 && <span className="text-slate-500">Nenhum aviso</span>}
                {running.map(({ n, week }) => (
                  <span key={n.id} className="block truncate">
                    <span className={n.muted ? 'text-slate-500' : 'font-medium text-brand-700'}>{n.title}</span>{' '}
                    {week[i]!.segments.map(([a, b]) =>
                      a === 0 && b === DAY_MINUTES ? 'o dia todo' : `${formatMinutes(a)}–${formatMinutes(b)}`,
                    ).join(', ')}
                  </span>
                ))}
              </span>
            </li>
          );
        })}
      </ol>
      <div className={compact ? 'hidden' : 'hidden overflow-x-auto sm:block'}>
        <table className="w-full min-w-[640px] table-fixed border-separate border-spacing-y-1 text-xs">
          <thead>
            <tr>
              <th scope="col" className="w-40 px-2 text-left font-semibold text-slate-600">
                Aviso
              </th>
              {days.map((d, i) => (
                <th key={d.day} scope="col" className="px-1 text-center font-semibold text-slate-600">
                  {i === 0 ? 'Hoje' : weekdayLabels[d.weekday]}{' '}
                  <span className="font-normal text-slate-600">{dayLabel(d.day)}</span>
                  <div className="mt-1 flex justify-between px-0.5 text-[10px] font-normal text-slate-600" aria-hidden>
                    {HOURS.filter((h) => h < 24).map((h) => (
                      <span key={h}>{h}h</span>
                    ))}
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map(({ n, week }) => {
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
                          role="img"
                          title={`${n.title} — ${dayLabel(d.day)}: ${label}`}
                          aria-label={`${dayLabel(d.day)}: ${label}`}
                          data-runs={d.segments.length > 0 ? 'yes' : 'no'}
                        >
                          {d.segments.map(([a, b]) => (
                            <span
                              key={a}
                              className={
                                n.muted ? 'absolute inset-y-0 bg-slate-400/60' : 'absolute inset-y-0 bg-brand-500'
                              }
                              style={{
                                left: `${(a / DAY_MINUTES) * 100}%`,
                                width: `${((b - a) / DAY_MINUTES) * 100}%`,
                              }}
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
    </div>
  );
}
