import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  boundsOf,
  CLUSTER_DISC_PX,
  CLUSTER_IDS_MAX,
  clusterView,
  MAP_PIN_ZOOM,
  viewCells,
  viewProblem,
  worldPoint,
  worldToLatLng,
  type ClusterInput,
  type MapView,
} from '../../../domain/map-clusters';

interface P {
  id: string;
}
const point = (id: string, latitude: number, longitude: number): ClusterInput<P> => ({
  item: { id },
  latitude,
  longitude,
  world: worldPoint(latitude, longitude),
});
const idOf = (p: P) => p.id;
/** Foz do Iguaçu and around (≈ 30 km), at the town's zoom. */
const town: MapView = { zoom: 12, west: -54.75, south: -25.7, east: -54.4, north: -25.4 };

describe('the store map grid (domain/map-clusters.ts)', () => {
  it('projects like Web Mercator: the world is [0, 1) wide, north up', () => {
    expect(worldPoint(0, 0)).toEqual({ x: 0.5, y: 0.5 });
    expect(worldPoint(0, -180).x).toBe(0);
    expect(worldPoint(45, 0).y).toBeLessThan(0.5);
    expect(worldPoint(-45, 0).y).toBeCloseTo(1 - worldPoint(45, 0).y, 12);
    // The poles are clamped, not infinite.
    expect(Number.isFinite(worldPoint(90, 0).y)).toBe(true);
  });

  it('neighbours in one cell make a cluster with count, position, bounds and ids; a lone one is a pin', () => {
    const pts = [point('a', -25.5401, -54.5801), point('b', -25.5403, -54.5803), point('c', -25.6, -54.45)];
    const r = clusterView(pts, town, idOf);
    expect(r.inView).toBe(3);
    expect(r.pins).toEqual([{ id: 'c' }]);
    expect(r.clusters).toEqual([
      { latitude: expect.any(Number), longitude: expect.any(Number), count: 2, bounds: [-25.5403, -54.5803, -25.5401, -54.5801], ids: ['a', 'b'] },
    ]);
    // The disc is within its buildings (here, both in a corner of their cell: it goes as near the
    // cell's centre as they allow).
    const [c] = r.clusters;
    expect(c!.latitude).toBeGreaterThanOrEqual(-25.5403);
    expect(c!.latitude).toBeLessThanOrEqual(-25.5401);
    expect(c!.longitude).toBeGreaterThanOrEqual(-54.5803);
    expect(c!.longitude).toBeLessThanOrEqual(-54.5801);
  });

  it('the discs of neighbouring cells do not overlap, each within its buildings', () => {
    // Two neighbouring cells whose buildings crowd their shared border: the means are ≈ 18 px apart.
    const n = (256 * 2 ** town.zoom) / 64;
    const home = worldPoint(-25.55, -54.6);
    const [cx, cy] = [Math.floor(home.x * n), Math.floor(home.y * n)];
    const at = (id: string, cell: number, fx: number, fy: number) => {
      const { latitude, longitude } = worldToLatLng((cell + fx) / n, (cy + fy) / n);
      return point(id, latitude, longitude);
    };
    const left = [at('l0', cx, 0.05, 0.5), ...Array.from({ length: 9 }, (_, i) => at(`l${i + 1}`, cx, 0.95, 0.4 + i * 0.02))];
    const right = [at('r0', cx + 1, 0.95, 0.5), ...Array.from({ length: 9 }, (_, i) => at(`r${i + 1}`, cx + 1, 0.05, 0.4 + i * 0.02))];
    const { clusters } = clusterView([...left, ...right], town, idOf);
    expect(clusters.map((c) => c.count)).toEqual([10, 10]);
    for (const c of clusters) {
      expect(c.latitude).toBeGreaterThanOrEqual(c.bounds[0]);
      expect(c.latitude).toBeLessThanOrEqual(c.bounds[2]);
      expect(c.longitude).toBeGreaterThanOrEqual(c.bounds[1]);
      expect(c.longitude).toBeLessThanOrEqual(c.bounds[3]);
    }
    const [a, b] = clusters.map((c) => worldPoint(c.latitude, c.longitude).x * n * 64);
    // Apart by a disc's width (rounding to a metre costs a fraction of a pixel).
    expect(Math.abs(a! - b!)).toBeGreaterThanOrEqual(CLUSTER_DISC_PX - 0.5);
  });

  it('worldToLatLng undoes worldPoint', () => {
    const w = worldPoint(-25.54, -54.58);
    const back = worldToLatLng(w.x, w.y);
    expect(back.latitude).toBeCloseTo(-25.54, 9);
    expect(back.longitude).toBeCloseTo(-54.58, 9);
  });

  it('from the pin zoom on, every building is a pin, in the input order', () => {
    const pts = [point('b', -25.54001, -54.58001), point('a', -25.54002, -54.58002)];
    const view = { zoom: MAP_PIN_ZOOM, west: -54.581, south: -25.541, east: -54.579, north: -25.539 };
    expect(clusterView(pts, view, idOf)).toEqual({ clusters: [], pins: [{ id: 'b' }, { id: 'a' }], inView: 2 });
    expect(clusterView(pts, { ...view, zoom: MAP_PIN_ZOOM - 1 }, idOf).clusters).toHaveLength(1);
  });

  it('leaves out what is outside the view, and big clusters do not list their ids', () => {
    const many = Array.from({ length: CLUSTER_IDS_MAX + 1 }, (_, k) => point(`m${k}`, -25.54 + k * 1e-5, -54.58));
    const far = point('far', -23.5, -46.6); // São Paulo
    const r = clusterView([...many, far], town, idOf);
    expect(r.inView).toBe(CLUSTER_IDS_MAX + 1);
    expect(r.pins).toEqual([]);
    expect(r.clusters).toHaveLength(1);
    expect(r.clusters[0]!.count).toBe(CLUSTER_IDS_MAX + 1);
    expect(r.clusters[0]!.ids).toBeUndefined();
    const fewer = clusterView(many.slice(0, CLUSTER_IDS_MAX), town, idOf);
    expect(fewer.clusters[0]!.ids).toHaveLength(CLUSTER_IDS_MAX);
  });

  it('refuses a view turned inside out, or larger than any screen at its zoom', () => {
    expect(viewProblem(town)).toBeNull();
    expect(viewProblem({ ...town, west: town.east, east: town.west })).toBe('mapViewInvalid');
    expect(viewProblem({ ...town, south: town.north })).toBe('mapViewInvalid');
    // The whole world at zoom 3 is 2,048 px (32 cells): fine; at zoom 10, 4,096 cells: refused.
    const world = { west: -180, south: -85, east: 180, north: 85 };
    expect(viewProblem({ zoom: 3, ...world })).toBeNull();
    expect(viewProblem({ zoom: 10, ...world })).toBe('mapViewTooLarge');
  });

  it('boundsOf: the box around the points, null for none', () => {
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([{ latitude: -25.5, longitude: -54.6 }, { latitude: -25.4, longitude: -54.5 }])).toEqual([-25.5, -54.6, -25.4, -54.5]);
  });

  const arbPoints = fc.array(
    fc.record({ lat: fc.double({ min: -25.7, max: -25.4, noNaN: true }), lng: fc.double({ min: -54.75, max: -54.4, noNaN: true }) }),
    { maxLength: 300 },
  );

  it('every building in the view is counted once: in one cluster or as one pin (property)', () => {
    fc.assert(
      fc.property(arbPoints, fc.integer({ min: 8, max: 16 }), (raw, zoom) => {
        const pts = raw.map((p, k) => point(`p${k}`, p.lat, p.lng));
        // A quarter of the town, so some points fall outside.
        const view: MapView = { zoom, west: -54.6, south: -25.6, east: -54.5, north: -25.5 };
        if (viewProblem(view)) return;
        const r = clusterView(pts, view, idOf);
        const [x0, y0, x1, y1] = viewCells(view);
        const n = (256 * 2 ** zoom) / 64;
        const inCells = pts.filter((p) => {
          const cx = Math.floor(p.world.x * n);
          const cy = Math.floor(p.world.y * n);
          return cx >= x0 && cx <= x1 && cy >= y0 && cy <= y1;
        });
        expect(r.inView).toBe(inCells.length);
        expect(r.clusters.reduce((s, c) => s + c.count, 0) + r.pins.length).toBe(inCells.length);
        expect(r.clusters.every((c) => c.count >= 2)).toBe(true);
        const named = [...r.pins.map(idOf), ...r.clusters.flatMap((c) => c.ids ?? [])];
        expect(new Set(named).size).toBe(named.length);
      }),
      { numRuns: 60 },
    );
  });

  it('panning keeps the clusters of the cells both views cover (the grid is the world’s)', () => {
    fc.assert(
      fc.property(arbPoints, (raw) => {
        const pts = raw.map((p, k) => point(`p${k}`, p.lat, p.lng));
        const a = clusterView(pts, { zoom: 12, west: -54.75, south: -25.7, east: -54.5, north: -25.4 }, idOf);
        const b = clusterView(pts, { zoom: 12, west: -54.65, south: -25.7, east: -54.4, north: -25.4 }, idOf);
        // A cluster well inside both views is the same cluster in both.
        const inner = (c: { longitude: number }) => c.longitude > -54.62 && c.longitude < -54.53;
        const key = (c: { latitude: number; longitude: number; count: number }) => `${c.latitude},${c.longitude},${c.count}`;
        expect(a.clusters.filter(inner).map(key)).toEqual(b.clusters.filter(inner).map(key));
      }),
      { numRuns: 40 },
    );
  });
});
