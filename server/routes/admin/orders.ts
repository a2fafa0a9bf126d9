import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOrderDetail, adminOrderList, adminOrderListQuery, adminRefundList } from '../../../domain/schemas/checkout';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/access';
import { listOrdersForStaff, orderDetailForStaff, refundPayment, refundsForStaff } from '../../modules/checkout/admin.service';

/** /admin/payments: orders and their payments, for admin and master (read:order:any). */
export const adminOrderRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/orders',
    {
      config: { access: { permission: 'read:order:any' } },
      schema: {
        tags: ['admin'],
        summary: 'Pedidos (filtros: status, forma de pagamento, texto, período)',
        querystring: adminOrderListQuery,
        response: { 200: adminOrderList },
      },
    },
    async (request) => listOrdersForStaff(deps.db, request.query),
  );

  app.get(
    '/api/admin/orders/:id',
    {
      config: { access: { permission: 'read:order:any' } },
      schema: {
        tags: ['admin'],
        summary: 'Detalhe do pedido: itens, pagamentos e reservas',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: adminOrderDetail },
      },
    },
    async (request) => orderDetailForStaff(deps.db, request.params.id),
  );

  app.get(
    '/api/admin/payments/refunds',
    {
      config: { access: { permission: 'read:order:any' } },
      schema: { tags: ['admin'], summary: 'Pagamentos recebidos que precisam de estorno', response: { 200: adminRefundList } },
    },
    async () => refundsForStaff(deps.db),
  );

  app.post(
    '/api/admin/payments/:id/refund',
    {
      config: { access: { permission: 'refund:payment' } },
      schema: {
        tags: ['admin'],
        summary: 'Estorna um pagamento marcado como "estorno necessário" (no provedor)',
        params: z.object({ id: z.string().max(64) }),
        body: z.object({}).optional(),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => refundPayment(deps, request.params.id, actorOf(request), request.log),
  );
};
