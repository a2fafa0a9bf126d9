import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { heartbeatInput, manifest, pairingClaim, pairingClaimInput, pairingStart, playBatchInput, playBatchResult } from '../../../domain/schemas/player';
import type { AppDeps } from '../../deps';
import { publicBaseUrl } from '../../config';
import { findVideoById, openVideoFile } from '../../modules/media/media.service';
import { acceptPlays, claimPairing, manifestOf, recordHeartbeat, startPairing, videoForScreen } from '../../modules/signage/signage.service';
import { sendStoredFile } from '../../plugins/http/send-file';

const tags = ['player (telas)'];
/** The device's own calls: no session and no site gate (a kiosk never types the gate password). */
const device = { public: true, gate: false } as const;
/** A paired screen's calls: its bearer token (ADR 0015). */
const screen = { screen: true } as const;

/** /player: pairing, manifest (ETag), files, heartbeat and proof of play. */
export const playerRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The agency card's store link comes from configuration, never from the request's Host.
  const storeBaseUrl = publicBaseUrl(deps.config);

  app.post(
    '/api/player/pairing',
    {
      config: { access: device, rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: { tags, summary: 'Um código de pareamento para a tela exibir (válido por 10 minutos)', response: { 200: pairingStart } },
    },
    async () => startPairing(deps.db),
  );

  app.post(
    '/api/player/pairing/claim',
    {
      config: { access: device, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'A tela pergunta se foi pareada; recebe o token uma única vez (410 quando o código expirou)',
        body: pairingClaimInput,
        response: { 200: pairingClaim },
      },
    },
    async (request) => claimPairing(deps.db, request.body.secret),
  );

  app.get(
    '/api/player/manifest',
    {
      config: { access: screen },
      schema: { tags, summary: 'O que a tela exibe (ETag: responde 304 quando nada mudou)', response: { 200: manifest, 304: z.null().describe('Nada mudou') } },
    },
    async (request, reply) => {
      const m = await manifestOf(deps.db, request.screen!, storeBaseUrl);
      const etag = `"${m.version}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return m;
    },
  );

  app.get(
    '/api/player/videos/:id/file',
    {
      config: { access: screen },
      schema: { tags, summary: 'O arquivo de um vídeo no ar no prédio da tela (aceita Range)', params: z.object({ id: z.string().max(64) }) },
    },
    async (request, reply) => {
      const id = await videoForScreen(deps.db, request.screen!, request.params.id);
      const video = await findVideoById(deps.db, id);
      return sendStoredFile(request, reply, video ? await openVideoFile(deps, video) : null);
    },
  );

  app.post(
    '/api/player/heartbeat',
    {
      config: { access: screen },
      schema: { tags, summary: 'Sinal de vida da tela (a cada 60 s)', body: heartbeatInput, response: { 200: z.object({ serverTime: z.string() }) } },
    },
    async (request) => recordHeartbeat(deps.db, request.screen!, request.body),
  );

  app.post(
    '/api/player/plays',
    {
      config: { access: screen },
      schema: { tags, summary: 'Registros de exibição feitos na tela (aceitos uma vez cada)', body: playBatchInput, response: { 200: playBatchResult } },
    },
    async (request) => acceptPlays(deps.db, request.screen!, request.body.plays),
  );
};
