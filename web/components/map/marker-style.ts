import type { CircleMarkerOptions } from 'leaflet';
import { isPanelFull } from '../../../domain/panels';
import type { PanelMapPin } from './panel-map-types';

export const MARKER_COLORS = {
  available: '#22c55e',
  full: '#ef4444',
  unavailable: '#94a3b8',
  selected: '#3f1a92',
} as const;

/** Green 'Disponível' (< 10 advertisers), red 'Lotado', grey when not sellable; selected: dark purple, larger. */
export function markerStyle(panel: PanelMapPin, selected: boolean): CircleMarkerOptions {
  const fill = selected
    ? MARKER_COLORS.selected
    : panel.status !== 'active'
      ? MARKER_COLORS.unavailable
      : isPanelFull(panel.advertisers)
        ? MARKER_COLORS.full
        : MARKER_COLORS.available;
  return {
    radius: selected ? 13 : 8,
    color: selected ? '#e9e3ff' : '#0b1020',
    weight: selected ? 3 : 2,
    fillColor: fill,
    fillOpacity: 0.95,
  };
}
