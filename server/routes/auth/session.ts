import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { areaLoginPath } from '../../../domain/areas';
import { messages } from '../../../domain/messages';
import { loginInput, loginResponse, meResponse } from '../../../domain/schemas/auth';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { actorOf } from '../../plugins/http/access';
import { recordAudit } from '../../modules/identity/audit.service';
import { createSession, revokeSession } from '../../modules/identity/sessions.service';
import { checkLogin, loginMessage, wrongAreaMessage } from '../../modules/identity/users.service';

export const authRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, cookies } = deps;

  app.post(
    '/api/auth/login',
    {
      config: { access: { public: true, gate: false }, rateLimit: { max: deps.config.LOGIN_TRIES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { tags: ['autenticação'], summary: 'Entrar em uma área', body: loginInput, response: { 200: loginResponse } },
    },
    async (request, reply) => {
      const { area, email, password } = request.body;
      const actor = actorOf(request);
      let result;
      try {
        result = await checkLogin(db, area, email, password, request.ip);
      } catch (err) {
        request.log.error({ err }, 'login failed unexpectedly');
        throw new AppError(500, area === 'admin' ? messages.staffLoginError : messages.loginError, 'login_error');
      }
      if (!result.ok && result.reason === 'wrong_area') {
        await recordAudit(
          db,
          { ...actor, userId: result.userId, userEmail: email.slice(0, 254) },
          { category: 'auth', action: 'login_wrong_area', details: `Login na área ${area} com uma conta da área ${result.area}` },
          request.log,
        );
        throw new AppError(401, wrongAreaMessage(result.area), 'login_wrong_area', { area: result.area, loginPath: areaLoginPath[result.area] });
      }
      if (!result.ok) {
        await recordAudit(
          db,
          { ...actor, userId: result.userId ?? null, userEmail: email.slice(0, 254) },
          { category: 'auth', action: `login_${result.reason === 'invalid' ? 'failed' : result.reason}`, details: `Falha de login na área ${area}` },
          request.log,
        );
        throw new AppError(result.reason === 'locked' ? 429 : 401, loginMessage(area, result.reason), `login_${result.reason}`);
      }
      // A fresh session id at every login; the previous one (if any) ends.
      if (request.sessionId) await revokeSession(db, request.sessionId);
      const { token } = await createSession(db, result.user.id, { ip: request.ip, userAgent: request.headers['user-agent'] });
      reply.setCookie(cookies.session, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: cookies.secure,
        maxAge: 12 * 60 * 60,
      });
      await recordAudit(
        db,
        { ...actor, userId: result.user.id, userEmail: result.user.email },
        { category: 'auth', action: 'login', details: `Login na área ${area}` },
      );
      return { user: result.user, message: messages.staffLoginSuccess };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: { public: true, gate: false } },
      schema: { tags: ['autenticação'], summary: 'Sair', response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request, reply) => {
      if (request.sessionId && request.user) {
        await revokeSession(db, request.sessionId);
        await recordAudit(db, actorOf(request), { category: 'auth', action: 'logout', details: 'Logout' });
      }
      reply.clearCookie(cookies.session, { path: '/' });
      return { ok: true as const };
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { access: { public: true, gate: false } },
      schema: { tags: ['autenticação'], summary: 'Sessão atual', response: { 200: meResponse } },
    },
    async (request) => ({ user: request.user, expiresAt: null }),
  );
};
