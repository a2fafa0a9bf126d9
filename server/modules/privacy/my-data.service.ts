import type { FastifyBaseLogger } from 'fastify';
import { PRIVACY_REQUEST_DEADLINE_DAYS } from '../../../domain/privacy';
import type { MyDataView } from '../../../domain/schemas/privacy';
import { dayOf } from '../../../domain/time';
import type { Db, DbOrTx } from '../../db/client';
import { clock } from '../../lib/clock';
import { accountOf } from '../identity/account-privacy.service';
import { recordAudit, type AuditActor } from '../identity/audit.service';
import { findUserByEmail } from '../identity/users.service';
import { exportPersonalData, requestsOfUser } from './privacy.service';

/** The page 'Meus dados' opens with. */
export async function myDataOf(db: DbOrTx, userId: string): Promise<MyDataView> {
  const a = await accountOf(db, userId);
  return {
    account: { name: a.name, email: a.email, phone: a.phone, createdAt: a.createdAt },
    requests: await requestsOfUser(db, userId),
    deadlineDays: PRIVACY_REQUEST_DEADLINE_DAYS,
  };
}

/** 'Baixar meus dados': the JSON of everything about the account, audited (who, when; not what). */
export async function downloadMyData(db: Db, actor: AuditActor, userId: string, log?: FastifyBaseLogger) {
  const now = clock.now();
  const a = await accountOf(db, userId);
  const data = await exportPersonalData(db, { userId, email: a.email }, now);
  await recordAudit(db, actor, { category: 'privacy', action: 'data_exported', details: 'Titular baixou os próprios dados em Meus dados' }, log);
  return { filename: `meus-dados-${dayOf(now)}.json`, json: JSON.stringify(data, null, 2) };
}

/** Staff's 'Exportar' of a request: what is kept about its e-mail (account or not), audited. */
export async function exportForRequest(db: Db, actor: AuditActor, email: string, log?: FastifyBaseLogger) {
  const now = clock.now();
  // An e-mail that is also an account's: what is kept under the account's id comes too.
  const account = await findUserByEmail(db, email);
  const data = await exportPersonalData(db, { userId: account?.id ?? null, email }, now);
  await recordAudit(db, actor, { category: 'privacy', action: 'email_exported', details: 'Equipe exportou os dados de um titular para responder um pedido LGPD' }, log);
  return { filename: `dados-titular-${dayOf(now)}.json`, json: JSON.stringify(data, null, 2) };
}
