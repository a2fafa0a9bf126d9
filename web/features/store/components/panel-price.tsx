import type { StorePanel } from '../../../../domain/schemas/store';
import { formatCents } from '../../../lib/format';

/** The 30-day price, with the original struck through when the panel is promoted. */
export function PanelPrice({ panel, compact = false }: { panel: StorePanel; compact?: boolean }) {
  return (
    <div className={compact ? 'leading-tight' : 'leading-tight'} data-testid="panel-price">
      {panel.isPromo && (
        <s className="block text-xs text-slate-500" aria-label={`Preço original ${formatCents(panel.originalPriceCents)}`}>
          {formatCents(panel.originalPriceCents)}
        </s>
      )}
      <span className={compact ? 'font-bold text-slate-900' : 'text-xl font-extrabold text-slate-900'}>{formatCents(panel.priceCents)}</span>
      <span className="text-xs text-slate-500"> /30 dias</span>
    </div>
  );
}
