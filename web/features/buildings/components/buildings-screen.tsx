import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Plus } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { can } from '../../../../domain/permissions';
import type { BuildingDto } from '../../../../domain/schemas/buildings';
import { errorMessage } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useBuildings } from '../api/get-buildings';
import { useRestoreBuilding } from '../api/restore-building';
import { useSession } from '../../../lib/session';
import { useDebounced } from '../../../lib/use-debounced';
import { useSelection } from '../hooks/use-selection';
import type { BuildingHandlers } from './building-actions';
import { BuildingFormDialog } from './building-form-dialog';
import { BuildingGrid } from './building-grid';
import { BuildingTable } from './building-table';
import { BuildingsToolbar } from './buildings-toolbar';
import { DeleteDialog } from './delete-dialog';
import { PhotoManagerDialog } from './photo-manager-dialog';
import { plural } from '../../../../domain/text';

/** 'Gerenciar Prédios': grid or list, search, form, photo manager, delete (one or several). */
export function BuildingsScreen() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'list' ? 'list' : 'grid';
  const [search, setSearch] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  const query = useBuildings(useDebounced(search.trim()), showArchived ? 'include' : 'exclude');
  // Only hides what the role cannot do; the server decides.
  const { user } = useSession();
  const canDelete = can(user?.role, 'delete:building');
  const selection = useSelection();
  /** undefined: closed; null: new building. */
  const [editing, setEditing] = useState<BuildingDto | null | undefined>(undefined);
  const [photosOf, setPhotosOf] = useState<BuildingDto | null>(null);
  const [deleting, setDeleting] = useState<BuildingDto[] | null>(null);
  const restore = useRestoreBuilding();

  const buildings = query.data ?? [];
  const selected = buildings.filter((b) => selection.has(b.id));
  const handlers: BuildingHandlers = {
    onEdit: (b) => setEditing(b),
    onPhotos: (b) => setPhotosOf(b),
    onDelete: canDelete ? (b) => setDeleting([b]) : undefined,
    onRestore: (b) =>
      restore.mutate(b.id, {
        onSuccess: () => toast.success('Prédio restaurado: voltou para a loja.'),
        onError: (err) => toast.error(errorMessage(err)),
      }),
  };

  return (
    <div className="mx-auto max-w-7xl space-y-5 px-4 py-6 min-[769px]:px-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Gerenciar Prédios</h1>
          <p className="text-sm text-slate-500">
            {query.isSuccess ? `${plural(buildings.length, 'prédio', 'prédios')}` : ' '}
          </p>
        </div>
        <Button onClick={() => setEditing(null)}>
          <Plus className="h-4 w-4" aria-hidden />
          Novo Prédio
        </Button>
      </header>

      <BuildingsToolbar
        search={search}
        onSearch={setSearch}
        view={view}
        onView={(v) =>
          setParams(
            (p) => {
              if (v === 'list') p.set('view', 'list');
              else p.delete('view');
              return p;
            },
            { replace: true, preventScrollReset: true },
          )
        }
        showArchived={showArchived}
        onShowArchived={setShowArchived}
        selectedCount={canDelete ? selected.length : 0}
        onDeleteSelected={() => setDeleting(selected)}
      />

      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="text-brand-600" label="Carregando prédios…" />
        </div>
      ) : query.isError ? (
        <div className="space-y-3">
          <ErrorBox>{messages.buildingsLoadError}</ErrorBox>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : buildings.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-500">
          Nenhum prédio encontrado.
        </p>
      ) : view === 'grid' ? (
        <BuildingGrid buildings={buildings} handlers={handlers} selection={canDelete ? selection : undefined} />
      ) : (
        <BuildingTable buildings={buildings} handlers={handlers} selection={canDelete ? selection : undefined} />
      )}

      {editing !== undefined && <BuildingFormDialog building={editing} onClose={() => setEditing(undefined)} />}
      {photosOf && <PhotoManagerDialog building={photosOf} onClose={() => setPhotosOf(null)} />}
      {deleting && <DeleteDialog buildings={deleting} onClose={() => setDeleting(null)} onDeleted={selection.clear} />}
    </div>
  );
}
