import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { accountTypeLabels, accountTypes } from '../../../../domain/finance';
import { messages } from '../../../../domain/messages';
import { accountForm, accountFormToInput, type AccountDto, type AccountFormValues } from '../../../../domain/schemas/finance';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { ErrorBox, Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { MoneyInput } from '../../../components/ui/money-input';
import { useSaveAccount } from '../api/transactions';
import { centsToAmountText } from '../../../../domain/money';

const serverField: Record<string, FieldPath<AccountFormValues>> = { initialBalanceCents: 'initialBalance', name: 'name', type: 'type' };
const invalid = (id: string, error?: string) => (error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {});

/** The account form (spec: initial balance a number not below 0, 'Saldo inicial inválido'; name trimmed). */
export function AccountForm({ account, onDone }: { account: AccountDto | null; onDone: () => void }) {
  const save = useSaveAccount();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<AccountFormValues>({
    resolver: zodResolver(accountForm),
    defaultValues: account
      ? { name: account.name, type: account.type, initialBalance: centsToAmountText(account.initialBalanceCents), isActive: account.isActive, showBalance: account.showBalance }
      : { name: '', type: 'checking', initialBalance: '0,00', isActive: true, showBalance: true },
  });
  const e = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync({ id: account?.id ?? null, body: accountFormToInput(values) });
      toast.success(messages.accountSaved);
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fields) {
        for (const [k, msg] of Object.entries(err.fields)) if (serverField[k]) form.setError(serverField[k], { message: msg });
      }
      setServerError(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : messages.accountSaveError);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {serverError && <ErrorBox>{serverError}</ErrorBox>}
      <Field id="acc-name" label="Nome da conta" error={e.name?.message}>
        <Input id="acc-name" autoComplete="off" {...form.register('name')} {...invalid('acc-name', e.name?.message)} />
      </Field>
      <div className="grid gap-4 min-[480px]:grid-cols-2">
        <Field id="acc-type" label="Tipo" error={e.type?.message}>
          <Select id="acc-type" {...form.register('type')}>
            {accountTypes.map((t) => (
              <option key={t} value={t}>
                {accountTypeLabels[t]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="acc-initial" label="Saldo inicial (R$)" error={e.initialBalance?.message}>
          <MoneyInput id="acc-initial" {...form.register('initialBalance')} {...invalid('acc-initial', e.initialBalance?.message)} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" className="h-4 w-4 accent-brand-600" {...form.register('isActive')} />
          Conta ativa
        </label>
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" className="h-4 w-4 accent-brand-600" {...form.register('showBalance')} />
          Mostrar saldo no painel
        </label>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvando…' : 'Salvar conta'}
        </Button>
      </div>
    </form>
  );
}
