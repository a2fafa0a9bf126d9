import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox } from '../../../components/ui/field';

/** The spec's confirmations: 'Tem certeza que deseja excluir este desconto?' / '... este cupom?'. */
export function ConfirmDeleteDialog({
  title,
  question,
  subject,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  question: string;
  subject: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={title} description={question}>
      <div className="space-y-4">
        {error && <ErrorBox>{error}</ErrorBox>}
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm font-medium text-slate-800">{subject}</p>
        <p className="text-xs text-slate-500">Pedidos já feitos mantêm o preço com que foram criados.</p>
        <div className="flex flex-col-reverse gap-2 min-[769px]:flex-row min-[769px]:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? 'Excluindo…' : 'Excluir'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
