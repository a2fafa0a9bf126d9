import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { messages } from '../../../../domain/messages';
import type { Area } from '../../../../domain/permissions';
import { api, ApiError } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { ErrorBox, Field, SuccessBox } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

/** Asks for the recovery link. The answer never says whether the e-mail has an account. */
export function RecoveryForm({ area, onBack }: { area: Area; onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (input: { email: string; area: Area }) => api<{ message: string }>('/api/auth/recovery', { method: 'POST', body: input }),
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!email.trim()) {
      setError(messages.emailRequired);
      return;
    }
    try {
      await send.mutateAsync({ email: email.trim(), area });
    } catch (err) {
      setError(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : messages.recoveryError);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.</p>
      <Field id="recovery-email" label="E-mail">
        <Input id="recovery-email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      {error && <ErrorBox>{error}</ErrorBox>}
      {send.isSuccess && <SuccessBox>{send.data.message}</SuccessBox>}
      <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
        {send.isPending ? 'Enviando…' : 'Enviar link de recuperação'}
      </Button>
      <button type="button" onClick={onBack} className="w-full text-center text-sm font-medium text-brand-700 hover:underline">
        Voltar para o login
      </button>
    </form>
  );
}
