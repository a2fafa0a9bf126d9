import { CheckCircle2, Trash2 } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { Logo } from '../../../components/layout/logo';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import { useConfirmDeletion } from '../api/confirm-deletion';

/**
 * /excluir-conta?token=… (ADR 0055): the deletion mail's link. The button deletes; opening the page
 * does not, so a mail scanner that follows every link deletes nobody.
 */
export function ConfirmDeletionPage({ token }: { token: string }) {
  const confirm = useConfirmDeletion();
  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md space-y-5 overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="-mx-6 -mt-6 bg-ink-900 px-6 py-4">
          <Logo />
        </div>
        <h1 className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <Trash2 className="h-6 w-6 text-red-600" aria-hidden /> Excluir conta
        </h1>
        {!token ? (
          <ErrorBox>{messages.privacyDeletionLinkInvalid}</ErrorBox>
        ) : confirm.isSuccess ? (
          <p role="status" className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden />
            {confirm.data.message}
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              Ao confirmar, seu nome, e-mail, telefone e senha são apagados e o acesso à Área do Cliente termina. Pedidos
              pagos e recibos continuam nos registros fiscais sem o seu nome. Esta ação não pode ser desfeita.
            </p>
            {confirm.isError && <ErrorBox>{errorMessage(confirm.error)}</ErrorBox>}
            <Button variant="danger" className="w-full" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
              {confirm.isPending ? 'Excluindo…' : 'Confirmar a exclusão da conta'}
            </Button>
          </>
        )}
      </div>
    </main>
  );
}
