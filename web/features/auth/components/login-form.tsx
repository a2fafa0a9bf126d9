import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { messages } from '../../../../domain/messages';
import type { Area } from '../../../../domain/permissions';
import { ApiError } from '../../../lib/api';
import { useLogin } from '../../../lib/session';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import type { SessionUserDto } from '../../../../domain/schemas/auth';
import { Button } from '../../../components/ui/button';
import { ErrorBox, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { areaTexts } from '../areas';

/** E-mail and password for one area; the server decides, and its pt-BR message is shown. */
export function LoginForm({ area, onSuccess, onForgot }: { area: Area; onSuccess: (user: SessionUserDto) => void; onForgot: () => void }) {
  const login = useLogin();
  const phone = useMediaQuery(PHONE_QUERY);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The right password in the wrong area: the server names the area's login page, shown as a link.
  const [elsewhere, setElsewhere] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setElsewhere(null);
    if (!email.trim() || !password) {
      setError(messages.loginFieldsRequired);
      return;
    }
    try {
      const res = await login.mutateAsync({ area, email: email.trim(), password });
      // On a phone the toasts sit at the bottom, over a modal's buttons and the menu's 'Sair': this
      // one, shown while the first screen opens, goes to the top instead (issue 30).
      if (area === 'admin') toast.success(messages.staffLoginSuccess, phone ? { position: 'top-center' } : undefined);
      onSuccess(res.user);
    } catch (err) {
      setPassword('');
      const loginPath = err instanceof ApiError && err.code === 'login_wrong_area' ? (err.details as { loginPath?: string } | undefined)?.loginPath : undefined;
      setElsewhere(loginPath ?? null);
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
      {error && <ErrorBox>{elsewhere ? <WithLink text={error} path={elsewhere} /> : error}</ErrorBox>}
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Entrando…' : 'Entrar'}
      </Button>
      <button type="button" onClick={onForgot} className="w-full text-center text-sm font-medium text-brand-700 hover:underline">
        Esqueci minha senha
      </button>
    </form>
  );
}

/** 'Esta conta é da Área Financeira. Entre em /financeiro/login.' with the path as a link. */
function WithLink({ text, path }: { text: string; path: string }) {
  const at = text.indexOf(path);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Link to={path} className="font-semibold underline">
        {path}
      </Link>
      {text.slice(at + path.length)}
    </>
  );
}
