import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CheckCircle2, PlayCircle, Power, Repeat, Upload } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import type { ClientSlot, ClientVideo } from '../../../../domain/schemas/videos';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox, Field, SuccessBox } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { useSlots } from '../api/get-slots';
import { useClearSlotVideo, useSetSlotVideo } from '../api/slot-video';
import { clientFileUrl, PageTitle, SlotSummaryCards, StoreButton, useFlash } from './parts';
import type { UploadNavState } from './upload-page';

/** A muted preview that plays while the pointer is over the card (spec: hover preview). */
function HoverPreview({ videoId }: { videoId: string }) {
  return (
    <video
      src={`${clientFileUrl(videoId)}#t=0.1`}
      muted
      loop
      playsInline
      preload="metadata"
      className="aspect-video w-full rounded-lg bg-ink-900 object-cover"
      onMouseEnter={(e) => void e.currentTarget.play().catch(() => {})}
      onMouseLeave={(e) => e.currentTarget.pause()}
    />
  );
}

type Modal = { mode: 'activate' | 'replace'; slot: ClientSlot } | null;

/** /clientes/slots: the summary, the slot grid (activate, replace, deactivate) and approved videos. */
export function ClientSlotsPage() {
  const focusBuilding = ((useLocation().state ?? {}) as UploadNavState).buildingId;
  const { data, isLoading, isError } = useSlots();
  const setVideo = useSetSlotVideo();
  const clear = useClearSlotVideo();
  const [flash, setFlash] = useFlash();
  const [error, setError] = useState<string | null>(null);
  const [modal, setModal] = useState<Modal>(null);
  const [choice, setChoice] = useState('');

  const activeIds = new Set((data?.slots ?? []).flatMap((s) => (s.video ? [s.video.id] : [])));
  const choicesFor = (slot: ClientSlot) => (data?.approvedVideos ?? []).filter((v) => v.buildingId === slot.buildingId && !activeIds.has(v.id));
  const freeSlotFor = (v: ClientVideo) => data?.slots.find((s) => !s.video && s.buildingId === v.buildingId);

  async function activate(bookingId: string, videoId: string) {
    setError(null);
    try {
      await setVideo.mutateAsync({ bookingId, videoId });
      setModal(null);
      setFlash(messages.videoActivated);
    } catch (err) {
      setError(errorMessage(err, messages.videoActivateError));
    }
  }
  async function deactivate(bookingId: string) {
    setError(null);
    try {
      await clear.mutateAsync(bookingId);
      setFlash(messages.videoDeactivated);
    } catch (err) {
      setError(errorMessage(err, messages.videoDeactivateError));
    }
  }
  function open(mode: 'activate' | 'replace', slot: ClientSlot) {
    setChoice('');
    setError(null);
    setModal({ mode, slot });
  }

  return (
    <>
      <PageTitle title="Gerenciar Slots" description="Escolha quais vídeos aprovados aparecem em cada slot." />
      {isLoading && <Spinner className="text-brand-600" />}
      {isError && <ErrorBox>{messages.clientLoadError}</ErrorBox>}
      {data && (
        <div className="space-y-6">
          <SlotSummaryCards summary={data.summary} />
          {flash && <SuccessBox>{flash}</SuccessBox>}
          {error && !modal && <ErrorBox>{error}</ErrorBox>}
          {data.summary.total === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 p-6 text-center">
              <p className="font-semibold text-amber-900">{messages.noSlots}</p>
              <p className="text-sm text-amber-800">Adquira um painel na loja para exibir seus vídeos.</p>
              <StoreButton />
            </div>
          ) : (
            <section aria-labelledby="slots-title">
              <h2 id="slots-title" className="mb-3 font-semibold text-slate-900">
                Seus Slots
              </h2>
              <ul className="grid gap-4 min-[600px]:grid-cols-2 min-[1100px]:grid-cols-3" data-testid="slot-grid">
                {data.slots.map((s) => (
                  <li
                    key={s.bookingId}
                    data-testid={`slot-${s.number}`}
                    className={cn(
                      'flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm',
                      s.video ? 'border-brand-200' : 'border-dashed border-slate-300',
                      focusBuilding === s.buildingId && 'ring-2 ring-brand-400',
                    )}
                  >
                    <div className="flex items-start justify-between gap-2">
                      <div className="min-w-0">
                        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">Slot {s.number}</p>
                        <p className="truncate font-semibold text-slate-900">{s.buildingName}</p>
                        <p className="text-xs text-slate-500">
                          {formatDate(s.startsAt)} a {formatDate(s.endsAt)}
                          {!s.live && ' · começa em breve'}
                        </p>
                      </div>
                      {s.video && (
                        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                          <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
                          Ativo
                        </span>
                      )}
                    </div>
                    {s.video ? (
                      <>
                        <HoverPreview videoId={s.video.id} />
                        <p className="truncate text-sm font-medium text-slate-800" data-testid="slot-video-title">
                          {s.video.title}
                        </p>
                        <div className="flex flex-wrap gap-2">
                          <Button size="sm" variant="outline" onClick={() => open('replace', s)} disabled={choicesFor(s).length === 0}>
                            <Repeat className="h-4 w-4" aria-hidden />
                            Substituir
                          </Button>
                          <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => deactivate(s.bookingId)} disabled={clear.isPending}>
                            <Power className="h-4 w-4" aria-hidden />
                            Desativar
                          </Button>
                        </div>
                      </>
                    ) : (
                      <>
                        <div className="flex aspect-video items-center justify-center rounded-lg bg-slate-100 text-sm text-slate-600">
                          <PlayCircle className="mr-2 h-5 w-5" aria-hidden />
                          Slot vazio
                        </div>
                        <div className="flex flex-wrap gap-2">
                          <Button size="sm" onClick={() => open('activate', s)} disabled={choicesFor(s).length === 0}>
                            <Power className="h-4 w-4" aria-hidden />
                            Ativar
                          </Button>
                          <Link
                            to="/clientes/upload"
                            state={{ buildingId: s.buildingId } satisfies UploadNavState}
                            className={buttonVariants({ size: 'sm', variant: 'outline' })}
                          >
                            <Upload className="h-4 w-4" aria-hidden />
                            Enviar vídeo
                          </Link>
                        </div>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="aprovados-title">
            <h2 id="aprovados-title" className="mb-3 font-semibold text-slate-900">
              Vídeos Aprovados
            </h2>
            {data.approvedVideos.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-500">{messages.noVideos}</p>
            ) : (
              <ul className="space-y-2">
                {data.approvedVideos.map((v) => {
                  const active = activeIds.has(v.id);
                  const free = freeSlotFor(v);
                  return (
                    <li
                      key={v.id}
                      className={cn(
                        'flex flex-wrap items-center gap-3 rounded-xl border p-3',
                        // Dimmed without fading the text below readable contrast.
                        active ? 'border-slate-200 bg-slate-100' : 'border-slate-200 bg-white',
                      )}
                    >
                      <div className="min-w-0 flex-1">
                        <p className={cn('truncate font-medium', active ? 'text-slate-600' : 'text-slate-900')}>{v.title}</p>
                        <p className="truncate text-xs text-slate-600">{v.buildingName ?? 'Não especificado'}</p>
                      </div>
                      {active ? (
                        <span className="text-sm font-semibold text-slate-700">Já ativo</span>
                      ) : (
                        <Button size="sm" disabled={!free || setVideo.isPending} onClick={() => free && activate(free.bookingId, v.id)}>
                          <Power className="h-4 w-4" aria-hidden />
                          Ativar
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </div>
      )}
      <Dialog
        open={Boolean(modal)}
        onOpenChange={(o) => !o && setModal(null)}
        title={modal?.mode === 'replace' ? 'Substituir Vídeo' : 'Ativar Vídeo'}
        description={modal ? `Slot ${modal.slot.number} — ${modal.slot.buildingName}` : undefined}
      >
        {modal && (
          <form
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (choice) void activate(modal.slot.bookingId, choice);
            }}
          >
            <Field id="slot-video" label="Vídeo aprovado">
              <Select id="slot-video" value={choice} onChange={(e) => setChoice(e.target.value)}>
                <option value="">Selecione um vídeo</option>
                {choicesFor(modal.slot).map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.title}
                  </option>
                ))}
              </Select>
            </Field>
            {error && <ErrorBox>{error}</ErrorBox>}
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => setModal(null)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={!choice || setVideo.isPending}>
                {setVideo.isPending && <Spinner />}
                {modal.mode === 'replace' ? 'Substituir' : 'Ativar'}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
