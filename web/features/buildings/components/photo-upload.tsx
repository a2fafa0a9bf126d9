import { useRef, useState, type DragEvent } from 'react';
import { Upload } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { MAX_PHOTO_BYTES } from '../../../../domain/schemas/buildings';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useUploadPhoto } from '../api/change-photos';

const ACCEPTED = ['image/jpeg', 'image/png'];

/** The browser's early answer; the server judges by the bytes and has the last word. */
function precheck(files: File[], remaining: number): string | null {
  if (files.length > remaining) return messages.photoMax;
  if (files.some((f) => !ACCEPTED.includes(f.type))) return messages.photoType;
  if (files.some((f) => f.size > MAX_PHOTO_BYTES)) return messages.photoSize;
  return null;
}

/** Pick or drop photos; they go one per request, with the real share of bytes sent. */
export function PhotoUpload({ buildingId, remaining, onError }: { buildingId: string; remaining: number; onError: (m: string | null) => void }) {
  const upload = useUploadPhoto(buildingId);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ index: number; total: number; pct: number } | null>(null);
  const [over, setOver] = useState(false);
  const full = remaining <= 0;

  const send = async (files: File[]) => {
    onError(null);
    if (files.length === 0) return;
    const refused = precheck(files, remaining);
    if (refused) return onError(refused);
    try {
      for (const [index, file] of files.entries()) {
        setProgress({ index, total: files.length, pct: 0 });
        await upload.mutateAsync({ file, onProgress: (pct) => setProgress({ index, total: files.length, pct }) });
      }
    } catch (err) {
      onError(errorMessage(err, messages.photoUploadError));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!full && !progress) void send(Array.from(e.dataTransfer.files));
  };

  return (
    <div className="space-y-2">
      <label
        htmlFor={`photo-input-${buildingId}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 p-5 text-center text-sm text-slate-600 transition-colors hover:border-brand-400 hover:bg-brand-50',
          over && 'border-brand-500 bg-brand-50',
          (full || progress) && 'pointer-events-none opacity-60',
        )}
      >
        <Upload className="h-6 w-6 text-brand-600" aria-hidden />
        <span className="font-semibold text-slate-800">{full ? messages.photoMax : 'Adicionar fotos'}</span>
        <span className="text-xs text-slate-500">JPG ou PNG, até 5 MB cada, no máximo 5 por prédio ({Math.max(0, remaining)} restantes).</span>
      </label>
      <input
        ref={input}
        id={`photo-input-${buildingId}`}
        type="file"
        accept="image/jpeg,image/png"
        multiple
        disabled={full || Boolean(progress)}
        className="sr-only"
        aria-label="Adicionar fotos"
        onChange={(e) => void send(Array.from(e.target.files ?? []))}
      />
      {progress && (
        <div className="space-y-1">
          <p className="text-xs text-slate-600" aria-live="polite">
            Enviando foto {progress.index + 1} de {progress.total}… {progress.pct}%
          </p>
          <div
            role="progressbar"
            aria-label="Progresso do envio"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.pct}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress.pct}%` }} />
          </div>
        </div>
      )}
    </div>
  );
}
