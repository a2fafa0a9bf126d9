import { useState } from 'react';
import { Eye, EyeOff, List } from 'lucide-react';
import { accountTypeLabels } from '../../../../domain/finance';
import { messages } from '../../../../domain/messages';
import type { AccountDto } from '../../../../domain/schemas/finance';
import { formatCents } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useTransactions } from '../api/get-transactions';
import { useSaveAccount } from '../api/transactions';
import { TransactionList } from './transaction-list';

/** One card per active account: balance with show/hide (saved on the account) and 'Ver Transações'. */
export function AccountCards({ accounts, month }: { accounts: AccountDto[]; month: string }) {
  const save = useSaveAccount();
  const [viewing, setViewing] = useState<AccountDto | null>(null);
  const active = accounts.filter((a) => a.isActive);
  return (
    <>
      <div className="grid gap-4 min-[560px]:grid-cols-2 min-[1100px]:grid-cols-4">
        {active.map((a) => (
          <article key={a.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={`Conta ${a.name}`}>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="truncate font-semibold text-slate-900">{a.name}</h3>
                <p className="text-xs text-slate-500">{accountTypeLabels[a.type]}</p>
              </div>
              <button
                type="button"
                className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100"
                aria-label={a.showBalance ? `Ocultar saldo de ${a.name}` : `Mostrar saldo de ${a.name}`}
                onClick={() =>
                  save.mutate({ id: a.id, body: { name: a.name, type: a.type, initialBalanceCents: a.initialBalanceCents, isActive: a.isActive, showBalance: !a.showBalance } })
                }
              >
                {a.showBalance ? <EyeOff className="h-4 w-4" /> : <Eye className="h-4 w-4" />}
              </button>
            </div>
            {/* A hidden balance keeps the neutral colour: red would tell its sign. */}
            <p
              className={cn('mt-3 whitespace-nowrap text-xl font-bold tabular-nums', a.showBalance && a.balanceCents < 0 ? 'text-red-700' : 'text-slate-900')}
              data-testid="account-balance"
            >
              {a.showBalance ? formatCents(a.balanceCents) : 'R$ ••••••'}
            </p>
            <Button variant="ghost" size="sm" className="mt-2 -ml-2" onClick={() => setViewing(a)}>
              <List className="h-4 w-4" aria-hidden />
              Ver Transações
            </Button>
          </article>
        ))}
      </div>
      {viewing && <AccountTransactionsDialog account={viewing} month={month} onClose={() => setViewing(null)} />}
    </>
  );
}

function AccountTransactionsDialog({ account, month, onClose }: { account: AccountDto; month: string; onClose: () => void }) {
  const list = useTransactions({ accountId: account.id, month });
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={`Transações — ${account.name}`} description="Lançamentos da conta no mês selecionado." className="max-w-3xl">
      {list.isError && <ErrorBox>{messages.txLoadError}</ErrorBox>}
      {list.isPending ? <Spinner /> : <TransactionList transactions={list.data ?? []} />}
    </Dialog>
  );
}
