import { waitlistMessages } from '../../../../domain/waitlist';
import { MailLeavePage } from '../../../components/layout/mail-leave-page';
import { useLeaveWaitlist } from '../api/leave-waitlist';

/** /lista-de-espera/sair?token=… (ADR 0051): the waitlist mail's leave link. */
export function LeavePage({ token }: { token: string }) {
  return (
    <MailLeavePage
      token={token}
      leave={useLeaveWaitlist()}
      title="Lista de espera"
      invalidLink={waitlistMessages.waitlistLinkInvalid}
      explanation="Ao sair, o seu e-mail é apagado da lista de espera deste prédio e você não recebe mais avisos de vaga dele."
      action="Sair da lista de espera"
      pending="Saindo…"
    />
  );
}
