import type { FastifyPluginAsync } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import {
  buildingDto,
  buildingInput,
  buildingListQuery,
  buildingListResponse,
  deleteBuildingsInput,
  deleteBuildingsResponse,
} from '../../../domain/schemas/buildings';
import type { AppDeps } from '../../deps';
import { saveBuilding } from '../../flows/save-building';
import { getBuilding, listBuildings, restoreBuilding } from '../../modules/buildings/buildings.service';
import { deleteBuildings } from '../../modules/buildings/delete.service';
import { recordAudit } from '../../modules/identity/audit.service';
import { actorOf } from '../../plugins/http/access';

/** Ids are checked by the services: a malformed one is a 404, like an unknown one. */
const idParams = z.object({ id: z.string().max(64) });
const tags = ['prédios'];

/** A refused body is a failed attempt too: audited with the spec's error action. */
const auditOnInvalid: Record<string, string> = {
  'POST /api/admin/buildings': 'create_error',
  'PUT /api/admin/buildings/:id': 'update_error',
  'DELETE /api/admin/buildings': 'delete_error',
};

export const adminBuildingsRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = () => ({ ...deps, log: fastify.log });

  fastify.addHook('onError', async (request, _reply, error) => {
    const action = auditOnInvalid[`${request.method} ${request.routeOptions.url}`];
    if (!action || !hasZodFastifySchemaValidationErrors(error)) return;
    await recordAudit(deps.db, actorOf(request), {
      category: 'buildings',
      action,
      details: error.validation[0]?.message ?? messages.invalidInput,
    });
  });

  app.get(
    '/api/admin/buildings',
    {
      config: { access: { permission: 'read:building:any' } },
      schema: { tags, summary: 'Lista os prédios (arquivados ocultos por padrão)', querystring: buildingListQuery, response: { 200: buildingListResponse } },
    },
    async (request) => ({ buildings: await listBuildings(deps.db, request.query) }),
  );

  app.get(
    '/api/admin/buildings/:id',
    {
      config: { access: { permission: 'read:building:any' } },
      schema: { tags, summary: 'Um prédio com fotos e síndico', params: idParams, response: { 200: buildingDto } },
    },
    async (request) => getBuilding(deps.db, request.params.id),
  );

  app.post(
    '/api/admin/buildings',
    {
      config: { access: { permission: 'create:building' } },
      schema: { tags, summary: 'Cadastra um prédio', body: buildingInput, response: { 201: buildingDto } },
    },
    async (request, reply) => {
      reply.status(201);
      return saveBuilding(ctx(), actorOf(request), null, request.body);
    },
  );

  app.put(
    '/api/admin/buildings/:id',
    {
      config: { access: { permission: 'update:building' } },
      schema: { tags, summary: 'Atualiza um prédio', params: idParams, body: buildingInput, response: { 200: buildingDto } },
    },
    async (request) => saveBuilding(ctx(), actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/buildings/:id/restore',
    {
      config: { access: { permission: 'update:building' } },
      schema: { tags, summary: 'Devolve um prédio arquivado à loja', params: idParams, response: { 200: buildingDto } },
    },
    async (request) => restoreBuilding(ctx(), actorOf(request), request.params.id),
  );

  app.delete(
    '/api/admin/buildings/:id',
    {
      config: { access: { permission: 'delete:building' } },
      schema: { tags, summary: 'Exclui (ou arquiva, se houver histórico) um prédio', params: idParams, response: { 200: deleteBuildingsResponse } },
    },
    async (request) => deleteBuildings(ctx(), actorOf(request), [request.params.id]),
  );

  app.delete(
    '/api/admin/buildings',
    {
      config: { access: { permission: 'delete:building' } },
      schema: {
        tags,
        summary: 'Exclui (ou arquiva) vários prédios de uma vez',
        description: messages.buildingDeleteConfirm,
        body: deleteBuildingsInput,
        response: { 200: deleteBuildingsResponse },
      },
    },
    async (request) => deleteBuildings(ctx(), actorOf(request), request.body.ids),
  );
};
