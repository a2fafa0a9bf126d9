import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCaptureList, captureRequest } from '../../../domain/schemas/player';
import type { AppDeps } from '../../deps';
import {
  captureFile,
  captureRequestOf,
  capturesOfScreen,
  requestCapture,
} from '../../modules/signage/captures.service';
import { sendStoredFile } from '../../plugins/http/send-file';

const tags = ['monitoramento'];
/** Whoever watches the screens on /admin/status may look at them. */
const access = { permission: 'read:screen_status' } as const;
const screenParams = z.object({ id: z.string().max(64) });

/** 'Ver tela agora' on /admin/status, and the captures the screens keep (issue 32, ADR 0045). */
export const adminScreenCaptureRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/admin/screens/:id/capture-requests',
      {
        config: { access, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Pede à tela uma captura do que ela mostra agora (409 se a tela está offline ou revogada)',
          params: screenParams,
          response: { 201: captureRequest },
        },
      },
      async (request, reply) => {
        const out = await requestCapture(deps.db, { userId: request.user!.id }, request.params.id);
        reply.status(201);
        return out;
      },
    );

    app.get(
      '/api/admin/screens/:id/capture-requests/:requestId',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Situação de um pedido de captura, com a captura quando a tela respondeu',
          params: screenParams.extend({ requestId: z.string().max(64) }),
          response: { 200: captureRequest },
        },
      },
      async (request) => captureRequestOf(deps.db, request.params.id, request.params.requestId),
    );

    app.get(
      '/api/admin/screens/:id/captures',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Capturas da tela nos últimos 7 dias (as de hora em hora e as pedidas)',
          params: screenParams,
          response: { 200: adminCaptureList },
        },
      },
      async (request) => capturesOfScreen(deps.db, request.params.id),
    );

    app.get(
      '/api/admin/captures/:id/file',
      {
        config: { access },
        schema: { tags, summary: 'A imagem JPEG de uma captura', params: z.object({ id: z.string().max(64) }) },
      },
      async (request, reply) => sendStoredFile(request, reply, await captureFile(deps, request.params.id)),
    );
  };
