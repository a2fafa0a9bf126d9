import { Component, lazy, Suspense, type ReactNode } from 'react';
import { MapPin } from 'lucide-react';
import { useSiteConfig } from '../../lib/site-config';
import { idle, nextTask } from '../../lib/next-task';
import { useLater } from '../../lib/use-later';
import { MAP_HEIGHT, type PanelMapProps } from './panel-map-types';

export type { PanelMapPanel, PanelMapPin, PanelMapProps } from './panel-map-types';

// Leaflet's module is evaluated in one task and the map drawn in the next: together they were one
// long task (ADR 0029).
const PanelMapLeaflet = lazy(() => import('./panel-map-leaflet').then(async (m) => (await nextTask(), m)));

/**
 * The panel map (store and admin): dark tiles (server's MAP_TILE_URL), markers and info windows,
 * clustered with counts where they would overlap; a dark grid when tiles cannot load. Leaflet is
 * loaded on demand, so pages without a map never download it.
 */
export function PanelMap(props: PanelMapProps) {
  const { data } = useSiteConfig();
  // Leaflet loads in the browser only: the server's HTML (and its hydration) show the placeholder,
  // and the map starts in the browser's first idle moment after, not in the hydration's last task.
  const started = useLater(idle);
  return (
    <div
      role="region"
      aria-label="Mapa de painéis"
      data-testid={`panel-map-${props.mode}`}
      className="relative isolate overflow-hidden rounded-xl bg-[#0b1020] ring-1 ring-white/10"
      style={{ height: MAP_HEIGHT[props.mode] }}
    >
      {started ? (
        <MapErrorBoundary>
          <Suspense fallback={<MapPlaceholder text="Carregando mapa…" />}>
            <PanelMapLeaflet {...props} tileUrl={data?.mapTileUrl} tileAttribution={data?.mapTileAttribution} />
          </Suspense>
        </MapErrorBoundary>
      ) : (
        <MapPlaceholder text="Carregando mapa…" />
      )}
    </div>
  );
}

function MapPlaceholder({ text }: { text: string }) {
  return (
    <div className="flex h-full items-center justify-center gap-2 text-sm text-slate-300">
      <MapPin className="h-5 w-5" aria-hidden /> {text}
    </div>
  );
}

class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <MapPlaceholder text="Não foi possível carregar o mapa." /> : this.props.children;
  }
}
