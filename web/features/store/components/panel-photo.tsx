import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { buyerMessages as messages } from '../../../../domain/buyer-messages';
import { cn } from '../../../lib/cn';

/** The panel's photo, or the 'Sem Imagem' placeholder when it has none or it fails to load. */
export function PanelPhoto({
  url,
  name,
  className,
  thumbnail = false,
}: {
  url: string | null;
  name: string;
  className?: string;
  /** Small size: the placeholder shows only its icon (the text stays for screen readers). */
  thumbnail?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) {
    return (
      <div className={cn('flex flex-col items-center justify-center gap-1 bg-slate-100 text-slate-600', className)}>
        <ImageOff className="h-6 w-6" aria-hidden />
        <span className={thumbnail ? 'sr-only' : 'text-xs font-medium'}>{messages.noImage}</span>
      </div>
    );
  }
  return (
    <img
      src={url}
      alt={`Foto do ${name}`}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(url)}
      className={cn('object-cover', className)}
    />
  );
}
