import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../../domain/messages';
import { canAssignRole, canManageUser, roleLabels, type Role, type UserAdminAction } from '../../../domain/permissions';
import type { UserDto } from '../../../domain/schemas/users';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { isUuid } from '../../lib/uuid';
import { recordAudit, type AuditActor } from './audit.service';
import { hashPassword } from './passwords';
import { passwordProblem } from './password-strength';
import { revokeUserSessions, type SessionUser } from './sessions.service';
import { createUser } from './users.service';
import { clearFailures, emailKey, lockedEmails } from './login-throttle.repository';
import {
  deleteUserRow,
  findUserByEmailCi,
  findUserById,
  searchUsers,
  updateUserRow,
  type UserRow,
} from './users.repository';
import { clock } from '../../lib/clock';

/**
 * User management (/admin/users). The route's permission is checked before these run; here live
 * the rules that depend on who is acting on whom (domain/permissions.ts): only a master touches a
 * master or a finance account, nobody changes their own role, blocks or deletes themselves. Every
 * change, and every refusal by the target's role, is written to the audit log.
 */
export interface StaffContext {
  user: SessionUser;
  sessionId: string | null;
  audit: AuditActor;
  log?: FastifyBaseLogger;
}

export function toUserDto(row: UserRow, locked = false): UserDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    active: row.active,
    locked,
    createdAt: row.createdAt.toISOString(),
    lastAccessAt: row.lastAccessAt?.toISOString() ?? null,
  };
}

export async function listUsers(db: Db, q: { search?: string; role?: Role; page: number; pageSize: number }) {
  const { rows, total } = await searchUsers(db, q);
  const locked = await lockedEmails(db, rows.map((r) => r.email), clock.now());
  return { users: rows.map((r) => toUserDto(r, locked.has(emailKey(r.email)))), total, page: q.page, pageSize: q.pageSize };
}

async function target(db: Db, id: string): Promise<UserRow> {
  const row = isUuid(id) ? await findUserById(db, id) : undefined;
  if (!row) throw notFound(messages.userNotFound);
  return row;
}

async function denied(db: Db, ctx: StaffContext, action: string, details: string, err: AppError): Promise<never> {
  await recordAudit(db, ctx.audit, { category: 'users', action, details, metadata: { reason: err.code } }, ctx.log);
  throw err;
}

/** The refusal when an account of this role is a master's to create or change. */
const masterOnly = (role: Role) =>
  forbidden(role === 'finance' ? messages.onlyMasterManagesFinance : messages.onlyMasterManagesMaster, 'master_only');

const deniedAction: Record<UserAdminAction, string> = {
  edit: 'update_error',
  password: 'password_error',
  block: 'block_error',
  delete: 'delete_error',
};

/** Only a master acts on a master or finance account (a person may edit their own data and password). */
async function guardTarget(db: Db, ctx: StaffContext, row: UserRow, action: UserAdminAction): Promise<void> {
  if (canManageUser(ctx.user, row, action)) return;
  await denied(db, ctx, deniedAction[action], `Tentativa de alterar a conta ${row.email} (${roleLabels[row.role]})`, masterOnly(row.role));
}

export async function createStaffManagedUser(
  db: Db,
  ctx: StaffContext,
  input: { name: string; email: string; phone: string | null; role: Role; password: string },
) {
  if (!canAssignRole(ctx.user, null, input.role)) {
    await denied(db, ctx, 'create_error', `Tentativa de criar usuário com perfil ${roleLabels[input.role]}`, masterOnly(input.role));
  }
  if (await findUserByEmailCi(db, input.email)) throw conflict(messages.emailTaken, 'email_taken');
  const weak = await passwordProblem(input.password, input);
  if (weak) throw badRequest(weak, 'password_weak');
  return db.transaction(async (tx) => {
    let row: UserRow;
    try {
      row = await createUser(tx, input);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(messages.emailTaken, 'email_taken');
      throw err;
    }
    await recordAudit(tx, ctx.audit, {
      category: 'users',
      action: 'create_success',
      details: `Usuário ${row.email} criado com o perfil ${roleLabels[row.role]}`,
      metadata: { targetId: row.id, role: row.role },
    }, ctx.log);
    return toUserDto(row);
  });
}

export async function updateUserProfile(
  db: Db,
  ctx: StaffContext,
  id: string,
  input: { name: string; email: string; phone: string | null },
) {
  const row = await target(db, id);
  await guardTarget(db, ctx, row, 'edit');
  const email = input.email.trim().toLowerCase();
  const other = await findUserByEmailCi(db, email);
  if (other && other.id !== row.id) throw conflict(messages.emailTaken, 'email_taken');
  const changed = (['name', 'email', 'phone'] as const).filter((k) => (k === 'email' ? email : input[k]) !== row[k]);
  return db.transaction(async (tx) => {
    let updated: UserRow | undefined;
    try {
      updated = await updateUserRow(tx, row.id, { name: input.name, email, phone: input.phone });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(messages.emailTaken, 'email_taken');
      throw err;
    }
    if (!updated) throw notFound(messages.userNotFound);
    await recordAudit(tx, ctx.audit, {
      category: 'users',
      action: 'update',
      details: `Dados do usuário ${updated.email} atualizados`,
      metadata: { targetId: row.id, changed },
    }, ctx.log);
    return toUserDto(updated);
  });
}

export async function changeUserRole(db: Db, ctx: StaffContext, id: string, role: Role) {
  const row = await target(db, id);
  if (row.id === ctx.user.id && row.role !== role) {
    await denied(db, ctx, 'update_error', 'Tentativa de alterar o próprio perfil', forbidden(messages.cannotChangeOwnRole, 'own_role'));
  }
  if (!canAssignRole(ctx.user, row, role)) {
    await denied(db, ctx, 'update_error', `Tentativa de alterar o perfil de ${row.email} para ${roleLabels[role]}`, masterOnly(row.role === 'master' || role === 'master' ? 'master' : 'finance'));
  }
  if (row.role === role) return toUserDto(row);
  return db.transaction(async (tx) => {
    const updated = await updateUserRow(tx, row.id, { role });
    if (!updated) throw notFound(messages.userNotFound);
    await recordAudit(tx, ctx.audit, {
      category: 'users',
      action: 'role_changed',
      details: `Perfil de ${row.email}: ${roleLabels[row.role]} → ${roleLabels[role]}`,
      metadata: { targetId: row.id, from: row.role, to: role },
    }, ctx.log);
    return toUserDto(updated);
  });
}

/** Blocking ends the person's sessions at once; unblocking also clears a temporary lock. */
export async function setUserActive(db: Db, ctx: StaffContext, id: string, active: boolean) {
  const row = await target(db, id);
  if (row.id === ctx.user.id) throw forbidden(messages.cannotBlockSelf, 'own_account');
  await guardTarget(db, ctx, row, 'block');
  return db.transaction(async (tx) => {
    const updated = await updateUserRow(tx, row.id, { active });
    if (!updated) throw notFound(messages.userNotFound);
    if (active) await clearFailures(tx, row.email);
    else await revokeUserSessions(tx, row.id);
    await recordAudit(tx, ctx.audit, {
      category: 'users',
      action: active ? 'user_unblocked' : 'user_blocked',
      details: `Usuário ${row.email} ${active ? 'desbloqueado' : 'bloqueado'}`,
      metadata: { targetId: row.id },
    }, ctx.log);
    return toUserDto(updated);
  });
}

/**
 * Passwords cannot be viewed (they are hashed; see docs/decisions/0005): staff set a new one. All
 * sessions of that person end, except the caller's own when they change their own password.
 */
export async function setUserPassword(db: Db, ctx: StaffContext, id: string, password: string) {
  const row = await target(db, id);
  await guardTarget(db, ctx, row, 'password');
  const weak = await passwordProblem(password, row);
  if (weak) throw badRequest(weak, 'password_weak');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const updated = await updateUserRow(tx, row.id, { passwordHash });
    if (!updated) throw notFound(messages.userNotFound);
    await clearFailures(tx, row.email);
    await revokeUserSessions(tx, row.id, row.id === ctx.user.id ? ctx.sessionId : null);
    await recordAudit(tx, ctx.audit, {
      category: 'users',
      action: 'password_set',
      details: `Nova senha definida para ${row.email}`,
      metadata: { targetId: row.id },
    }, ctx.log);
    return toUserDto(updated);
  });
}

export async function deleteUser(db: Db, ctx: StaffContext, id: string) {
  const row = await target(db, id);
  if (row.id === ctx.user.id) throw forbidden(messages.cannotDeleteSelf, 'own_account');
  await guardTarget(db, ctx, row, 'delete');
  try {
    await db.transaction(async (tx) => {
      if (!(await deleteUserRow(tx, row.id))) throw notFound(messages.userNotFound);
      await recordAudit(tx, ctx.audit, {
        category: 'users',
        action: 'delete_success',
        details: `Usuário ${row.email} excluído`,
        metadata: { targetId: row.id, role: row.role },
      }, ctx.log);
    });
  } catch (err) {
    if (!isForeignKeyViolation(err)) throw err;
    await recordAudit(db, ctx.audit, {
      category: 'users',
      action: 'delete_error',
      details: `Exclusão de ${row.email} recusada: há registros ligados`,
      metadata: { targetId: row.id },
    }, ctx.log);
    throw conflict(messages.userDeleteLinked, 'user_linked');
  }
}
