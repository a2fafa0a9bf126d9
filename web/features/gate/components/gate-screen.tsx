import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { firstPaintMessages as messages } from '../../../../domain/first-paint-messages';
import { api, ApiError } from '../../../lib/api';
import { siteConfigKey } from '../../../lib/site-config';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

const TITLE = messages.gateTitle;
const TYPE_MS = 100;
const ERROR_MS = 3000;

/** 'Área Restrita': the server checks the password and sets an HttpOnly cookie. */
export function GateScreen() {
  const qc = useQueryClient();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let i = 0;
    const id = setInterval(() => {
      i += 1;
      setTyped(TITLE.slice(0, i));
      if (i >= TITLE.length) clearInterval(id);
    }, TYPE_MS);
    return () => clearInterval(id);
  }, []);

  useEffect(() => {
    if (!error) return;
    const id = setTimeout(() => setError(null), ERROR_MS);
    return () => clearTimeout(id);
  }, [error]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!password) {
      setError(messages.gatePasswordRequired);
      return;
    }
    setBusy(true);
    try {
      await api('/api/gate', { method: 'POST', body: { password } });
      localStorage.setItem('indexa_access', 'true');
      await qc.invalidateQueries({ queryKey: siteConfigKey });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : messages.gateWrongPassword);
      setPassword('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-ink-900 via-ink-800 to-brand-900 px-6">
      <form onSubmit={submit} noValidate className="w-full max-w-sm rounded-2xl border border-white/10 bg-white/5 p-8 text-white shadow-2xl backdrop-blur">
        <div className="mb-6 flex justify-center">
          <span className="rounded-full bg-brand-600/30 p-4 ring-1 ring-brand-400/40">
            <Lock className="h-7 w-7 text-brand-200" aria-hidden />
          </span>
        </div>
        <h1 className="mb-6 h-8 text-center text-2xl font-bold" aria-label={TITLE}>
          <span aria-hidden>{typed}</span>
          <span aria-hidden className="ml-0.5 inline-block w-2 animate-pulse">|</span>
        </h1>
        <label htmlFor="gate-password" className="mb-1.5 block text-sm text-slate-300">Senha de acesso</label>
        <Input
          id="gate-password"
          type="password"
          required
          autoFocus
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'gate-error' : undefined}
          className="bg-white/90"
        />
        <div className="mt-2 min-h-6">
          {error && <p id="gate-error" role="alert" className="text-sm font-medium text-red-300">{error}</p>}
        </div>
        <Button type="submit" className="mt-2 w-full" size="lg" disabled={busy}>Entrar</Button>
      </form>
    </main>
  );
}
