import { Link } from 'react-router';
import { CONTACT_PURPOSE_TEXT, PRIVACY_PATH } from '../../../../domain/privacy-notice';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Send } from 'lucide-react';
import { contactInput } from '../../../../domain/schemas/site';
import { Button } from '../../../components/ui/button';
import { ErrorBox, Field, SuccessBox } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { ApiError, errorMessage } from '../../../lib/api';
import { useSendContact } from '../api/send-contact';

type Values = z.input<typeof contactInput>;
type Parsed = z.output<typeof contactInput>;

const FIELDS = ['name', 'email', 'message'] as const;

/**
 * Name, e-mail and message, checked with the same zod schema the server uses; the server's
 * field errors land on their fields, any other failure in the red box.
 */
export function ContactForm() {
  const send = useSendContact();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(contactInput),
    defaultValues: { name: '', email: '', message: '', source: 'produtora' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSent(null);
    try {
      const res = await send.mutateAsync({ ...values, source: 'produtora' });
      setSent(res.message);
      reset();
    } catch (err) {
      if (err instanceof ApiError && err.fields) {
        for (const key of FIELDS) {
          const message = err.fields[key];
          if (message) setError(key, { message });
        }
      }
    }
  });

  const describe = (id: string, error?: string) => (error ? `${id}-error` : undefined);

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Formulário de contato da produtora" className="space-y-5">
      <Field id="contato-nome" label="Nome" error={errors.name?.message}>
        <Input
          id="contato-nome"
          autoComplete="name"
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describe('contato-nome', errors.name?.message)}
          {...register('name')}
        />
      </Field>
      <Field id="contato-email" label="E-mail" error={errors.email?.message}>
        <Input
          id="contato-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-invalid={Boolean(errors.email)}
          aria-describedby={describe('contato-email', errors.email?.message)}
          {...register('email')}
        />
      </Field>
      <Field id="contato-mensagem" label="Mensagem" error={errors.message?.message}>
        <Textarea
          id="contato-mensagem"
          rows={5}
          placeholder="Conte um pouco sobre o projeto: tipo de vídeo ou foto, prazo e onde será usado."
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describe('contato-mensagem', errors.message?.message)}
          {...register('message')}
        />
      </Field>
      <p className="text-xs text-slate-500">
        {CONTACT_PURPOSE_TEXT}{' '}
        <Link to={PRIVACY_PATH} className="font-medium text-brand-700 underline underline-offset-2">
          Aviso de privacidade
        </Link>
      </p>
      {send.isError && <ErrorBox>{errorMessage(send.error)}</ErrorBox>}
      {sent && <SuccessBox>{sent}</SuccessBox>}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        <Send className="h-4 w-4" aria-hidden />
        {isSubmitting ? 'Enviando…' : 'Enviar mensagem'}
      </Button>
    </form>
  );
}
