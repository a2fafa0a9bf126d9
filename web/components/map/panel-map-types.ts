import type { BuildingStatus } from '../../../domain/buildings';
import { DEFAULT_COORDINATES } from '../../../domain/buildings';
import type { MapView } from '../../../domain/map-clusters';
import type { MapCluster } from '../../../domain/schemas/store';

/** What a marker needs: where, and its colour (status, advertisers). */
export interface PanelMapPin {
  id: string;
  status: BuildingStatus;
  advertisers: number;
  latitude: number;
  longitude: number;
}

/** A pin with what its info window shows; the admin map passes these, the store only pins (ADR 0021). */
export interface PanelMapPanel extends PanelMapPin {
  name: string;
  address: string;
  /** 30-day price in centavos (after the building's promotion). */
  priceCents: number;
}

/**
 * A map whose server clusters what the view shows (the store, ADR 0033): it fits `bounds` when
 * they (or `fitKey`, the filter) change, reports each view it settles on (debounced) through
 * `onView`, and draws `answer`: the clusters and single pins of the last view answered.
 */
export interface ServerViewSource {
  fitKey: string;
  /** [south, west, north, east] around every panel of the filter; null: none, undefined: not known yet. */
  bounds: [number, number, number, number] | null | undefined;
  answer: { clusters: MapCluster[]; pins: PanelMapPin[] } | undefined;
  onView: (view: MapView) => void;
}

export interface PanelMapProps {
  /** Every panel, clustered in the browser (the admin map). Ignored when `server` is given. */
  panels?: PanelMapPin[];
  server?: ServerViewSource;
  /** The info window's panel, asked when it opens, for pins that do not carry it (the store's compact map). */
  describe?: (id: string) => Promise<PanelMapPanel>;
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
