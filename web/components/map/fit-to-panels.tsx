import { useEffect } from 'react';
import L from 'leaflet';
import { useMap } from './leaflet-map';
import { useSizeFollowsBox } from './use-size-follows-box';
import { DEFAULT_CENTER, FIT_MAX_ZOOM, type PanelMapPin } from './panel-map-types';

/**
 * Fits every panel in view (max zoom 15) when the SET of panels changes, not on every live price
 * patch; with none, the default point. Also keeps Leaflet's size right when its box resizes
 * (e.g. inside a modal).
 */
export function FitToPanels({ panels }: { panels: PanelMapPin[] }) {
  const map = useMap();
  const key = panels.map((p) => `${p.id}:${p.latitude}:${p.longitude}`).join('|');

  useEffect(() => {
    const points = panels.map((p) => L.latLng(p.latitude, p.longitude));
    if (points.length === 0) map.setView(DEFAULT_CENTER, 13);
    else map.fitBounds(L.latLngBounds(points), { maxZoom: FIT_MAX_ZOOM, padding: [28, 28] });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refit only when the set changes
  }, [map, key]);

  useSizeFollowsBox(map);

  return null;
}
