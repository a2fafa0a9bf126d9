import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { messages } from '../../../../domain/messages';
import type { Area } from '../../../../domain/permissions';
import { ApiError } from '../../../lib/api';
import { useLogin } from '../../../lib/session';
import type { SessionUserDto } from '../../../../domain/schemas/auth';
import { Button } from '../../../components/ui/button';
import { ErrorBox, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { areaTexts } from '../areas';

/** E-mail and password for one area; the server decides, and its pt-BR message is shown. */
export function LoginForm({ area, onSuccess, onForgot }: { area: Area; onSuccess: (user: SessionUserDto) => void; onForgot: () => void }) {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError(messages.loginFieldsRequired);
      return;
    }
    try {
      const res = await login.mutateAsync({ area, email: email.trim(), password });
      if (area === 'admin') toast.success(messages.staffLoginSuccess);
      onSuccess(res.user);
    } catch (err) {
      setPassword('');
      setError(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : areaTexts[area].errorFallback);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id="login-email" label="E-mail">
        <Input id="login-email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={Boolean(error)} />
      </Field>
      <Field id="login-password" label="Senha">
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={Boolean(error)}
        />
      </Field>
      {error && <ErrorBox>{error}</ErrorBox>}
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Entrando…' : 'Entrar'}
      </Button>
      <button type="button" onClick={onForgot} className="w-full text-center text-sm font-medium text-brand-700 hover:underline">
        Esqueci minha senha
      </button>
    </form>
  );
}
