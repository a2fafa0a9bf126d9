import 'leaflet/dist/leaflet.css';
import './panel-map.css';
import { FitToPanels } from './fit-to-panels';
import { LeafletMap, ZoomControl } from './leaflet-map';
import { PanelMarkers } from './panel-markers';
import { PanelTiles } from './panel-tiles';
import { DEFAULT_CENTER, type PanelMapProps } from './panel-map-types';

/** The Leaflet part of PanelMap, loaded lazily so Leaflet stays out of the main bundle. */
export default function PanelMapLeaflet({
  panels,
  mode,
  selectedId,
  onSelect,
  describe,
  tileUrl,
  tileAttribution,
}: PanelMapProps & { tileUrl?: string; tileAttribution?: string }) {
  const full = mode === 'full';
  const first = panels[0];
  const center: [number, number] = first ? [first.latitude, first.longitude] : DEFAULT_CENTER;
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
      <PanelMarkers panels={panels} selectedId={selectedId} onSelect={onSelect} describe={describe} />
      <FitToPanels panels={panels} />
    </LeafletMap>
  );
}
