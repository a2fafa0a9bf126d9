import L from 'leaflet';
import 'leaflet.markercluster/dist/MarkerCluster.css';

/** The panel id a marker carries in its class (`panel-marker-<id>`, see panel-markers.tsx). */
const panelIdOf = (layer: L.Layer) => /panel-marker-(\S+)/.exec(String((layer as L.Path).options?.className ?? ''))?.[1];

/**
 * leaflet.markercluster is a UMD plug-in that extends the global `L`; it is loaded only when a
 * map clusters, after `L` is made global. Each cluster is a brand-coloured disc with its count,
 * named for screen readers ('12 painéis') and listing its panels' ids (data-panel-ids) so a
 * journey can find the cluster that holds a building.
 */
export async function createClusterGroup(): Promise<L.LayerGroup> {
  const g = globalThis as { L?: typeof L };
  g.L ??= L;
  await import('leaflet.markercluster');
  return L.markerClusterGroup({
    showCoverageOnHover: false,
    maxClusterRadius: 45,
    spiderfyOnMaxZoom: true,
    disableClusteringAtZoom: 17,
    iconCreateFunction(cluster) {
      const count = cluster.getChildCount();
      const size = count < 10 ? 36 : count < 100 ? 42 : 48;
      const ids = cluster.getAllChildMarkers().map(panelIdOf).filter(Boolean).join(' ');
      return L.divIcon({
        html: `<span role="img" aria-label="${count} painéis" data-panel-ids="${ids}">${count}</span>`,
        className: 'panel-cluster',
        iconSize: L.point(size, size),
      });
    },
  });
}
