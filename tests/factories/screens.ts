import type { FastifyInstance } from 'fastify';
import { json } from '../setup/app';
import { nextIp } from './users';

/**
 * Pairs a screen the way a device and a staff member do it (real API calls): the device asks for a
 * code, staff type it with the building and label, the device collects its token.
 */
export async function pairScreen(app: FastifyInstance, staffCookie: string, buildingId: string, label = 'Elevador social') {
  const start = await app.inject({ method: 'POST', url: '/api/player/pairing', remoteAddress: nextIp() });
  if (start.statusCode !== 200) throw new Error(`pairing start ${start.statusCode} ${start.body}`);
  const { code, secret } = json<{ code: string; secret: string }>(start);
  const paired = await app.inject({ method: 'POST', url: '/api/admin/screens', headers: { cookie: staffCookie }, payload: { code, buildingId, label } });
  if (paired.statusCode !== 200) throw new Error(`pair ${paired.statusCode} ${paired.body}`);
  const claim = await app.inject({ method: 'POST', url: '/api/player/pairing/claim', payload: { secret } });
  if (claim.statusCode !== 200 || json(claim).status !== 'paired') throw new Error(`claim ${claim.statusCode} ${claim.body}`);
  const body = json<{ token: string; screen: { id: string; buildingId: string } }>(claim);
  return { token: body.token, screenId: body.screen.id, auth: { authorization: `Bearer ${body.token}` } };
}
