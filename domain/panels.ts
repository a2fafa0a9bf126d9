/**
 * What the store shows about a building's panel, beyond its price (pricing.ts).
 */
import type { BuildingStatus } from './buildings';

/** A panel is full ('Lotado') at this many advertisers. */
export const PANEL_FULL_AT = 10;
/** Panels per store page. */
export const STORE_PAGE_SIZE = 9;
/** The panel type shown in the map's info window. */
export const PANEL_TYPE = 'LED Indoor';

/**
 * Daily views per resident: the panels landing page says 4 to 6, so the estimate takes the
 * middle. The spec's old store showed a random number; this one is stable and explainable.
 */
export const DAILY_VIEWS_PER_RESIDENT = 5;

/** Estimated views in 30 days: residents x 5 views a day x 30 days. */
export function monthlyViewsEstimate(residents: number): number {
  if (!Number.isFinite(residents) || residents <= 0) return 0;
  return Math.round(residents) * DAILY_VIEWS_PER_RESIDENT * 30;
}

export function isPanelFull(advertisers: number): boolean {
  return advertisers >= PANEL_FULL_AT;
}

/** The map's marker legend: 'Disponível' under 10 advertisers, 'Lotado' from 10. */
export function panelAvailabilityLabel(advertisers: number): 'Disponível' | 'Lotado' {
  return isPanelFull(advertisers) ? 'Lotado' : 'Disponível';
}

/** The store card's status badge (the spec's store says 'Manutenção'; the admin says 'Em Manutenção'). */
export const storeStatusLabels: Record<BuildingStatus, string> = {
  active: 'Ativo',
  maintenance: 'Manutenção',
  inactive: 'Inativo',
};
