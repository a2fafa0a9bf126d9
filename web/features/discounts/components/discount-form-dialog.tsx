import { zodResolver } from '@hookform/resolvers/zod';
import { bpToPercentText, DISCOUNT_INPUT_MAX_PERCENT } from '../../../../domain/discounts';
import { messages } from '../../../../domain/messages';
import { dayOf } from '../../../../domain/time';
import { centsToAmountText } from '../../../../domain/money';
import {
  discountFieldToForm,
  discountForm,
  type DiscountFormValues,
  type DiscountInput,
  type DiscountView,
} from '../../../../domain/schemas/discounts';
import { useSaveDiscount } from '../api/mutations';
import { usePromotionForm } from '../hooks/use-promotion-form';
import { PromotionFormDialog, type PromotionCopy } from './promotion-form-dialog';
import { BuildingsField, DateRangeFields, MoneyField, StatusField, TypeAndValueFields } from './promotion-fields';

const copy: PromotionCopy = {
  description:
    'Promoção de prédios: aparece na loja com selo e preço riscado enquanto estiver ativa e dentro das datas.',
  create: { title: 'Novo desconto', submit: 'Criar desconto', saved: messages.discountCreated, failed: messages.discountCreateError },
  edit: { title: 'Editar desconto', saved: messages.discountUpdated, failed: messages.discountUpdateError },
};

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

const valueCopy = {
  percentage: { label: 'Porcentagem (%)', hint: `De 0 a ${DISCOUNT_INPUT_MAX_PERCENT}%`, placeholder: '20' },
  fixed: { label: 'Valor do desconto (R$)', placeholder: '250,00' },
};

const percentInput = { type: 'number', min: 0, max: DISCOUNT_INPUT_MAX_PERCENT, step: 0.1 } as const;

/** 'Novo desconto' / 'Editar desconto': percentage or fixed value for one or more buildings. */
export function DiscountFormDialog({ discount, onClose }: { discount: DiscountView | null; onClose: () => void }) {
  const editing = Boolean(discount);
  const { form, saving } = usePromotionForm<DiscountFormValues, DiscountInput>(
    { resolver: zodResolver(discountForm), defaultValues: toFormValues(discount) },
    { mutation: useSaveDiscount(), id: discount?.id ?? null, copy, fieldOf: discountFieldToForm, reasons: 'banner-too', onClose },
  );
  const { register, watch, formState } = form;
  const e = formState.errors;

  return (
    <PromotionFormDialog copy={copy} editing={editing} save={saving} onClose={onClose}>
      <div className="grid gap-4 min-[769px]:grid-cols-2">
        <TypeAndValueFields form={form} idPrefix="d" typeLabel="Tipo de desconto" copy={valueCopy} percentInput={percentInput} />
        <MoneyField
          id="d-min"
          label="Valor mínimo (R$)"
          hint={watch('type') === 'fixed' ? 'Preço de referência: o desconto vale valor ÷ mínimo.' : 'Opcional'}
          placeholder="1.997,00"
          error={e.minValue?.message}
          field={register('minValue')}
        />
        <MoneyField id="d-max" label="Valor máximo (R$)" hint="Opcional" error={e.maxValue?.message} field={register('maxValue')} />
        <DateRangeFields form={form} idPrefix="d" endHint="Vale até o fim do dia (horário de Brasília)." />
        {editing && <StatusField form={form} idPrefix="d" />}
      </div>
      <BuildingsField form={form} label="Prédios" />
    </PromotionFormDialog>
  );
}
