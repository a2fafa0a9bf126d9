import { Megaphone } from 'lucide-react';
import type { NoticeKind } from '../../../domain/notices';
import { cn } from '../../lib/cn';

export interface NoticePreviewProps {
  kind: NoticeKind;
  title: string;
  body?: string | null;
  imageUrl?: string | null;
  videoUrl?: string | null;
  durationSeconds: number;
  buildingName?: string;
  className?: string;
}

/**
 * How the notice looks on a 16:9 elevator screen: the layout the player's notice card draws (big
 * letters sized by the screen's width, the image or video letterboxed), with the display time.
 */
export function NoticePreview({ kind, title, body, imageUrl, videoUrl, durationSeconds, buildingName, className }: NoticePreviewProps) {
  return (
    <figure className={cn('w-full', className)}>
      <div
        className="relative aspect-video w-full overflow-hidden rounded-xl bg-ink-900 text-white shadow-inner ring-4 ring-slate-800"
        style={{ containerType: 'inline-size' }}
        data-testid="notice-preview"
      >
        {kind === 'text' && (
          <div className="flex h-full flex-col justify-center gap-[2.5cqw] bg-gradient-to-br from-slate-50 to-brand-50 px-[8cqw] text-ink-900">
            <p className="flex items-center gap-[1.5cqw] font-semibold uppercase tracking-widest text-brand-700" style={{ fontSize: '2cqw' }}>
              <Megaphone style={{ width: '3cqw', height: '3cqw' }} aria-hidden />
              Aviso do condomínio
            </p>
            <p className="font-extrabold leading-tight" style={{ fontSize: '5.5cqw' }}>
              {title || 'Título do aviso'}
            </p>
            <p className="max-w-[75cqw] whitespace-pre-line leading-snug text-slate-700" style={{ fontSize: '2.6cqw' }}>
              {body || 'O texto do aviso aparece aqui.'}
            </p>
          </div>
        )}
        {kind === 'image' &&
          (imageUrl ? (
            <img src={imageUrl} alt={title} className="h-full w-full object-contain" />
          ) : (
            <div className="flex h-full items-center justify-center text-slate-400" style={{ fontSize: '3cqw' }}>
              Escolha uma imagem JPG ou PNG
            </div>
          ))}
        {kind === 'video' &&
          (videoUrl ? (
            <video src={videoUrl} className="h-full w-full object-contain" muted autoPlay loop playsInline aria-label={title} />
          ) : (
            <div className="flex h-full items-center justify-center text-slate-400" style={{ fontSize: '3cqw' }}>
              Escolha um vídeo MP4 ou MOV na horizontal
            </div>
          ))}
        <span className="absolute right-[1.5cqw] top-[1.5cqw] rounded-full bg-black/50 px-[1.5cqw] py-[0.5cqw] font-semibold" style={{ fontSize: '2cqw' }}>
          {durationSeconds} s
        </span>
      </div>
      <figcaption className="mt-2 text-center text-xs text-slate-500">
        Pré-visualização da tela 16:9{buildingName ? ` — ${buildingName}` : ''}
      </figcaption>
    </figure>
  );
}
