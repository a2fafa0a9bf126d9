import type { PublicOrder } from '../../../../domain/schemas/checkout';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { formatCents } from '../../../lib/format';

/** 1 to 12 interest-free installments, each with its amount. */
export function InstallmentsSelect({ order, value, onChange }: { order: PublicOrder; value: number; onChange: (n: number) => void }) {
  const plan = order.charges.card.find((c) => c.installments === value);
  const last = plan?.amounts[plan.amounts.length - 1];
  const uneven = plan && last !== undefined && plan.firstCents !== last;
  return (
    <Field id="card-installments" label="Parcelas">
      <Select id="card-installments" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {order.charges.card.map((c) => (
          <option key={c.installments} value={c.installments}>
            {c.installments}x de {formatCents(c.firstCents)} sem juros
          </option>
        ))}
      </Select>
      {uneven && plan && (
        <p className="text-xs text-slate-500">
          {plan.amounts.filter((a) => a === plan.firstCents).length}x de {formatCents(plan.firstCents)} e{' '}
          {plan.amounts.filter((a) => a !== plan.firstCents).length}x de {formatCents(last)} — total {formatCents(order.baseTotalCents)}
        </p>
      )}
    </Field>
  );
}
