import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { monthLabel, monthOf } from '../../../domain/finance';
import { dayOf } from '../../../domain/time';
import { messages } from '../../../domain/messages';
import {
  accountInput,
  completedInput,
  financeSettingsInput,
  monthQuery,
  reportQuery,
  scopeQuery,
  transactionInput,
  transactionsQuery,
  transactionUpdateInput,
  reportFileName,
  type ReportKind,
} from '../../../domain/schemas/finance';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { actorOf } from '../../plugins/http/access';
import { recordAudit } from '../../modules/identity/audit.service';
import {
  createAccount,
  createTransaction,
  deleteAccount,
  deleteTransaction,
  getFinanceSettings,
  listAccounts,
  listCategories,
  listContracts,
  listDeletions,
  listTransactions,
  monthData,
  reconcileOrderRevenue,
  setTransactionCompleted,
  updateAccount,
  updateFinanceSettings,
  updateTransaction,
  type FinanceActor,
} from '../../modules/finance/finance.service';
import { monthlyCsv, monthlyPdf } from '../../modules/finance/finance.report';
import { typicalAmountsByCategory } from '../../modules/finance/typical-amounts.service';
import { clock } from '../../lib/clock';
import { sendDownload } from '../../lib/download';

const access = { permission: 'manage:finance' } as const;
const tags = ['financeiro'];
const idParams = z.object({ id: z.uuid(messages.txNotFound) });
const reportKindLabel: Record<ReportKind, string> = { all: 'todos os lançamentos', revenue: 'receitas', expense: 'custos e despesas' };

/**
 * /api/finance/*: the finance area (role finance, and master). Every write is audited. The
 * summary and the contracts first bring the books up to date with the store (paid orders without
 * their revenue entry, refunds without their reversal), as order reads expire orders lazily: the
 * page is right even before the background job's next tick.
 */
export const financeRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const actor = (request: FastifyRequest): FinanceActor => ({ ...actorOf(request), userId: request.user?.id ?? null, name: request.user?.name ?? null });

  app.get('/api/finance/accounts', { config: { access }, schema: { tags, summary: 'Contas com saldo atual' } }, async () => ({
    accounts: await listAccounts(db),
  }));

  app.post(
    '/api/finance/accounts',
    { config: { access }, schema: { tags, summary: 'Cria uma conta', body: accountInput } },
    async (request, reply) => {
      reply.status(201);
      return { account: await createAccount(db, request.body, actor(request)), message: messages.accountSaved };
    },
  );

  app.put(
    '/api/finance/accounts/:id',
    { config: { access }, schema: { tags, summary: 'Edita, desativa ou reativa uma conta', params: idParams, body: accountInput } },
    async (request) => ({ account: await updateAccount(db, request.params.id, request.body, actor(request)), message: messages.accountSaved }),
  );

  app.delete(
    '/api/finance/accounts/:id',
    { config: { access }, schema: { tags, summary: 'Exclui uma conta sem lançamentos (registrado no histórico)', params: idParams } },
    async (request) => {
      await deleteAccount(db, request.params.id, actor(request));
      return { message: messages.accountDeleted };
    },
  );

  app.get('/api/finance/categories', { config: { access }, schema: { tags, summary: 'Categorias de transação' } }, async () => ({
    categories: await listCategories(db),
  }));

  app.get(
    '/api/finance/typical-amounts',
    { config: { access }, schema: { tags, summary: 'Valor típico (mediana de 12 meses) de cada categoria, para conferir um valor digitado' } },
    async () => ({ typicalCents: await typicalAmountsByCategory(db) }),
  );

  app.get(
    '/api/finance/transactions',
    { config: { access }, schema: { tags, summary: 'Transações (por mês, conta e tipo), mais recentes primeiro', querystring: transactionsQuery } },
    async (request) => ({ transactions: await listTransactions(db, request.query) }),
  );

  app.post(
    '/api/finance/transactions',
    { config: { access }, schema: { tags, summary: 'Registra receita, saída ou transferência (recorrente ou parcelada)', body: transactionInput } },
    async (request, reply) => {
      try {
        const transactions = await createTransaction(db, request.body, actor(request));
        reply.status(201);
        return { transactions, message: messages.txCreated };
      } catch (err) {
        if (err instanceof AppError) {
          await recordAudit(db, actor(request), { category: 'finance', action: 'create_error', details: `${messages.txCreateError}: ${err.message}` });
        }
        throw err;
      }
    },
  );

  app.put(
    '/api/finance/transactions/:id',
    { config: { access }, schema: { tags, summary: 'Edita uma transação (esta ou esta e as seguintes)', params: idParams, body: transactionUpdateInput } },
    async (request) => ({ transactions: await updateTransaction(db, request.params.id, request.body, actor(request)), message: messages.txUpdated }),
  );

  app.put(
    '/api/finance/transactions/:id/completed',
    { config: { access }, schema: { tags, summary: "Marca 'Pagamento realizado' ou volta a pendente", params: idParams, body: completedInput } },
    async (request) => ({ transaction: await setTransactionCompleted(db, request.params.id, request.body.completed, actor(request)) }),
  );

  app.delete(
    '/api/finance/transactions/:id',
    { config: { access }, schema: { tags, summary: 'Exclui (registrado no histórico)', params: idParams, querystring: scopeQuery } },
    async (request) => ({ ...(await deleteTransaction(db, request.params.id, request.query.scope, actor(request))), message: messages.txDeleted }),
  );

  app.get(
    '/api/finance/summary',
    { config: { access }, schema: { tags, summary: 'Cartões, fluxo de caixa e pendências do mês', querystring: monthQuery } },
    async (request) => {
      await reconcileOrderRevenue(db).catch((err: unknown) => request.log.error({ err }, 'finance: order revenue reconcile failed'));
      return (await monthData(db, request.query.month)).summary;
    },
  );

  app.get(
    '/api/finance/contracts',
    { config: { access }, schema: { tags, summary: 'Pedidos pagos da loja, seus períodos e a receita do mês por competência ao lado do caixa', querystring: monthQuery } },
    async (request) => {
      await reconcileOrderRevenue(db).catch((err: unknown) => request.log.error({ err }, 'finance: order revenue reconcile failed'));
      return listContracts(db, request.query.month);
    },
  );

  app.get('/api/finance/deletions', { config: { access }, schema: { tags, summary: 'Histórico de exclusões' } }, async () => ({
    deletions: await listDeletions(db),
  }));

  app.get('/api/finance/settings', { config: { access }, schema: { tags, summary: 'Configuração do financeiro' } }, async () =>
    getFinanceSettings(db),
  );

  app.put(
    '/api/finance/settings',
    { config: { access }, schema: { tags, summary: 'Conta que recebe os pedidos pagos da loja', body: financeSettingsInput } },
    async (request) => ({ ...(await updateFinanceSettings(db, request.body.revenueAccountId, actor(request))), message: messages.financeSettingsSaved }),
  );

  app.get(
    '/api/finance/reports/monthly.csv',
    { config: { access }, schema: { tags, summary: 'Lançamentos do mês em CSV (planilha pt-BR): todos, só receitas ou só despesas', querystring: reportQuery } },
    async (request, reply) => {
      const { kind } = request.query;
      const month = request.query.month ?? monthOf(dayOf(clock.now()));
      const csv = monthlyCsv(await monthData(db, month), kind);
      await recordAudit(db, actor(request), { category: 'finance', action: 'report_csv', details: `Relatório CSV (${reportKindLabel[kind]}) de ${monthLabel(month)} gerado` });
      return sendDownload(reply, 'csv', reportFileName(month, 'csv', kind), csv);
    },
  );

  app.get(
    '/api/finance/reports/monthly.pdf',
    { config: { access }, schema: { tags, summary: 'Relatório mensal em PDF', querystring: monthQuery } },
    async (request, reply) => {
      const month = request.query.month ?? monthOf(dayOf(clock.now()));
      const pdf = await monthlyPdf(await monthData(db, month), clock.now());
      await recordAudit(db, actor(request), { category: 'finance', action: 'report_pdf', details: `Relatório PDF de ${monthLabel(month)} gerado` });
      return sendDownload(reply, 'pdf', reportFileName(month, 'pdf'), pdf);
    },
  );
};
