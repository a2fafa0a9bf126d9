import { useState } from 'react';
import { toast } from 'sonner';
import { MAX_REPLY_LENGTH } from '../../../../domain/support';
import { contactReplyInput, type ContactMessageDto } from '../../../../domain/schemas/support';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox, Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useReplyMessage } from '../api/reply-message';

/** Writes the reply; the server sends it by e-mail and records it under the message. */
export function ReplyDialog({ contact, onClose }: { contact: ContactMessageDto | null; onClose: () => void }) {
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const reply = useReplyMessage();
  const close = () => {
    setBody('');
    setFieldError(undefined);
    reply.reset();
    onClose();
  };
  const submit = () => {
    if (!contact) return;
    const parsed = contactReplyInput.safeParse({ body });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    reply.mutate(
      { id: contact.id, ...parsed.data },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          close();
        },
      },
    );
  };
  return (
    <Dialog open={Boolean(contact)} onOpenChange={(o) => !o && close()} title="Responder por e-mail" description={contact ? `Para ${contact.name} <${contact.email}>` : undefined}>
      {contact && (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <blockquote className="max-h-32 overflow-y-auto whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{contact.message}</blockquote>
          {reply.error && <ErrorBox>{errorMessage(reply.error)}</ErrorBox>}
          <Field id="reply-body" label="Resposta" error={fieldError} hint="A mensagem original vai citada no fim do e-mail.">
            <Textarea
              id="reply-body"
              value={body}
              maxLength={MAX_REPLY_LENGTH}
              onChange={(e) => setBody(e.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? 'reply-body-error' : undefined}
              rows={6}
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" disabled={reply.isPending}>
              Enviar resposta
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
