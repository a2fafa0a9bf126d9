import { messages } from '../../../../domain/messages';
import { formatCents, formatDate } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useContracts } from '../api/get-contracts';
import { plural } from '../../../../domain/text';

/** 'Contratos': the recurring revenue — the store's paid orders with their periods and their entry. */
export function ContractsView() {
  const list = useContracts();
  const now = Date.now();
  return (
    <div className="space-y-6">
      <title>Contratos — Área Financeira — Indexa</title>
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Contratos</h1>
        <p className="mt-1 text-slate-600">Pedidos pagos na loja: cada um entra como receita em Contratos Mensais.</p>
      </div>
      {list.isError && <ErrorBox>{messages.txLoadError}</ErrorBox>}
      {list.isPending && <Spinner />}
      {list.data && list.data.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">{messages.noContracts}</p>
      )}
      {list.data && list.data.length > 0 && (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {list.data.map((c) => {
            const active = c.status === 'paid' && c.endsAt !== null && new Date(c.endsAt).getTime() > now && !c.revenueReversed;
            return (
              <li key={c.orderId} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
                <div className="min-w-0 flex-1 basis-56">
                  <p className="font-semibold text-slate-900">
                    {c.buyerCompany ?? c.buyerName} <span className="text-xs font-normal text-slate-500">· pedido {c.orderId.slice(0, 8)}</span>
                  </p>
                  <p className="text-xs text-slate-500">
                    {c.buildings.join(', ')} · {plural(c.months, 'mês', 'meses')}
                    {c.startsAt && c.endsAt ? ` · ${formatDate(c.startsAt)} a ${formatDate(c.endsAt)}` : ''}
                  </p>
                </div>
                <p className="w-32 text-right font-semibold tabular-nums text-slate-900">{formatCents(c.totalCents)}</p>
                <Badge tone={c.revenueReversed ? 'red' : active ? 'green' : 'gray'}>{c.revenueReversed ? 'Estornado' : active ? 'Ativo' : 'Encerrado'}</Badge>
                <Badge tone={c.revenuePosted ? 'brand' : 'yellow'}>{c.revenuePosted ? 'Receita lançada' : 'Lançamento pendente'}</Badge>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
