import { summaryLines, type Quote } from '../../../domain/pricing';
import { cn } from '../../lib/cn';
import { formatCents } from '../../lib/format';

/**
 * Subtotal, each discount and the total of a server quote: the cart drawer and the checkout's
 * summary show the same lines in the same words (domain summaryLines, issue 29). Test ids are
 * `${testIdPrefix}-${line}` and `${testIdPrefix}-total`.
 */
export function SummaryTotals({
  quote,
  pix,
  busy,
  testIdPrefix,
  className,
}: {
  quote: Quote | null | undefined;
  pix?: { discountCents: number; totalCents: number } | null;
  busy: boolean;
  testIdPrefix: string;
  className?: string;
}) {
  const total = pix ? pix.totalCents : quote?.totalCents;
  return (
    <dl
      aria-busy={busy}
      data-testid={`${testIdPrefix}-totals`}
      className={cn('space-y-1.5 text-sm transition-opacity', busy && 'opacity-60', className)}
    >
      {quote ? (
        summaryLines(quote, pix).map((line) => (
          <div key={line.key} className="flex justify-between gap-4">
            <dt className="text-slate-600">{line.label}</dt>
            <dd
              data-testid={`${testIdPrefix}-${line.key}`}
              className={line.key === 'subtotal' ? 'font-medium text-slate-900' : cn('font-medium', line.cents > 0 ? 'text-emerald-700' : 'text-slate-900')}
            >
              {line.key === 'subtotal' ? formatCents(line.cents) : `− ${formatCents(line.cents)}`}
            </dd>
          </div>
        ))
      ) : (
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Subtotal</dt>
          <dd className="text-slate-900">—</dd>
        </div>
      )}
      <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-2">
        <dt className="text-base font-bold text-slate-900">Total</dt>
        <dd data-testid={`${testIdPrefix}-total`} className="text-lg font-extrabold text-slate-900">
          {total !== undefined ? formatCents(total) : '—'}
        </dd>
      </div>
    </dl>
  );
}
