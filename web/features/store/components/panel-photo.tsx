import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { cn } from '../../../lib/cn';

/** The panel's photo, or the 'Sem Imagem' placeholder when it has none or it fails to load. */
export function PanelPhoto({ url, name, className }: { url: string | null; name: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) {
    return (
      <div className={cn('flex flex-col items-center justify-center gap-1 bg-slate-100 text-slate-500', className)}>
        <ImageOff className="h-6 w-6" aria-hidden />
        <span className="text-xs font-medium">{messages.noImage}</span>
      </div>
    );
  }
  return <img src={url} alt={`Foto do ${name}`} loading="lazy" decoding="async" onError={() => setFailed(url)} className={cn('object-cover', className)} />;
}
