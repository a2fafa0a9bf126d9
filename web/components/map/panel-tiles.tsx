import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import { useMap } from './leaflet-map';

/** Without one tile loaded by then, the tiles are taken as unreachable (offline, blocked host). */
const FIRST_TILE_TIMEOUT_MS = 8000;

/**
 * The dark basemap, or nothing when it cannot load: the first tile error before any tile has
 * loaded (or no tile within 8 s) removes the layer and its credits, and the map stays on its dark
 * grid (panel-map.css) instead of showing broken squares.
 */
export function PanelTiles({ url, attribution }: { url: string; attribution?: string }) {
  const map = useMap();
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const anyLoaded = useRef(false);

  useEffect(() => {
    if (loaded || failed) return;
    const t = setTimeout(() => setFailed(true), FIRST_TILE_TIMEOUT_MS);
    return () => clearTimeout(t);
  }, [loaded, failed]);

  useEffect(() => {
    map.getContainer().dataset.tiles = failed ? 'fallback' : loaded ? 'loaded' : 'loading';
    // No tiles, no credits to give: the corner stays empty.
    if (failed) map.attributionControl?.remove();
  }, [map, failed, loaded]);

  useEffect(() => {
    if (failed) return;
    const layer = L.tileLayer(url, { attribution })
      .on('tileload', () => {
        anyLoaded.current = true;
        setLoaded(true);
      })
      .on('tileerror', () => {
        if (!anyLoaded.current) setFailed(true);
      })
      .addTo(map);
    return () => void layer.remove();
  }, [map, url, attribution, failed]);

  return null;
}
