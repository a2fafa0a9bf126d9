import { Link } from 'react-router';
import { PRIVACY_PATH, privacyNoticeMessages } from '../../../../domain/privacy-notice';
import { MailLeavePage } from '../../../components/layout/mail-leave-page';
import { useLeaveNewsletter } from '../api/leave-newsletter';

/** /newsletter/sair?token=… (ADR 0054): the newsletter mail's leave link. */
export function NewsletterLeavePage({ token }: { token: string }) {
  return (
    <MailLeavePage
      token={token}
      leave={useLeaveNewsletter()}
      title="Newsletter da Indexa"
      invalidLink={privacyNoticeMessages.newsletterLinkInvalid}
      explanation="Ao cancelar, o seu e-mail é apagado da lista da newsletter e você não recebe mais as nossas novidades."
      action="Cancelar inscrição"
      pending="Cancelando…"
      footer={
        <p className="text-xs text-slate-500">
          <Link to={PRIVACY_PATH} className="underline underline-offset-2 hover:text-slate-700">
            Aviso de privacidade
          </Link>
        </p>
      }
    />
  );
}
