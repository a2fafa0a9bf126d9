import { useState } from 'react';
import { toast } from 'sonner';
import { bpToPercentText, parsePercentToBp, periodProblems } from '../../../../domain/discounts';
import { messages } from '../../../../domain/messages';
import { monthsLabel, PERIOD_OPTIONS } from '../../../../domain/pricing';
import type { PeriodDiscountView } from '../../../../domain/schemas/discounts';
import { ApiError } from '../../../lib/api';
import { Input } from '../../../components/ui/input';
import { useSavePeriods } from '../api/mutations';
import { saveErrorText } from '../error-text';
import { FormDialog } from './form-dialog';

interface Row {
  months: number;
  percent: string;
  active: boolean;
}

const toRows = (periods: PeriodDiscountView[]): Row[] =>
  PERIOD_OPTIONS.map((months) => {
    const p = periods.find((x) => x.months === months);
    return { months, percent: p ? bpToPercentText(p.percentBp).replace(',', '.') : '0', active: p?.active ?? false };
  });

const bpOf = (r: Row) => (r.percent.trim() === '' ? null : (parsePercentToBp(r.percent) ?? Number.NaN));

/** 'Descontos por período': 1, 3, 6 and 12 months, percentage in steps of 0,1 %, active flag. */
export function PeriodDiscountsDialog({ periods, onClose }: { periods: PeriodDiscountView[]; onClose: () => void }) {
  const save = useSavePeriods();
  const [rows, setRows] = useState<Row[]>(() => toRows(periods));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const update = (i: number, patch: Partial<Row>) => {
    setRows((rs) => rs.map((r, k) => (k === i ? { ...r, ...patch } : r)));
    setErrors(({ [i]: _fixed, ...rest }) => rest);
  };

  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    setServerError(null);
    const body = rows.map((r) => ({ months: r.months, percentBp: bpOf(r), active: r.active }));
    const problems = periodProblems(body);
    setErrors(Object.fromEntries(problems.map((p) => [p.index, p.message])));
    if (problems.length > 0) return;
    try {
      await save.mutateAsync(body);
      toast.success(messages.periodDiscountsSaved);
      onClose();
    } catch (err) {
      setServerError(saveErrorText(err, messages.periodDiscountsUpdateError));
      if (err instanceof ApiError && err.fields) {
        const next: Record<number, string> = {};
        for (const [key, message] of Object.entries(err.fields)) {
          const m = /^periods\.(\d+)\./.exec(key);
          if (m) next[Number(m[1])] = message;
        }
        setErrors(next);
      }
    }
  };

  return (
    <FormDialog
      title="Descontos por período"
      description="Desconto do carrinho pelo número de meses. Vale o maior entre ele e o desconto por variedade."
      save={{ onSubmit: submit, serverError, pending: save.isPending }}
      onClose={onClose}
      submitLabel="Salvar descontos"
    >
      <ul className="space-y-3">
        {rows.map((r, i) => (
          <li key={r.months} className="rounded-xl border border-slate-200 p-3">
            <div className="flex flex-wrap items-center gap-3">
              <label htmlFor={`p-${r.months}`} className="w-20 text-sm font-semibold text-slate-800">
                {monthsLabel(r.months)}
              </label>
              <div className="flex items-center gap-1">
                <Input
                  id={`p-${r.months}`}
                  type="number"
                  min={0}
                  max={100}
                  step={0.1}
                  inputMode="decimal"
                  className="w-24"
                  value={r.percent}
                  onChange={(e) => update(i, { percent: e.target.value })}
                  aria-invalid={errors[i] ? true : undefined}
                  aria-describedby={errors[i] ? `p-${r.months}-error` : undefined}
                />
                <span className="text-sm text-slate-600">%</span>
              </div>
              <label className="ml-auto flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-600"
                  checked={r.active}
                  onChange={(e) => update(i, { active: e.target.checked })}
                  aria-label={`Ativo (${monthsLabel(r.months)})`}
                />
                Ativo
              </label>
            </div>
            {errors[i] && (
              <p id={`p-${r.months}-error`} role="alert" className="mt-1 text-xs font-medium text-red-600">
                {errors[i]}
              </p>
            )}
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-500">Um período sem desconto (0%) fica inativo.</p>
    </FormDialog>
  );
}
