import { toast } from 'sonner';
import { siteMediaSlots, type SiteMediaSlot } from '../../../../domain/site-media';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import { useAssignSlot } from '../api/assign-slot';
import { useSiteImages } from '../api/get-images';
import { UploadForm } from './upload-form';

/** Replace a slot's image: a new upload, or one already in the library. */
export function ReplaceDialog({ slot, onClose }: { slot: SiteMediaSlot | null; onClose: () => void }) {
  const library = useSiteImages(1, { enabled: Boolean(slot) });
  const assign = useAssignSlot();
  const spec = slot ? siteMediaSlots[slot] : null;
  return (
    <Dialog
      open={Boolean(slot)}
      onOpenChange={(o) => !o && onClose()}
      title="Substituir imagem"
      description={spec ? `${spec.page} · ${spec.label}` : undefined}
      className="max-w-2xl"
    >
      {slot && (
        <div className="space-y-6">
          <section aria-label="Enviar nova imagem">
            <h3 className="mb-2 text-sm font-semibold text-slate-900">Enviar nova imagem</h3>
            <UploadForm slot={slot} onDone={onClose} idPrefix="replace" />
          </section>
          {library.data && library.data.rows.length > 0 && (
            <section aria-label="Escolher da biblioteca">
              <h3 className="mb-2 text-sm font-semibold text-slate-900">Ou escolha da biblioteca</h3>
              {assign.error && <ErrorBox>{errorMessage(assign.error)}</ErrorBox>}
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {library.data.rows.map((img) => (
                  <li key={img.id}>
                    <button
                      type="button"
                      disabled={assign.isPending}
                      onClick={() =>
                        assign.mutate(
                          { slot, imageId: img.id },
                          {
                            onSuccess: (r) => {
                              toast.success(r.message);
                              onClose();
                            },
                          },
                        )
                      }
                      className="block w-full overflow-hidden rounded-lg border border-slate-200 text-left hover:ring-2 hover:ring-brand-400"
                    >
                      <img src={img.urls.sm} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
                      <span className="block truncate px-2 py-1 text-xs text-slate-700">Usar: {img.alt}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </Dialog>
  );
}
