import { useState } from 'react';
import { toast } from 'sonner';
import { Plus } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import type { AccountDto } from '../../../../domain/schemas/finance';
import { errorMessage } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox, Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useAccounts } from '../api/get-accounts';
import { useFinanceSettings, useSaveSettings } from '../api/settings';
import { AccountForm } from './account-form';
import { AccountRow } from './account-row';

/** 'Contas': the accounts with add, edit, deactivate, delete and initial balance, plus where store revenue goes. */
export function AccountSettingsDialog({ onClose }: { onClose: () => void }) {
  const accounts = useAccounts();
  const settings = useFinanceSettings();
  const saveSettings = useSaveSettings();
  const [editing, setEditing] = useState<AccountDto | 'new' | null>(null);

  const title = editing === 'new' ? 'Nova Conta' : editing ? 'Editar Conta' : 'Configurações de Contas';
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={title} description={editing ? undefined : 'Contas bancárias e caixa da empresa.'} className="max-w-2xl">
      {editing ? (
        <AccountForm account={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : (
        <div className="space-y-5">
          {accounts.isError && <ErrorBox>{messages.txLoadError}</ErrorBox>}
          {accounts.isPending ? (
            <Spinner />
          ) : (
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
              {accounts.data?.map((a) => <AccountRow key={a.id} account={a} onEdit={() => setEditing(a)} />)}
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
