import { useState } from 'react';
import { toast } from 'sonner';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { accountTypeLabels } from '../../../../domain/finance';
import { messages } from '../../../../domain/messages';
import type { AccountDto } from '../../../../domain/schemas/finance';
import { ApiError, errorMessage } from '../../../lib/api';
import { formatCents } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox, Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useAccounts } from '../api/get-accounts';
import { useFinanceSettings, useSaveSettings } from '../api/settings';
import { useDeleteAccount } from '../api/transactions';
import { AccountForm } from './account-form';

/** 'Contas': the accounts with add, edit, deactivate and initial balance, plus where store revenue goes. */
export function AccountSettingsDialog({ onClose }: { onClose: () => void }) {
  const accounts = useAccounts();
  const settings = useFinanceSettings();
  const saveSettings = useSaveSettings();
  const [editing, setEditing] = useState<AccountDto | 'new' | null>(null);
  const [confirming, setConfirming] = useState<AccountDto | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const del = useDeleteAccount();
  async function onDelete(a: AccountDto) {
    setDeleteError(null);
    try {
      const out = await del.mutateAsync(a.id);
      toast.success(out.message);
      setConfirming(null);
    } catch (err) {
      // The server's reason when it refuses (entries, last active account); the spec's text otherwise.
      setDeleteError(err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : messages.accountDeleteError);
    }
  }

  const title = editing === 'new' ? 'Nova Conta' : editing ? 'Editar Conta' : 'Configurações de Contas';
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={title} description={editing ? undefined : 'Contas bancárias e caixa da empresa.'} className="max-w-2xl">
      {editing ? (
        <AccountForm account={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : (
        <div className="space-y-5">
          {accounts.isError && <ErrorBox>{messages.txLoadError}</ErrorBox>}
          {deleteError && <ErrorBox>{deleteError}</ErrorBox>}
          {confirming && (
            <div role="alertdialog" aria-label="Confirmar exclusão da conta" className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
              <p>{messages.accountDeleteConfirm(confirming.name)}</p>
              <div className="flex justify-end gap-2">
                <Button variant="outline" size="sm" onClick={() => setConfirming(null)}>
                  Cancelar
                </Button>
                <Button variant="danger" size="sm" onClick={() => onDelete(confirming)} disabled={del.isPending}>
                  Excluir conta
                </Button>
              </div>
            </div>
          )}
          {accounts.isPending ? (
            <Spinner />
          ) : (
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
              {accounts.data?.map((a) => (
                <li key={a.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold text-slate-900">{a.name}</p>
                    <p className="text-xs text-slate-500">
                      {accountTypeLabels[a.type]} · saldo inicial {formatCents(a.initialBalanceCents)} · saldo {formatCents(a.balanceCents)}
                    </p>
                  </div>
                  <Badge tone={a.isActive ? 'green' : 'gray'}>{a.isActive ? 'Ativa' : 'Inativa'}</Badge>
                  <Button variant="outline" size="sm" onClick={() => setEditing(a)} aria-label={`Editar ${a.name}`}>
                    <Pencil className="h-4 w-4" aria-hidden />
                    Editar
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-600 hover:bg-red-50"
                    onClick={() => {
                      setDeleteError(null);
                      setConfirming(a);
                    }}
                    aria-label={`Excluir ${a.name}`}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <Button onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden />
            Nova conta
          </Button>
          {settings.data && accounts.data && (
            <Field id="revenue-account" label="Conta que recebe os pedidos pagos da loja" hint="Cada pedido pago vira uma receita em Contratos Mensais nesta conta.">
              <Select
                id="revenue-account"
                value={settings.data.revenueAccountId}
                disabled={saveSettings.isPending}
                onChange={(ev) =>
                  saveSettings.mutate(ev.target.value, {
                    onSuccess: (d) => toast.success(d.message),
                    onError: (err) => toast.error(errorMessage(err, messages.accountSaveError)),
                  })
                }
              >
                {accounts.data
                  .filter((a) => a.isActive)
                  .map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
              </Select>
            </Field>
          )}
        </div>
      )}
    </Dialog>
  );
}
