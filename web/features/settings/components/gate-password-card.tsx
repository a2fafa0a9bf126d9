import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Lock, LockOpen } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { gatePasswordInput } from '../../../../domain/schemas/settings';
import { errorMessage } from '../../../lib/api';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorBox, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useSetGatePassword } from '../api/change-settings';

/** The 'Área Restrita' password of the public site: set, change or remove (read-only from the environment). */
export function GatePasswordCard({ enabled, fromEnvironment }: { enabled: boolean; fromEnvironment: boolean }) {
  const save = useSetGatePassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function run(value: string | null) {
    setError(null);
    try {
      const res = await save.mutateAsync(value);
      toast.success(res.message);
      setPassword('');
      setConfirm('');
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const valid = gatePasswordInput.safeParse({ password });
    if (!valid.success) return setError(valid.error.issues[0]?.message ?? messages.gatePasswordTooShort);
    if (password !== confirm) return setError(messages.passwordsDontMatch);
    void run(password);
  }

  return (
    <section aria-labelledby="gate-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="gate-title" className="text-base font-bold text-slate-900">Senha de acesso ao site (Área Restrita)</h2>
        {enabled ? (
          <Badge tone="yellow"><Lock className="mr-1 h-3 w-3" aria-hidden /> Site protegido</Badge>
        ) : (
          <Badge tone="green"><LockOpen className="mr-1 h-3 w-3" aria-hidden /> Site aberto</Badge>
        )}
      </div>
      {fromEnvironment ? (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">{messages.gatePasswordFromEnv}</p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-slate-600">
            Com uma senha definida, visitantes precisam informá-la antes de ver o site. Ao trocá-la, quem entrou com a senha antiga precisa digitar a nova.
          </p>
          <div className="grid gap-4 min-[769px]:grid-cols-2">
            <Field id="gate-new" label={enabled ? 'Nova senha' : 'Senha'} hint="Mínimo de 4 caracteres.">
              <Input id="gate-new" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </Field>
            <Field id="gate-confirm" label="Repita a senha">
              <Input id="gate-confirm" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
            </Field>
          </div>
          {error && <ErrorBox>{error}</ErrorBox>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>Salvar senha</Button>
            {enabled && (
              <Button variant="outline" disabled={save.isPending} onClick={() => void run(null)}>
                Remover senha (abrir o site)
              </Button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
