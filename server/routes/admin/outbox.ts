import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { listOutbox } from '../../modules/mail/outbox.service';

const outboxPage = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      status: z.string(),
      /** What the mail carries (rendered when sent): 'Recibo do pedido 1A2B3C4D (PDF)'. */
      attachments: z.array(z.string()),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Read-only view of e-mail_outbox: what the platform sent (or would send without SMTP). */
export const adminOutboxRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/outbox',
    {
      config: { access: { permission: 'read:audit_log' } },
      schema: {
        tags: ['admin'],
        summary: 'Caixa de saída de e-mails (somente leitura)',
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), to: z.string().trim().max(254).optional() }),
        response: { 200: outboxPage },
      },
    },
    async (request) => listOutbox(deps.db, request.query),
  );
};
