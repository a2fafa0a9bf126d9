import type { ReactNode } from 'react';
import { FormDialog, type SaveState } from './form-dialog';

/** What a new and an edited promotion's form says: its title, its button, its toast and its banner. */
interface ModeCopy {
  title: string;
  saved: string;
  failed: string;
}

/** A building discount's or a coupon's words; an edit is saved by 'Salvar alterações'. */
export interface PromotionCopy {
  description: string;
  create: ModeCopy & { submit: string };
  edit: ModeCopy;
}

/** 'Novo …' or 'Editar …': the form dialog of a building discount or a coupon. */
export function PromotionFormDialog({
  copy,
  editing,
  save,
  onClose,
  children,
}: {
  copy: PromotionCopy;
  editing: boolean;
  save: SaveState;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <FormDialog
      title={editing ? copy.edit.title : copy.create.title}
      description={copy.description}
      className="max-w-2xl"
      save={save}
      onClose={onClose}
      submitLabel={editing ? 'Salvar alterações' : copy.create.submit}
    >
      {children}
    </FormDialog>
  );
}
