import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

/** One figure of the dashboard: a link to the screen behind it. `alert` colors a figure that needs doing. */
export function FigureCard({
  to,
  label,
  value,
  hint,
  icon: Icon,
  alert = false,
  testId,
}: {
  to: string;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: LucideIcon;
  alert?: boolean;
  testId?: string;
}) {
  return (
    <Link
      to={to}
      data-testid={testId}
      className={cn(
        'group flex items-start gap-3 rounded-2xl border bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-600',
        alert ? 'border-amber-300' : 'border-slate-200',
      )}
    >
      <span className={cn('rounded-xl p-2', alert ? 'bg-amber-100 text-amber-800' : 'bg-brand-100 text-brand-700')}>
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-600">{label}</span>
        <span className="block text-2xl font-bold text-slate-900">{value}</span>
        {hint && <span className="block text-xs text-slate-600">{hint}</span>}
      </span>
    </Link>
  );
}
