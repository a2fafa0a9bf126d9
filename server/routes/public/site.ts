import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import { contactInput, gateInput, newsletterInput, publicSiteConfig } from '../../../domain/schemas/site';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../lib/errors';
import { publicSiteConfigOf } from '../../modules/site/site-config.service';
import { sendContactMessage, subscribeNewsletter } from '../../modules/site/subscriptions.service';

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
      const { created } = await subscribeNewsletter(db, mailer, config, request.body.email, { events: deps.events, log: request.log });
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
};
