/**
 * The store listing's requests, for bench/run.ts (`npm run bench`).
 *
 * A page change (summary=0) should cost the same at any catalogue size; the first visit of a
 * filter (summary=1: count, neighbourhoods, the map's extent) is answered from the catalogue
 * snapshot, and so is each view of the map, clustered on the server (ADR 0033).
 */
export interface StoreRequest {
  name: string;
  path: string;
}

export function storeRequests(buildings: number): StoreRequest[] {
  const n = buildings.toLocaleString('pt-BR');
  const list: StoreRequest[] = [
    { name: `Loja, troca de página: ${n} prédios`, path: '/api/store/panels?page=2&summary=0' },
    {
      name: `Loja, primeira visita (Centro: contagem, bairros e mapa): ${n} prédios`,
      path: '/api/store/panels?page=1&summary=1&neighborhood=Centro',
    },
    { name: `Loja, primeira visita (todos, com mapa): ${n} prédios`, path: '/api/store/panels?page=1&summary=1' },
  ];
  // The store map's views (ADR 0033), as a phone's 390 × 300 map asks them (padded by a quarter):
  // the whole town, then a few streets.
  list.push(
    { name: `Loja, mapa da cidade (zoom 12, grupos): ${n} prédios`, path: '/api/store/map?zoom=12&west=-54.72&south=-25.66&east=-54.44&north=-25.44' },
    { name: `Loja, mapa de um bairro (zoom 16): ${n} prédios`, path: '/api/store/map?zoom=16&west=-54.585&south=-25.556&east=-54.576&north=-25.549' },
  );
  if (buildings >= 10_000) {
    list.splice(1, 0, { name: `Loja, página 500: ${n} prédios`, path: '/api/store/panels?page=500&summary=0' });
  }
  return list;
}
