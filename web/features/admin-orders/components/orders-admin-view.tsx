import { useState } from 'react';
import type { AdminOrderListQuery } from '../../../../domain/schemas/checkout';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { useAdminOrders } from '../api/get-orders';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrdersFilters } from './orders-filters';
import { OrdersTable } from './orders-table';
import { RefundsPanel } from './refunds-panel';
import { ReversalsPanel } from './reversals-panel';
import { plural } from '../../../../domain/text';

/** /admin/payments: every order with its status, buyer, total, method and date. */
export function OrdersAdminView() {
  const [filters, setFilters] = useState<AdminOrderListQuery>({ page: 1 });
  const [open, setOpen] = useState<string | null>(null);
  const q = useAdminOrders(filters);
  const data = q.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const page = Number(filters.page ?? 1);
  return (
    <div className="mx-auto max-w-7xl space-y-5 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Pagamentos</h1>
        <p className="text-sm text-slate-600">
          Pedidos da loja, pagamentos e reservas concedidas. Pedidos com estorno necessário aparecem em vermelho.
        </p>
      </div>
      <RefundsPanel onOpen={setOpen} />
      <ReversalsPanel onOpen={setOpen} />
      <OrdersFilters value={filters} onChange={setFilters} />
      {q.error && <ErrorBox>{errorMessage(q.error)}</ErrorBox>}
      {q.isPending && <Spinner className="text-brand-600" />}
      {data && (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {plural(data.total, 'pedido', 'pedidos')}
          </p>
          {data.rows.length > 0 ? (
            <OrdersTable rows={data.rows} onOpen={setOpen} />
          ) : (
            <p className="rounded-xl bg-white p-8 text-center text-slate-500">Nenhum pedido encontrado.</p>
          )}
          <Pagination page={page} pages={pages} onPage={(p) => setFilters({ ...filters, page: p })} />
        </>
      )}
      <OrderDetailDialog id={open} onClose={() => setOpen(null)} />
    </div>
  );
}
