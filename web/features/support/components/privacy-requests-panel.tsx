import { useState, type FormEvent } from 'react';
import { Download, Eraser, MessageSquareReply, Plus } from 'lucide-react';
import { toast } from 'sonner';
import {
  PRIVACY_REQUEST_DEADLINE_DAYS,
  privacyRequestStatusLabels,
  privacyRequestTypeLabels,
  privacyRequestTypes,
  type PrivacyRequestType,
} from '../../../../domain/privacy';
import { privacyAnswerInput, privacyRequestInput, type PrivacyRequestDto } from '../../../../domain/schemas/privacy';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox, Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useAnswerPrivacyRequest, useErasePrivacyData, usePrivacyRequests, useRegisterPrivacyRequest } from '../api/privacy-requests';

const dayText = (day: string) => day.split('-').reverse().join('/');

function RegisterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const register = useRegisterPrivacyRequest();
  const [v, setV] = useState({ email: '', type: 'acesso' as PrivacyRequestType, details: '', receivedDay: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const body = { ...v, receivedDay: v.receivedDay || undefined };
    const parsed = privacyRequestInput.safeParse(body);
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const i of parsed.error.issues) out[String(i.path[0])] ??= i.message;
      setErrors(out);
      return;
    }
    setErrors({});
    register.mutate(body, {
      onSuccess: (r) => {
        toast.success(r.message);
        setV({ email: '', type: 'acesso', details: '', receivedDay: '' });
        onClose();
      },
    });
  }
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title="Registrar pedido LGPD" description={`Pedido recebido pelo canal de contato. O prazo de resposta é de ${PRIVACY_REQUEST_DEADLINE_DAYS} dias.`}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field id="lgpd-email" label="E-mail do titular" error={errors.email}>
          <Input id="lgpd-email" type="email" value={v.email} onChange={(e) => setV({ ...v, email: e.target.value })} aria-invalid={Boolean(errors.email)} />
        </Field>
        <Field id="lgpd-type" label="Tipo" error={errors.type}>
          <Select id="lgpd-type" value={v.type} onChange={(e) => setV({ ...v, type: e.target.value as PrivacyRequestType })}>
            {privacyRequestTypes.map((t) => (
              <option key={t} value={t}>
                {privacyRequestTypeLabels[t]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="lgpd-received" label="Recebido em" hint="Em branco: hoje." error={errors.receivedDay}>
          <Input id="lgpd-received" type="date" value={v.receivedDay} onChange={(e) => setV({ ...v, receivedDay: e.target.value })} />
        </Field>
        <Field id="lgpd-details" label="O que foi pedido" error={errors.details}>
          <Textarea id="lgpd-details" rows={3} value={v.details} onChange={(e) => setV({ ...v, details: e.target.value })} />
        </Field>
        {register.isError && <ErrorBox>{errorMessage(register.error)}</ErrorBox>}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={register.isPending}>
            {register.isPending ? 'Registrando…' : 'Registrar'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function AnswerDialog({ request, onClose }: { request: PrivacyRequestDto | null; onClose: () => void }) {
  const answer = useAnswerPrivacyRequest();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = privacyAnswerInput.safeParse({ answer: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    answer.mutate(
      { id: request!.id, answer: text },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          setText('');
          onClose();
        },
      },
    );
  }
  return (
    <Dialog open={Boolean(request)} onOpenChange={(o) => !o && onClose()} title="Marcar como respondido" description={request ? `Pedido de ${request.email}` : undefined}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field id="lgpd-answer" label="Resposta dada ao titular" error={error}>
          <Textarea id="lgpd-answer" rows={4} value={text} onChange={(e) => setText(e.target.value)} aria-invalid={Boolean(error)} />
        </Field>
        {answer.isError && <ErrorBox>{errorMessage(answer.error)}</ErrorBox>}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={answer.isPending}>
            Marcar como respondido
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * 'Pedidos LGPD' (ADR 0055): requests of people without an account, registered by staff, and the
 * client area's deletions; received and due days (15 days), late ones highlighted.
 */
export function PrivacyRequestsPanel() {
  const list = usePrivacyRequests();
  const erase = useErasePrivacyData();
  const [registering, setRegistering] = useState(false);
  const [answering, setAnswering] = useState<PrivacyRequestDto | null>(null);
  const [erasing, setErasing] = useState<PrivacyRequestDto | null>(null);
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">Pedidos de titulares (art. 18 da LGPD). Prazo de resposta: {PRIVACY_REQUEST_DEADLINE_DAYS} dias.</p>
        <Button onClick={() => setRegistering(true)}>
          <Plus className="h-4 w-4" aria-hidden /> Registrar pedido
        </Button>
      </div>
      {list.isPending ? (
        <Spinner className="text-brand-600" />
      ) : list.isError ? (
        <ErrorBox>{errorMessage(list.error)}</ErrorBox>
      ) : list.data.items.length === 0 ? (
        <p className="text-sm text-slate-500">Nenhum pedido registrado.</p>
      ) : (
        <ul className="space-y-3" data-testid="privacy-requests">
          {list.data.items.map((r) => (
            <li key={r.id} className={cn('rounded-xl border bg-white p-4 shadow-sm', r.overdue ? 'border-red-300 ring-1 ring-red-200' : 'border-slate-200')}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{r.email}</span>
                <Badge tone="brand">{privacyRequestTypeLabels[r.type]}</Badge>
                <Badge tone={r.status === 'respondido' ? 'green' : r.overdue ? 'red' : 'yellow'}>{privacyRequestStatusLabels[r.status]}</Badge>
                {r.overdue && <Badge tone="red">Atrasado</Badge>}
              </div>
              <p className="mt-1 text-sm text-slate-600">
                Recebido em {dayText(r.receivedDay)} · <span className={cn(r.overdue && 'font-semibold text-red-700')}>responder até {dayText(r.dueDay)}</span>
                {r.origin === 'area_do_cliente' ? ' · pela Área do Cliente' : ''}
              </p>
              {r.details && <p className="mt-1 text-sm text-slate-700">{r.details}</p>}
              {r.answer && (
                <p className="mt-1 text-sm text-slate-700">
                  Resposta{r.answeredByName ? ` (${r.answeredByName})` : ''}: {r.answer}
                </p>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                <a href={`/api/admin/privacy-requests/${r.id}/export`} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                  <Download className="h-4 w-4" aria-hidden /> Exportar dados<span className="sr-only"> de {r.email}</span>
                </a>
                {!r.hasAccount && r.origin === 'equipe' && (
                  <Button variant="outline" size="sm" onClick={() => setErasing(r)}>
                    <Eraser className="h-4 w-4" aria-hidden /> Excluir/anonimizar<span className="sr-only"> os dados de {r.email}</span>
                  </Button>
                )}
                {r.status === 'aberto' && (
                  <Button size="sm" onClick={() => setAnswering(r)}>
                    <MessageSquareReply className="h-4 w-4" aria-hidden /> Marcar como respondido<span className="sr-only"> ({r.email})</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <RegisterDialog open={registering} onClose={() => setRegistering(false)} />
      <AnswerDialog request={answering} onClose={() => setAnswering(null)} />
      <ConfirmDialog
        open={Boolean(erasing)}
        title="Excluir os dados deste e-mail?"
        description="Newsletter, listas de espera, mensagens de contato e e-mails enviados são apagados; pedidos ficam com o comprador anonimizado. Não pode ser desfeito."
        confirmLabel="Excluir/anonimizar"
        danger
        busy={erase.isPending}
        error={erase.isError ? errorMessage(erase.error) : null}
        onClose={() => setErasing(null)}
        onConfirm={() =>
          erase.mutate(erasing!.id, {
            onSuccess: (r) => {
              toast.success(r.message);
              setErasing(null);
            },
          })
        }
      />
    </div>
  );
}
