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
/** Above this many panels the markers are clustered. */
export const CLUSTER_THRESHOLD = 50;
export const MAP_HEIGHT = { compact: 300, full: 500 } as const;
