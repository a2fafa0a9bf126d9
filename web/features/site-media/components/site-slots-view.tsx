import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { messages } from '../../../../domain/messages';
import { siteMediaSlots, type SiteMediaSlot } from '../../../../domain/site-media';
import type { SiteSlotList } from '../../../../domain/schemas/site-media';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useSiteSlots } from '../api/get-slots';
import { useRevertSlot } from '../api/revert-slot';
import { ReplaceDialog } from './replace-dialog';

type Slot = SiteSlotList['slots'][number];

const pageLinks: Record<string, string> = { Marketing: '/marketing', Produtora: '/produtora', 'Painéis Digitais': '/paineis-digitais' };

/** /admin/media: every replaceable image of the public pages, page by page. */
export function SiteSlotsView() {
  const q = useSiteSlots();
  const [replacing, setReplacing] = useState<SiteMediaSlot | null>(null);
  const [reverting, setReverting] = useState<SiteMediaSlot | null>(null);
  const revert = useRevertSlot();
  const groups = new Map<string, Slot[]>();
  for (const s of q.data?.slots ?? []) {
    const page = siteMediaSlots[s.slot].page;
    groups.set(page, [...(groups.get(page) ?? []), s]);
  }
  return (
    <div className="mx-auto max-w-7xl space-y-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Imagens do Site</h1>
        <p className="text-sm text-slate-600">
          Troque as imagens das páginas públicas. Sem imagem enviada, a página mostra a ilustração original. As imagens enviadas ficam na{' '}
          <Link to="/admin/media-manager" className="font-medium text-brand-700 hover:underline">
            Biblioteca de Imagens
          </Link>
          .
        </p>
      </div>
      {q.error && <ErrorBox>{errorMessage(q.error, messages.siteMediaLoadError)}</ErrorBox>}
      {q.isPending && <Spinner className="text-brand-600" />}
      {[...groups].map(([page, slots]) => (
        <section key={page} aria-labelledby={`media-page-${page}`} className="space-y-3">
          <h2 id={`media-page-${page}`} className="text-lg font-bold text-slate-900">
            {page}{' '}
            <a href={pageLinks[page]} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-brand-700 hover:underline">
              (abrir a página)
            </a>
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {slots.map((s) => {
              const spec = siteMediaSlots[s.slot];
              return (
                <li key={s.slot} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-slot={s.slot}>
                  <div className="flex aspect-[16/10] items-center justify-center bg-ink-900">
                    <img
                      src={s.image ? s.image.urls.sm : spec.builtInSrc}
                      alt={s.image ? s.image.alt : `Ilustração original: ${spec.label}`}
                      className="h-full w-full object-contain"
                      loading="lazy"
                    />
                  </div>
                  <div className="space-y-2 p-4">
                    <div className="flex items-start justify-between gap-2">
                      <h3 className="font-semibold text-slate-900">{spec.label}</h3>
                      {s.image ? <Badge tone="brand">Personalizada</Badge> : <Badge>Original</Badge>}
                    </div>
                    {s.image && (
                      <p className="text-xs text-slate-600">
                        “{s.image.alt}”{s.updatedAt ? ` · ${formatDateTime(s.updatedAt)}` : ''}
                      </p>
                    )}
                    <div className="flex flex-wrap gap-2 pt-1">
                      <Button size="sm" onClick={() => setReplacing(s.slot)} aria-label={`Substituir: ${spec.page}, ${spec.label}`}>
                        Substituir
                      </Button>
                      {s.image && (
                        <Button size="sm" variant="outline" onClick={() => setReverting(s.slot)} aria-label={`Voltar ao original: ${spec.page}, ${spec.label}`}>
                          Voltar ao original
                        </Button>
                      )}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <ReplaceDialog slot={replacing} onClose={() => setReplacing(null)} />
      <ConfirmDialog
        open={Boolean(reverting)}
        title="Voltar à imagem original?"
        description={reverting ? `${siteMediaSlots[reverting].page} · ${siteMediaSlots[reverting].label} volta a mostrar a ilustração original. A imagem continua na biblioteca.` : ''}
        confirmLabel="Voltar ao original"
        busy={revert.isPending}
        error={revert.error ? errorMessage(revert.error) : null}
        onClose={() => {
          revert.reset();
          setReverting(null);
        }}
        onConfirm={() =>
          reverting &&
          revert.mutate(reverting, {
            onSuccess: (r) => {
              toast.success(r.message);
              setReverting(null);
            },
          })
        }
      />
    </div>
  );
}
