/**
 * The admin map's keys. They sit under ['admin', 'buildings'] on purpose: any change made on
 * the buildings screen invalidates that prefix, so the map is fresh when opened again.
 */
export const adminMapKeys = {
  buildings: ['admin', 'buildings', 'map'] as const,
};
