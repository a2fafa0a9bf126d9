import { useEffect, useId, useState, type DragEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AlertTriangle, CheckCircle2, FileVideo, Info, Repeat, UploadCloud } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { MAX_VIDEO_TITLE, VIDEO_NOTICE_MS, videoMimeTypes } from '../../../../domain/videos';
import { Button } from '../../../components/ui/button';
import { ErrorBox, Field, SuccessBox } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useSlots } from '../api/get-slots';
import { useVideoUpload } from '../hooks/use-upload';
import { PageTitle, StoreButton } from './parts';

/** What other pages pass when they open the upload ('Reenviar', a slot): the building to preselect. */
export interface UploadNavState {
  buildingId?: string;
  resendOf?: string;
  title?: string;
}

const sizeMb = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;

/**
 * /clientes/upload: the spec's form, requirements and messages over a resumable (tus) upload. A
 * client with a slot in the building may send even when every slot is in use (issue 29): the
 * video then waits in 'Aprovados' after approval, or replaces the one chosen here.
 */
export function ClientUploadPage() {
  const nav = (useLocation().state ?? {}) as UploadNavState;
  const navigate = useNavigate();
  const ids = { title: useId(), building: useId(), file: useId(), replace: useId(), target: useId() };
  const { data, isLoading, isError } = useSlots();
  const { state, submit, reset } = useVideoUpload();
  const [title, setTitle] = useState(nav.title ?? '');
  const [buildingId, setBuildingId] = useState(nav.buildingId ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [replace, setReplace] = useState(false);
  const [replaceId, setReplaceId] = useState('');
  const buildings = (data?.buildings ?? []).filter((b) => b.status === 'active');
  const building = buildings.find((b) => b.id === buildingId);
  const available = data?.summary.available ?? 0;
  // The client's videos in a slot of the chosen building: what 'Substituir' may choose from.
  const current = (data?.slots ?? []).flatMap((s) => (s.buildingId === buildingId && s.video ? [{ number: s.number, video: s.video }] : []));
  const target = replace ? (current.find((c) => c.video.id === replaceId) ?? current[0]) : undefined;
  const busy = state.phase === 'checking' || state.phase === 'uploading';

  useEffect(() => {
    if (!buildingId && buildings.length === 1) setBuildingId(buildings[0]!.id);
  }, [buildingId, buildings]);

  // Success: the message stays 3 seconds, then the form resets and the person goes to their videos.
  useEffect(() => {
    if (state.phase !== 'success') return;
    const t = setTimeout(() => {
      setTitle('');
      setFile(null);
      setReplace(false);
      reset();
      void navigate('/clientes/videos');
    }, VIDEO_NOTICE_MS);
    return () => clearTimeout(t);
  }, [state.phase, navigate, reset]);

  function pick(f: File | undefined | null) {
    if (f) setFile(f);
  }
  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    if (!busy) pick(e.dataTransfer.files[0]);
  }

  return (
    <>
      <PageTitle title="Enviar Vídeo" description="Envie o vídeo da sua campanha para aprovação." />
      {isLoading && <Spinner className="text-brand-600" />}
      {isError && <ErrorBox>{messages.clientLoadError}</ErrorBox>}
      {data && (
        <div className="grid gap-6 min-[1000px]:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-4">
            <p className="text-sm text-slate-600" data-testid="upload-available">
              Slots disponíveis: <strong className="text-slate-900">{available}</strong>
            </p>
            {buildings.length === 0 && (
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
                <p className="flex items-center gap-2 font-medium text-amber-900">
                  <AlertTriangle className="h-5 w-5" aria-hidden />
                  {messages.noSlotsForUpload}
                </p>
                <StoreButton />
              </div>
            )}
            <form
              className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void submit({ title, buildingId, file, resendOf: nav.resendOf, replaces: target?.video.id, building });
              }}
            >
              <Field id={ids.title} label="Nome do Vídeo">
                <Input id={ids.title} value={title} maxLength={MAX_VIDEO_TITLE} onChange={(e) => setTitle(e.target.value)} disabled={busy} placeholder="Ex.: Promoção de Verão" />
              </Field>
              <Field id={ids.building} label="Prédio">
                <Select
                  id={ids.building}
                  value={buildingId}
                  onChange={(e) => {
                    setBuildingId(e.target.value);
                    setReplace(false);
                    setReplaceId('');
                  }}
                  disabled={busy}
                >
                  <option value="">Selecione um prédio</option>
                  {buildings.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.name} - {b.address}
                    </option>
                  ))}
                </Select>
              </Field>
              {current.length > 0 && (
                <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3" data-testid="upload-replace">
                  <label htmlFor={ids.replace} className="flex items-start gap-2 text-sm font-medium text-slate-800">
                    <input
                      id={ids.replace}
                      type="checkbox"
                      checked={replace}
                      onChange={(e) => setReplace(e.target.checked)}
                      disabled={busy}
                      className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
                    />
                    {messages.uploadReplaceLabel}
                  </label>
                  {replace && current.length > 1 && (
                    <Field id={ids.target} label="Vídeo a substituir">
                      <Select id={ids.target} value={target?.video.id ?? ''} onChange={(e) => setReplaceId(e.target.value)} disabled={busy}>
                        {current.map((c) => (
                          <option key={c.video.id} value={c.video.id}>
                            {c.video.title} (Slot {c.number})
                          </option>
                        ))}
                      </Select>
                    </Field>
                  )}
                </div>
              )}
              {target ? (
                <p className="flex items-start gap-2 text-sm text-slate-700" data-testid="upload-placement">
                  <Repeat className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
                  {messages.uploadReplacesWhenApproved(target.video.title)}
                </p>
              ) : (
                building &&
                building.freeSlots === 0 && (
                  <p className="flex items-start gap-2 text-sm text-slate-700" data-testid="upload-placement">
                    <Info className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
                    {messages.uploadWaitsWhenFull}
                  </p>
                )
              )}
              <div className="space-y-1.5">
                <span className="block text-sm font-medium text-slate-700">Arquivo de Vídeo</span>
                <label
                  htmlFor={ids.file}
                  onDragOver={(e) => {
                    e.preventDefault();
                    setDragging(true);
                  }}
                  onDragLeave={() => setDragging(false)}
                  onDrop={onDrop}
                  className={cn(
                    'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
                    dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50 hover:border-brand-400',
                    busy && 'pointer-events-none opacity-60',
                  )}
                  data-testid="drop-area"
                >
                  {file ? <FileVideo className="h-8 w-8 text-brand-600" aria-hidden /> : <UploadCloud className="h-8 w-8 text-slate-400" aria-hidden />}
                  {file ? (
                    <span className="text-sm font-medium text-slate-900">
                      {file.name} <span className="text-slate-500">({sizeMb(file.size)})</span>
                    </span>
                  ) : (
                    <span className="text-sm text-slate-600">
                      <strong className="text-brand-700">Clique para selecionar</strong> ou arraste o vídeo até aqui
                    </span>
                  )}
                  <span className="text-xs text-slate-500">MP4 ou MOV, até 50MB</span>
                </label>
                <input
                  id={ids.file}
                  type="file"
                  accept={videoMimeTypes.join(',')}
                  className="sr-only"
                  disabled={busy}
                  onChange={(e) => pick(e.target.files?.[0])}
                />
              </div>
              {state.phase === 'uploading' && (
                <div className="space-y-1">
                  <div className="flex justify-between text-sm text-slate-600">
                    <span>Enviando…</span>
                    <span data-testid="upload-percent">{state.percent}%</span>
                  </div>
                  <div
                    className="h-2.5 overflow-hidden rounded-full bg-slate-200"
                    role="progressbar"
                    aria-label="Progresso do envio"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={state.percent}
                  >
                    <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${state.percent}%` }} />
                  </div>
                </div>
              )}
              {state.phase === 'checking' && <p className="text-sm text-slate-600">Verificando o vídeo…</p>}
              {state.phase === 'idle' && state.error && <ErrorBox>{state.error}</ErrorBox>}
              {state.phase === 'success' && (
                <SuccessBox>
                  <span className="flex items-center gap-2">
                    <CheckCircle2 className="h-5 w-5" aria-hidden />
                    {messages.uploadSuccess}
                  </span>
                </SuccessBox>
              )}
              <Button type="submit" disabled={busy || state.phase === 'success'} className="w-full min-[480px]:w-auto">
                {busy ? <Spinner /> : <UploadCloud className="h-4 w-4" aria-hidden />}
                Enviar Vídeo
              </Button>
            </form>
          </div>
          <aside className="h-fit rounded-xl border border-brand-100 bg-brand-50 p-5 text-sm text-slate-700" aria-labelledby="requisitos">
            <h2 id="requisitos" className="mb-3 flex items-center gap-2 font-semibold text-brand-900">
              <Info className="h-5 w-5" aria-hidden />
              Requisitos do Vídeo
            </h2>
            <ul className="list-disc space-y-1.5 pl-5">
              <li>Formatos aceitos: MP4 ou MOV</li>
              <li>Orientação horizontal</li>
              <li>Duração máxima de 15 segundos</li>
              <li>Tamanho máximo de 50MB</li>
              <li>Todos os vídeos passam por aprovação antes de serem exibidos</li>
              <li>Você será notificado quando seu vídeo for aprovado ou reprovado</li>
            </ul>
          </aside>
        </div>
      )}
    </>
  );
}
