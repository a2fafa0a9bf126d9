import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import { useMap } from './leaflet-map';
import { markerStyle } from './marker-style';
import { pinPopupContent } from './panel-popup';
import { CLUSTER_THRESHOLD, NARROW_CLUSTER_THRESHOLD, NARROW_MAP_PX, type PanelMapPanel, type PanelMapPin } from './panel-map-types';

interface MarkerEntry {
  marker: L.CircleMarker;
  panel: PanelMapPin;
  /** The open info window's element, null when closed. */
  shown: HTMLElement | null;
  content: () => HTMLElement;
}

interface Props {
  panels: PanelMapPin[];
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  describe?: (id: string) => Promise<PanelMapPanel>;
  /** Never cluster in the browser: the server already did (the store, ADR 0033). */
  flat?: boolean;
}

/**
 * Circle markers kept in step with `panels` by id: a live price or status change updates the
 * marker (and its open info window) in place instead of rebuilding the layer. Clustered with
 * counts when there are many panels, or more than a few on a narrow (phone) map, unless `flat`
 * (the server clustered them).
 */
export function PanelMarkers({ panels, selectedId, onSelect, describe, flat = false }: Props) {
  const map = useMap();
  const narrow = map.getContainer().clientWidth < NARROW_MAP_PX;
  const clustered = !flat && panels.length > (narrow ? NARROW_CLUSTER_THRESHOLD : CLUSTER_THRESHOLD);
  const [group, setGroup] = useState<L.LayerGroup | null>(null);
  const markers = useRef(new Map<string, MarkerEntry>());
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const describeRef = useRef(describe);
  describeRef.current = describe;

  useEffect(() => {
    let cancelled = false;
    let created: L.LayerGroup | null = null;
    const make = clustered
      ? import('./cluster-group').then((m) => m.createClusterGroup())
      : Promise.resolve(L.layerGroup());
    void make.then((g) => {
      if (cancelled) return;
      created = g.addTo(map);
      setGroup(g);
    });
    const store = markers.current;
    return () => {
      cancelled = true;
      created?.remove();
      store.clear();
      setGroup(null);
    };
  }, [map, clustered]);

  useEffect(() => {
    if (!group) return;
    const store = markers.current;
    const seen = new Set<string>();
    for (const panel of panels) {
      seen.add(panel.id);
      const selected = panel.id === selectedId;
      const entry = store.get(panel.id);
      if (!entry) {
        const marker = L.circleMarker([panel.latitude, panel.longitude], {
          ...markerStyle(panel, selected),
          className: `panel-marker panel-marker-${panel.id}`,
          bubblingMouseEvents: false,
        });
        // Leaflet calls a content function again on every popup update(): the element is kept
        // for the open window, so filling it in (and re-laying it out) does not ask again.
        const item: MarkerEntry = {
          marker,
          panel,
          shown: null,
          content: () => (item.shown ??= pinPopupContent(item.panel, describeRef.current, () => marker.getPopup()?.update())),
        };
        marker.bindPopup(item.content, {
          className: 'panel-popup',
          maxWidth: 260,
          autoPanPadding: [16, 16],
        });
        marker.on('click', () => onSelectRef.current?.(item.panel.id));
        marker.on('popupclose', () => (item.shown = null));
        marker.on('popupopen', (e) => {
          e.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', 'Fechar');
        });
        store.set(panel.id, item);
        group.addLayer(marker);
        continue;
      }
      entry.panel = panel;
      entry.marker.setLatLng([panel.latitude, panel.longitude]);
      entry.marker.setStyle(markerStyle(panel, selected));
      entry.marker.setRadius(markerStyle(panel, selected).radius!);
      // Built again from the same function, so a later open shows the panel as it is then.
      if (entry.marker.isPopupOpen()) {
        entry.shown = null;
        entry.marker.getPopup()?.setContent(entry.content);
      }
    }
    for (const [id, entry] of store) {
      if (seen.has(id)) continue;
      group.removeLayer(entry.marker);
      store.delete(id);
    }
    const selected = selectedId ? store.get(selectedId)?.marker : undefined;
    if (selected && map.hasLayer(selected)) selected.bringToFront();
  }, [group, panels, selectedId, map]);

  return null;
}
