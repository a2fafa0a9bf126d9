import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { messages } from '../../../../domain/messages';
import type { Area } from '../../../../domain/permissions';
import { passwordField } from '../../../../domain/schemas/auth';
import { api, ApiError } from '../../../lib/api';
import { areaLoginPath } from '../../../lib/session';
import { Button } from '../../../components/ui/button';
import { ErrorBox, Field, SuccessBox } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

/** The page the recovery e-mail links to: a new password (twice), then the area's login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api<{ message: string; area: Area }>('/api/auth/reset-password', { method: 'POST', body }),
  });

  if (!token) return <ErrorBox>{messages.recoveryTokenInvalid}</ErrorBox>;
  if (reset.isSuccess) {
    return (
      <div className="space-y-4">
        <SuccessBox>{reset.data.message}</SuccessBox>
        <Link to={areaLoginPath[reset.data.area]} className="block text-center text-sm font-semibold text-brand-700 hover:underline">
          Ir para o login
        </Link>
      </div>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const valid = passwordField.safeParse(password);
    if (!valid.success) return setError(valid.error.issues[0]?.message ?? messages.passwordTooShort);
    if (password !== confirm) return setError(messages.passwordsDontMatch);
    try {
      await reset.mutateAsync({ token, password });
    } catch (err) {
      setError(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : messages.genericError);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id="new-password" label="Nova senha" hint="Mínimo de 8 caracteres.">
        <Input id="new-password" type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Field id="confirm-password" label="Repita a nova senha">
        <Input id="confirm-password" type="password" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </Field>
      {error && <ErrorBox>{error}</ErrorBox>}
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Salvando…' : 'Salvar nova senha'}
      </Button>
    </form>
  );
}
