import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { messages } from '../../../../domain/messages';
import { passwordField } from '../../../../domain/schemas/auth';
import type { UserDto } from '../../../../domain/schemas/users';
import { errorMessage } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useSetPassword } from '../api/change-users';

/** Passwords are never shown (ADR 0005): staff set a new one, and the person's sessions end. */
export function PasswordDialog({ user, onClose }: { user: UserDto | null; onClose: () => void }) {
  const setPassword = useSetPassword();
  const [password, setValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setValue('');
    setConfirm('');
    setError(null);
  }, [user]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!user) return;
    const valid = passwordField.safeParse(password);
    if (!valid.success) return setError(valid.error.issues[0]?.message ?? messages.passwordTooShort);
    if (password !== confirm) return setError(messages.passwordsDontMatch);
    try {
      const res = await setPassword.mutateAsync({ id: user.id, password });
      toast.success(res.message);
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <Dialog
      open={Boolean(user)}
      onOpenChange={(o) => !o && onClose()}
      title="Definir nova senha"
      description={user ? `Para ${user.name} (${user.email}). As sessões abertas desta pessoa serão encerradas.` : undefined}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field id="set-password" label="Nova senha" hint="Mínimo de 8 caracteres.">
          <Input id="set-password" type="password" autoComplete="new-password" value={password} onChange={(e) => setValue(e.target.value)} />
        </Field>
        <Field id="set-password-confirm" label="Repita a nova senha">
          <Input id="set-password-confirm" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </Field>
        {error && <ErrorBox>{error}</ErrorBox>}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={setPassword.isPending}>
            Definir senha
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
