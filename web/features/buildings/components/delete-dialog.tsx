import { useState } from 'react';
import { toast } from 'sonner';
import { messages } from '../../../../domain/messages';
import type { BuildingDto } from '../../../../domain/schemas/buildings';
import { errorMessage } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox } from '../../../components/ui/field';
import { useDeleteBuildings } from '../api/delete-buildings';

/** The spec's confirmation; one or several buildings. Archived ones are reported by the server's message. */
export function DeleteDialog({ buildings, onClose, onDeleted }: { buildings: BuildingDto[]; onClose: () => void; onDeleted: () => void }) {
  const del = useDeleteBuildings();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      const res = await del.mutateAsync(buildings.map((b) => b.id));
      if (res.archived.length) toast.warning(res.message, { duration: 8000 });
      else toast.success(res.message);
      onDeleted();
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={buildings.length === 1 ? 'Excluir prédio' : `Excluir ${buildings.length} prédios`} description={messages.buildingDeleteConfirm}>
      <div className="space-y-4">
        {error && <ErrorBox>{error}</ErrorBox>}
        <ul className="max-h-48 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-slate-700">
          {buildings.map((b) => (
            <li key={b.id}>{b.name}</li>
          ))}
        </ul>
        <p className="text-xs text-slate-500">Prédios com pedidos ou reservas são arquivados: saem da loja, mas o histórico é mantido.</p>
        <div className="flex flex-col-reverse gap-2 min-[769px]:flex-row min-[769px]:justify-end">
          <Button variant="outline" onClick={onClose} disabled={del.isPending}>
            Cancelar
          </Button>
          <Button variant="danger" onClick={confirm} disabled={del.isPending}>
            {del.isPending ? 'Excluindo…' : 'Excluir'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
