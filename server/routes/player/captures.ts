import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { captureUploadResult, playerCommands } from '../../../domain/schemas/player';
import { MAX_CAPTURE_BYTES } from '../../../domain/signage';
import type { AppDeps } from '../../deps';
import { acceptImageUploads, readImageUpload } from '../../lib/image-upload';
import { acceptCapture, pendingCommands } from '../../modules/signage/captures.service';

const tags = ['player (telas)'];
/** A paired screen's calls: its bearer token (ADR 0015). */
const screen = { screen: true } as const;

/**
 * A look at the screen (issue 32, ADR 0045): the screen polls for staff's requests and sends the
 * JPEG it draws. In a plugin of its own so only the capture upload takes multipart bodies.
 */
export const playerCaptureRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (fastify) => {
    await acceptImageUploads(fastify, MAX_CAPTURE_BYTES);
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/player/commands',
      {
        config: { access: screen },
        schema: {
          tags,
          summary: 'O que a equipe pediu à tela (a cada 5 s; 204 quando nada)',
          response: { 200: playerCommands, 204: z.null().describe('Nada a fazer') },
        },
      },
      async (request, reply) => {
        const commands = await pendingCommands(deps.db, request.screen!);
        if (!commands) return reply.status(204).send(null);
        return commands;
      },
    );

    app.post(
      '/api/player/captures',
      {
        config: { access: screen },
        schema: {
          tags,
          summary:
            'Envia uma captura da tela (multipart: "file" JPEG até 300 KB, "kind" requested|hourly, "requestId" quando pedida)',
          response: { 201: captureUploadResult },
        },
      },
      async (request, reply) => {
        const result = await acceptCapture(
          deps,
          request.screen!,
          await readImageUpload(request, ['kind', 'requestId']),
        );
        reply.status(201);
        return result;
      },
    );
  };
