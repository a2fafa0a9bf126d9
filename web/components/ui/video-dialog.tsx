import { Dialog } from './dialog';

/** 'Visualizar': a modal with a video player over a guarded, seekable (Range) file route. */
export function VideoDialog({ src, title, onClose }: { src: string | null; title: string; onClose: () => void }) {
  return (
    <Dialog open={Boolean(src)} onOpenChange={(o) => !o && onClose()} title={title} className="max-w-3xl">
      {src && (
        <video key={src} src={src} controls autoPlay playsInline className="aspect-video w-full rounded-lg bg-black" data-testid="video-player">
          Seu navegador não reproduz este vídeo.
        </video>
      )}
    </Dialog>
  );
}
