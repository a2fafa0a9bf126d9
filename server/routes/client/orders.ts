import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOrderList } from '../../../domain/schemas/checkout';
import type { AppDeps } from '../../deps';
import { clientOrders } from '../../modules/checkout/client-orders.service';
import { receiptPdf } from '../../modules/receipts/receipts.service';
import { sendDownload } from '../../lib/download';

const tags = ['área do cliente'];
const access = { permission: 'read:order:own' } as const;

/** 'Meus pedidos': the client's paid orders and each one's receipt (ADR 0050). */
export const clientOrderRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/client/orders',
      {
        config: { access },
        schema: { tags, summary: 'Meus pedidos pagos, com o recibo de cada um', response: { 200: clientOrderList } },
      },
      async (request) => clientOrders(deps.db, request.user!.id),
    );

    app.get(
      '/api/client/orders/:id/receipt',
      {
        config: { access },
        schema: { tags, summary: 'Recibo (PDF) de um pedido meu pago', params: z.object({ id: z.string().max(64) }) },
      },
      async (request, reply) => {
        const receipt = await receiptPdf(deps, request.params.id, { kind: 'client', userId: request.user!.id });
        return sendDownload(reply, 'pdf', receipt.filename, receipt.pdf);
      },
    );
  };
