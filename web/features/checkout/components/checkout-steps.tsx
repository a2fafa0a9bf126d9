import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';

const steps = [
  { id: 'info', label: 'Informações' },
  { id: 'payment', label: 'Pagamento' },
] as const;

export type CheckoutStep = (typeof steps)[number]['id'];

export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const index = steps.findIndex((s) => s.id === current);
  return (
    <ol className="flex items-center gap-3" aria-label="Etapas da compra">
      {steps.map((s, i) => {
        const done = i < index;
        const active = i === index;
        return (
          <li key={s.id} className="flex items-center gap-3" aria-current={active ? 'step' : undefined}>
            {i > 0 && <span className={cn('h-px w-8 sm:w-16', done || active ? 'bg-brand-500' : 'bg-slate-300')} aria-hidden />}
            <span
              className={cn(
                'flex h-8 w-8 items-center justify-center rounded-full text-sm font-bold',
                active ? 'bg-brand-600 text-white' : done ? 'bg-emerald-500 text-white' : 'bg-slate-200 text-slate-600',
              )}
              aria-hidden
            >
              {done ? <Check className="h-4 w-4" /> : i + 1}
            </span>
            <span className={cn('text-sm font-semibold', active ? 'text-slate-900' : 'text-slate-500')}>{s.label}</span>
          </li>
        );
      })}
    </ol>
  );
}
