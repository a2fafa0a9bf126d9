import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  bpToPercentText,
  DISCOUNT_INPUT_MAX_PERCENT,
  discountTypeLabels,
  discountTypes,
  promotionStateLabels,
} from '../../../../domain/discounts';
import { messages } from '../../../../domain/messages';
import { dayOf } from '../../../../domain/time';
import { centsToAmountText } from '../../../../domain/schemas/buildings';
import {
  discountFieldToForm,
  discountForm,
  type DiscountFormValues,
  type DiscountInput,
  type DiscountView,
} from '../../../../domain/schemas/discounts';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox, Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { MoneyInput } from '../../../components/ui/money-input';
import { useBuildingOptions } from '../api/get-buildings';
import { useSaveDiscount } from '../api/mutations';
import { BuildingPicker } from './building-picker';
import { saveErrorText } from '../error-text';

const invalid = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

function toFormValues(d: DiscountView | null): DiscountFormValues {
  if (!d) {
    const today = dayOf(new Date());
    return {
      type: 'percentage',
      value: '',
      minValue: '',
      maxValue: '',
      startDate: today,
      endDate: '',
      buildingIds: [],
      status: 'active',
    };
  }
  return {
    type: d.type,
    value:
      d.type === 'percentage'
        ? bpToPercentText(d.valueBp ?? 0).replace(',', '.')
        : centsToAmountText(d.valueCents ?? 0),
    minValue: d.minValueCents != null ? centsToAmountText(d.minValueCents) : '',
    maxValue: d.maxValueCents != null ? centsToAmountText(d.maxValueCents) : '',
    startDate: dayOf(new Date(d.startsAt)),
    endDate: dayOf(new Date(d.endsAt)),
    buildingIds: d.buildings.map((b) => b.id),
    status: d.status,
  };
}

/** 'Novo desconto' / 'Editar desconto': percentage or fixed value for one or more buildings. */
export function DiscountFormDialog({ discount, onClose }: { discount: DiscountView | null; onClose: () => void }) {
  const editing = Boolean(discount);
  const save = useSaveDiscount();
  const buildings = useBuildingOptions();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<DiscountFormValues, unknown, DiscountInput>({
    resolver: zodResolver(discountForm),
    defaultValues: toFormValues(discount),
  });
  const { register, control, watch, setValue, setError, formState } = form;
  const e = formState.errors;
  const type = watch('type');

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync({ id: discount?.id ?? null, body: values });
      toast.success(editing ? messages.discountUpdated : messages.discountCreated);
      onClose();
    } catch (err) {
      const title = editing ? messages.discountUpdateError : messages.discountCreateError;
      setServerError(saveErrorText(err, title));
      if (err instanceof ApiError && err.fields) {
        for (const [key, message] of Object.entries(err.fields)) {
          const field = discountFieldToForm[key as keyof typeof discountFieldToForm];
          if (field) setError(field as FieldPath<DiscountFormValues>, { message });
        }
      }
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={editing ? 'Editar desconto' : 'Novo desconto'}
      description="Promoção de prédios: aparece na loja com selo e preço riscado enquanto estiver ativa e dentro das datas."
      className="max-w-2xl"
    >
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-4"
        aria-label={editing ? 'Editar desconto' : 'Novo desconto'}
      >
        {serverError && <ErrorBox>{serverError}</ErrorBox>}
        <div className="grid gap-4 min-[769px]:grid-cols-2">
          <Field id="d-type" label="Tipo de desconto" error={e.type?.message}>
            <Select
              id="d-type"
              {...invalid('d-type', e.type?.message)}
              {...register('type', { onChange: () => setValue('value', '') })}
            >
              {discountTypes.map((t) => (
                <option key={t} value={t}>
                  {discountTypeLabels[t]}
                </option>
              ))}
            </Select>
          </Field>
          {type === 'percentage' ? (
            <Field
              id="d-value"
              label="Porcentagem (%)"
              error={e.value?.message}
              hint={`De 0 a ${DISCOUNT_INPUT_MAX_PERCENT}%`}
            >
              <Input
                id="d-value"
                {...invalid('d-value', e.value?.message)}
                type="number"
                min={0}
                max={DISCOUNT_INPUT_MAX_PERCENT}
                step={0.1}
                inputMode="decimal"
                placeholder="20"
                {...register('value')}
              />
            </Field>
          ) : (
            <Field id="d-value" label="Valor do desconto (R$)" error={e.value?.message}>
              <MoneyInput id="d-value" {...invalid('d-value', e.value?.message)} placeholder="250,00" {...register('value')} />
            </Field>
          )}
          <Field
            id="d-min"
            label="Valor mínimo (R$)"
            error={e.minValue?.message}
            hint={type === 'fixed' ? 'Preço de referência: o desconto vale valor ÷ mínimo.' : 'Opcional'}
          >
            <MoneyInput id="d-min" {...invalid('d-min', e.minValue?.message)} placeholder="1.997,00" {...register('minValue')} />
          </Field>
          <Field id="d-max" label="Valor máximo (R$)" error={e.maxValue?.message} hint="Opcional">
            <MoneyInput id="d-max" {...invalid('d-max', e.maxValue?.message)} {...register('maxValue')} />
          </Field>
          <Field id="d-start" label="Data de início" error={e.startDate?.message}>
            <Input id="d-start" {...invalid('d-start', e.startDate?.message)} type="date" {...register('startDate')} />
          </Field>
          <Field
            id="d-end"
            label="Data de término"
            error={e.endDate?.message}
            hint="Vale até o fim do dia (horário de Brasília)."
          >
            <Input id="d-end" {...invalid('d-end', e.endDate?.message)} type="date" {...register('endDate')} />
          </Field>
          {editing && (
            <Field id="d-status" label="Status" error={e.status?.message}>
              <Select id="d-status" {...register('status')}>
                <option value="active">{promotionStateLabels.active}</option>
                <option value="inactive">{promotionStateLabels.inactive}</option>
              </Select>
            </Field>
          )}
        </div>
        <Controller
          control={control}
          name="buildingIds"
          render={({ field }) => (
            <BuildingPicker
              label="Prédios"
              options={buildings.data}
              loading={buildings.isPending}
              value={field.value}
              onChange={field.onChange}
              error={e.buildingIds?.message}
            />
          )}
        />
        <div className="flex flex-col-reverse gap-2 min-[769px]:flex-row min-[769px]:justify-end">
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Salvando…' : editing ? 'Salvar alterações' : 'Criar desconto'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
