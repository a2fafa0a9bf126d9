import type { PublicSiteConfig } from '../../../domain/schemas/site';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { getCompanyInfo } from './company.service';
import type { GateService } from './gate.service';

/** What every page asks first (GET /api/site/config): the gate's state for this visitor, the company, the map tiles. */
export async function publicSiteConfigOf(
  db: DbOrTx,
  config: Config,
  gate: GateService,
  visitor: { signedIn: boolean; gateCookie: string | undefined },
): Promise<PublicSiteConfig> {
  return {
    gateEnabled: await gate.enabled(db),
    gateOpen: visitor.signedIn || (await gate.cookieValid(db, visitor.gateCookie)),
    company: await getCompanyInfo(db, config),
    ...(config.MAP_TILE_URL ? { mapTileUrl: config.MAP_TILE_URL, mapTileAttribution: config.MAP_TILE_ATTRIBUTION } : {}),
    demoPayments: config.PAYMENT_PROVIDER === 'sandbox',
  };
}

/**
 * The same answer for a page's HTML (ADR 0021), so the app paints the page without waiting for its
 * start-up checks — only when it is certain the page can show: the gate is off or this visitor's
 * gate cookie is valid (page requests carry no session lookup). Otherwise, or when the database
 * does not answer, null: the app checks as before. It decides what to paint first, never access.
 */
export async function bootConfigOf(
  db: DbOrTx,
  config: Config,
  gate: GateService,
  gateCookie: string | undefined,
): Promise<PublicSiteConfig | null> {
  try {
    const site = await publicSiteConfigOf(db, config, gate, { signedIn: false, gateCookie });
    return !site.gateEnabled || site.gateOpen ? site : null;
  } catch {
    return null;
  }
}
