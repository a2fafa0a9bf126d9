import { useState } from 'react';
import { toast } from 'sonner';
import { Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { accountTypeLabels } from '../../../../domain/finance';
import { messages } from '../../../../domain/messages';
import type { AccountDto } from '../../../../domain/schemas/finance';
import { ApiError } from '../../../lib/api';
import { formatCents } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { useDeleteAccount, useSaveAccount } from '../api/transactions';

/** The server's reason when it refuses (entries, last active account); the spec's text otherwise. */
const reason = (err: unknown, fallback: string) => (err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : fallback);

/**
 * One account in 'Contas': edit, deactivate or reactivate, and delete. 'Excluir' asks first, in the
 * row itself: an empty account goes (into the history); one with entries cannot (its entries and
 * reports need it), so the confirmation says why and offers to deactivate it instead.
 */
export function AccountRow({ account: a, onEdit }: { account: AccountDto; onEdit: () => void }) {
  const del = useDeleteAccount();
  const save = useSaveAccount();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = del.isPending || save.isPending;

  async function setActive(isActive: boolean) {
    setError(null);
    try {
      await save.mutateAsync({ id: a.id, body: { name: a.name, type: a.type, initialBalanceCents: a.initialBalanceCents, isActive, showBalance: a.showBalance } });
      toast.success(isActive ? messages.accountReactivated : messages.accountDeactivated);
      setConfirming(false);
    } catch (err) {
      setError(reason(err, messages.accountSaveError));
    }
  }
  async function remove() {
    setError(null);
    try {
      const out = await del.mutateAsync(a.id);
      toast.success(out.message);
    } catch (err) {
      setError(reason(err, messages.accountDeleteError));
    }
  }

  const kept = a.entryCount > 0;
  return (
    <li className="space-y-3 px-4 py-3" data-testid="account-row">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 basis-48">
          <p className="truncate font-semibold text-slate-900">{a.name}</p>
          <p className="text-xs text-slate-500">
            {accountTypeLabels[a.type]} · saldo inicial <span className="whitespace-nowrap">{formatCents(a.initialBalanceCents)}</span> · saldo{' '}
            <span className="whitespace-nowrap">{formatCents(a.balanceCents)}</span>
          </p>
        </div>
        <Badge tone={a.isActive ? 'green' : 'gray'}>{a.isActive ? 'Ativa' : 'Inativa'}</Badge>
        <div className="flex flex-wrap gap-1">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Editar ${a.name}`}>
            <Pencil className="h-4 w-4" aria-hidden />
            Editar
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setActive(!a.isActive)} disabled={busy} aria-label={`${a.isActive ? 'Desativar' : 'Reativar'} ${a.name}`}>
            {a.isActive ? <PowerOff className="h-4 w-4" aria-hidden /> : <Power className="h-4 w-4" aria-hidden />}
            {a.isActive ? 'Desativar' : 'Reativar'}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            onClick={() => {
              setError(null);
              setConfirming(true);
            }}
            aria-label={`Excluir ${a.name}`}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            Excluir
          </Button>
        </div>
      </div>
      {error && !confirming && <ErrorBox>{error}</ErrorBox>}
      {confirming && (
        <div
          role="alertdialog"
          aria-label={kept ? `A conta ${a.name} não pode ser excluída` : `Confirmar exclusão da conta ${a.name}`}
          className={kept ? 'space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950' : 'space-y-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900'}
        >
          <p>{kept ? messages.accountKeptForEntries(a.name, a.entryCount) : messages.accountDeleteConfirm(a.name)}</p>
          {error && <ErrorBox>{error}</ErrorBox>}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
            {kept ? (
              a.isActive && (
                <Button size="sm" onClick={() => setActive(false)} disabled={busy}>
                  <PowerOff className="h-4 w-4" aria-hidden />
                  Desativar conta
                </Button>
              )
            ) : (
              <Button variant="danger" size="sm" onClick={remove} disabled={busy}>
                Excluir conta
              </Button>
            )}
          </div>
        </div>
      )}
    </li>
  );
}
