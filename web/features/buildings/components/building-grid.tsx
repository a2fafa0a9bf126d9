import { ImageOff, MapPin, Monitor, Users } from 'lucide-react';
import type { BuildingDto } from '../../../../domain/schemas/buildings';
import { messages } from '../../../../domain/messages';
import { formatCents, formatInt } from '../../../lib/format';
import { BuildingActions, type BuildingHandlers } from './building-actions';
import { StatusBadge } from './status-badge';
import type { Selection } from '../hooks/use-selection';
import { plural } from '../../../../domain/text';

export function BuildingGrid({ buildings, handlers, selection }: { buildings: BuildingDto[]; handlers: BuildingHandlers; selection?: Selection }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 min-[1100px]:grid-cols-3" aria-label="Prédios">
      {buildings.map((b) => (
        <li key={b.id} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <div className="relative aspect-[16/9] bg-slate-100">
            {b.mainPhotoUrl ? (
              <img src={b.mainPhotoUrl} alt={`Foto do ${b.name}`} className="h-full w-full object-cover" loading="lazy" />
            ) : (
              <div className="flex h-full flex-col items-center justify-center gap-1 text-slate-600">
                <ImageOff className="h-8 w-8" aria-hidden />
                <span className="text-sm">{messages.noImage}</span>
              </div>
            )}
            <div className="absolute left-3 top-3 flex items-center gap-2">
              {selection && !b.archivedAt && (
                <input
                  type="checkbox"
                  className="h-5 w-5 cursor-pointer rounded accent-brand-600"
                  checked={selection.has(b.id)}
                  onChange={() => selection.toggle(b.id)}
                  aria-label={`Selecionar ${b.name}`}
                />
              )}
            </div>
            <div className="absolute right-3 top-3">
              <StatusBadge status={b.status} archived={Boolean(b.archivedAt)} />
            </div>
          </div>
          <div className="flex flex-1 flex-col gap-2 p-4">
            <h3 className="text-base font-bold text-slate-900">{b.name}</h3>
            <p className="flex items-start gap-1.5 text-sm text-slate-600">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>
                {b.address} <span className="text-slate-400">·</span> {b.neighborhood}
              </span>
            </p>
            <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              <div className="flex items-center gap-1.5">
                <Users className="h-4 w-4" aria-hidden />
                <dt className="sr-only">Moradores</dt>
                <dd>{formatInt(b.residents)} moradores</dd>
              </div>
              <div className="flex items-center gap-1.5">
                <Monitor className="h-4 w-4" aria-hidden />
                <dt className="sr-only">Painéis</dt>
                <dd>
                  {plural(b.displayCount, 'painel', 'painéis')}
                </dd>
              </div>
            </dl>
            {b.sindico && <p className="text-sm text-slate-600">Síndico: {b.sindico.name}</p>}
            <p className="mt-auto pt-1 text-lg font-bold text-brand-700">
              {formatCents(b.priceCents)} <span className="text-xs font-medium text-slate-500">/ 30 dias</span>
            </p>
            <BuildingActions building={b} handlers={handlers} />
          </div>
        </li>
      ))}
    </ul>
  );
}
