import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import {
  userCreateInput,
  userIdParams,
  userListQuery,
  userListResponse,
  userMutationResponse,
  userPasswordInput,
  userRoleInput,
  userStatusInput,
  userUpdateInput,
} from '../../../domain/schemas/users';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/http/access';
import {
  changeUserRole,
  createStaffManagedUser,
  deleteUser,
  listUsers,
  setUserActive,
  setUserPassword,
  updateUserProfile,
  type StaffContext,
} from '../../modules/identity/user-admin.service';

const tags = ['usuários'];

/** /admin/users. The permission of each route is checked by the access guard; the rest in the service. */
export const adminUsersRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const ctx = (request: FastifyRequest): StaffContext => ({
    user: request.user!,
    sessionId: request.sessionId,
    audit: actorOf(request),
    log: request.log,
  });

  app.get(
    '/api/admin/users',
    {
      config: { access: { permission: 'read:user:any' } },
      schema: { tags, summary: 'Listar e buscar usuários', querystring: userListQuery, response: { 200: userListResponse } },
    },
    async (request) => listUsers(db, request.query),
  );

  app.post(
    '/api/admin/users',
    {
      config: { access: { permission: 'create:user' } },
      schema: { tags, summary: 'Criar usuário', body: userCreateInput, response: { 201: userMutationResponse } },
    },
    async (request, reply) => {
      const user = await createStaffManagedUser(db, ctx(request), request.body);
      return reply.status(201).send({ user, message: messages.userCreated });
    },
  );

  app.patch(
    '/api/admin/users/:id',
    {
      config: { access: { permission: 'update:user' } },
      schema: { tags, summary: 'Editar nome, e-mail e telefone', params: userIdParams, body: userUpdateInput, response: { 200: userMutationResponse } },
    },
    async (request) => ({
      user: await updateUserProfile(db, ctx(request), request.params.id, request.body),
      message: messages.userUpdated,
    }),
  );

  app.put(
    '/api/admin/users/:id/role',
    {
      config: { access: { permission: 'update:user' } },
      schema: { tags, summary: 'Alterar o perfil', params: userIdParams, body: userRoleInput, response: { 200: userMutationResponse } },
    },
    async (request) => ({
      user: await changeUserRole(db, ctx(request), request.params.id, request.body.role),
      message: messages.userRoleChanged,
    }),
  );

  app.put(
    '/api/admin/users/:id/status',
    {
      config: { access: { permission: 'block:user' } },
      schema: { tags, summary: 'Bloquear ou desbloquear', params: userIdParams, body: userStatusInput, response: { 200: userMutationResponse } },
    },
    async (request) => {
      const user = await setUserActive(db, ctx(request), request.params.id, request.body.active);
      return { user, message: user.active ? messages.userUnblocked : messages.userBlocked };
    },
  );

  app.put(
    '/api/admin/users/:id/password',
    {
      config: { access: { permission: 'set_password:user' } },
      schema: { tags, summary: 'Definir uma nova senha (senhas nunca são exibidas)', params: userIdParams, body: userPasswordInput, response: { 200: userMutationResponse } },
    },
    async (request) => ({
      user: await setUserPassword(db, ctx(request), request.params.id, request.body.password),
      message: messages.userPasswordSet,
    }),
  );

  app.delete(
    '/api/admin/users/:id',
    {
      config: { access: { permission: 'delete:user' } },
      schema: { tags, summary: 'Excluir usuário (somente master)', params: userIdParams, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      await deleteUser(db, ctx(request), request.params.id);
      return { message: messages.userDeleted };
    },
  );
};
