import { useEffect } from 'react';
import type L from 'leaflet';

/** Keeps Leaflet's idea of the map's size right when its box resizes (e.g. inside a modal opening). */
export function useSizeFollowsBox(map: L.Map): void {
  useEffect(() => {
    const box = map.getContainer();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => map.invalidateSize());
    ro.observe(box);
    return () => ro.disconnect();
  }, [map]);
}
