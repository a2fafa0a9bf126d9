import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { messages } from '../../../domain/messages';
import {
  addDays,
  describeSchedule,
  NOTICE_DEFAULT_SECONDS,
  NOTICE_MAX_SECONDS,
  NOTICE_MIN_SECONDS,
  NOTICE_TEXT_MAX,
  NOTICE_TITLE_MAX,
  noticeKindLabels,
  noticeKinds,
  weekdayLabels,
  type NoticeKind,
} from '../../../domain/notices';
import { noticeInput, type NoticeDto, type NoticeInputBody } from '../../../domain/schemas/notices';
import { MAX_PHOTO_BYTES } from '../../../domain/schemas/buildings';
import { MAX_VIDEO_BYTES } from '../../../domain/videos';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { ErrorBox, Field } from '../ui/field';
import { Input, Textarea } from '../ui/input';
import { NoticePreview } from './notice-preview';
import { WeekTimeline } from './week-timeline';

export interface NoticeFormProps {
  buildings: Array<{ id: string; name: string }>;
  today: string;
  initial?: NoticeDto;
  initialKind?: NoticeKind;
  /** Where an existing notice's video can be watched (a guarded route), if any. */
  existingVideoUrl?: string | null;
  /** Without these the kind's new content cannot be sent (staff moderation keeps what exists). */
  uploadImage?: (file: File) => Promise<{ imageKey: string; imageUrl: string }>;
  uploadVideo?: (args: { file: File; title: string; buildingId: string; onProgress: (p: number) => void }) => Promise<{ id: string }>;
  onSubmit: (body: NoticeInputBody) => Promise<void>;
  onCancel: () => void;
  submitLabel: string;
}

const PLACEHOLDER_UUID = '00000000-0000-4000-8000-000000000000';

/**
 * The notice form: kind, content, display time, schedule and buildings, with the 16:9 preview
 * and the week's timeline drawn from what is typed, before anything is published. Checked with
 * the server's own schema; a new image or video is sent when the notice is published.
 */
export function NoticeForm(props: NoticeFormProps) {
  const { buildings, today, initial } = props;
  const [kind, setKind] = useState<NoticeKind>(initial?.kind ?? props.initialKind ?? 'text');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [body, setBody] = useState(initial?.body ?? '');
  const [duration, setDuration] = useState(String(initial?.durationSeconds ?? NOTICE_DEFAULT_SECONDS));
  const [startDate, setStartDate] = useState(initial?.startDate ?? today);
  const [endDate, setEndDate] = useState(initial?.endDate ?? addDays(today, 6));
  const [days, setDays] = useState<number[]>(initial?.days ?? []);
  const [withHours, setWithHours] = useState(Boolean(initial?.startTime));
  const [startTime, setStartTime] = useState(initial?.startTime ?? '08:00');
  const [endTime, setEndTime] = useState(initial?.endTime ?? '20:00');
  const [buildingIds, setBuildingIds] = useState<string[]>(
    initial?.buildings.map((b) => b.id) ?? (buildings.length === 1 ? [buildings[0]!.id] : []),
  );
  const [file, setFile] = useState<File | null>(null);
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setErrors((e) => (e.title ? { ...e, title: '' } : e)), [title]);
  useEffect(() => setErrors((e) => (e.body ? { ...e, body: '' } : e)), [body]);
  useEffect(() => setErrors((e) => (e.durationSeconds ? { ...e, durationSeconds: '' } : e)), [duration]);
  useEffect(() => setErrors((e) => (e.buildingIds ? { ...e, buildingIds: '' } : e)), [buildingIds]);
  useEffect(() => setErrors((e) => (e.endDate || e.startDate || e.endTime ? { ...e, startDate: '', endDate: '', endTime: '', startTime: '' } : e)), [startDate, endDate, startTime, endTime, withHours]);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (!file) return setFileUrl(null);
    const url = URL.createObjectURL(file);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const keepsImage = kind === 'image' && !file && initial?.kind === 'image' ? initial.imageKey : null;
  const keepsVideo = kind === 'video' && !file && initial?.kind === 'video' ? initial.videoId : null;
  const canSendNew = kind === 'image' ? Boolean(props.uploadImage) : kind === 'video' ? Boolean(props.uploadVideo) : true;

  const draft = (imageKey: string | null, videoId: string | null): NoticeInputBody => ({
    kind,
    title,
    body: kind === 'text' ? body : null,
    imageKey,
    videoId,
    durationSeconds: Number(duration),
    startDate,
    endDate,
    days,
    startTime: withHours ? startTime : null,
    endTime: withHours ? endTime : null,
    buildingIds,
  });

  const schedule = useMemo(
    () => ({ startDate, endDate, days, startTime: withHours ? startTime : null, endTime: withHours ? endTime : null }),
    [startDate, endDate, days, withHours, startTime, endTime],
  );
  const scheduleOk = startDate && endDate && startDate <= endDate && (!withHours || (startTime && endTime && startTime !== endTime));

  function pickFile(f: File | null) {
    setErrors((e) => ({ ...e, file: '' }));
    if (!f) return setFile(null);
    if (kind === 'image') {
      if (!['image/jpeg', 'image/png'].includes(f.type)) return setErrors((e) => ({ ...e, file: messages.photoType }));
      if (f.size > MAX_PHOTO_BYTES) return setErrors((e) => ({ ...e, file: messages.photoSize }));
    } else {
      if (!f.type.startsWith('video/')) return setErrors((e) => ({ ...e, file: messages.videoTypeInvalid }));
      if (f.size > MAX_VIDEO_BYTES) return setErrors((e) => ({ ...e, file: messages.videoTooLarge }));
    }
    setFile(f);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const needsFile = (kind === 'image' && !keepsImage) || (kind === 'video' && !keepsVideo);
    const check = noticeInput.safeParse(
      draft(kind === 'image' ? (keepsImage ?? (file ? 'pendente' : null)) : null, kind === 'video' ? (keepsVideo ?? (file ? PLACEHOLDER_UUID : null)) : null),
    );
    if (!check.success) {
      const found: Record<string, string> = {};
      for (const issue of check.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        found[key === 'imageKey' || key === 'videoId' ? 'file' : key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      let imageKey = keepsImage ?? null;
      let videoId = keepsVideo ?? null;
      if (needsFile && file && kind === 'image') imageKey = (await props.uploadImage!(file)).imageKey;
      if (needsFile && file && kind === 'video') {
        setProgress(0);
        videoId = (await props.uploadVideo!({ file, title, buildingId: buildingIds[0]!, onProgress: setProgress })).id;
      }
      await props.onSubmit(draft(imageKey, videoId));
    } catch (err) {
      setFormError(err instanceof Error ? err.message : messages.noticeSaveError);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  const toggle = (list: number[], d: number) => (list.includes(d) ? list.filter((x) => x !== d) : [...list, d].sort());
  const previewImage = kind === 'image' ? (fileUrl ?? (keepsImage ? initial?.imageUrl : null)) : null;
  const previewVideo = kind === 'video' ? (fileUrl ?? (keepsVideo ? props.existingVideoUrl : null)) : null;

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="order-2 space-y-4 md:order-1">
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-700">Tipo de aviso</legend>
          <div className="grid grid-cols-3 gap-2" role="radiogroup">
            {noticeKinds.map((k) => (
              <button
                key={k}
                type="button"
                role="radio"
                aria-checked={kind === k}
                disabled={Boolean(initial) && initial?.kind !== k && !canSendNewFor(k, props)}
                onClick={() => {
                  setKind(k);
                  setFile(null);
                }}
                className={cn(
                  'rounded-lg border px-3 py-2 text-sm font-semibold disabled:opacity-40',
                  kind === k ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                {noticeKindLabels[k]}
              </button>
            ))}
          </div>
        </fieldset>

        <Field id="notice-title" label="Título" error={errors.title} hint={`Curto, para ler de longe (até ${NOTICE_TITLE_MAX} caracteres).`}>
          <Input id="notice-title" value={title} maxLength={NOTICE_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} aria-invalid={Boolean(errors.title)} />
        </Field>

        {kind === 'text' && (
          <Field id="notice-body" label="Texto" error={errors.body} hint={`${body.length}/${NOTICE_TEXT_MAX} caracteres.`}>
            <Textarea
              id="notice-body"
              value={body}
              maxLength={NOTICE_TEXT_MAX}
              onChange={(e) => setBody(e.target.value)}
              aria-invalid={Boolean(errors.body)}
            />
          </Field>
        )}

        {kind !== 'text' && (
          <Field
            id="notice-file"
            label={kind === 'image' ? 'Imagem (JPG ou PNG, até 5 MB)' : 'Vídeo (MP4 ou MOV, na horizontal, até 15 s e 50 MB)'}
            error={errors.file}
            hint={
              kind === 'video'
                ? 'O vídeo passa pela aprovação da equipe antes de aparecer nas telas.'
                : (keepsImage && 'Escolha outra imagem para trocar a atual.') || undefined
            }
          >
            {canSendNew ? (
              <input
                id="notice-file"
                type="file"
                accept={kind === 'image' ? 'image/jpeg,image/png' : 'video/mp4,video/quicktime'}
                onChange={(e) => pickFile(e.target.files?.[0] ?? null)}
                className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
              />
            ) : (
              <p className="text-sm text-slate-600">O conteúdo enviado pelo síndico é mantido.</p>
            )}
          </Field>
        )}

        <Field id="notice-duration" label="Duração na tela (segundos)" error={errors.durationSeconds} hint={`De ${NOTICE_MIN_SECONDS} a ${NOTICE_MAX_SECONDS} segundos por exibição.`}>
          <Input
            id="notice-duration"
            type="number"
            inputMode="numeric"
            min={NOTICE_MIN_SECONDS}
            max={NOTICE_MAX_SECONDS}
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
            aria-invalid={Boolean(errors.durationSeconds)}
          />
        </Field>

        <div className="grid grid-cols-2 gap-3">
          <Field id="notice-start" label="Data inicial" error={errors.startDate}>
            <Input id="notice-start" type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
          </Field>
          <Field id="notice-end" label="Data final" error={errors.endDate}>
            <Input id="notice-end" type="date" value={endDate} min={startDate} onChange={(e) => setEndDate(e.target.value)} />
          </Field>
        </div>

        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-700">Dias da semana</legend>
          <div className="flex flex-wrap gap-1.5">
            {weekdayLabels.map((label, d) => (
              <button
                key={label}
                type="button"
                aria-pressed={days.includes(d)}
                onClick={() => setDays((list) => toggle(list, d))}
                className={cn(
                  'h-9 min-w-11 rounded-lg border px-2 text-sm font-semibold',
                  days.includes(d) ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700',
                )}
              >
                {label}
              </button>
            ))}
          </div>
          <p className="mt-1 text-xs text-slate-500">Nenhum dia marcado: todos os dias.</p>
        </fieldset>

        <div className="space-y-2">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input type="checkbox" checked={withHours} onChange={(e) => setWithHours(e.target.checked)} className="h-4 w-4 accent-brand-600" />
            Somente em um horário
          </label>
          {withHours && (
            <div className="grid grid-cols-2 gap-3">
              <Field id="notice-from" label="Das" error={errors.startTime}>
                <Input id="notice-from" type="time" value={startTime} onChange={(e) => setStartTime(e.target.value)} />
              </Field>
              <Field id="notice-to" label="Até" error={errors.endTime}>
                <Input id="notice-to" type="time" value={endTime} onChange={(e) => setEndTime(e.target.value)} />
              </Field>
            </div>
          )}
          {scheduleOk && <p className="text-xs text-slate-500">{describeSchedule(schedule)}</p>}
        </div>

        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-700">Prédios</legend>
          <div className="space-y-1.5">
            {buildings.map((b) => (
              <label key={b.id} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-600"
                  checked={buildingIds.includes(b.id)}
                  onChange={(e) => setBuildingIds((ids) => (e.target.checked ? [...ids, b.id] : ids.filter((x) => x !== b.id)))}
                />
                {b.name}
              </label>
            ))}
          </div>
          {errors.buildingIds && (
            <p role="alert" className="mt-1 text-xs font-medium text-red-600">
              {errors.buildingIds}
            </p>
          )}
        </fieldset>

        {formError && <ErrorBox>{formError}</ErrorBox>}
        {progress !== null && (
          <div className="space-y-1" role="status">
            <p className="text-sm text-slate-700">Enviando vídeo… {progress}%</p>
            <div className="h-2 overflow-hidden rounded bg-slate-200">
              <div className="h-full bg-brand-600" style={{ width: `${progress}%` }} />
            </div>
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={props.onCancel} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Salvando…' : props.submitLabel}
          </Button>
        </div>
      </div>

      <div className="order-1 space-y-4 md:order-2">
        <NoticePreview
          kind={kind}
          title={title}
          body={body}
          imageUrl={previewImage}
          videoUrl={previewVideo}
          durationSeconds={Number(duration) || NOTICE_DEFAULT_SECONDS}
          buildingName={buildings.find((b) => b.id === buildingIds[0])?.name}
        />
        {scheduleOk && (
          <div className="hidden md:block">
            <p className="mb-1 text-xs font-semibold text-slate-600">Quando aparece nos próximos 7 dias</p>
            <WeekTimeline notices={[{ id: 'draft', title: title || 'Este aviso', ...schedule }]} today={today} compact />
          </div>
        )}
      </div>
    </form>
  );
}

function canSendNewFor(k: NoticeKind, p: NoticeFormProps): boolean {
  return k === 'text' || (k === 'image' ? Boolean(p.uploadImage) : Boolean(p.uploadVideo));
}
