import type { StorePanel } from '../../../../domain/schemas/store';
import { formatCents } from '../../../lib/format';

/** The 30-day price, with the original struck through when the panel is promoted. */
export function PanelPrice({ panel, compact = false }: { panel: StorePanel; compact?: boolean }) {
  return (
    <div className="leading-tight" data-testid="panel-price">
      {panel.isPromo && (
        <span className="block text-xs text-slate-500">
          <span className="sr-only">De </span>
          <s>{formatCents(panel.originalPriceCents)}</s>
          <span className="sr-only"> por</span>
        </span>
      )}
      <span
        className={
          compact
            ? 'whitespace-nowrap font-bold text-slate-900'
            : 'whitespace-nowrap text-xl font-extrabold text-slate-900'
        }
      >
        {formatCents(panel.priceCents)}
      </span>
      <span className={compact ? 'block text-xs text-slate-500' : 'text-xs text-slate-500'}> /30 dias</span>
    </div>
  );
}
