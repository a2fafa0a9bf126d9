import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  storeMapQuery,
  storeMapResponse,
  storePanel,
  storePanelParams,
  storePanelsQuery,
  storePanelsResponse,
  type StoreMapResponse,
  type StorePanelsResponse,
} from '../../../domain/schemas/store';
import type { AppDeps } from '../../deps';
import { getStorePanel, listStorePanels, storeMapView, type StoreAnswer } from '../../modules/store/store.service';
import { acceptsGzip } from '../../lib/accepts-gzip';

export const storeRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/store/panels',
      {
        config: { access: { public: true } },
        // The answer carries its own cached gzip (below): nothing for @fastify/compress to do.
        compress: false,
        schema: {
          tags: ['loja'],
          summary: 'Painéis da loja: página, mapa, bairros e descontos por período (da memória, com ETag)',
          querystring: storePanelsQuery,
          response: { 200: storePanelsResponse, 304: z.null().describe('Não modificada desde o ETag enviado') },
        },
      },
      async (request, reply) => sendAnswer(request, reply, await listStorePanels(deps.storeCatalog, request.query)),
    );
    app.get(
      '/api/store/map',
      {
        config: { access: { public: true } },
        compress: false,
        schema: {
          tags: ['loja'],
          summary: 'O que um recorte do mapa da loja mostra: grupos com contagem e, onde há poucos, os painéis (da memória, com ETag)',
          querystring: storeMapQuery,
          response: { 200: storeMapResponse, 304: z.null().describe('Não modificada desde o ETag enviado') },
        },
      },
      async (request, reply) =>
        sendAnswer(request, reply, await storeMapView(deps.storeCatalog, request.query)) as unknown as StoreMapResponse,
    );
    app.get(
      '/api/store/panels/:id',
      {
        config: { access: { public: true } },
        schema: {
          tags: ['loja'],
          summary: 'Um painel da loja como o cartão o mostra (janela do mapa), com o preço de agora',
          params: storePanelParams,
          response: { 200: storePanel },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-cache');
        return getStorePanel(deps.storeCatalog, request.params.id);
      },
    );
  };

/**
 * A cached answer of the store as sent: revalidated on every use (an unchanged one costs a 304 and
 * no body); JSON text already, built from the typed response, sent as is (or its cached gzip),
 * never serialized or compressed again.
 */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: StoreAnswer) {
  reply.header('cache-control', 'no-cache').header('etag', answer.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send(null);
  reply.type('application/json; charset=utf-8');
  const body = acceptsGzip(request.headers['accept-encoding']) ? (reply.header('content-encoding', 'gzip'), answer.gzipped()) : answer.body;
  return reply.send(body as unknown as StorePanelsResponse);
}
