import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { messages } from '../../../domain/messages';
import { can, type Permission, type Role } from '../../../domain/permissions';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { safeEqual } from '../../lib/crypto';
import { forbidden, unauthorized } from '../../lib/errors';
import type { CookieNames } from '../../ports';
import { validateSession, type SessionUser } from '../../modules/identity/sessions.service';
import type { GateService } from '../../modules/site/gate.service';
import { screenOfToken, type ScreenPrincipal } from '../../modules/signage/signage.service';
import { clock } from '../../lib/clock';

/**
 * Every /api route declares who may call it. A route without a declaration makes start-up fail,
 * so nothing is public by accident.
 */
export type Access =
  | { public: true; gate?: boolean }
  | { authenticated: true }
  | { permission: Permission }
  | { roles: readonly Role[] }
  /** A paired panel screen: `Authorization: Bearer <screen token>`, no session, no gate (ADR 0015). */
  | { screen: true }
  /** `Authorization: Bearer <METRICS_TOKEN>` (a scraper, no session), or a session with this permission. */
  | { bearerToken: 'METRICS_TOKEN'; permission: Permission };

/** Every guarded /api route with what it declared (the authorization test reads this). */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    declaredRoutes: DeclaredRoute[];
  }
  interface FastifyContextConfig {
    access?: Access;
    /** Background route (health polling): reads the session without sliding its idle expiry. */
    passiveSession?: boolean;
    /** Liveness: the session is not read at all (it would cost a database query). */
    noSession?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
    /** The paired screen of a `{ screen: true }` route. */
    screen: ScreenPrincipal | null;
  }
}


export function cookieNames(config: Config): CookieNames {
  const secure = Boolean(config.PUBLIC_URL?.startsWith('https://'));
  return {
    secure,
    session: secure ? '__Host-indexa_sid' : 'indexa_sid',
    gate: secure ? '__Host-indexa_gate' : 'indexa_gate',
  };
}

const UNGUARDED_PREFIXES = ['/api/docs'];
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_IN_QUERY = /[?&]token=/;

export function registerAccess(
  app: FastifyInstance,
  deps: { db: Db; config: Config; gate: GateService; cookies: CookieNames },
): void {
  const { db, config, gate, cookies } = deps;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('screen', null);

  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || UNGUARDED_PREFIXES.some((p) => route.url.startsWith(p))) return;
    if (route.method === 'HEAD' || route.method === 'OPTIONS') return;
    if (!route.config?.access) {
      throw new Error(`A rota ${String(route.method)} ${route.url} não declara config.access`);
    }
    for (const method of [route.method].flat()) declared.push({ method: String(method), url: route.url, access: route.config.access });
  });

  const allowedOrigins = new Set<string>();
  if (config.PUBLIC_URL) allowedOrigins.add(new URL(config.PUBLIC_URL).origin);

  /** CSRF: SameSite=Lax cookies plus an Origin check on every state-changing request. */
  function originRefusal(request: FastifyRequest): Error | undefined {
    const origin = request.headers.origin;
    // An opaque origin (sandboxed iframe, data: URL, some redirects) with our session cookie
    // is never our own page.
    if (origin === 'null' && request.cookies[cookies.session]) return forbidden(messages.forbiddenOriginNull, 'bad_origin');
    if (origin && origin !== 'null') {
      const self = `${request.protocol}://${request.host}`;
      if (origin !== self && !allowedOrigins.has(origin)) return forbidden(messages.forbiddenOrigin, 'bad_origin');
    }
    return undefined;
  }

  async function authenticate(request: FastifyRequest, reply: FastifyReply, token: string | undefined): Promise<void> {
    if (token) {
      const passive = request.routeOptions.config.passiveSession === true;
      const session = await validateSession(db, token, clock.now(), { touch: !passive });
      if (session) {
        request.user = session.user;
        request.sessionId = session.id;
      } else {
        reply.clearCookie(cookies.session, { path: '/' });
      }
    }
    // The guard runs here, before the body is parsed or validated: a caller without the right
    // gets 401/403 whatever they send, and an upload is refused before it is read.
    await guard(request);
  }

  // Callback style with a synchronous path for the common request (no session cookie, a public
  // route whose gate is decided from memory): no promise, no extra turn of the event loop.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!request.url.startsWith('/api')) return done();
    if (STATE_CHANGING.has(request.method)) {
      const refused = originRefusal(request);
      if (refused) return done(refused);
    }
    const token = request.routeOptions.config.noSession === true ? undefined : request.cookies[cookies.session];
    if (!token) {
      const access = request.routeOptions.config.access;
      if (!access) return done();
      if ('public' in access) {
        if (access.gate === false) return done();
        const open = gate.cookieValidNow(request.cookies[cookies.gate]);
        if (open === true) return done();
        if (open === false) return done(forbidden(messages.gateLocked, 'gate_locked'));
      }
    }
    authenticate(request, reply, token).then(() => done(), done);
  });

  // Private answers are never stored by a browser or proxy cache: everything but the public
  // catalogue read anonymously (a signed-in person's, a buyer's order by token, any staff route).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.url.startsWith('/api') || reply.hasHeader('cache-control')) return done(null, payload);
    const access = request.routeOptions.config.access;
    const isPublic = access && 'public' in access;
    const carriesSecret = Boolean(request.user || request.headers['x-order-token'] || request.headers.authorization || TOKEN_IN_QUERY.test(request.url));
    if (!isPublic || carriesSecret || request.method !== 'GET') reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  async function guard(request: FastifyRequest): Promise<void> {
    const access = request.routeOptions.config.access;
    if (!access) return;
    if ('screen' in access) {
      const auth = request.headers.authorization;
      const token = auth?.startsWith('Bearer ') ? auth.slice(7).trim() : undefined;
      request.screen = await screenOfToken(db, token);
      return;
    }
    if ('bearerToken' in access) {
      const expected = config[access.bearerToken];
      const auth = request.headers.authorization;
      const given = auth?.startsWith('Bearer ') ? auth.slice(7).trim() : undefined;
      if (expected && given && safeEqual(given, expected)) return;
    }
    if ('public' in access) {
      if (access.gate !== false && !request.user && !(await gate.cookieValid(db, request.cookies[cookies.gate]))) {
        throw forbidden(messages.gateLocked, 'gate_locked');
      }
      return;
    }
    if (!request.user) throw unauthorized(messages.unauthenticated);
    if ('permission' in access && !can(request.user.role, access.permission)) throw forbidden(messages.noPermission);
    if ('roles' in access && !access.roles.includes(request.user.role)) throw forbidden(messages.noPermission);
  }
}

/** For services: the request's actor as the audit log wants it. */
export function actorOf(request: FastifyRequest) {
  return {
    userId: request.user?.id ?? null,
    userEmail: request.user?.email ?? null,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  };
}
