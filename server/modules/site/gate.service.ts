import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { hmac, safeEqual } from '../../lib/crypto';
import { hashPassword, verifyPassword } from '../identity/passwords';
import { deleteSetting, getSetting, setSetting } from './settings.repository';

const KEY = 'gate_password_hash';

/**
 * The site gate. SITE_ACCESS_PASSWORD, when set, is authoritative; otherwise staff set it in the
 * admin settings (stored hashed). The cookie is an HMAC of the current hash, so changing the
 * password shuts out every cookie issued for the old one.
 */
export class GateService {
  private envHash?: Promise<string>;
  private cached?: { hash: string | null; at: number };

  constructor(
    private config: Config,
    private secret: string,
  ) {
    if (config.SITE_ACCESS_PASSWORD) this.envHash = hashPassword(config.SITE_ACCESS_PASSWORD);
  }

  get fromEnvironment(): boolean {
    return Boolean(this.envHash);
  }

  async currentHash(db: DbOrTx): Promise<string | null> {
    if (this.envHash) return this.envHash;
    // A short cache: the gate is checked on every public request.
    if (this.cached && Date.now() - this.cached.at < 5_000) return this.cached.hash;
    const hash = (await getSetting<string>(db, KEY)) ?? null;
    this.cached = { hash, at: Date.now() };
    return hash;
  }

  async enabled(db: DbOrTx): Promise<boolean> {
    return (await this.currentHash(db)) !== null;
  }

  async check(db: DbOrTx, password: string): Promise<string | null> {
    const hash = await this.currentHash(db);
    if (!hash) return null;
    return (await verifyPassword(hash, password)) ? this.cookieFor(hash) : null;
  }

  async cookieValid(db: DbOrTx, cookie: string | undefined): Promise<boolean> {
    const hash = await this.currentHash(db);
    if (!hash) return true;
    return Boolean(cookie) && safeEqual(cookie!, this.cookieFor(hash));
  }

  async setPassword(db: DbOrTx, password: string | null): Promise<void> {
    if (password) await setSetting(db, KEY, await hashPassword(password));
    else await deleteSetting(db, KEY);
    this.cached = undefined;
  }

  private cookieFor(hash: string): string {
    return hmac(this.secret, `gate|${hash}`);
  }
}
