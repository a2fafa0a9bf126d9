import type { ReactNode } from 'react';
import { Field } from '../../../components/ui/field';

/** Field with a grid slot (className). */
export function FormField(props: { id: string; label: string; error?: string; hint?: string; className?: string; children: ReactNode }) {
  const { className, ...field } = props;
  return (
    <div className={className}>
      <Field {...field} />
    </div>
  );
}

/** What a control needs for screen readers when its field has an error. */
export const invalid = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
