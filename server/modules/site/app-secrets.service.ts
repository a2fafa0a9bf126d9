import type { DbOrTx } from '../../db/client';
import { randomToken } from '../../lib/crypto';
import { getOrCreateSetting } from './settings.repository';

/**
 * The key that signs cookies, created on the first start and shared by every instance over the
 * same database (the insert is first-writer-wins).
 */
export function cookieSecret(db: DbOrTx): Promise<string> {
  return getOrCreateSetting(db, 'cookie_secret', () => randomToken(32));
}
