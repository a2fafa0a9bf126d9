import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Wand2 } from 'lucide-react';
import { generateCouponCode } from '../../../../domain/coupons';
import {
  bpToPercentText,
  COUPON_CODE_MAX,
  discountTypeLabels,
  discountTypes,
  promotionStateLabels,
} from '../../../../domain/discounts';
import { messages } from '../../../../domain/messages';
import { dayOf } from '../../../../domain/time';
import { centsToAmountText } from '../../../../domain/schemas/buildings';
import {
  couponFieldToForm,
  couponForm,
  type CouponFormValues,
  type CouponInput,
  type CouponView,
} from '../../../../domain/schemas/coupons';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox, Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { MoneyInput } from '../../../components/ui/money-input';
import { useBuildingOptions } from '../api/get-buildings';
import { useSaveCoupon } from '../api/mutations';
import { BuildingPicker } from './building-picker';
import { saveErrorText } from '../error-text';

const invalid = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

function toFormValues(c: CouponView | null): CouponFormValues {
  if (!c) {
    return {
      code: '',
      type: 'percentage',
      value: '',
      minPurchase: '',
      maxDiscount: '',
      noExpiry: false,
      startDate: dayOf(new Date()),
      endDate: '',
      allBuildings: true,
      buildingIds: [],
      maxUses: '1',
      status: 'active',
    };
  }
  return {
    code: c.code,
    type: c.type,
    value: c.type === 'percentage' ? bpToPercentText(c.valueBp ?? 0) : centsToAmountText(c.valueCents ?? 0),
    minPurchase: c.minPurchaseCents != null ? centsToAmountText(c.minPurchaseCents) : '',
    maxDiscount: c.maxDiscountCents != null ? centsToAmountText(c.maxDiscountCents) : '',
    noExpiry: c.noExpiry,
    startDate: c.startsAt ? dayOf(new Date(c.startsAt)) : '',
    endDate: c.endsAt ? dayOf(new Date(c.endsAt)) : '',
    allBuildings: c.buildingIds === null,
    buildingIds: c.buildingIds ?? [],
    maxUses: String(c.maxUses),
    status: c.status,
  };
}

/** 'Novo cupom' / 'Editar cupom'. The code is forced to upper case; 'Gerar' makes 8 characters. */
export function CouponFormDialog({ coupon, onClose }: { coupon: CouponView | null; onClose: () => void }) {
  const editing = Boolean(coupon);
  const save = useSaveCoupon();
  const buildings = useBuildingOptions();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<CouponFormValues, unknown, CouponInput>({
    resolver: zodResolver(couponForm),
    defaultValues: toFormValues(coupon),
  });
  const { register, control, watch, setValue, setError, formState } = form;
  const e = formState.errors;
  const type = watch('type');
  const noExpiry = watch('noExpiry');
  const allBuildings = watch('allBuildings');

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync({ id: coupon?.id ?? null, body: values });
      toast.success(editing ? messages.couponUpdated : messages.couponCreated);
      onClose();
    } catch (err) {
      const title = editing ? messages.couponUpdateError : messages.couponCreateError;
      const details = err instanceof ApiError ? (err.details as { field?: string } | undefined) : undefined;
      const fields =
        err instanceof ApiError
          ? { ...(err.fields ?? {}), ...(details?.field ? { [details.field]: err.message } : {}) }
          : {};
      const onFields = Object.entries(fields).flatMap(([key, message]) => {
        const field = couponFieldToForm[key as keyof typeof couponFieldToForm] as FieldPath<CouponFormValues> | undefined;
        if (field) setError(field, { message });
        return field ? [field] : [];
      });
      // A reason that sits beside its field ('Já existe um cupom com este código.') is said once, there.
      const allOnFields = onFields.length > 0 && onFields.length === Object.keys(fields).length;
      setServerError(allOnFields ? null : saveErrorText(err, title));
      if (allOnFields && onFields[0]) form.setFocus(onFields[0]);
    }
  });

  const codeField = register('code');

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={editing ? 'Editar cupom' : 'Novo cupom'}
      description="O comprador digita o código no checkout."
      className="max-w-2xl"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={editing ? 'Editar cupom' : 'Novo cupom'}>
        {serverError && <ErrorBox>{serverError}</ErrorBox>}
        <div className="grid gap-4 min-[769px]:grid-cols-2">
          <Field id="c-code" label="Código do cupom" error={e.code?.message}>
            <div className="flex gap-2">
              <Input
                id="c-code"
                {...invalid('c-code', e.code?.message)}
                {...codeField}
                onChange={(ev) => {
                  ev.target.value = ev.target.value.toUpperCase();
                  void codeField.onChange(ev);
                }}
                maxLength={COUPON_CODE_MAX}
                autoComplete="off"
                spellCheck={false}
                className="font-mono uppercase tracking-wider"
              />
              <Button
                variant="outline"
                onClick={() => setValue('code', generateCouponCode(), { shouldValidate: formState.isSubmitted })}
              >
                <Wand2 className="h-4 w-4" aria-hidden /> Gerar
              </Button>
            </div>
          </Field>
          <Field id="c-type" label="Tipo" error={e.type?.message}>
            <Select id="c-type" {...register('type', { onChange: () => setValue('value', '') })}>
              {discountTypes.map((t) => (
                <option key={t} value={t}>
                  {discountTypeLabels[t]}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            id="c-value"
            label={type === 'percentage' ? 'Desconto (%)' : 'Desconto (R$)'}
            error={e.value?.message}
            hint={type === 'percentage' ? 'Ex.: 10 para 10%' : 'Ex.: 50,00'}
          >
            {type === 'percentage' ? (
              <Input id="c-value" {...invalid('c-value', e.value?.message)} inputMode="decimal" placeholder="10" {...register('value')} />
            ) : (
              <MoneyInput id="c-value" {...invalid('c-value', e.value?.message)} placeholder="50,00" {...register('value')} />
            )}
          </Field>
          <Field
            id="c-maxuses"
            label="Limite de usos"
            error={e.maxUses?.message}
            hint={editing ? `Usos atuais: ${coupon?.currentUses ?? 0}` : 'Padrão: 1'}
          >
            <Input
              id="c-maxuses"
              {...invalid('c-maxuses', e.maxUses?.message)}
              type="number"
              // Never below the uses taken, except the limit as it is: payments already under way
              // when the last use went are honoured and may leave the uses above it (ADR 0007).
              min={Math.max(1, Math.min(coupon?.currentUses ?? 1, coupon?.maxUses ?? 1))}
              step={1}
              inputMode="numeric"
              {...register('maxUses')}
            />
          </Field>
          <Field id="c-min" label="Compra mínima (R$)" error={e.minPurchase?.message} hint="Opcional">
            <MoneyInput id="c-min" {...invalid('c-min', e.minPurchase?.message)} {...register('minPurchase')} />
          </Field>
          <Field id="c-maxdisc" label="Desconto máximo (R$)" error={e.maxDiscount?.message} hint="Opcional">
            <MoneyInput id="c-maxdisc" {...invalid('c-maxdisc', e.maxDiscount?.message)} {...register('maxDiscount')} />
          </Field>
        </div>

        <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">Validade</legend>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="h-4 w-4 accent-brand-600" {...register('noExpiry')} /> Sem validade
          </label>
          {!noExpiry && (
            <div className="grid gap-4 min-[769px]:grid-cols-2">
              <Field id="c-start" label="Data de início" error={e.startDate?.message}>
                <Input
                  id="c-start"
                  {...invalid('c-start', e.startDate?.message)}
                  type="date"
                  {...register('startDate')}
                />
              </Field>
              <Field
                id="c-end"
                label="Data de término"
                error={e.endDate?.message}
                hint="Opcional; vale até o fim do dia."
              >
                <Input id="c-end" {...invalid('c-end', e.endDate?.message)} type="date" {...register('endDate')} />
              </Field>
            </div>
          )}
        </fieldset>

        <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">Prédios</legend>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="h-4 w-4 accent-brand-600" {...register('allBuildings')} /> Válido para
            todos os prédios
          </label>
          {!allBuildings && (
            <Controller
              control={control}
              name="buildingIds"
              render={({ field }) => (
                <BuildingPicker
                  label="Prédios do cupom"
                  options={buildings.data}
                  loading={buildings.isPending}
                  value={field.value}
                  onChange={field.onChange}
                  error={e.buildingIds?.message}
                />
              )}
            />
          )}
        </fieldset>

        {editing && (
          <Field id="c-status" label="Status">
            <Select id="c-status" {...register('status')}>
              <option value="active">{promotionStateLabels.active}</option>
              <option value="inactive">{promotionStateLabels.inactive}</option>
            </Select>
          </Field>
        )}

        <div className="flex flex-col-reverse gap-2 min-[769px]:flex-row min-[769px]:justify-end">
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Salvando…' : editing ? 'Salvar alterações' : 'Criar cupom'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
