import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { hmac, safeEqual } from '../../lib/crypto';
import { hashPassword, verifyPassword } from '../identity/passwords';
import { deleteSetting, getSetting, setSetting } from './settings.repository';
import { clock } from '../../lib/clock';

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
  /** With SITE_ACCESS_PASSWORD the fingerprint never changes: worked out once. */
  private readonly envFingerprint: string | null;
  /**
   * Cookies already proven valid (value -> expiry, ms) for the fingerprint in `validFor`: a visitor's
   * next requests cost a map lookup, not two HMACs. Only signed cookies get in (they come from a right
   * password), and a new fingerprint (password changed) empties it.
   */
  private valid = new Map<string, number>();
  private validFor: string | null = null;

  constructor(
    private config: Config,
    private secret: string,
  ) {
    this.envFingerprint = config.SITE_ACCESS_PASSWORD ? hmac(secret, `gate-env|${config.SITE_ACCESS_PASSWORD}`) : null;
  }

  get fromEnvironment(): boolean {
    return Boolean(this.config.SITE_ACCESS_PASSWORD);
  }

  /** The fingerprint when known without the database (env password, or read less than 5 s ago). */
  private knownFingerprint(now: number): string | null | undefined {
    if (this.envFingerprint) return this.envFingerprint;
    if (this.cached && now - this.cached.at < 5_000) return this.cached.hash;
    return undefined;
  }

  /** What the cookie is bound to: the env password (through the secret) or the stored hash. */
  private async fingerprint(db: DbOrTx): Promise<string | null> {
    // A short cache: the gate is checked on every public request.
    const known = this.knownFingerprint(clock.ms());
    if (known !== undefined) return known;
    const hash = (await getSetting<string>(db, KEY)) ?? null;
    this.cached = { hash, at: clock.ms() };
    return hash;
  }

  async enabled(db: DbOrTx): Promise<boolean> {
    return (await this.fingerprint(db)) !== null;
  }

  /** The cookie value for a right password; null for a wrong one (or no gate). */
  async check(db: DbOrTx, password: string, now = clock.ms()): Promise<string | null> {
    const fp = await this.fingerprint(db);
    if (!fp) return null;
    const ok = this.config.SITE_ACCESS_PASSWORD
      ? safeEqual(hmac(this.secret, `gate-pw|${password}`), hmac(this.secret, `gate-pw|${this.config.SITE_ACCESS_PASSWORD}`))
      : await verifyPassword(fp, password);
    if (!ok) return null;
    const exp = Math.floor(now / 1000) + GATE_COOKIE_DAYS * 86_400;
    return `${exp}.${this.sign(exp, fp)}`;
  }

  async cookieValid(db: DbOrTx, cookie: string | undefined, now = clock.ms()): Promise<boolean> {
    return this.validate(await this.fingerprint(db), cookie, now);
  }

  /** The same answer without waiting, when the fingerprint is at hand; undefined otherwise. */
  cookieValidNow(cookie: string | undefined, now = clock.ms()): boolean | undefined {
    const fp = this.knownFingerprint(now);
    return fp === undefined ? undefined : this.validate(fp, cookie, now);
  }

  private validate(fp: string | null, cookie: string | undefined, now: number): boolean {
    if (!fp) return true;
    if (!cookie) return false;
    if (fp !== this.validFor) {
      this.valid.clear();
      this.validFor = fp;
    }
    const known = this.valid.get(cookie);
    if (known !== undefined) return known > now;
    const m = /^(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/.exec(cookie);
    if (!m) return false;
    const exp = Number(m[1]);
    if (exp * 1000 <= now) return false;
    if (!safeEqual(m[2]!, this.sign(exp, fp))) return false;
    if (this.valid.size >= 10_000) this.valid.clear();
    this.valid.set(cookie, exp * 1000);
    return true;
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
