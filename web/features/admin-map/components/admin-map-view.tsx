import { useMemo, useState } from 'react';
import { messages } from '../../../../domain/messages';
import { buildingStatusLabels } from '../../../../domain/buildings';
import { isPanelFull, panelAvailabilityLabel, PANEL_FULL_AT } from '../../../../domain/panels';
import { plural } from '../../../../domain/text';
import { formatCents } from '../../../lib/format';
import { useMapBuildings } from '../api/get-map-buildings';
import { AdminPage } from '../../../components/layout/admin-page';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { Badge } from '../../../components/ui/badge';
import { PanelMap } from '../../../components/map/panel-map';


/** /admin/map: every building's panel on the shared map, full mode, with the list beside it. */
export function AdminMapView() {
  const [selected, setSelected] = useState<string | null>(null);
  const query = useMapBuildings();
  const panels = useMemo(
    () =>
      (query.data ?? []).map((b) => ({
        id: b.id,
        name: b.name,
        address: b.address,
        status: b.status,
        priceCents: b.priceCents,
        advertisers: b.advertisers,
        latitude: b.latitude,
        longitude: b.longitude,
      })),
    [query.data],
  );
  const full = panels.filter((p) => isPanelFull(p.advertisers)).length;

  return (
    <AdminPage
      title="Mapa dos Painéis"
      description={query.data ? `${plural(panels.length, 'painel', 'painéis')} · ${plural(panels.length - full, 'disponível', 'disponíveis')} · ${plural(full, 'lotado', 'lotados')}` : undefined}
    >
      {query.isPending && <Spinner />}
      {query.isError && <ErrorBox>{messages.buildingsLoadError}</ErrorBox>}
      {query.data && (
        <div className="grid gap-5 min-[1025px]:grid-cols-[1fr_320px]">
          <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <PanelMap panels={panels} mode="full" selectedId={selected} onSelect={setSelected} />
          </div>
          <ul className="max-h-[500px] space-y-2 overflow-y-auto" aria-label="Painéis no mapa">
            {panels.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  onClick={() => setSelected(p.id)}
                  aria-pressed={selected === p.id}
                  className="w-full rounded-xl border border-slate-200 bg-white p-3 text-left hover:border-brand-300 aria-pressed:border-brand-600 aria-pressed:ring-2 aria-pressed:ring-brand-200"
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-slate-900">{p.name}</span>
                    <Badge tone={isPanelFull(p.advertisers) ? 'red' : 'green'}>{panelAvailabilityLabel(p.advertisers)}</Badge>
                  </span>
                  <span className="mt-1 block text-xs text-slate-600">{p.address}</span>
                  <span className="mt-1 block text-xs text-slate-700">
                    {buildingStatusLabels[p.status]} · {p.advertisers}/{PANEL_FULL_AT} anunciantes · {formatCents(p.priceCents)} / 30 dias
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </AdminPage>
  );
}
