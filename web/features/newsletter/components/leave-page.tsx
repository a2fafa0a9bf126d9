import { CheckCircle2, MailX } from 'lucide-react';
import { Link } from 'react-router';
import { PRIVACY_PATH, privacyNoticeMessages } from '../../../../domain/privacy-notice';
import { Logo } from '../../../components/layout/logo';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import { useLeaveNewsletter } from '../api/leave-newsletter';

/**
 * /newsletter/sair?token=… (ADR 0054): the newsletter mail's leave link. One click on the button
 * deletes the subscription; opening the page does nothing by itself, so a mail scanner that opens
 * every link takes nobody off the list (mail programs use the List-Unsubscribe header's one-click
 * POST instead). Works for anyone holding the link, gate or not.
 */
export function NewsletterLeavePage({ token }: { token: string }) {
  const leave = useLeaveNewsletter();
  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md space-y-5 overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {/* The logo's letters are white: it sits on the site's dark band, as in the header. */}
        <div className="-mx-6 -mt-6 bg-ink-900 px-6 py-4">
          <Logo />
        </div>
        <h1 className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <MailX className="h-6 w-6 text-brand-600" aria-hidden /> Newsletter da Indexa
        </h1>
        {!token ? (
          <ErrorBox>{privacyNoticeMessages.newsletterLinkInvalid}</ErrorBox>
        ) : leave.isSuccess ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm break-words text-emerald-900"
          >
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden />
            <span className="min-w-0">{leave.data.message}</span>
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              Ao cancelar, o seu e-mail é apagado da lista da newsletter e você não recebe mais as nossas novidades.
            </p>
            {leave.isError && <ErrorBox>{errorMessage(leave.error)}</ErrorBox>}
            <Button className="w-full" disabled={leave.isPending} onClick={() => leave.mutate(token)}>
              {leave.isPending ? 'Cancelando…' : 'Cancelar inscrição'}
            </Button>
          </>
        )}
        <p className="text-xs text-slate-500">
          <Link to={PRIVACY_PATH} className="underline underline-offset-2 hover:text-slate-700">
            Aviso de privacidade
          </Link>
        </p>
      </div>
    </main>
  );
}
