import type { BuildingStatus } from '../../../domain/buildings';
import { DEFAULT_COORDINATES } from '../../../domain/buildings';

/** What the map needs per panel; the store and the admin map both pass this shape. */
export interface PanelMapPanel {
  id: string;
  name: string;
  address: string;
  status: BuildingStatus;
  /** 30-day price in centavos (after the building's promotion). */
  priceCents: number;
  advertisers: number;
  latitude: number;
  longitude: number;
}

export interface PanelMapProps {
  panels: PanelMapPanel[];
  /** compact: 300 px, no controls or gestures (markers still clickable); full: 500 px. */
  mode: 'compact' | 'full';
  selectedId?: string | null;
  onSelect?: (id: string) => void;
}

/** The spec's default point (Foz do Iguaçu). */
export const DEFAULT_CENTER: [number, number] = [DEFAULT_COORDINATES.latitude, DEFAULT_COORDINATES.longitude];
export const FIT_MAX_ZOOM = 15;
/**
 * When markers are clustered (with counts): above this many panels on any map, or above
 * NARROW_CLUSTER_THRESHOLD on a map narrower than NARROW_MAP_PX (a phone), where a few dozen
 * buildings of one town would otherwise merge into one blob.
 */
export const CLUSTER_THRESHOLD = 50;
export const NARROW_MAP_PX = 480;
export const NARROW_CLUSTER_THRESHOLD = 5;
export const MAP_HEIGHT = { compact: 300, full: 500 } as const;
