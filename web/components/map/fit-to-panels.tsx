import { useEffect } from 'react';
import { boundsOf } from '../../../domain/map-clusters';
import { useMap } from './leaflet-map';
import { DEFAULT_CENTER, FIT_MAX_ZOOM, type PanelMapPin } from './panel-map-types';

/**
 * Fits `bounds` ([south, west, north, east]) in view (max zoom 15) when `fitKey` or the bounds
 * change, not on every live patch; with none, the default point. Also keeps Leaflet's size right
 * when its box resizes (e.g. inside a modal).
 */
export function FitToBounds({ fitKey, bounds }: { fitKey: string; bounds: [number, number, number, number] | null | undefined }) {
  const map = useMap();
  const key = `${fitKey}|${bounds?.join(',') ?? String(bounds)}`;
  useEffect(() => {
    if (!bounds) map.setView(DEFAULT_CENTER, 13);
    else
      map.fitBounds(
        [
          [bounds[0], bounds[1]],
          [bounds[2], bounds[3]],
        ],
        { maxZoom: FIT_MAX_ZOOM, padding: [28, 28] },
      );
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
