import { describe, expect, it } from 'vitest';
import { canAssignRole, canManageUser, roles, type Role } from '../../../domain/permissions';
import { allowedActions } from '../../../web/features/users/components/user-actions';

const person = (role: Role, id = `id-${role}`) => ({ id, role });
const dto = (role: Role) => ({ ...person(role, `alvo-${role}`), name: 'Alvo', email: 'a@b.c', phone: null, active: true, locked: false, createdAt: '', lastAccessAt: null });
const me = (role: Role) => ({ ...person(role), name: 'Eu', email: 'eu@b.c' });

/** Issue 27 (4): the users screen hides what the server refuses, from the same rule. */
describe('who manages which accounts', () => {
  it('only a master creates, promotes to or changes a finance or master account', () => {
    const admin = person('admin');
    const master = person('master');
    expect(roles.filter((r) => canAssignRole(admin, null, r))).toEqual(['editor', 'admin', 'sindico', 'client']);
    expect(roles.filter((r) => canAssignRole(master, null, r))).toEqual([...roles]);
    expect(canAssignRole(admin, person('finance', 'f'), 'client')).toBe(false);
    expect(canAssignRole(admin, person('client', 'c'), 'finance')).toBe(false);
    expect(canAssignRole(master, person('finance', 'f'), 'client')).toBe(true);
    for (const action of ['edit', 'password', 'block'] as const) {
      expect(canManageUser(admin, person('finance', 'f'), action)).toBe(false);
      expect(canManageUser(admin, person('master', 'm'), action)).toBe(false);
      expect(canManageUser(admin, person('client', 'c'), action)).toBe(true);
      expect(canManageUser(master, person('finance', 'f'), action)).toBe(true);
      expect(canManageUser(person('editor'), person('client', 'c'), action)).toBe(false);
    }
    // Oneself: data and password, never block or delete.
    expect(canManageUser(admin, admin, 'edit')).toBe(true);
    expect(canManageUser(admin, admin, 'password')).toBe(true);
    expect(canManageUser(master, master, 'block')).toBe(false);
    expect(canManageUser(master, master, 'delete')).toBe(false);
  });

  it("the users screen's menu offers an admin nothing on a finance account", () => {
    expect(allowedActions(me('admin'), dto('finance'))).toEqual([]);
    expect(allowedActions(me('admin'), dto('client'))).toEqual(['edit', 'password', 'block']);
    expect(allowedActions(me('master'), dto('finance'))).toEqual(['edit', 'password', 'block', 'delete']);
  });
});
