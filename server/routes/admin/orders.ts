import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderDetail,
  adminOrderList,
  adminOrderListQuery,
  adminRefundList,
  adminRefundRequest,
  adminRefundResult,
  adminReversalList,
} from '../../../domain/schemas/checkout';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/http/access';
import { listOrdersForStaff, orderDetailForStaff, refundsForStaff, reversalsForStaff } from '../../modules/checkout/admin.service';
import { endBookingsOfOrder, refundPayment } from '../../flows/checkout/refund';
import { receiptPdf } from '../../modules/receipts/receipts.service';
import { sendDownload } from '../../lib/download';

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

  // The receipt is read where orders are (/admin/payments, admins) and where advertisers are
  // (their detail, admins and finance, for billing): read:advertiser:any covers both (ADR 0050).
  app.get(
    '/api/admin/orders/:id/receipt',
    {
      config: { access: { permission: 'read:advertiser:any' } },
      schema: { tags: ['admin'], summary: 'Recibo (PDF) de um pedido pago', params: z.object({ id: z.string().max(64) }) },
    },
    async (request, reply) => {
      const receipt = await receiptPdf(deps, request.params.id, { kind: 'staff' });
      return sendDownload(reply, 'pdf', receipt.filename, receipt.pdf);
    },
  );

  app.get(
    '/api/admin/payments/refunds',
    {
      config: { access: { permission: 'read:order:any' } },
      schema: { tags: ['admin'], summary: 'Pagamentos recebidos que precisam de estorno', response: { 200: adminRefundList } },
    },
    async () => refundsForStaff(deps.db),
  );

  app.get(
    '/api/admin/payments/reversals',
    {
      config: { access: { permission: 'read:order:any' } },
      schema: {
        tags: ['admin'],
        summary: 'Dinheiro devolvido depois de recebido: estornos (inteiros ou parciais) e contestações',
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: adminReversalList },
      },
    },
    async (request) => reversalsForStaff(deps.db, request.query.page),
  );

  app.post(
    '/api/admin/payments/:id/refund',
    {
      config: { access: { permission: 'refund:payment' } },
      schema: {
        tags: ['admin'],
        summary: 'Estorna um pagamento recebido, inteiro ou em parte (no provedor, com chave de idempotência)',
        params: z.object({ id: z.string().max(64) }),
        body: adminRefundRequest.optional(),
        response: { 200: adminRefundResult },
      },
    },
    async (request) => refundPayment(deps, request.params.id, request.body ?? {}, actorOf(request), request.log),
  );

  app.post(
    '/api/admin/orders/:id/end-bookings',
    {
      config: { access: { permission: 'refund:payment' } },
      schema: {
        tags: ['admin'],
        summary: 'Encerra as reservas de um pedido cujo pagamento foi estornado por inteiro ou contestado',
        params: z.object({ id: z.string().max(64) }),
        body: z.object({}).strict().optional(),
        response: { 200: z.object({ message: z.string(), ended: z.number().int() }) },
      },
    },
    async (request) => endBookingsOfOrder(deps, request.params.id, actorOf(request), request.log),
  );
};
