import type { CompanyInfo, PublicSiteConfig } from '../../../domain/schemas/site';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { getCompanyInfo } from './company.service';
import type { GateService } from './gate.service';
import { clock } from '../../lib/clock';

/** How long a page's HTML may reuse the company's contact data it read (the app asks again anyway). */
const BOOT_COMPANY_TTL_MS = 5_000;

function siteConfig(config: Config, gateEnabled: boolean, gateOpen: boolean, company: CompanyInfo): PublicSiteConfig {
  return {
    gateEnabled,
    gateOpen,
    company,
    ...(config.MAP_TILE_URL ? { mapTileUrl: config.MAP_TILE_URL, mapTileAttribution: config.MAP_TILE_ATTRIBUTION } : {}),
    demoPayments: config.PAYMENT_PROVIDER === 'sandbox',
  };
}

/** What every page asks first (GET /api/site/config): the gate's state for this visitor, the company, the map tiles. */
export async function publicSiteConfigOf(
  db: DbOrTx,
  config: Config,
  gate: GateService,
  visitor: { signedIn: boolean; gateCookie: string | undefined },
): Promise<PublicSiteConfig> {
  const gateEnabled = await gate.enabled(db);
  const gateOpen = visitor.signedIn || (await gate.cookieValid(db, visitor.gateCookie));
  return siteConfig(config, gateEnabled, gateOpen, await getCompanyInfo(db, config));
}

/**
 * The same answer for a page's HTML (ADR 0021), so the app paints the page without waiting for its
 * start-up checks — only when it is certain the page can show: the gate is off or this visitor's
 * gate cookie is valid (page requests carry no session lookup). Otherwise, or when the database
 * does not answer, null: the app checks as before. It decides what to paint first, never access.
 * Pages are the busiest answers, so the company's data is reused for a few seconds.
 */
export function bootConfigSource(
  db: DbOrTx,
  config: Config,
  gate: GateService,
): (gateCookie: string | undefined) => Promise<PublicSiteConfig | null> {
  let company: { value: CompanyInfo; at: number } | null = null;
  return async (gateCookie) => {
    try {
      const gateEnabled = await gate.enabled(db);
      if (gateEnabled && !(await gate.cookieValid(db, gateCookie))) return null;
      if (!company || clock.ms() - company.at > BOOT_COMPANY_TTL_MS) {
        company = { value: await getCompanyInfo(db, config), at: clock.ms() };
      }
      return siteConfig(config, gateEnabled, true, company.value);
    } catch {
      return null;
    }
  };
}
