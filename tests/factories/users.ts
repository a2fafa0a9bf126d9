import type { FastifyInstance } from 'fastify';
import type { Role } from '../../domain/permissions';
import type { Area } from '../../domain/permissions';
import { createUser } from '../../server/modules/identity/users.service';
import { cookiesOf } from '../setup/app';

let seq = 0;

export async function makeUser(app: FastifyInstance, overrides: { role?: Role; email?: string; password?: string; name?: string; active?: boolean } = {}) {
  seq += 1;
  const password = overrides.password ?? 'senha-de-teste-123';
  const user = await createUser(app.deps.db, {
    name: overrides.name ?? `Pessoa ${seq}`,
    email: overrides.email ?? `pessoa${seq}.${Date.now()}@teste.local`,
    role: overrides.role ?? 'client',
    password,
    active: overrides.active,
  });
  return { ...user, password };
}

export const areaOf: Record<Role, Area> = {
  editor: 'admin',
  admin: 'admin',
  master: 'admin',
  finance: 'finance',
  sindico: 'sindico',
  client: 'client',
};

let ipSeq = 0;
/** A different client address per call, so the per-IP login limit never trips a test by accident. */
export const nextIp = () => {
  ipSeq += 1;
  return `10.77.${Math.floor(ipSeq / 250) % 250}.${(ipSeq % 250) + 1}`;
};

/** Logs an existing user in through the real route and returns the session cookie. */
export async function login(app: FastifyInstance, user: { email: string; password: string; role: Role }) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: nextIp(),
    payload: { area: areaOf[user.role], email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return cookiesOf(res);
}

/** Creates a user of that role and returns its session cookie. */
export async function loginAs(app: FastifyInstance, role: Role, overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(app, { ...overrides, role });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: nextIp(),
    payload: { area: areaOf[role], email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { user, cookie: cookiesOf(res) };
}
