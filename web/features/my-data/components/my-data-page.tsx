import { useEffect, useState, type FormEvent } from 'react';
import { Download, MailCheck, ShieldCheck, Trash2, UserPen } from 'lucide-react';
import { toast } from 'sonner';
import { messages } from '../../../../domain/messages';
import { privacyPaths, privacyRequestStatusLabels, privacyRequestTypeLabels } from '../../../../domain/privacy';
import { myContactInput } from '../../../../domain/schemas/privacy';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorBox, Field, SuccessBox } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useAskDeletion, useCorrectContact } from '../api/change-my-data';
import { useMyData } from '../api/get-my-data';

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
const dayText = (day: string) => day.split('-').reverse().join('/');

/** The name and phone form: the same zod schema as the server, errors beside their field. */
function ContactForm({ name, phone }: { name: string; phone: string | null }) {
  const correct = useCorrectContact();
  const [values, setValues] = useState({ name, phone: phone ?? '' });
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  useEffect(() => setValues({ name, phone: phone ?? '' }), [name, phone]);
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = myContactInput.safeParse(values);
    if (!parsed.success) {
      const out: { name?: string; phone?: string } = {};
      for (const i of parsed.error.issues) out[i.path[0] as 'name' | 'phone'] ??= i.message;
      setErrors(out);
      return;
    }
    setErrors({});
    correct.mutate(values, { onSuccess: () => toast.success(messages.privacyProfileSaved) });
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 min-[560px]:grid-cols-2">
      <Field id="meus-dados-nome" label="Nome" error={errors.name}>
        <Input
          id="meus-dados-nome"
          value={values.name}
          autoComplete="name"
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? 'meus-dados-nome-error' : undefined}
          onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
        />
      </Field>
      <Field id="meus-dados-telefone" label="Telefone" error={errors.phone} hint="Deixe em branco para apagar o telefone.">
        <Input
          id="meus-dados-telefone"
          value={values.phone}
          inputMode="tel"
          autoComplete="tel"
          aria-invalid={Boolean(errors.phone)}
          aria-describedby={errors.phone ? 'meus-dados-telefone-error' : undefined}
          onChange={(e) => setValues((v) => ({ ...v, phone: e.target.value }))}
        />
      </Field>
      {correct.isError && (
        <div className="min-[560px]:col-span-2">
          <ErrorBox>{errorMessage(correct.error)}</ErrorBox>
        </div>
      )}
      <div className="min-[560px]:col-span-2">
        <Button type="submit" disabled={correct.isPending}>
          {correct.isPending ? 'Salvando…' : 'Salvar correção'}
        </Button>
      </div>
    </form>
  );
}

/**
 * /clientes/meus-dados (LGPD art. 18, ADR 0055): download everything kept about me, correct my
 * name and phone, ask to delete my account (confirmed by the mailed link), and see my requests.
 */
export function MyDataPage() {
  const data = useMyData();
  const ask = useAskDeletion();
  const [confirming, setConfirming] = useState(false);
  if (data.isPending) return <Spinner className="text-brand-600" />;
  if (data.isError) return <ErrorBox>{errorMessage(data.error)}</ErrorBox>;
  const { account, requests, deadlineDays } = data.data;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Meus dados</h1>
        <p className="text-sm text-slate-600">
          O que guardamos sobre você e os seus direitos pela LGPD. Saiba como tratamos seus dados em{' '}
          <a href={privacyPaths.notice} className="font-medium text-brand-700 underline">
            Política de Privacidade
          </a>
          .
        </p>
      </div>

      <section className={card} aria-labelledby="baixar-dados">
        <h2 id="baixar-dados" className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
          <Download className="h-5 w-5 text-brand-600" aria-hidden /> Baixar meus dados
        </h2>
        <p className="mb-3 text-sm text-slate-600">
          Um arquivo JSON com a sua conta, pedidos (itens e pagamentos), reservas, vídeos (com o link de cada arquivo),
          notificações, consentimentos, mensagens e registros de acesso.
        </p>
        <a href="/api/client/my-data/export" download className={buttonVariants({ variant: 'outline' })}>
          <Download className="h-4 w-4" aria-hidden /> Baixar meus dados (JSON)
        </a>
      </section>

      <section className={card} aria-labelledby="corrigir-dados">
        <h2 id="corrigir-dados" className="mb-1 flex items-center gap-2 font-semibold text-slate-900">
          <UserPen className="h-5 w-5 text-brand-600" aria-hidden /> Corrigir meus dados
        </h2>
        <p className="mb-4 text-sm text-slate-600">
          E-mail: <span className="font-medium text-slate-900">{account.email}</span> · cliente desde {formatDate(account.createdAt)}
        </p>
        <ContactForm name={account.name} phone={account.phone} />
      </section>

      <section className={card} aria-labelledby="excluir-conta">
        <h2 id="excluir-conta" className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
          <Trash2 className="h-5 w-5 text-red-600" aria-hidden /> Excluir minha conta
        </h2>
        <p className="mb-3 text-sm text-slate-600">
          Seu nome, e-mail, telefone e senha são apagados e o acesso termina. Pedidos pagos e recibos ficam guardados sem o
          seu nome pelo prazo da legislação fiscal; vídeos que não estão em uma campanha em andamento são apagados.
        </p>
        {ask.isSuccess ? (
          <SuccessBox>
            <span className="flex items-start gap-2">
              <MailCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              {ask.data.message}
            </span>
          </SuccessBox>
        ) : (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Pedir a exclusão da conta
          </Button>
        )}
        <ConfirmDialog
          open={confirming}
          title="Excluir sua conta?"
          description="Enviaremos um link para o seu e-mail. A conta só é excluída quando você abrir o link."
          confirmLabel="Enviar link de confirmação"
          danger
          busy={ask.isPending}
          error={ask.isError ? errorMessage(ask.error) : null}
          onClose={() => setConfirming(false)}
          onConfirm={() => ask.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        />
      </section>

      <section className={card} aria-labelledby="meus-pedidos-lgpd">
        <h2 id="meus-pedidos-lgpd" className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
          <ShieldCheck className="h-5 w-5 text-brand-600" aria-hidden /> Meus pedidos LGPD
        </h2>
        <p className="mb-3 text-sm text-slate-600">Respondemos cada pedido em até {deadlineDays} dias.</p>
        {requests.length === 0 ? (
          <p className="text-sm text-slate-500">Nenhum pedido feito.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {requests.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {privacyRequestTypeLabels[r.type]} · recebido em {dayText(r.receivedDay)}
                </span>
                <Badge tone={r.status === 'respondido' ? 'green' : 'yellow'}>{privacyRequestStatusLabels[r.status]}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
