import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '../../lib/api';
import { Button } from './button';
import { Dialog } from './dialog';
import { Field } from './field';
import { Textarea } from './input';
import { Spinner } from './spinner';

/**
 * A decision that needs a written reason (rejecting a video, dismissing a credit): the reason is
 * required, sent with `onSubmit`; a 409 (someone decided first) closes the dialog with its message
 * as a toast, any other failure stays in the dialog under the field.
 */
export function ReasonDialog({
  open,
  onClose,
  title,
  description,
  placeholder,
  maxLength,
  submitLabel,
  texts,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  placeholder: string;
  maxLength: number;
  submitLabel: string;
  texts: { required: string; done: string; failed: string };
  onSubmit: (reason: string) => Promise<unknown>;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function send() {
    if (!reason.trim()) return setError(texts.required);
    setPending(true);
    try {
      await onSubmit(reason.trim());
      toast.success(texts.done);
      setReason('');
      setError(null);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        toast.error(err.message);
        onClose();
      } else setError(errorMessage(err, texts.failed));
    } finally {
      setPending(false);
    }
  }
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={title} description={description}>
      <form
        className="space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <Field id={id} label="Motivo" error={error ?? undefined}>
          <Textarea
            id={id}
            required
            maxLength={maxLength}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (error && e.target.value.trim()) setError(null);
            }}
            placeholder={placeholder}
            aria-invalid={Boolean(error)}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" variant="danger" disabled={pending}>
            {pending && <Spinner />}
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
