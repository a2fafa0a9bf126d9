import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox } from '../../../components/ui/field';

/** The form's submit handler, the banner's text of the last failed save, and whether a save runs. */
export interface SaveState {
  onSubmit: (ev: FormEvent<HTMLFormElement>) => unknown;
  serverError: string | null;
  pending: boolean;
}

/**
 * The dialog every form of the discounts screen sits in (discount, coupon, periods, bulk apply):
 * the form named by the title, the red banner of a failed save, then the fields, then
 * 'Cancelar' and the submit button, both held while the save runs.
 */
export function FormDialog({
  title,
  description,
  className,
  save: { onSubmit, serverError, pending },
  onClose,
  submitLabel,
  pendingLabel = 'Salvando…',
  children,
}: {
  title: string;
  description: string;
  className?: string;
  save: SaveState;
  onClose: () => void;
  submitLabel: string;
  pendingLabel?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={title} description={description} className={className}>
      <form onSubmit={(ev) => void onSubmit(ev)} noValidate className="space-y-4" aria-label={title}>
        {serverError && <ErrorBox>{serverError}</ErrorBox>}
        {children}
        <div className="flex flex-col-reverse gap-2 min-[769px]:flex-row min-[769px]:justify-end">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
