import L from 'leaflet';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';

/**
 * leaflet.markercluster is a UMD plug-in that extends the global `L`; it is loaded only when a
 * map has many panels, after `L` is made global.
 */
export async function createClusterGroup(): Promise<L.LayerGroup> {
  const g = globalThis as { L?: typeof L };
  g.L ??= L;
  await import('leaflet.markercluster');
  return L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50, spiderfyOnMaxZoom: true });
}
