import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import { contactInput, gateInput, newsletterInput, publicSiteConfig } from '../../../domain/schemas/site';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../lib/errors';
import { publicSiteConfigOf } from '../../modules/site/site-config.service';
import { leaveNewsletter, sendContactMessage, subscribeNewsletter } from '../../modules/site/subscriptions.service';
import { newsletterLeaveInput, newsletterLeaveResponse, publicPrivacyNotice } from '../../../domain/schemas/privacy-notice';
import { publicPrivacyNoticeOf } from '../../modules/privacy-notice/privacy-notice.service';
import { clock } from '../../lib/clock';

const ok = z.object({ ok: z.literal(true), message: z.string() });

export const siteRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, gate, cookies, mailer } = deps;

  app.get(
    '/api/site/config',
    {
      config: { access: { public: true, gate: false } },
      schema: { tags: ['site'], summary: 'Configuração pública do site', response: { 200: publicSiteConfig } },
    },
    async (request) =>
      publicSiteConfigOf(db, config, gate, { signedIn: Boolean(request.user), gateCookie: request.cookies[cookies.gate] }),
  );

  app.post(
    '/api/gate',
    {
      config: {
        access: { public: true, gate: false },
        rateLimit: { max: config.GATE_TRIES_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: { tags: ['site'], summary: 'Senha da Área Restrita', body: gateInput, response: { 200: ok } },
    },
    async (request, reply) => {
      const value = await gate.check(db, request.body.password);
      if (!value) throw forbidden(messages.gateWrongPassword, 'gate_wrong_password');
      reply.setCookie(cookies.gate, value, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: cookies.secure,
        maxAge: 60 * 60 * 24 * 30,
      });
      return { ok: true as const, message: 'Acesso liberado.' };
    },
  );

  app.post(
    '/api/site/newsletter',
    {
      config: { access: { public: true }, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { tags: ['site'], summary: 'Inscrição na newsletter', body: newsletterInput, response: { 200: ok } },
    },
    async (request) => {
      const { created } = await subscribeNewsletter(
        db,
        mailer,
        config,
        deps.secret,
        { email: request.body.email, ip: request.ip, now: clock.now() },
        { events: deps.events, log: request.log },
      );
      return { ok: true as const, message: created ? messages.newsletterSubscribed : messages.newsletterAlready };
    },
  );

  app.post(
    '/api/site/contact',
    {
      config: { access: { public: true }, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['site'], summary: 'Formulário de contato', body: contactInput, response: { 200: ok } },
    },
    async (request) => {
      await sendContactMessage(db, mailer, config, request.body, { events: deps.events, log: request.log });
      return { ok: true as const, message: messages.contactSent };
    },
  );

  // The privacy notice is for everyone whose data we keep, also someone who follows a mail's link
  // while the site is behind its gate (ADR 0054).
  app.get(
    '/api/site/privacy',
    {
      config: { access: { public: true, gate: false } },
      schema: { tags: ['site'], summary: 'Aviso de privacidade (LGPD)', response: { 200: publicPrivacyNotice } },
    },
    async () => publicPrivacyNoticeOf(db, config, clock.now()),
  );

  app.post(
    '/api/newsletter/leave',
    {
      config: { access: { public: true, gate: false }, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { tags: ['site'], summary: 'Sair da newsletter pelo link do e-mail (token assinado)', body: newsletterLeaveInput, response: { 200: newsletterLeaveResponse } },
    },
    async (request) => leaveNewsletter(db, deps.secret, request.body.token),
  );
};
