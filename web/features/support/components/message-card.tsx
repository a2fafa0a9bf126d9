import { Archive, Mail, MessageCircle } from 'lucide-react';
import { mailStatusLabels } from '../../../../domain/mail';
import { contactSourceLabels, contactStatusLabels, type ContactStatus } from '../../../../domain/support';
import type { ContactMessageDto } from '../../../../domain/schemas/support';
import { staffWhatsappText, whatsappUrl } from '../../../../domain/whatsapp';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';

const tone: Record<ContactStatus, 'brand' | 'green' | 'gray'> = { new: 'brand', answered: 'green', archived: 'gray' };

export function MessageCard({ m, onReply, onArchive, archiving }: { m: ContactMessageDto; onReply: () => void; onArchive: () => void; archiving: boolean }) {
  return (
    <article aria-label={`Mensagem de ${m.name}`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{m.name}</h3>
          <p className="break-all text-sm text-slate-600">{m.email}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <span>{contactSourceLabels[m.source]}</span>
          <span>{formatDateTime(m.createdAt)}</span>
          <Badge tone={tone[m.status]}>{contactStatusLabels[m.status]}</Badge>
        </div>
      </header>
      <p className="mt-3 whitespace-pre-wrap break-words text-sm text-slate-800">{m.message}</p>
      {m.replies.length > 0 && (
        <ul className="mt-3 space-y-2 border-l-2 border-emerald-200 pl-3" aria-label="Respostas enviadas">
          {m.replies.map((r) => (
            <li key={r.id} className="text-sm">
              <p className="text-xs text-slate-600">
                {r.sentBy ?? 'Equipe'} · {formatDateTime(r.createdAt)}
                {r.mailStatus ? ` · E-mail: ${mailStatusLabels[r.mailStatus]}` : ''}
              </p>
              <p className="whitespace-pre-wrap break-words text-slate-800">{r.body}</p>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={onReply}>
          <Mail className="h-4 w-4" aria-hidden /> Responder por e-mail
        </Button>
        {m.phone && (
          <a
            href={whatsappUrl(m.phone, staffWhatsappText(m.name))}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ variant: 'whatsapp', size: 'sm' }))}
          >
            <MessageCircle className="h-4 w-4" aria-hidden /> WhatsApp
          </a>
        )}
        {m.status !== 'archived' && (
          <Button size="sm" variant="outline" onClick={onArchive} disabled={archiving}>
            <Archive className="h-4 w-4" aria-hidden /> Arquivar
          </Button>
        )}
      </div>
    </article>
  );
}
