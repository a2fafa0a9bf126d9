import type { InputHTMLAttributes } from 'react';
import { Controller, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import {
  discountTypeLabels,
  discountTypes,
  promotionStateLabels,
  type DiscountType,
  type PromotionStatus,
} from '../../../../domain/discounts';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { MoneyInput } from '../../../components/ui/money-input';
import { useBuildingOptions } from '../api/get-buildings';
import { BuildingPicker } from './building-picker';

// The fields a building discount and a coupon both have: a label, its control and its error.

/** The values both forms have, under the same names. */
interface CommonValues {
  type: DiscountType;
  value: string;
  startDate: string;
  endDate: string;
  buildingIds: string[];
  status: PromotionStatus;
}

// Both forms' values extend CommonValues, but react-hook-form's field paths cannot see that
// through a type parameter: the one cast, here.
type PromotionForm<V extends CommonValues> = UseFormReturn<V, unknown, unknown>;
const common = <V extends CommonValues>(form: PromotionForm<V>) => form as unknown as UseFormReturn<CommonValues>;

/** Marks a control whose field shows an error and points the screen reader at that error. */
export const invalid = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

export function MoneyField({
  id,
  label,
  error,
  hint,
  placeholder,
  field,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  placeholder?: string;
  field: UseFormRegisterReturn;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {/* Without a placeholder of its own the money input keeps its '0,00'. */}
      <MoneyInput id={id} {...invalid(id, error)} {...(placeholder ? { placeholder } : {})} {...field} />
    </Field>
  );
}

/** A value field's label, hint and placeholder for one type. */
export interface ValueCopy {
  label: string;
  hint?: string;
  placeholder: string;
}

/**
 * 'Percentual' or 'Valor fixo', then the value: a percentage in a plain decimal input, an amount in
 * reais with the money mask. Changing the type empties the value, which meant the other thing.
 */
export function TypeAndValueFields<V extends CommonValues>({
  form,
  idPrefix,
  typeLabel,
  copy,
  percentInput,
}: {
  form: PromotionForm<V>;
  idPrefix: string;
  typeLabel: string;
  copy: Record<DiscountType, ValueCopy>;
  percentInput?: InputHTMLAttributes<HTMLInputElement>;
}) {
  const { register, setValue, watch, formState } = common(form);
  const typeId = `${idPrefix}-type`;
  const typeError = formState.errors.type?.message;
  const id = `${idPrefix}-value`;
  const error = formState.errors.value?.message;
  const type = watch('type');
  const { label, hint, placeholder } = copy[type];
  return (
    <>
      <Field id={typeId} label={typeLabel} error={typeError}>
        <Select id={typeId} {...invalid(typeId, typeError)} {...register('type', { onChange: () => setValue('value', '') })}>
          {discountTypes.map((t) => (
            <option key={t} value={t}>
              {discountTypeLabels[t]}
            </option>
          ))}
        </Select>
      </Field>
      {type === 'percentage' ? (
        <Field id={id} label={label} error={error} hint={hint}>
          <Input id={id} {...invalid(id, error)} {...percentInput} inputMode="decimal" placeholder={placeholder} {...register('value')} />
        </Field>
      ) : (
        <MoneyField id={id} label={label} error={error} hint={hint} placeholder={placeholder} field={register('value')} />
      )}
    </>
  );
}

/** 'Data de início' and 'Data de término', São Paulo days. */
export function DateRangeFields<V extends CommonValues>({
  form,
  idPrefix,
  endHint,
}: {
  form: PromotionForm<V>;
  idPrefix: string;
  endHint: string;
}) {
  const { register, formState } = common(form);
  const startError = formState.errors.startDate?.message;
  const endError = formState.errors.endDate?.message;
  return (
    <>
      <Field id={`${idPrefix}-start`} label="Data de início" error={startError}>
        <Input id={`${idPrefix}-start`} {...invalid(`${idPrefix}-start`, startError)} type="date" {...register('startDate')} />
      </Field>
      <Field id={`${idPrefix}-end`} label="Data de término" error={endError} hint={endHint}>
        <Input id={`${idPrefix}-end`} {...invalid(`${idPrefix}-end`, endError)} type="date" {...register('endDate')} />
      </Field>
    </>
  );
}

/** 'Ativo' or 'Inativo', shown when editing. */
export function StatusField<V extends CommonValues>({ form, idPrefix }: { form: PromotionForm<V>; idPrefix: string }) {
  const { register, formState } = common(form);
  return (
    <Field id={`${idPrefix}-status`} label="Status" error={formState.errors.status?.message}>
      <Select id={`${idPrefix}-status`} {...register('status')}>
        <option value="active">{promotionStateLabels.active}</option>
        <option value="inactive">{promotionStateLabels.inactive}</option>
      </Select>
    </Field>
  );
}

/** The buildings a promotion is for, picked from every building. */
export function BuildingsField<V extends CommonValues>({ form, label }: { form: PromotionForm<V>; label: string }) {
  const { control, formState } = common(form);
  const buildings = useBuildingOptions();
  return (
    <Controller
      control={control}
      name="buildingIds"
      render={({ field }) => (
        <BuildingPicker
          label={label}
          options={buildings.data}
          loading={buildings.isPending}
          value={field.value}
          onChange={field.onChange}
          error={formState.errors.buildingIds?.message}
        />
      )}
    />
  );
}
