import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { lockForTransaction } from '../../db/locks';
import { randomToken } from '../../lib/crypto';
import { createUser } from './users.service';
import { hasMaster } from './users.repository';

/**
 * There is no built-in account. The first start creates the master from ADMIN_EMAIL and
 * ADMIN_PASSWORD, or generates a password and prints it once. Instances started together on an
 * empty database queue on a lock, so exactly one creates it and the others see it made.
 */
export async function ensureMaster(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (await hasMaster(db)) return;
  const email = config.ADMIN_EMAIL ?? 'admin@indexa.local';
  const generated = !config.ADMIN_PASSWORD;
  const password = config.ADMIN_PASSWORD ?? randomToken(15);
  const created = await db.transaction(async (tx) => {
    await lockForTransaction(tx, 'first-master');
    if (await hasMaster(tx)) return false;
    await createUser(tx, { name: 'Administrador', email, role: 'master', password });
    return true;
  });
  if (!created) return;
  if (generated && config.NODE_ENV !== 'test') {
    // Printed once, on purpose, to the console only (never to the log files).
    console.log(
      `\n  Conta master criada: ${email}\n  Senha (mostrada só agora): ${password}\n  Troque-a em /admin/users ou defina ADMIN_EMAIL/ADMIN_PASSWORD.\n`,
    );
  } else {
    log.info({ email }, 'conta master criada');
  }
}
