import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certificateVerification } from '../../../domain/schemas/certificates';
import type { AppDeps } from '../../deps';
import { certificateOfBooking, verifyCertificate, type CertificateCaller } from '../../modules/certificates/certificates.service';
import { sendDownload } from '../../lib/download';

const bookingParams = z.object({ id: z.string().max(64) });

/**
 * Certificates of display (issue 32, ADR 0048): the client downloads their booking's, staff any
 * advertiser's, and anyone holding a copy checks its code — without the site gate, like a receipt's
 * verification: the code is the secret.
 */
export const certificateRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const send = async (reply: FastifyReply, bookingId: string, caller: CertificateCaller) => {
    const cert = await certificateOfBooking(deps, bookingId, caller);
    reply.header('x-certificate-code', cert.code);
    return sendDownload(reply, 'pdf', cert.filename, cert.pdf);
  };

  app.get(
    '/api/client/bookings/:id/certificate',
    {
      config: { access: { permission: 'read:plays:own' } },
      schema: { tags: ['área do cliente'], summary: 'Relatório de veiculação (PDF) de uma reserva minha', params: bookingParams },
    },
    async (request, reply) => send(reply, request.params.id, { kind: 'client', userId: request.user!.id }),
  );

  app.get(
    '/api/admin/bookings/:id/certificate',
    {
      config: { access: { permission: 'read:advertiser:any' } },
      schema: { tags: ['anunciantes'], summary: 'Relatório de veiculação (PDF) de uma reserva', params: bookingParams },
    },
    async (request, reply) => send(reply, request.params.id, { kind: 'staff' }),
  );

  app.get(
    '/api/certificates/:code',
    {
      config: { access: { public: true, gate: false }, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['público'],
        summary: 'Totais registrados de um relatório de veiculação, pelo código',
        params: z.object({ code: z.string().max(40) }),
        response: { 200: certificateVerification },
      },
    },
    async (request) => verifyCertificate(deps.db, request.params.code),
  );
};
