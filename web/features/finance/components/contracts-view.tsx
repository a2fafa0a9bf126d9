import { monthLabel } from '../../../../domain/finance';
import { messages } from '../../../../domain/messages';
import type { ContractDto } from '../../../../domain/schemas/finance';
import { cn } from '../../../lib/cn';
import { formatCents, formatDate } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useContracts } from '../api/get-contracts';
import { useMonth } from '../hooks/use-month';
import { plural } from '../../../../domain/text';

const shortMonth = new Intl.DateTimeFormat('pt-BR', { month: 'short', year: '2-digit', timeZone: 'UTC' });
/** 'nov. de 26' -> 'nov/26'. */
const monthChip = (m: string) =>
  shortMonth
    .formatToParts(new Date(`${m}-15T12:00:00Z`))
    .filter((p) => p.type === 'month' || p.type === 'year')
    .map((p) => p.value.replace('.', ''))
    .join('/');

/** The month's two figures: accrual beside cash (ADR 0039). */
function MonthFigures({ month, recognisedCents, cashCents }: { month: string; recognisedCents: number; cashCents: number }) {
  const figures = [
    {
      label: 'Receita reconhecida (competência)',
      value: recognisedCents,
      hint: 'A parte de cada contrato que corre no mês, estornos descontados das partes que faltam',
      testId: 'contracts-recognised',
    },
    {
      label: 'Recebido no mês (caixa)',
      value: cashCents,
      hint: 'Pedidos pagos menos estornos no mês: a receita da loja do Dashboard e do card Receitas',
      testId: 'contracts-cash',
    },
  ];
  return (
    <section aria-labelledby="contracts-month-title" className="space-y-3">
      <h2 id="contracts-month-title" className="text-sm font-semibold text-slate-700">
        Contratos em {monthLabel(month)}
      </h2>
      <div className="grid gap-3 min-[560px]:grid-cols-2">
        {figures.map((f) => (
          <div key={f.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-sm font-medium text-slate-600">{f.label}</p>
            <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900" data-testid={f.testId}>
              {formatCents(f.value)}
            </p>
            <p className="mt-1 text-xs text-slate-600">{f.hint}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

/** The contract's months with what each recognises; the chosen month stands out. */
function Shares({ c, month }: { c: ContractDto; month: string }) {
  if (c.shares.length === 0) return null;
  return (
    <ol aria-label="Receita por mês" className="flex flex-wrap gap-1.5 text-xs">
      {c.shares.map((s) => (
        <li
          key={s.month}
          className={cn(
            'rounded-md border px-2 py-0.5 tabular-nums',
            s.month === month ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800' : 'border-slate-200 text-slate-700',
          )}
        >
          {monthChip(s.month)} {formatCents(s.cents)}
        </li>
      ))}
    </ol>
  );
}

/**
 * 'Contratos': the store's paid orders with their periods and their entry, each contract's monthly
 * share and what it recognises in the chosen month, and the month's accrued revenue beside the
 * cash received (ADR 0039: cash stays the books; this is the accrual view).
 */
export function ContractsView() {
  const { month } = useMonth();
  const q = useContracts(month);
  const now = Date.now();
  const list = q.data?.contracts;
  return (
    <div className="space-y-6">
      <title>Contratos — Área Financeira — Indexa</title>
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Contratos</h1>
        <p className="mt-1 text-slate-600">
          Pedidos pagos na loja: cada um entra como receita em Contratos Mensais no mês do pagamento (caixa). Por competência, o total se divide pelos meses da reserva.
        </p>
      </div>
      {q.isError && <ErrorBox>{messages.txLoadError}</ErrorBox>}
      {q.isPending && <Spinner />}
      {q.data && <MonthFigures month={q.data.month} recognisedCents={q.data.recognisedCents} cashCents={q.data.cashCents} />}
      {list && list.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">{messages.noContracts}</p>
      )}
      {list && list.length > 0 && (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {list.map((c) => {
            const active = c.status === 'paid' && c.endsAt !== null && new Date(c.endsAt).getTime() > now && !c.revenueReversed;
            return (
              <li key={c.orderId} className="space-y-2 px-4 py-3" data-testid="contract-row">
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <div className="min-w-0 flex-1 basis-56">
                    <p className="font-semibold text-slate-900">
                      {c.buyerCompany ?? c.buyerName} <span className="text-xs font-normal text-slate-600">· pedido {c.orderId.slice(0, 8)}</span>
                    </p>
                    <p className="text-xs text-slate-600">
                      {c.buildings.join(', ')} · {plural(c.months, 'mês', 'meses')}
                      {c.startsAt && c.endsAt ? ` · ${formatDate(c.startsAt)} a ${formatDate(c.endsAt)}` : ''}
                    </p>
                  </div>
                  <div className="min-[560px]:w-40 min-[560px]:text-right">
                    <p className="font-semibold tabular-nums text-slate-900">{formatCents(c.totalCents)}</p>
                    {c.months > 1 && c.revenuePosted && (
                      <p className="text-xs tabular-nums text-slate-600">
                        {formatCents(c.monthlyShareCents)}/mês
                      </p>
                    )}
                    {c.refundedCents > 0 && <p className="text-xs tabular-nums text-red-700">−{formatCents(c.refundedCents)} estornado</p>}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Badge tone={c.revenueReversed ? 'red' : active ? 'green' : 'gray'}>{c.revenueReversed ? 'Estornado' : active ? 'Ativo' : 'Encerrado'}</Badge>
                    <Badge tone={c.revenuePosted ? 'brand' : 'yellow'}>{c.revenuePosted ? 'Receita lançada' : 'Lançamento pendente'}</Badge>
                  </div>
                </div>
                {c.revenuePosted && (
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                    <p className="text-xs text-slate-700">
                      Em {monthLabel(month)}: <span className="font-semibold tabular-nums" data-testid="contract-recognised">{formatCents(c.recognisedCents)}</span>
                    </p>
                    <Shares c={c} month={month} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
