import { useState } from 'react';
import { toast } from 'sonner';
import { messages } from '../../../../domain/messages';
import { siteMediaSlots } from '../../../../domain/site-media';
import type { SiteImageDto } from '../../../../domain/schemas/site-media';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorBox } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { useDeleteImage } from '../api/delete-image';
import { useSiteImages } from '../api/get-images';
import { ImageCard } from './image-card';
import { UploadForm } from './upload-form';
import { plural } from '../../../../domain/text';

/** /admin/media-manager: the library of uploaded images, their alt text and where they show. */
export function MediaLibraryView() {
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<SiteImageDto | null>(null);
  const q = useSiteImages(page);
  const del = useDeleteImage();
  const data = q.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="mx-auto max-w-7xl space-y-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Biblioteca de Imagens</h1>
        <p className="text-sm text-slate-600">Imagens enviadas para o site, convertidas em WebP em três tamanhos e sem metadados (EXIF).</p>
      </div>
      <section aria-label="Enviar imagem" className="max-w-xl rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="mb-3 text-base font-bold text-slate-900">Enviar imagem</h2>
        <UploadForm idPrefix="library" />
      </section>
      {q.error && <ErrorBox>{errorMessage(q.error, messages.siteMediaLoadError)}</ErrorBox>}
      {q.isPending && <Spinner className="text-brand-600" />}
      {data && (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {plural(data.total, 'imagem', 'imagens')}
          </p>
          {data.rows.length > 0 && (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.rows.map((img) => (
                <ImageCard key={img.id} img={img} onDelete={() => setDeleting(img)} />
              ))}
            </ul>
          )}
          <Pagination page={page} pages={pages} onPage={setPage} />
        </>
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        danger
        title="Excluir imagem?"
        description="A imagem e seus arquivos serão apagados. Esta ação não pode ser desfeita."
        confirmLabel="Excluir"
        busy={del.isPending}
        error={del.error ? errorMessage(del.error) : null}
        onClose={() => {
          del.reset();
          setDeleting(null);
        }}
        onConfirm={() =>
          deleting &&
          del.mutate(deleting.id, {
            onSuccess: (r) => {
              toast.success(r.message);
              setDeleting(null);
            },
          })
        }
      >
        {deleting && deleting.slots.length > 0 && (
          <div className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <p className="font-semibold">Estas páginas voltarão à ilustração original:</p>
            <ul className="list-inside list-disc">
              {deleting.slots.map((s) => (
                <li key={s}>
                  {siteMediaSlots[s].page} · {siteMediaSlots[s].label}
                </li>
              ))}
            </ul>
          </div>
        )}
      </ConfirmDialog>
    </div>
  );
}
