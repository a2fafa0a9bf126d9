import { Eye, MapPin, Monitor } from 'lucide-react';
import { percentFromBp } from '../../../../domain/money';
import type { StorePanel } from '../../../../domain/schemas/store';
import { formatInt } from '../../../lib/format';
import { PanelCartAction } from './panel-cart-action';
import { PanelPhoto } from './panel-photo';
import { PanelPrice } from './panel-price';
import { StatusBadge } from './status-badge';
import { plural } from '../../../../domain/text';

/**
 * A grid card: photo, status, promotion, name, address, screens, monthly views, price, action. On a
 * phone (below 640 px) the photo is a square beside the text, so the first 'Adicionar' is on the
 * first screen and a swipe shows the next panels, not the rest of one (issue 29).
 */
export function PanelCard({ panel }: { panel: StorePanel }) {
  return (
    <article
      aria-label={panel.name}
      data-testid="panel-card"
      data-panel-id={panel.id}
      className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 overflow-hidden rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:flex sm:flex-col sm:p-0"
    >
      <div className="relative self-start sm:self-auto">
        <PanelPhoto
          url={panel.mainPhotoUrl}
          name={panel.name}
          className="aspect-square w-full rounded-lg sm:aspect-[16/10] sm:rounded-none"
        />
        <StatusBadge status={panel.status} className="absolute left-1.5 top-1.5 shadow sm:left-3 sm:top-3" />
        {panel.isPromo && (
          <span
            data-testid="promo-badge"
            className="absolute bottom-1.5 left-1.5 rounded-full bg-red-600 px-2 py-0.5 text-xs font-black text-white shadow sm:bottom-auto sm:left-auto sm:right-3 sm:top-3 sm:px-2.5"
          >
            {percentFromBp(panel.promoPercentBp)} OFF
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 sm:flex-1 sm:gap-3 sm:px-4 sm:pb-3 sm:pt-4">
        <div>
          <h3 className="text-base font-bold leading-snug text-slate-900 sm:text-lg">{panel.name}</h3>
          <p className="mt-0.5 flex items-start gap-1 text-xs text-slate-600 sm:mt-1 sm:text-sm">
            <MapPin className="mt-0.5 h-3.5 w-3.5 shrink-0 text-brand-600 sm:h-4 sm:w-4" aria-hidden />
            {panel.address}
          </p>
        </div>
        <dl className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs sm:gap-x-4 sm:gap-y-1 sm:text-sm">
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
      </div>
      <div className="col-span-2 mt-3 flex items-end justify-between gap-3 border-t border-slate-100 pt-3 sm:mx-4 sm:mb-4 sm:mt-auto">
        <PanelPrice panel={panel} />
        <PanelCartAction panel={panel} />
      </div>
    </article>
  );
}
