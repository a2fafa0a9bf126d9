/**
 * The store map's clusters (ADR 0033): the buildings of a view grouped on a grid of square cells,
 * MAP_CELL_PX screen pixels wide at the view's zoom, in Web Mercator (the projection of the map's
 * tiles). The grid is the world's, not the view's: a building falls in the same cell wherever the
 * view is, so panning never reshuffles the clusters already on screen and a view's answer can be
 * cached by the cells it covers. Pure: the server runs it over its catalogue snapshot.
 */

/** Web Mercator's tiles are 256 px at zoom 0. */
const TILE_PX = 256;
/** One cell is this many screen pixels wide: a cluster disc (36–48 px) fits inside. */
export const MAP_CELL_PX = 64;
/** The widest cluster disc the map draws (web/components/map): discs of neighbouring cells keep this apart. */
export const CLUSTER_DISC_PX = 48;
/** From this zoom on, every building is a pin (a street; clusters would hide neighbours). */
export const MAP_PIN_ZOOM = 17;
export const MAP_MIN_ZOOM = 0;
export const MAP_MAX_ZOOM = 18;
/** A view wider or taller than this many cells (about 4,000 px) is refused: no screen is that big. */
export const MAP_MAX_VIEW_CELLS = 64;
/** A cluster of at most this many buildings names them (data-panel-ids: a journey finds a building's cluster). */
export const CLUSTER_IDS_MAX = 16;
/** Mercator is undefined at the poles; the tiles stop here. */
const MAX_LATITUDE = 85.05112878;

export interface MapView {
  zoom: number;
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Where a building is in the world at zoom 0, as fractions of the world's width ([0, 1)). */
export interface WorldPoint {
  x: number;
  y: number;
}

const clampLat = (lat: number) => Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));

export function worldPoint(latitude: number, longitude: number): WorldPoint {
  const s = Math.sin((clampLat(latitude) * Math.PI) / 180);
  return {
    x: (longitude + 180) / 360,
    y: 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI),
  };
}

/** Cells across the world at a zoom. */
const cellsAcross = (zoom: number) => (TILE_PX * 2 ** zoom) / MAP_CELL_PX;

/** The cells a view covers, inclusive: [x0, y0, x1, y1] (y grows southwards, as on screen). */
export function viewCells(view: MapView): [number, number, number, number] {
  const n = cellsAcross(view.zoom);
  const nw = worldPoint(view.north, view.west);
  const se = worldPoint(view.south, view.east);
  const cell = (f: number) => Math.max(0, Math.min(Math.ceil(n) - 1, Math.floor(f * n)));
  return [cell(nw.x), cell(nw.y), cell(se.x), cell(se.y)];
}

/** Why a view cannot be answered (a key of domain/messages.ts), or null when it can. */
export function viewProblem(view: MapView): 'mapViewInvalid' | 'mapViewTooLarge' | null {
  if (!(view.west < view.east) || !(view.south < view.north)) return 'mapViewInvalid';
  const [x0, y0, x1, y1] = viewCells(view);
  if (x1 - x0 + 1 > MAP_MAX_VIEW_CELLS || y1 - y0 + 1 > MAP_MAX_VIEW_CELLS) return 'mapViewTooLarge';
  return null;
}

export interface ClusterInput<T> {
  item: T;
  latitude: number;
  longitude: number;
  world: WorldPoint;
}

export interface Cluster {
  /** The mean position of its buildings (where the disc is drawn). */
  latitude: number;
  longitude: number;
  count: number;
  /** [south, west, north, east] of its buildings: a click zooms to it. */
  bounds: [number, number, number, number];
  /** Its buildings' ids when it has at most CLUSTER_IDS_MAX of them. */
  ids?: string[];
}

export interface ClusteredView<T> {
  clusters: Cluster[];
  /** Buildings alone in their cell (or every one from MAP_PIN_ZOOM on), in the input's order. */
  pins: T[];
  /** Buildings in the view's cells. */
  inView: number;
}

/**
 * Groups the points of the view's cells: a cell with one building gives a pin, a cell with more a
 * cluster with its count, position and bounds; from MAP_PIN_ZOOM on, every building is a pin.
 * Linear in the points, and the answer is at most one entry per cell (below MAP_PIN_ZOOM).
 */
export function clusterView<T>(points: readonly ClusterInput<T>[], view: MapView, idOf: (item: T) => string): ClusteredView<T> {
  const [x0, y0, x1, y1] = viewCells(view);
  const n = cellsAcross(view.zoom);
  const cells = new Map<number, ClusterInput<T>[]>();
  const width = x1 - x0 + 1;
  let inView = 0;
  const allPins = view.zoom >= MAP_PIN_ZOOM;
  const pins: T[] = [];
  for (const p of points) {
    const cx = Math.floor(p.world.x * n);
    const cy = Math.floor(p.world.y * n);
    if (cx < x0 || cx > x1 || cy < y0 || cy > y1) continue;
    inView++;
    if (allPins) {
      pins.push(p.item);
      continue;
    }
    const key = (cy - y0) * width + (cx - x0);
    const cell = cells.get(key);
    if (cell) cell.push(p);
    else cells.set(key, [p]);
  }
  if (allPins) return { clusters: [], pins, inView };

  const clusters: Cluster[] = [];
  const single = new Set<T>();
  for (const key of [...cells.keys()].sort((a, b) => a - b)) {
    const members = cells.get(key)!;
    if (members.length === 1) {
      single.add(members[0]!.item);
      continue;
    }
    let wx = 0;
    let wy = 0;
    let south = Infinity;
    let west = Infinity;
    let north = -Infinity;
    let east = -Infinity;
    for (const m of members) {
      wx += m.world.x;
      wy += m.world.y;
      south = Math.min(south, m.latitude);
      north = Math.max(north, m.latitude);
      west = Math.min(west, m.longitude);
      east = Math.max(east, m.longitude);
    }
    // The disc sits at its buildings' mean, kept near its cell's centre so that the discs of two
    // neighbouring cells never overlap (a mean on each side of a shared border would put them on
    // top of each other), and never outside its buildings' bounds.
    const cx = (key % width) + x0;
    const cy = Math.floor(key / width) + y0;
    const disc = worldToLatLng(keepNearCentre(wx / members.length, cx, n), keepNearCentre(wy / members.length, cy, n));
    clusters.push({
      latitude: round5(Math.min(north, Math.max(south, disc.latitude))),
      longitude: round5(Math.min(east, Math.max(west, disc.longitude))),
      count: members.length,
      bounds: [south, west, north, east].map(round5) as Cluster['bounds'],
      ...(members.length <= CLUSTER_IDS_MAX ? { ids: members.map((m) => idOf(m.item)) } : {}),
    });
  }
  // Pins keep the input's order (the store's), whatever cell they fell in.
  for (const p of points) if (single.has(p.item)) pins.push(p.item);
  return { clusters, pins, inView };
}

/** Half the room a disc has to move around its cell's centre, as a fraction of the cell. */
const DISC_SLACK = (MAP_CELL_PX - CLUSTER_DISC_PX) / 2 / MAP_CELL_PX;

/** A world coordinate (fraction of the world) kept within DISC_SLACK of its cell's centre. */
function keepNearCentre(f: number, cell: number, n: number): number {
  const centre = (cell + 0.5) / n;
  const slack = DISC_SLACK / n;
  return Math.min(centre + slack, Math.max(centre - slack, f));
}

/** The inverse of worldPoint. */
export function worldToLatLng(x: number, y: number): { latitude: number; longitude: number } {
  return { longitude: x * 360 - 180, latitude: (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI };
}

/** Five decimals of a degree is about a metre: enough for a marker, and shorter to send. */
export const round5 = (x: number) => Math.round(x * 1e5) / 1e5;

/** [south, west, north, east] around every point, or null when there is none. */
export function boundsOf(points: readonly { latitude: number; longitude: number }[]): [number, number, number, number] | null {
  if (points.length === 0) return null;
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const p of points) {
    south = Math.min(south, p.latitude);
    north = Math.max(north, p.latitude);
    west = Math.min(west, p.longitude);
    east = Math.max(east, p.longitude);
  }
  return [round5(south), round5(west), round5(north), round5(east)];
}
