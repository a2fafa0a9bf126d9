import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A group whose checkbox, ticked, stands for the fields below it ('Sem validade', 'Válido para todos os prédios'). */
export function ToggleFieldset({
  legend,
  toggleLabel,
  toggle,
  children,
}: {
  legend: string;
  toggleLabel: string;
  toggle: UseFormRegisterReturn;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="h-4 w-4 accent-brand-600" {...toggle} /> {toggleLabel}
      </label>
      {children}
    </fieldset>
  );
}
