import { zodResolver } from '@hookform/resolvers/zod';
import { Wand2 } from 'lucide-react';
import { generateCouponCode } from '../../../../domain/coupons';
import { bpToPercentText, COUPON_CODE_MAX } from '../../../../domain/discounts';
import { messages } from '../../../../domain/messages';
import { dayOf } from '../../../../domain/time';
import { centsToAmountText } from '../../../../domain/money';
import {
  couponFieldToForm,
  couponForm,
  type CouponFormValues,
  type CouponInput,
  type CouponView,
} from '../../../../domain/schemas/coupons';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useSaveCoupon } from '../api/mutations';
import { usePromotionForm } from '../hooks/use-promotion-form';
import { PromotionFormDialog, type PromotionCopy } from './promotion-form-dialog';
import { BuildingsField, DateRangeFields, invalid, MoneyField, StatusField, TypeAndValueFields } from './promotion-fields';
import { ToggleFieldset } from './toggle-fieldset';

const copy: PromotionCopy = {
  description: 'O comprador digita o código no checkout.',
  create: { title: 'Novo cupom', submit: 'Criar cupom', saved: messages.couponCreated, failed: messages.couponCreateError },
  edit: { title: 'Editar cupom', saved: messages.couponUpdated, failed: messages.couponUpdateError },
};

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

const valueCopy = {
  percentage: { label: 'Desconto (%)', hint: 'Ex.: 10 para 10%', placeholder: '10' },
  fixed: { label: 'Desconto (R$)', hint: 'Ex.: 50,00', placeholder: '50,00' },
};

/** 'Novo cupom' / 'Editar cupom'. The code is forced to upper case; 'Gerar' makes 8 characters. */
export function CouponFormDialog({ coupon, onClose }: { coupon: CouponView | null; onClose: () => void }) {
  const editing = Boolean(coupon);
  const { form, saving } = usePromotionForm<CouponFormValues, CouponInput>(
    { resolver: zodResolver(couponForm), defaultValues: toFormValues(coupon) },
    // A reason the server gives for one field ('Já existe um cupom com este código.') stands only there.
    { mutation: useSaveCoupon(), id: coupon?.id ?? null, copy, fieldOf: couponFieldToForm, reasons: 'beside-fields', onClose },
  );
  const { register, watch, setValue, formState } = form;
  const e = formState.errors;
  const codeField = register('code');

  return (
    <PromotionFormDialog copy={copy} editing={editing} save={saving} onClose={onClose}>
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
        <TypeAndValueFields form={form} idPrefix="c" typeLabel="Tipo" copy={valueCopy} />
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
        <MoneyField id="c-min" label="Compra mínima (R$)" hint="Opcional" error={e.minPurchase?.message} field={register('minPurchase')} />
        <MoneyField id="c-maxdisc" label="Desconto máximo (R$)" hint="Opcional" error={e.maxDiscount?.message} field={register('maxDiscount')} />
      </div>

      <ToggleFieldset legend="Validade" toggleLabel="Sem validade" toggle={register('noExpiry')}>
        {!watch('noExpiry') && (
          <div className="grid gap-4 min-[769px]:grid-cols-2">
            <DateRangeFields form={form} idPrefix="c" endHint="Opcional; vale até o fim do dia." />
          </div>
        )}
      </ToggleFieldset>

      <ToggleFieldset legend="Prédios" toggleLabel="Válido para todos os prédios" toggle={register('allBuildings')}>
        {!watch('allBuildings') && <BuildingsField form={form} label="Prédios do cupom" />}
      </ToggleFieldset>

      {editing && <StatusField form={form} idPrefix="c" />}
    </PromotionFormDialog>
  );
}
