import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function RowActions({
  subject,
  onEdit,
  onDelete,
}: {
  subject: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Editar ${subject}`} title="Editar">
        <Pencil className="h-4 w-4" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={onDelete}
        aria-label={`Excluir ${subject}`}
        title="Excluir"
        className="text-red-600 hover:bg-red-50"
      >
        <Trash2 className="h-4 w-4" aria-hidden />
      </Button>
    </div>
  );
}
