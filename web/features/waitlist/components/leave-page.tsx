import { CheckCircle2, MailX } from 'lucide-react';
import { waitlistMessages } from '../../../../domain/waitlist';
import { Logo } from '../../../components/layout/logo';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import { useLeaveWaitlist } from '../api/leave-waitlist';

/**
 * /lista-de-espera/sair?token=… (ADR 0051): the waitlist mail's leave link. One click on the button
 * deletes the sign-up; the page does not do it by itself on opening, so a mail scanner that opens
 * every link does not take anyone off a list. Works for anyone holding the link, gate or not.
 */
export function LeavePage({ token }: { token: string }) {
  const leave = useLeaveWaitlist();
  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md space-y-5 overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {/* The logo's letters are white: it sits on the site's dark band, as in the header. */}
        <div className="-mx-6 -mt-6 bg-ink-900 px-6 py-4">
          <Logo />
        </div>
        <h1 className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <MailX className="h-6 w-6 text-brand-600" aria-hidden /> Lista de espera
        </h1>
        {!token ? (
          <ErrorBox>{waitlistMessages.waitlistLinkInvalid}</ErrorBox>
        ) : leave.isSuccess ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          >
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden />
            {leave.data.message}
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              Ao sair, o seu e-mail é apagado da lista de espera deste prédio e você não recebe mais avisos de vaga
              dele.
            </p>
            {leave.isError && <ErrorBox>{errorMessage(leave.error)}</ErrorBox>}
            <Button className="w-full" disabled={leave.isPending} onClick={() => leave.mutate(token)}>
              {leave.isPending ? 'Saindo…' : 'Sair da lista de espera'}
            </Button>
          </>
        )}
      </div>
    </main>
  );
}
