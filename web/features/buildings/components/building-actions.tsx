import { ArchiveRestore, Images, Pencil, Trash2 } from 'lucide-react';
import type { BuildingDto } from '../../../../domain/schemas/buildings';
import { Button } from '../../../components/ui/button';

export interface BuildingHandlers {
  onEdit: (b: BuildingDto) => void;
  onPhotos: (b: BuildingDto) => void;
  onDelete?: (b: BuildingDto) => void;
  onRestore: (b: BuildingDto) => void;
}

/** Edit, photos and delete (only when the role may delete); an archived building offers restore. */
export function BuildingActions({ building, handlers, compact }: { building: BuildingDto; handlers: BuildingHandlers; compact?: boolean }) {
  const size = 'sm';
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Button size={size} variant="outline" onClick={() => handlers.onEdit(building)} aria-label={`Editar ${building.name}`}>
        <Pencil className="h-4 w-4" aria-hidden />
        {!compact && 'Editar'}
      </Button>
      <Button size={size} variant="outline" onClick={() => handlers.onPhotos(building)} aria-label={`Fotos de ${building.name}`}>
        <Images className="h-4 w-4" aria-hidden />
        {!compact && 'Fotos'}
      </Button>
      {building.archivedAt ? (
        <Button size={size} variant="outline" onClick={() => handlers.onRestore(building)} aria-label={`Restaurar ${building.name}`}>
          <ArchiveRestore className="h-4 w-4" aria-hidden />
          {!compact && 'Restaurar'}
        </Button>
      ) : (
        handlers.onDelete && (
          <Button
            size={size}
            variant="ghost"
            className="text-red-600 hover:bg-red-50"
            onClick={() => handlers.onDelete!(building)}
            aria-label={`Excluir ${building.name}`}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            {!compact && 'Excluir'}
          </Button>
        )
      )}
    </div>
  );
}
