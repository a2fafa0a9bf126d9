import { useState } from 'react';
import { ArrowLeft, ArrowRight, Star, Trash2 } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { MAX_PHOTOS, type BuildingDto, type BuildingPhotoDto } from '../../../../domain/schemas/buildings';
import { errorMessage } from '../../../lib/api';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useDeletePhoto, useReorderPhotos, useSetMainPhoto } from '../api/change-photos';
import { usePhotos } from '../api/get-photos';
import { PhotoUpload } from './photo-upload';

export function PhotoManagerDialog({ building, onClose }: { building: BuildingDto; onClose: () => void }) {
  const photos = usePhotos(building.id);
  const setMain = useSetMainPhoto(building.id);
  const del = useDeletePhoto(building.id);
  const reorder = useReorderPhotos(building.id);
  const [error, setError] = useState<string | null>(null);
  // Deleting removes every size of the file for good: asked first, never one tap.
  const [toDelete, setToDelete] = useState<{ photo: BuildingPhotoDto; n: number } | null>(null);
  const list = photos.data?.photos ?? [];
  const noneMain = !list.some((p) => p.isMain);
  const busy = setMain.isPending || del.isPending || reorder.isPending;

  const run = async (fn: () => Promise<unknown>, fallback: string) => {
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(errorMessage(err, fallback));
    }
  };
  const move = (index: number, dir: -1 | 1) => {
    const ids = list.map((p) => p.id);
    const [item] = ids.splice(index, 1);
    ids.splice(index + dir, 0, item!);
    void run(() => reorder.mutateAsync(ids), messages.photoReorderError);
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title="Gerenciar Fotos" description={building.name} className="max-w-3xl">
      <div className="space-y-4">
        {error && <ErrorBox>{error}</ErrorBox>}
        {photos.isPending ? (
          <Spinner className="text-brand-600" />
        ) : photos.isError ? (
          <ErrorBox>{errorMessage(photos.error)}</ErrorBox>
        ) : list.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-6 text-center text-sm text-slate-500">Nenhuma foto cadastrada.</p>
        ) : (
          <ol className="grid grid-cols-2 gap-3 min-[769px]:grid-cols-3" aria-label="Fotos do prédio">
            {list.map((p, i) => (
              <PhotoCard
                key={p.id}
                photo={p}
                index={i}
                count={list.length}
                shown={p.isMain || (noneMain && i === 0)}
                busy={busy}
                onMain={() => run(() => setMain.mutateAsync(p.id), messages.photoMainError)}
                onDelete={() => setToDelete({ photo: p, n: i + 1 })}
                onMove={(dir) => move(i, dir)}
              />
            ))}
          </ol>
        )}
        <PhotoUpload buildingId={building.id} remaining={MAX_PHOTOS - list.length} onError={setError} />
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        title={messages.photoDeleteConfirmTitle}
        description={toDelete ? messages.photoDeleteConfirm(toDelete.n, building.name) : ''}
        confirmLabel="Excluir foto"
        danger
        busy={del.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          const target = toDelete;
          setToDelete(null);
          if (target) void run(() => del.mutateAsync(target.photo.id), messages.photoDeleteError);
        }}
      >
        {toDelete && <img src={toDelete.photo.urls.sm} alt="" className="mb-4 h-28 w-40 rounded-lg object-cover" />}
      </ConfirmDialog>
    </Dialog>
  );
}

function PhotoCard(props: {
  photo: BuildingPhotoDto;
  index: number;
  count: number;
  shown: boolean;
  busy: boolean;
  onMain: () => void;
  onDelete: () => void;
  onMove: (dir: -1 | 1) => void;
}) {
  const { photo, index, count, busy } = props;
  const n = index + 1;
  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="relative aspect-[4/3] bg-slate-100">
        <img src={photo.urls.sm} alt={`Foto ${n}`} className="h-full w-full object-cover" />
        {photo.isMain ? (
          <Badge tone="brand" className="absolute left-2 top-2">Principal</Badge>
        ) : (
          props.shown && <Badge className="absolute left-2 top-2">Exibida (primeira)</Badge>
        )}
      </div>
      <div className="flex items-center justify-between gap-1 p-2">
        <div className="flex gap-1">
          <Button size="icon" variant="ghost" className="h-8 w-8" disabled={busy || index === 0} onClick={() => props.onMove(-1)} aria-label={`Mover foto ${n} para antes`}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
          </Button>
          <Button size="icon" variant="ghost" className="h-8 w-8" disabled={busy || index === count - 1} onClick={() => props.onMove(1)} aria-label={`Mover foto ${n} para depois`}>
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Button>
        </div>
        <div className="flex gap-1">
          <Button
            size="icon"
            variant="ghost"
            className="h-8 w-8 text-amber-600"
            disabled={busy || photo.isMain}
            onClick={props.onMain}
            aria-label={`Definir foto ${n} como principal`}
            aria-pressed={photo.isMain}
          >
            <Star className="h-4 w-4" fill={photo.isMain ? 'currentColor' : 'none'} aria-hidden />
          </Button>
          <Button size="icon" variant="ghost" className="h-8 w-8 text-red-600" disabled={busy} onClick={props.onDelete} aria-label={`Excluir foto ${n}`}>
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </div>
    </li>
  );
}
