import { messages } from '../../domain/messages';
import type { BuildingDto, BuildingInput, SindicoInput } from '../../domain/schemas/buildings';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { AppError } from '../lib/errors';
import type { Mailer } from '../ports';
import { publishBuildingSaved } from '../modules/buildings/buildings.events';
import { getBuilding, writeBuilding, writeSyndic, type BuildingsDeps } from '../modules/buildings/buildings.service';
import { recordAudit, type AuditActor } from '../modules/identity/audit.service';
import { createUser, findUserByEmail } from '../modules/identity/users.service';
import { composeMail } from '../modules/mail/outbox.service';

export interface SaveBuildingDeps extends BuildingsDeps {
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
}

interface Invite {
  userId: string;
  name: string;
  email: string;
}

/**
 * The síndico's account: an existing `sindico` user with that e-mail is linked; with no user a
 * new one is created without a password (they set it through 'Esqueci minha senha'). A person
 * who already has another kind of account is not turned into a síndico: the block is saved
 * without a link.
 */
async function linkSindicoAccount(
  tx: DbOrTx,
  actor: AuditActor,
  sindico: SindicoInput,
): Promise<{ userId: string | null; invite: Invite | null }> {
  if (!sindico.email) return { userId: null, invite: null };
  const existing = await findUserByEmail(tx, sindico.email);
  if (existing) return { userId: existing.role === 'sindico' ? existing.id : null, invite: null };
  const user = await createUser(tx, { name: sindico.name, email: sindico.email, phone: sindico.phone, role: 'sindico' });
  await recordAudit(tx, actor, {
    category: 'users',
    action: 'create_success',
    details: `Conta de síndico criada para ${user.email}`,
    metadata: { userId: user.id, role: 'sindico' },
  });
  return { userId: user.id, invite: { userId: user.id, name: user.name, email: user.email } };
}

function inviteMail(config: SaveBuildingDeps['config'], invite: Invite, buildingName: string) {
  return {
    to: invite.email,
    ...composeMail(config, 'sindicoInvite', { name: invite.name, email: invite.email, buildingName }),
    dedupeKey: `sindico-invite:${invite.userId}`,
  };
}

/**
 * Creates (id null) or updates a building with its síndico in one transaction: the building,
 * the síndico row, the síndico's account and the audit entry commit together or not at all.
 * After the commit: the invitation e-mail and the live update to open store pages.
 */
export async function saveBuilding(
  deps: SaveBuildingDeps,
  actor: AuditActor,
  id: string | null,
  input: BuildingInput,
): Promise<BuildingDto> {
  const creating = id === null;
  let saved;
  try {
    saved = await deps.db.transaction(async (tx) => {
      const { before, after } = await writeBuilding(tx, id, input);
      let invite: Invite | null = null;
      if (input.sindico !== undefined) {
        const link = input.sindico ? await linkSindicoAccount(tx, actor, input.sindico) : { userId: null, invite: null };
        invite = link.invite;
        await writeSyndic(tx, after.id, input.sindico, link.userId);
      }
      await recordAudit(tx, actor, {
        category: 'buildings',
        action: creating ? 'create_success' : 'update',
        details: `Prédio "${after.name}" ${creating ? 'cadastrado' : 'atualizado'}`,
        metadata: {
          buildingId: after.id,
          ...(before && before.priceCents !== after.priceCents ? { priceCents: [before.priceCents, after.priceCents] } : {}),
          ...(before && before.status !== after.status ? { status: [before.status, after.status] } : {}),
        },
      });
      return { before, after, invite };
    });
  } catch (err) {
    await recordAudit(deps.db, actor, {
      category: 'buildings',
      action: creating ? 'create_error' : 'update_error',
      details: err instanceof AppError ? err.message : messages.buildingSaveError,
      metadata: id ? { buildingId: id } : undefined,
    });
    if (err instanceof AppError) throw err;
    deps.log?.error({ err }, 'building save failed');
    throw new AppError(500, messages.buildingSaveError, 'save_error');
  }
  if (saved.invite) {
    try {
      await deps.mailer.send(inviteMail(deps.config, saved.invite, saved.after.name));
    } catch (err) {
      deps.log?.warn({ err }, 'síndico invitation not sent');
    }
  }
  await publishBuildingSaved(deps, saved.before, saved.after);
  return getBuilding(deps.db, saved.after.id);
}
