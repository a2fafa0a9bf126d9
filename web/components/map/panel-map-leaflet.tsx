import 'leaflet/dist/leaflet.css';
import './panel-map.css';
import { FitToBounds, FitToPanels } from './fit-to-panels';
import { LeafletMap, ZoomControl } from './leaflet-map';
import { PanelMarkers } from './panel-markers';
import { boundsOf } from '../../../domain/map-clusters';
import { PanelTiles } from './panel-tiles';
import { ResetView } from './reset-view';
import { ClusterMarkers, ViewReporter } from './server-view';
import { DEFAULT_CENTER, type PanelMapPin, type PanelMapProps } from './panel-map-types';

const NO_PINS: PanelMapPin[] = [];

/** The Leaflet part of PanelMap, loaded lazily so Leaflet stays out of the main bundle. */
export default function PanelMapLeaflet({
  panels = NO_PINS,
  server,
  mode,
  selectedId,
  onSelect,
  describe,
  tileUrl,
  tileAttribution,
}: PanelMapProps & { tileUrl?: string; tileAttribution?: string }) {
  const full = mode === 'full';
  const first = panels[0];
  const b = server?.bounds;
  const center: [number, number] = b
    ? [(b[0] + b[2]) / 2, (b[1] + b[3]) / 2]
    : first
      ? [first.latitude, first.longitude]
      : DEFAULT_CENTER;
  return (
    <LeafletMap
      className="panel-map h-full w-full"
      options={{
        center,
        zoom: 13,
        maxZoom: 18,
        zoomControl: false,
        attributionControl: Boolean(tileUrl),
        dragging: full,
        scrollWheelZoom: full,
        doubleClickZoom: full,
        touchZoom: full,
        boxZoom: full,
        keyboard: full,
      }}
    >
      {tileUrl && <PanelTiles url={tileUrl} attribution={tileAttribution} />}
      {full && <ZoomControl position="topright" />}
      {server ? (
        <>
          <FitToBounds fitKey={server.fitKey} bounds={server.bounds} />
          {!full && <ResetView bounds={server.bounds} />}
          <ViewReporter onView={server.onView} />
          <ClusterMarkers clusters={server.answer?.clusters ?? []} />
          <PanelMarkers panels={server.answer?.pins ?? NO_PINS} selectedId={selectedId} onSelect={onSelect} describe={describe} flat />
        </>
      ) : (
        <>
          <PanelMarkers panels={panels} selectedId={selectedId} onSelect={onSelect} describe={describe} />
          <FitToPanels panels={panels} />
          {!full && <ResetView bounds={boundsOf(panels)} />}
        </>
      )}
    </LeafletMap>
  );
}
