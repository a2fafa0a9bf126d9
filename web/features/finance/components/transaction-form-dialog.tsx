import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  categorySuitsType,
  installmentsRangeText,
  MAX_INSTALLMENTS,
  MIN_INSTALLMENTS,
  recurringMonthOptions,
  transactionTypeLabels,
  type SeriesScope,
  type TransactionType,
} from '../../../../domain/finance';
import { dayOf } from '../../../../domain/time';
import { messages } from '../../../../domain/messages';
import { parseBRL } from '../../../../domain/money';
import { isFarFrom } from '../../../../domain/money-slips';
import { transactionForm, transactionFormToInput, type TransactionDto, type TransactionFormValues } from '../../../../domain/schemas/finance';
import { ApiError } from '../../../lib/api';
import { formatCents } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox, Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { MoneyInput } from '../../../components/ui/money-input';
import { useAccounts } from '../api/get-accounts';
import { useCategories } from '../api/get-categories';
import { useTypicalAmounts } from '../api/get-typical-amounts';
import { useCreateTransaction, useUpdateTransaction } from '../api/transactions';
import { centsToAmountText } from '../../../../domain/money';

const installmentsHint = `${installmentsRangeText.charAt(0).toUpperCase()}${installmentsRangeText.slice(1)} parcelas mensais`;

export type TransactionKind = 'revenue' | 'expense';

const expenseChoices: TransactionType[] = ['fixed_expense', 'variable_expense', 'investment', 'transfer'];
const defaultCategoryKey: Partial<Record<TransactionType, string>> = {
  revenue: 'receitas_pontuais',
  fixed_expense: 'custos_fixos',
  variable_expense: 'custos_variaveis',
  investment: 'investimentos',
};
/** API field names that differ from the form's. */
const serverField: Record<string, FieldPath<TransactionFormValues>> = {
  amountCents: 'amount',
  categoryId: 'categoryId',
  accountId: 'accountId',
  destinationAccountId: 'destinationAccountId',
  date: 'date',
  recurring: 'recurringMonths',
  recurringMonths: 'recurringMonths',
  installments: 'installments',
  notes: 'notes',
};
const invalid = (id: string, error?: string) => (error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {});

function defaults(kind: TransactionKind, editing: TransactionDto | null): TransactionFormValues {
  if (editing) {
    const out = editing.leg !== 'in';
    return {
      type: editing.type,
      amount: centsToAmountText(Math.abs(editing.amountCents)),
      date: editing.date,
      categoryId: editing.category?.id ?? '',
      accountId: out ? editing.accountId : (editing.counterpartAccountId ?? ''),
      destinationAccountId: editing.type === 'transfer' ? (out ? (editing.counterpartAccountId ?? '') : editing.accountId) : '',
      notes: editing.notes ?? '',
      repeat: 'none',
      recurringMonths: '',
      installments: '',
    };
  }
  return {
    type: kind === 'revenue' ? 'revenue' : 'fixed_expense',
    amount: '',
    date: dayOf(new Date()),
    categoryId: '',
    accountId: '',
    destinationAccountId: '',
    notes: '',
    repeat: 'none',
    recurringMonths: '',
    installments: '',
  };
}

/**
 * 'Registrar Receita' / 'Registrar Saída' (and editing an entry): the spec's fields and rules,
 * each message beside its field; a server refusal shows its message in the red box.
 */
export function TransactionFormDialog({ kind, editing, onClose }: { kind: TransactionKind; editing?: TransactionDto | null; onClose: () => void }) {
  const title = editing ? `Editar ${transactionTypeLabels[editing.type]}` : kind === 'revenue' ? 'Registrar Receita' : 'Registrar Saída';
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={title} description={editing ? undefined : kind === 'revenue' ? 'Nova entrada de dinheiro.' : 'Novo custo, investimento ou transferência entre contas.'}>
      <TransactionForm kind={kind} editing={editing ?? null} onDone={onClose} />
    </Dialog>
  );
}

function TransactionForm({ kind, editing, onDone }: { kind: TransactionKind; editing: TransactionDto | null; onDone: () => void }) {
  const accounts = useAccounts();
  const categories = useCategories();
  const create = useCreateTransaction();
  const update = useUpdateTransaction();
  const [serverError, setServerError] = useState<string | null>(null);
  const [scope, setScope] = useState<SeriesScope>('this');
  const form = useForm<TransactionFormValues>({ resolver: zodResolver(transactionForm), defaultValues: defaults(kind, editing) });
  const { register, formState, setValue } = form;
  const e = formState.errors;
  const type = useWatch({ control: form.control, name: 'type' });
  const repeat = useWatch({ control: form.control, name: 'repeat' });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const installments = useWatch({ control: form.control, name: 'installments' });
  const isTransfer = type === 'transfer';
  // Only the categories the type takes (the server refuses the others): Custo Fixo, Custos Fixos.
  const cats = (categories.data ?? []).filter((c) => categorySuitsType(type, c));
  const activeAccounts = (accounts.data ?? []).filter((a) => a.isActive || a.id === editing?.accountId);

  // The category follows the type until the person picks one.
  const pickDefaultCategory = (t: TransactionType) => {
    const key = defaultCategoryKey[t];
    const found = (categories.data ?? []).find((c) => c.key === key);
    setValue('categoryId', found?.id ?? '');
  };
  const loadedCategories = categories.data;
  useEffect(() => {
    if (editing || !loadedCategories || form.getValues('categoryId') !== '') return;
    const t = form.getValues('type');
    const found = loadedCategories.find((c) => c.key === defaultCategoryKey[t]);
    if (found) setValue('categoryId', found.id);
  }, [editing, loadedCategories, form, setValue]);

  // An amount more than 5× away from the entry it replaces, or else from its category's typical
  // entry, waits for a yes (ADR 0041): '150000' typed for R$ 1.500,00 is a slip, not a decision.
  const typical = useTypicalAmounts();
  const [slip, setSlip] = useState<{ values: TransactionFormValues; reference: number } | null>(null);
  const referenceFor = (values: TransactionFormValues): number | null =>
    editing ? Math.abs(editing.amountCents) : values.type === 'transfer' ? null : (typical.data?.[values.categoryId] ?? null);
  const rowCents = (values: TransactionFormValues): number => {
    const total = parseBRL(values.amount) ?? 0;
    return !editing && values.repeat === 'installments' ? Math.floor(total / Number(values.installments)) : total;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const reference = referenceFor(values);
    if (isFarFrom(reference, rowCents(values))) {
      setSlip({ values, reference: reference ?? 0 });
      return;
    }
    await saveValues(values);
  });

  const saveValues = async (values: TransactionFormValues) => {
    setServerError(null);
    const body = transactionFormToInput(values);
    try {
      if (editing) {
        await update.mutateAsync({
          id: editing.id,
          body: { amountCents: body.amountCents, date: body.date, categoryId: body.categoryId, accountId: isTransfer ? editing.accountId : body.accountId!, notes: body.notes, scope },
        });
        toast.success(messages.txUpdated);
      } else {
        await create.mutateAsync(body);
        toast.success(messages.txCreated);
      }
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fields) {
        for (const [k, msg] of Object.entries(err.fields)) if (serverField[k]) form.setError(serverField[k], { message: msg });
      }
      const field = err instanceof ApiError ? (err.details as { field?: string } | undefined)?.field : undefined;
      if (err instanceof ApiError && field && serverField[field]) form.setError(serverField[field], { message: err.message });
      setServerError(err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : editing ? messages.txUpdateError : messages.txCreateError);
    }
  };

  const cents = parseBRL(amount);
  const n = Number(installments);
  const preview = repeat === 'installments' && cents && Number.isInteger(n) && n >= MIN_INSTALLMENTS && n <= MAX_INSTALLMENTS && n <= cents ? `${n}x de aproximadamente ${formatCents(Math.floor(cents / n))}` : null;
  const pending = create.isPending || update.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {serverError && <ErrorBox>{serverError}</ErrorBox>}
      {!editing && kind === 'expense' && (
        <Field id="tx-type" label="Tipo">
          <Select
            id="tx-type"
            {...register('type', {
              onChange: (ev) => {
                const t = ev.target.value as TransactionType;
                if (t !== 'transfer') pickDefaultCategory(t);
                else setValue('repeat', 'none');
              },
            })}
          >
            {expenseChoices.map((t) => (
              <option key={t} value={t}>
                {transactionTypeLabels[t]}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <div className="grid gap-4 min-[480px]:grid-cols-2">
        <Field id="tx-amount" label="Valor (R$)" error={e.amount?.message}>
          <MoneyInput id="tx-amount" {...register('amount')} {...invalid('tx-amount', e.amount?.message)} />
        </Field>
        <Field id="tx-date" label="Data" error={e.date?.message}>
          <Input id="tx-date" type="date" {...register('date')} {...invalid('tx-date', e.date?.message)} />
        </Field>
      </div>
      {!isTransfer && (
        <Field id="tx-category" label="Categoria" error={e.categoryId?.message}>
          <Select id="tx-category" {...register('categoryId')} {...invalid('tx-category', e.categoryId?.message)}>
            <option value="">Selecione…</option>
            {cats.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <div className={isTransfer ? 'grid gap-4 min-[480px]:grid-cols-2' : ''}>
        <Field id="tx-account" label={isTransfer ? 'Conta de origem' : 'Conta bancária'} error={e.accountId?.message}>
          <Select id="tx-account" disabled={Boolean(editing && isTransfer)} {...register('accountId')} {...invalid('tx-account', e.accountId?.message)}>
            <option value="">Selecione…</option>
            {activeAccounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        </Field>
        {isTransfer && (
          <Field id="tx-destination" label="Conta de destino" error={e.destinationAccountId?.message}>
            <Select id="tx-destination" disabled={Boolean(editing)} {...register('destinationAccountId')} {...invalid('tx-destination', e.destinationAccountId?.message)}>
              <option value="">Selecione…</option>
              {activeAccounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </div>
      {!editing && !isTransfer && (
        <fieldset className="space-y-3">
          <legend className="mb-1.5 block text-sm font-medium text-slate-700">Repetição</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
            {(
              [
                ['none', 'Única'],
                ['recurring', 'Recorrente (mensal)'],
                ['installments', 'Parcelada'],
              ] as const
            ).map(([v, label]) => (
              <label key={v} className="inline-flex items-center gap-2">
                <input type="radio" value={v} className="h-4 w-4 accent-brand-600" {...register('repeat')} />
                {label}
              </label>
            ))}
          </div>
          {repeat === 'recurring' && (
            <Field id="tx-months" label="Duração da recorrência" error={e.recurringMonths?.message}>
              <Select id="tx-months" {...register('recurringMonths')} {...invalid('tx-months', e.recurringMonths?.message)}>
                <option value="">Selecione…</option>
                {recurringMonthOptions.map((m) => (
                  <option key={m} value={m}>
                    {m} meses
                  </option>
                ))}
              </Select>
            </Field>
          )}
          {repeat === 'installments' && (
            <Field id="tx-installments" label="Número de parcelas" error={e.installments?.message} hint={preview ?? `${installmentsHint}; os centavos que sobram vão nas primeiras.`}>
              <Input id="tx-installments" inputMode="numeric" placeholder="3" {...register('installments')} {...invalid('tx-installments', e.installments?.message)} />
            </Field>
          )}
        </fieldset>
      )}
      {editing?.seriesId && (
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-700">Aplicar a</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
            <label className="inline-flex items-center gap-2">
              <input type="radio" name="scope" checked={scope === 'this'} onChange={() => setScope('this')} className="h-4 w-4 accent-brand-600" />
              Somente esta
            </label>
            <label className="inline-flex items-center gap-2">
              <input type="radio" name="scope" checked={scope === 'following'} onChange={() => setScope('following')} className="h-4 w-4 accent-brand-600" />
              Esta e as seguintes
            </label>
          </div>
        </fieldset>
      )}
      <Field id="tx-notes" label="Observações" error={e.notes?.message}>
        <Textarea id="tx-notes" className="min-h-20" {...register('notes')} {...invalid('tx-notes', e.notes?.message)} />
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Salvando…' : editing ? 'Salvar alterações' : 'Registrar'}
        </Button>
      </div>
      <ConfirmDialog
        open={slip !== null}
        title={messages.amountSlipConfirmTitle}
        description={slip ? messages.txAmountSlipConfirm(formatCents(rowCents(slip.values)), formatCents(slip.reference), Boolean(editing)) : ''}
        confirmLabel="Confirmar valor"
        busy={pending}
        onClose={() => {
          setSlip(null);
          form.setFocus('amount');
        }}
        onConfirm={() => {
          const values = slip?.values;
          setSlip(null);
          if (values) void saveValues(values);
        }}
      />
    </form>
  );
}
