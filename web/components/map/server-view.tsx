import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM, type MapView } from '../../../domain/map-clusters';
import type { MapCluster } from '../../../domain/schemas/store';
import { latLngBoundsOf } from './fit-to-panels';
import { useMap } from './leaflet-map';

/** A view is reported this long after the map stops moving: a drag or a wheel spin asks once. */
export const VIEW_DEBOUNCE_MS = 150;
/** The view asked for is this much larger on each side: a small pan shows what was already sent. */
const VIEW_PAD = 0.25;

const clamp = (x: number, min: number, max: number) => Math.max(min, Math.min(max, x));

/** The map's view as the server's clustering takes it: an integer zoom and a box inside the world. */
export function viewOf(map: L.Map): MapView {
  const b = map.getBounds().pad(VIEW_PAD);
  return {
    zoom: clamp(Math.round(map.getZoom()), MAP_MIN_ZOOM, MAP_MAX_ZOOM),
    west: clamp(b.getWest(), -180, 180),
    south: clamp(b.getSouth(), -90, 90),
    east: clamp(b.getEast(), -180, 180),
    north: clamp(b.getNorth(), -90, 90),
  };
}

/** Reports the view the map settles on (after a move or zoom, debounced), and the first one. */
export function ViewReporter({ onView }: { onView: (view: MapView) => void }) {
  const map = useMap();
  const onViewRef = useRef(onView);
  onViewRef.current = onView;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const report = () => {
      clearTimeout(timer);
      timer = setTimeout(() => onViewRef.current(viewOf(map)), VIEW_DEBOUNCE_MS);
    };
    map.on('moveend', report);
    report();
    return () => {
      clearTimeout(timer);
      map.off('moveend', report);
    };
  }, [map]);
  return null;
}

const clusterKey = (c: MapCluster) => `${c.latitude},${c.longitude},${c.count}`;

function clusterIcon(c: MapCluster): L.DivIcon {
  const size = c.count < 10 ? 36 : c.count < 100 ? 42 : c.count < 1000 ? 48 : 54;
  const span = document.createElement('span');
  span.setAttribute('role', 'img');
  span.setAttribute('aria-label', `${c.count} painéis`);
  // Small clusters name their panels (a journey finds the cluster that holds a building).
  if (c.ids) span.dataset.panelIds = c.ids.join(' ');
  span.textContent = String(c.count);
  return L.divIcon({ html: span, className: 'panel-cluster', iconSize: L.point(size, size) });
}

/**
 * The server's clusters: a brand disc with its count (named for screen readers, '12 painéis'); a
 * click zooms to the panels it holds. Kept in step with the answer by position and count, so a
 * move redraws only what changed.
 */
export function ClusterMarkers({ clusters }: { clusters: MapCluster[] }) {
  const map = useMap();
  const layer = useRef<L.LayerGroup | null>(null);
  const shown = useRef(new Map<string, L.Marker>());
  useEffect(() => {
    const group = L.layerGroup().addTo(map);
    layer.current = group;
    const markers = shown.current;
    return () => {
      group.remove();
      markers.clear();
      layer.current = null;
    };
  }, [map]);
  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    const markers = shown.current;
    const wanted = new Map(clusters.map((c) => [clusterKey(c), c]));
    for (const [key, marker] of markers) {
      if (wanted.has(key)) continue;
      group.removeLayer(marker);
      markers.delete(key);
    }
    for (const [key, c] of wanted) {
      if (markers.has(key)) continue;
      const marker = L.marker([c.latitude, c.longitude], { icon: clusterIcon(c), keyboard: true, title: `${c.count} painéis` });
      marker.on('click', () => map.fitBounds(latLngBoundsOf(c.bounds), { padding: [40, 40], maxZoom: MAP_MAX_ZOOM }));
      markers.set(key, marker);
      group.addLayer(marker);
    }
  }, [clusters, map]);
  return null;
}
