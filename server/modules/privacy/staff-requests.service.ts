import type { FastifyBaseLogger } from 'fastify';
import type { PrivacyRequestDto, PrivacyRequestInput } from '../../../domain/schemas/privacy';
import type { Db } from '../../db/client';
import { clock } from '../../lib/clock';
import { recordAudit, type AuditActor } from '../identity/audit.service';
import { answerPrivacyRequest, privacyRequestView, registerPrivacyRequest } from './privacy.service';

/** 'Pedidos LGPD': staff write down a request that came by the contact channel (audited). */
export async function registerRequestByStaff(db: Db, actor: AuditActor, input: { email: string; type: PrivacyRequestInput['type']; details: string; receivedDay?: string }, log?: FastifyBaseLogger): Promise<PrivacyRequestDto> {
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const r = await registerPrivacyRequest(tx, input, now);
    await recordAudit(tx, actor, { category: 'privacy', action: 'request_registered', details: `Pedido LGPD (${r.type}) registrado`, metadata: { requestId: r.id } }, log);
    return r;
  });
  return privacyRequestView(db, row.id, now);
}

/** Marks a request answered with the note of what was answered (once; audited). */
export async function answerRequestByStaff(db: Db, actor: AuditActor & { userId: string }, id: string, answer: string, log?: FastifyBaseLogger): Promise<PrivacyRequestDto> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    await answerPrivacyRequest(tx, id, answer, actor.userId, now);
    await recordAudit(tx, actor, { category: 'privacy', action: 'request_answered', details: 'Pedido LGPD marcado como respondido', metadata: { requestId: id } }, log);
  });
  return privacyRequestView(db, id, now);
}
