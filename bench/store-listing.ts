/**
 * The store listing's requests, for bench/run.ts (`npm run bench`).
 *
 * A page change (summary=0) should cost the same at any catalogue size; the first visit of a
 * filter (summary=1: count, neighbourhoods, the map) is answered from the catalogue snapshot.
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
  if (buildings >= 10_000) {
    list.splice(1, 0, { name: `Loja, página 500: ${n} prédios`, path: '/api/store/panels?page=500&summary=0' });
  }
  return list;
}
