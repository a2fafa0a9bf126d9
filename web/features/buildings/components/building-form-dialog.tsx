import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { messages } from '../../../../domain/messages';
import { centsToAmountText, formatBRL } from '../../../../domain/money';
import { buildingStatusLabels, buildingStatuses, isDrasticPriceChange } from '../../../../domain/buildings';
import {
  buildingForm,
  emptyBuildingForm,
  type BuildingDto,
  type BuildingFormValues,
  type BuildingInput,
} from '../../../../domain/schemas/buildings';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { MoneyInput } from '../../../components/ui/money-input';
import { ErrorBox } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { useSaveBuilding } from '../api/save-building';
import { FormField, invalid } from './form-field';

function toFormValues(b: BuildingDto): BuildingFormValues {
  return {
    name: b.name,
    address: b.address,
    neighborhood: b.neighborhood,
    residents: String(b.residents),
    latitude: String(b.latitude),
    longitude: String(b.longitude),
    price: centsToAmountText(b.priceCents),
    displayCount: String(b.displayCount),
    status: b.status,
    sindico: {
      name: b.sindico?.name ?? '',
      email: b.sindico?.email ?? '',
      phone: b.sindico?.phone ?? '',
      mandateEnd: b.sindico?.mandateEnd ?? '',
    },
  };
}

/** API field names that differ from the form's. */
const serverFieldToForm: Record<string, FieldPath<BuildingFormValues>> = { priceCents: 'price' };

export function BuildingFormDialog({ building, onClose }: { building: BuildingDto | null; onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={building ? 'Editar Prédio' : 'Novo Prédio'}
      description={building ? building.name : 'Preencha os dados do prédio e do painel.'}
      className="max-w-2xl"
    >
      <BuildingForm building={building} onDone={onClose} />
    </Dialog>
  );
}

function BuildingForm({ building, onDone }: { building: BuildingDto | null; onDone: () => void }) {
  const save = useSaveBuilding();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<BuildingFormValues, unknown, BuildingInput>({
    resolver: zodResolver(buildingForm),
    defaultValues: building ? toFormValues(building) : emptyBuildingForm(),
  });
  const { register, formState, setError } = form;
  const e = formState.errors;

  // A price 5× above or below the one it replaces waits for a yes (a slip of the keyboard, not a decision).
  const [drastic, setDrastic] = useState<BuildingInput | null>(null);
  const referenceCents = building?.priceCents ?? 0;

  const onSubmit = form.handleSubmit(async (values) => {
    if (building && isDrasticPriceChange(referenceCents, values.priceCents)) {
      setDrastic(values);
      return;
    }
    await saveValues(values);
  });

  const saveValues = async (values: BuildingInput) => {
    setServerError(null);
    try {
      await save.mutateAsync({ id: building?.id ?? null, body: values });
      toast.success(building ? messages.buildingUpdated : messages.buildingCreated);
      onDone();
    } catch (err) {
      // The form stays open with what was typed; the server's message when it has one.
      setServerError(err instanceof ApiError && err.status > 0 ? err.message : messages.buildingSaveError);
      if (err instanceof ApiError && err.fields) {
        for (const [key, message] of Object.entries(err.fields)) {
          setError(serverFieldToForm[key] ?? (key as FieldPath<BuildingFormValues>), { message });
        }
      }
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {serverError && <ErrorBox>{serverError}</ErrorBox>}
      <div className="grid gap-4 min-[769px]:grid-cols-2">
        <FormField id="b-name" label="Nome do prédio" error={e.name?.message} className="min-[769px]:col-span-2">
          <Input id="b-name" {...invalid('b-name', e.name?.message)} {...register('name')} autoComplete="off" />
        </FormField>
        <FormField id="b-address" label="Endereço" error={e.address?.message} className="min-[769px]:col-span-2">
          <Input id="b-address" {...invalid('b-address', e.address?.message)} {...register('address')} autoComplete="off" />
        </FormField>
        <FormField id="b-neighborhood" label="Bairro" error={e.neighborhood?.message}>
          <Input id="b-neighborhood" {...invalid('b-neighborhood', e.neighborhood?.message)} {...register('neighborhood')} autoComplete="off" />
        </FormField>
        <FormField id="b-residents" label="Número de moradores" error={e.residents?.message}>
          <Input id="b-residents" {...invalid('b-residents', e.residents?.message)} inputMode="numeric" {...register('residents')} />
        </FormField>
        <FormField id="b-lat" label="Latitude" error={e.latitude?.message} hint="Vazio ou inválido: centro de Foz do Iguaçu.">
          <Input id="b-lat" {...invalid('b-lat', e.latitude?.message)} inputMode="decimal" {...register('latitude')} />
        </FormField>
        <FormField id="b-lng" label="Longitude" error={e.longitude?.message}>
          <Input id="b-lng" {...invalid('b-lng', e.longitude?.message)} inputMode="decimal" {...register('longitude')} />
        </FormField>
        <FormField id="b-price" label="Preço (30 dias, R$)" error={e.price?.message}>
          <MoneyInput id="b-price" {...invalid('b-price', e.price?.message)} {...register('price')} />
        </FormField>
        <FormField id="b-panels" label="Painéis" error={e.displayCount?.message}>
          <Input id="b-panels" {...invalid('b-panels', e.displayCount?.message)} type="number" min={1} inputMode="numeric" {...register('displayCount')} />
        </FormField>
        <FormField id="b-status" label="Status" error={e.status?.message}>
          <Select id="b-status" {...invalid('b-status', e.status?.message)} {...register('status')}>
            {buildingStatuses.map((s) => (
              <option key={s} value={s}>
                {buildingStatusLabels[s]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>

      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">Síndico</legend>
        <p className="mb-3 text-xs text-slate-500">Salvo apenas quando o nome é preenchido. Com e-mail, o síndico recebe acesso à Área do Síndico.</p>
        <div className="grid gap-4 min-[769px]:grid-cols-2">
          <FormField id="s-name" label="Nome do síndico" error={e.sindico?.name?.message}>
            <Input id="s-name" {...invalid('s-name', e.sindico?.name?.message)} {...register('sindico.name')} autoComplete="off" />
          </FormField>
          <FormField id="s-email" label="E-mail do síndico" error={e.sindico?.email?.message}>
            <Input id="s-email" {...invalid('s-email', e.sindico?.email?.message)} type="email" {...register('sindico.email')} autoComplete="off" />
          </FormField>
          <FormField id="s-phone" label="Telefone do síndico" error={e.sindico?.phone?.message}>
            <Input id="s-phone" {...invalid('s-phone', e.sindico?.phone?.message)} type="tel" placeholder="(45) 99999-9999" {...register('sindico.phone')} />
          </FormField>
          <FormField id="s-end" label="Término do mandato" error={e.sindico?.mandateEnd?.message}>
            <Input id="s-end" {...invalid('s-end', e.sindico?.mandateEnd?.message)} type="date" {...register('sindico.mandateEnd')} />
          </FormField>
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-2 min-[769px]:flex-row min-[769px]:justify-end">
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvando…' : building ? 'Salvar alterações' : 'Cadastrar prédio'}
        </Button>
      </div>
      <ConfirmDialog
        open={drastic !== null}
        title={messages.priceChangeConfirmTitle}
        description={drastic ? messages.priceChangeConfirm(formatBRL(referenceCents), formatBRL(drastic.priceCents)) : ''}
        confirmLabel="Confirmar preço"
        busy={save.isPending}
        onClose={() => {
          setDrastic(null);
          form.setFocus('price');
        }}
        onConfirm={() => {
          const values = drastic;
          setDrastic(null);
          if (values) void saveValues(values);
        }}
      />
    </form>
  );
}
