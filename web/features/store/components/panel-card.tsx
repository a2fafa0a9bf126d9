import { Eye, MapPin, Monitor } from 'lucide-react';
import { percentFromBp } from '../../../../domain/money';
import type { StorePanel } from '../../../../domain/schemas/store';
import { formatInt } from '../../../lib/format';
import { PanelCartAction } from './panel-cart-action';
import { PanelPhoto } from './panel-photo';
import { PanelPrice } from './panel-price';
import { StatusBadge } from './status-badge';
import { plural } from '../../../../domain/text';

/** A grid card: photo, status, promotion, name, address, screens, monthly views, price, action. */
export function PanelCard({ panel }: { panel: StorePanel }) {
  return (
    <article
      aria-label={panel.name}
      data-testid="panel-card"
      data-panel-id={panel.id}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative">
        <PanelPhoto url={panel.mainPhotoUrl} name={panel.name} className="aspect-[16/10] w-full" />
        <StatusBadge status={panel.status} className="absolute left-3 top-3 shadow" />
        {panel.isPromo && (
          <span
            data-testid="promo-badge"
            className="absolute right-3 top-3 rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-black text-white shadow"
          >
            {percentFromBp(panel.promoPercentBp)} OFF
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 className="text-lg font-bold leading-snug text-slate-900">{panel.name}</h3>
          <p className="mt-1 flex items-start gap-1 text-sm text-slate-600">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
            {panel.address}
          </p>
        </div>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <div className="flex items-center gap-1.5 text-slate-700">
            <Monitor className="h-4 w-4 text-brand-600" aria-hidden />
            <dt className="sr-only">Telas</dt>
            <dd>
              {plural(panel.screens, 'tela', 'telas')}
            </dd>
          </div>
          <div className="flex items-center gap-1.5 text-slate-700">
            <Eye className="h-4 w-4 text-brand-600" aria-hidden />
            <dt className="sr-only">Visualizações por mês</dt>
            <dd className="whitespace-nowrap">{formatInt(panel.monthlyViews)} visualizações/mês</dd>
          </div>
        </dl>
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-3">
          <PanelPrice panel={panel} />
          <PanelCartAction panel={panel} />
        </div>
      </div>
    </article>
  );
}
