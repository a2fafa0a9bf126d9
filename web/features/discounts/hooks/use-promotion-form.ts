import { useState } from 'react';
import { useForm, type FieldPath, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';
import { saveErrorText } from '../error-text';
import type { SaveState } from '../components/form-dialog';
import type { PromotionCopy } from '../components/promotion-form-dialog';

/**
 * A building discount's or a coupon's form and its save: on success a toast and the dialog closes;
 * on failure the red banner and, beside their fields, the reasons the server gave field by field.
 * `reasons: 'beside-fields'` (the coupon) also places a rule's reason that names its field
 * ('Já existe um cupom com este código.') and says it once, there, without the banner;
 * `'banner-too'` (the building discount) keeps the banner and places only the schema's reasons.
 */
export function usePromotionForm<V extends FieldValues, I>(
  formProps: UseFormProps<V, unknown, I>,
  {
    mutation,
    id,
    copy,
    fieldOf,
    reasons,
    onClose,
  }: {
    mutation: { mutateAsync: (v: { id: string | null; body: I }) => Promise<unknown>; isPending: boolean };
    /** The promotion being edited; null creates one. */
    id: string | null;
    copy: PromotionCopy;
    fieldOf: Partial<Record<string, FieldPath<V>>>;
    reasons: 'beside-fields' | 'banner-too';
    onClose: () => void;
  },
): { form: UseFormReturn<V, unknown, I>; saving: SaveState } {
  const form = useForm<V, unknown, I>(formProps);
  const words = id ? copy.edit : copy.create;
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await mutation.mutateAsync({ id, body: values });
      toast.success(words.saved);
      onClose();
    } catch (err) {
      const reasonsOf = fieldReasons(err, reasons === 'beside-fields');
      const placed = Object.entries(reasonsOf).flatMap(([key, message]) => {
        const field = fieldOf[key];
        if (field) form.setError(field, { message });
        return field ? [field] : [];
      });
      const allPlaced = reasons === 'beside-fields' && placed.length > 0 && placed.length === Object.keys(reasonsOf).length;
      setServerError(allPlaced ? null : saveErrorText(err, words.failed));
      if (allPlaced && placed[0]) form.setFocus(placed[0]);
    }
  });

  return { form, saving: { onSubmit, serverError, pending: mutation.isPending } };
}

/** The server's reasons keyed by its field names: the schema's `fields`, and a rule's `details.field`. */
function fieldReasons(err: unknown, withRuleField: boolean): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const details = err.details as { field?: string } | undefined;
  const rule = withRuleField && details?.field ? { [details.field]: err.message } : {};
  return { ...(err.fields ?? {}), ...rule };
}
