import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MapPin } from '../../../../domain/schemas/store';
import { Maximize2, Minimize2 } from 'lucide-react';
import { LazyDialog as Dialog } from '../../../components/ui/lazy-dialog';
import { Button } from '../../../components/ui/button';
import { PanelMap, type PanelMapPanel, type PanelMapPin } from '../../../components/map/panel-map';
import { storePanelQueryOptions } from '../api/get-store-panel';

interface Props {
  /** The summary's compact pins (ADR 0021). */
  pins: MapPin[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The compact map (300 px, no gestures) and its modal 'Mapa de Painéis' (500 px). */
export function StoreMapSection({ pins, selectedId, onSelect }: Props) {
  const [expanded, setExpanded] = useState(false);
  const qc = useQueryClient();
  const panels = useMemo(
    () =>
      pins.map(([id, latitude, longitude, status, advertisers]): PanelMapPin => ({ id, latitude, longitude, status, advertisers })),
    [pins],
  );
  // The info window's name, address and price, asked when it opens.
  const describe = useCallback(
    async (id: string): Promise<PanelMapPanel> => qc.fetchQuery(storePanelQueryOptions(id)),
    [qc],
  );
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
      <PanelMap panels={panels} mode="compact" selectedId={selectedId} onSelect={onSelect} describe={describe} />
      <Dialog open={expanded} onOpenChange={setExpanded} title="Mapa de Painéis" className="max-w-5xl p-4 sm:p-6">
        <PanelMap panels={panels} mode="full" selectedId={selectedId} onSelect={onSelect} describe={describe} />
        <div className="mt-4 flex justify-end">
          <Button variant="outline" onClick={() => setExpanded(false)}>
            <Minimize2 className="h-4 w-4" aria-hidden /> Reduzir Mapa
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
