import { useState } from 'react';
import { toast } from 'sonner';
import { addDaysToDay, addMonthsToDay } from '../../../../domain/discounts';
import { dayOf, dayStart } from '../../../../domain/time';
import { messages } from '../../../../domain/messages';
import { percentFromBp } from '../../../../domain/money';
import { monthsLabel } from '../../../../domain/pricing';
import type { PeriodDiscountView } from '../../../../domain/schemas/discounts';
import { formatDate } from '../../../lib/format';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { useBuildingOptions } from '../api/get-buildings';
import { useBulkApply } from '../api/mutations';
import { BuildingPicker } from './building-picker';
import { FormDialog } from './form-dialog';
import { saveErrorText } from '../error-text';

/**
 * 'Aplicar em massa' (ADR 0011): an active period discount becomes one building discount for the
 * chosen active buildings, from today for that many months.
 */
export function BulkApplyDialog({ periods, onClose }: { periods: PeriodDiscountView[]; onClose: () => void }) {
  const apply = useBulkApply();
  const buildings = useBuildingOptions();
  const usable = periods.filter((p) => p.active && p.percentBp > 0);
  const [ids, setIds] = useState<string[]>([]);
  const [periodId, setPeriodId] = useState('');
  const [errors, setErrors] = useState<{ buildings?: string; period?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const chosen = usable.find((p) => p.id === periodId);
  const today = dayOf(new Date());

  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    setServerError(null);
    const next = {
      buildings: ids.length === 0 ? messages.selectBuilding : undefined,
      period: periodId ? undefined : messages.selectPeriod,
    };
    setErrors(next);
    if (next.buildings || next.period) return;
    try {
      const res = await apply.mutateAsync({ buildingIds: ids, periodDiscountId: periodId });
      toast.success(res.message);
      onClose();
    } catch (err) {
      setServerError(saveErrorText(err, messages.discountsApplyError));
    }
  };

  return (
    <FormDialog
      title="Aplicar desconto em massa"
      description="Cria um desconto com a porcentagem do período escolhido para os prédios ativos selecionados."
      className="max-w-2xl"
      save={{ onSubmit: submit, serverError, pending: apply.isPending }}
      onClose={onClose}
      submitLabel="Aplicar desconto"
      pendingLabel="Aplicando…"
    >
      <Field id="bulk-period" label="Período de desconto" error={errors.period}>
        <Select
          id="bulk-period"
          value={periodId}
          onChange={(e) => {
            setPeriodId(e.target.value);
            setErrors((x) => ({ ...x, period: undefined }));
          }}
          aria-invalid={errors.period ? true : undefined}
          aria-describedby={errors.period ? 'bulk-period-error' : undefined}
        >
          <option value="">Selecione…</option>
          {usable.map((p) => (
            <option key={p.id} value={p.id}>{`${monthsLabel(p.months)} — ${percentFromBp(p.percentBp)}`}</option>
          ))}
        </Select>
      </Field>
      {chosen && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {percentFromBp(chosen.percentBp)} de desconto de {formatDate(dayStart(today))} a{' '}
          {formatDate(dayStart(addDaysToDay(addMonthsToDay(today, chosen.months), -1)))}.
        </p>
      )}
      <BuildingPicker
        label="Prédios ativos"
        options={buildings.data?.filter((b) => b.status === 'active')}
        loading={buildings.isPending}
        value={ids}
        onChange={(next) => {
          setIds(next);
          setErrors((x) => ({ ...x, buildings: undefined }));
        }}
        error={errors.buildings}
      />
    </FormDialog>
  );
}
