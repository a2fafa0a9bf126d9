import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { hmac, safeEqual } from '../../lib/crypto';
import { hashPassword, verifyPassword } from '../identity/passwords';
import { deleteSetting, getSetting, setSetting } from './settings.repository';

const KEY = 'gate_password_hash';
/** The gate cookie lasts 30 days. */
export const GATE_COOKIE_DAYS = 30;

/**
 * The site gate. SITE_ACCESS_PASSWORD, when set, is authoritative; otherwise staff set it in the
 * admin settings (stored hashed). The cookie is a signed token `<expiry>.<signature>`: HMAC with
 * the persistent secret (kept in the database, so it survives a restart and is the same on every
 * instance) over the expiry and a fingerprint of the current password, so changing the password
 * shuts out every cookie issued for the old one.
 */
export class GateService {
  private cached?: { hash: string | null; at: number };

  constructor(
    private config: Config,
    private secret: string,
  ) {}

  get fromEnvironment(): boolean {
    return Boolean(this.config.SITE_ACCESS_PASSWORD);
  }

  /** What the cookie is bound to: the env password (through the secret) or the stored hash. */
  private async fingerprint(db: DbOrTx): Promise<string | null> {
    if (this.config.SITE_ACCESS_PASSWORD) return hmac(this.secret, `gate-env|${this.config.SITE_ACCESS_PASSWORD}`);
    // A short cache: the gate is checked on every public request.
    if (this.cached && Date.now() - this.cached.at < 5_000) return this.cached.hash;
    const hash = (await getSetting<string>(db, KEY)) ?? null;
    this.cached = { hash, at: Date.now() };
    return hash;
  }

  async enabled(db: DbOrTx): Promise<boolean> {
    return (await this.fingerprint(db)) !== null;
  }

  /** The cookie value for a right password; null for a wrong one (or no gate). */
  async check(db: DbOrTx, password: string, now = Date.now()): Promise<string | null> {
    const fp = await this.fingerprint(db);
    if (!fp) return null;
    const ok = this.config.SITE_ACCESS_PASSWORD
      ? safeEqual(hmac(this.secret, `gate-pw|${password}`), hmac(this.secret, `gate-pw|${this.config.SITE_ACCESS_PASSWORD}`))
      : await verifyPassword(fp, password);
    if (!ok) return null;
    const exp = Math.floor(now / 1000) + GATE_COOKIE_DAYS * 86_400;
    return `${exp}.${this.sign(exp, fp)}`;
  }

  async cookieValid(db: DbOrTx, cookie: string | undefined, now = Date.now()): Promise<boolean> {
    const fp = await this.fingerprint(db);
    if (!fp) return true;
    const m = cookie ? /^(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/.exec(cookie) : null;
    if (!m) return false;
    const exp = Number(m[1]);
    if (exp * 1000 <= now) return false;
    return safeEqual(m[2]!, this.sign(exp, fp));
  }

  async setPassword(db: DbOrTx, password: string | null): Promise<void> {
    if (password) await setSetting(db, KEY, await hashPassword(password));
    else await deleteSetting(db, KEY);
    this.cached = undefined;
  }

  private sign(exp: number, fingerprint: string): string {
    return hmac(this.secret, `gate|${exp}|${fingerprint}`);
  }
}
