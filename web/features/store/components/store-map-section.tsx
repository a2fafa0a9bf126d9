import { useCallback, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Maximize2, Minimize2 } from 'lucide-react';
import type { MapView } from '../../../../domain/map-clusters';
import { LazyDialog as Dialog } from '../../../components/ui/lazy-dialog';
import { Button } from '../../../components/ui/button';
import { PanelMap, type PanelMapPanel, type PanelMapPin } from '../../../components/map/panel-map';
import type { ServerViewSource } from '../../../components/map/panel-map-types';
import { storePanelQueryOptions } from '../api/get-store-panel';
import { storeMapQueryOptions } from '../api/get-store-map';

interface Props {
  search: string;
  neighborhood: string;
  /** The filter's extent, from the summary (undefined until it arrives). */
  bounds: [number, number, number, number] | null | undefined;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The modal 'Mapa de Painéis' is open (its owner also opens it from the phone's bottom bar). */
  expanded: boolean;
  onExpanded: (open: boolean) => void;
}

/** The compact map (300 px, no gestures) and its modal 'Mapa de Painéis' (500 px). */
export function StoreMapSection({ search, neighborhood, bounds, selectedId, onSelect, expanded, onExpanded: setExpanded }: Props) {
  const qc = useQueryClient();
  // The info window's name, address and price, asked when it opens.
  const describe = useCallback(
    async (id: string): Promise<PanelMapPanel> => qc.fetchQuery(storePanelQueryOptions(id)),
    [qc],
  );
  const shared = { search, neighborhood, bounds, selectedId, onSelect, describe };
  return (
    <section aria-labelledby="store-map-title" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="store-map-title" className="text-lg font-bold text-slate-900">
          Mapa de Painéis
        </h2>
        <Button variant="outline" size="sm" className="shrink-0 whitespace-nowrap" onClick={() => setExpanded(true)}>
          <Maximize2 className="h-4 w-4" aria-hidden /> Expandir Mapa
        </Button>
      </div>
      <StoreMap mode="compact" {...shared} />
      <Dialog open={expanded} onOpenChange={setExpanded} title="Mapa de Painéis" className="max-w-5xl p-4 sm:p-6">
        <StoreMap mode="full" {...shared} />
        <div className="mt-4 flex justify-end">
          <Button variant="outline" onClick={() => setExpanded(false)}>
            <Minimize2 className="h-4 w-4" aria-hidden /> Reduzir Mapa
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

/**
 * One map of the store: it reports the view it settles on, and draws what the server answered for
 * that view (ADR 0033). Nothing is asked before the map has loaded and reported a view, so the
 * page's first paint does no map work.
 */
function StoreMap({
  mode,
  search,
  neighborhood,
  bounds,
  selectedId,
  onSelect,
  describe,
}: Omit<Props, 'selectedId' | 'expanded' | 'onExpanded'> & {
  mode: 'compact' | 'full';
  selectedId: string | null;
  describe: (id: string) => Promise<PanelMapPanel>;
}) {
  const [view, setView] = useState<MapView | null>(null);
  const fitKey = `${search}\u0000${neighborhood}`;
  const answer = useQuery({
    ...storeMapQueryOptions(search, neighborhood, view ?? { zoom: 0, west: 0, south: 0, east: 0, north: 0 }),
    // Before the summary (bounds) the map shows the default point: its view is not worth asking.
    enabled: view !== null && bounds !== undefined,
  });
  const data = answer.data;
  const server = useMemo(
    (): ServerViewSource => ({
      fitKey,
      bounds,
      answer: data && {
        clusters: data.clusters,
        pins: data.pins.map(([id, latitude, longitude, status, advertisers]): PanelMapPin => ({ id, latitude, longitude, status, advertisers })),
      },
      onView: setView,
    }),
    [fitKey, bounds, data],
  );
  return <PanelMap server={server} mode={mode} selectedId={selectedId} onSelect={onSelect} describe={describe} />;
}
