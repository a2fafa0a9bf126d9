import { useEffect } from 'react';
import L from 'leaflet';
import { boundsOf } from '../../../domain/map-clusters';
import { useMap } from './leaflet-map';
import { DEFAULT_CENTER, FIT_MAX_ZOOM, type PanelMapPin } from './panel-map-types';

type Bounds = [number, number, number, number];
const FIT_PADDING: [number, number] = [28, 28];
const DEFAULT_ZOOM = 13;

/** [south, west, north, east] as Leaflet takes a box. */
export const latLngBoundsOf = (b: Bounds): L.LatLngBoundsExpression => [
  [b[0], b[1]],
  [b[2], b[3]],
];

/** The view FitToBounds settles on: every panel of `bounds` (max zoom 15), or the default point. */
export function fitTo(map: L.Map, bounds: Bounds | null | undefined): void {
  if (!bounds) map.setView(DEFAULT_CENTER, DEFAULT_ZOOM);
  else map.fitBounds(latLngBoundsOf(bounds), { maxZoom: FIT_MAX_ZOOM, padding: FIT_PADDING });
}

/** The zoom fitTo gives `bounds` at the map's size now (fitBounds pads each side, getBoundsZoom takes the sum). */
export function fittedZoom(map: L.Map, bounds: Bounds | null | undefined): number {
  if (!bounds) return DEFAULT_ZOOM;
  const z = map.getBoundsZoom(latLngBoundsOf(bounds), false, L.point(FIT_PADDING[0] * 2, FIT_PADDING[1] * 2));
  return Math.min(z, FIT_MAX_ZOOM);
}

/**
 * Fits `bounds` ([south, west, north, east]) in view (max zoom 15) when `fitKey` or the bounds
 * change, not on every live patch; with none, the default point. Also keeps Leaflet's size right
 * when its box resizes (e.g. inside a modal).
 */
export function FitToBounds({ fitKey, bounds }: { fitKey: string; bounds: Bounds | null | undefined }) {
  const map = useMap();
  const key = `${fitKey}|${bounds?.join(',') ?? String(bounds)}`;
  useEffect(() => {
    fitTo(map, bounds);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refit only when the key or the extent changes
  }, [map, key]);
  useEffect(() => {
    const box = map.getContainer();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => map.invalidateSize());
    ro.observe(box);
    return () => ro.disconnect();
  }, [map]);
  return null;
}

/** Every panel in view (the staff map, which has them all): refit when the SET of panels changes. */
export function FitToPanels({ panels }: { panels: PanelMapPin[] }) {
  const key = panels.map((p) => `${p.id}:${p.latitude}:${p.longitude}`).join('|');
  return <FitToBounds fitKey={key} bounds={boundsOf(panels)} />;
}
