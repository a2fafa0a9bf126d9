import { isFarFrom, SLIP_FACTOR } from './money-slips';

/**
 * The words of a building, declared once: db/schema, the zod contracts, the store and the admin
 * screens import them (docs/architecture.md, "Uma lista de palavras, um lugar").
 */
export const buildingStatuses = ['active', 'maintenance', 'inactive'] as const;
export type BuildingStatus = (typeof buildingStatuses)[number];

/** The admin's labels; the store's shorter ones are `storeStatusLabels` in panels.ts. */
export const buildingStatusLabels: Record<BuildingStatus, string> = {
  active: 'Ativo',
  maintenance: 'Em Manutenção',
  inactive: 'Inativo',
};

export function isBuildingStatus(value: unknown): value is BuildingStatus {
  return typeof value === 'string' && (buildingStatuses as readonly string[]).includes(value);
}

/**
 * A price that moves more than 5× either way (R$ 1.997,00 → R$ 245.000,00, or → R$ 19,97) is
 * more often a slip of the keyboard than a decision: staff confirm it before it is published.
 */
export const DRASTIC_PRICE_FACTOR = SLIP_FACTOR;
export function isDrasticPriceChange(beforeCents: number, afterCents: number): boolean {
  return isFarFrom(beforeCents, afterCents);
}
/** Where a building without coordinates is placed, and where the maps open (Foz do Iguaçu). */
export const DEFAULT_COORDINATES = { latitude: -25.55, longitude: -54.58 } as const;
