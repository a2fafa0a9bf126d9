import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Link } from 'react-router';
import { can } from '../../../../domain/permissions';
import { PRIVACY_PATH } from '../../../../domain/privacy-notice';
import { privacyNoticeInput, type PrivacyNoticeInput, type PrivacyNoticeSettings } from '../../../../domain/schemas/privacy-notice';
import { dateTimeAtText } from '../../../../domain/time';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { Button } from '../../../components/ui/button';
import { ErrorBox, Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { useSavePrivacyNotice } from '../api/change-settings';

const formOf = (v: PrivacyNoticeSettings): PrivacyNoticeInput => ({
  baseVersion: v.version,
  text: v.text,
  officerName: v.officerName,
  officerEmail: v.officerEmail,
});

/**
 * The privacy notice (ADR 0054): its free text, published as a new version with the date when it
 * changes, and the data officer's contact. Admins read it; only the master saves it.
 */
export function PrivacyNoticeCard({ value }: { value: PrivacyNoticeSettings }) {
  const { user } = useSession();
  const editable = can(user?.role, 'manage:privacy_notice');
  const save = useSavePrivacyNotice();
  const { register, handleSubmit, reset, formState } = useForm<PrivacyNoticeInput>({
    resolver: zodResolver(privacyNoticeInput),
    defaultValues: formOf(value),
  });
  const e = formState.errors;
  useEffect(() => reset(formOf(value)), [value, reset]);

  const onSubmit = handleSubmit(async (data) => {
    try {
      toast.success((await save.mutateAsync(data)).message);
    } catch {
      /* shown below */
    }
  });

  return (
    <section aria-labelledby="privacy-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="privacy-title" className="mb-1 text-base font-bold text-slate-900">
        Aviso de privacidade
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        Versão {value.version}, publicada em {dateTimeAtText(new Date(value.publishedAt))}
        {value.publishedByName ? ` por ${value.publishedByName}` : ''}.{' '}
        <Link to={PRIVACY_PATH} className="font-medium text-brand-700 underline underline-offset-2">
          Ver a página pública
        </Link>
        . Salvar um texto diferente publica a versão seguinte; as inscrições novas passam a registrar essa versão.
        {!editable && ' Só o master altera este aviso.'}
      </p>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 min-[769px]:grid-cols-2">
        <input type="hidden" {...register('baseVersion', { valueAsNumber: true })} />
        <Field id="privacy-officer-name" label="Encarregado de dados (nome)" error={e.officerName?.message}>
          <Input id="privacy-officer-name" disabled={!editable} aria-invalid={Boolean(e.officerName)} {...register('officerName')} />
        </Field>
        <Field id="privacy-officer-email" label="E-mail do encarregado" error={e.officerEmail?.message}>
          <Input
            id="privacy-officer-email"
            type="email"
            disabled={!editable}
            aria-invalid={Boolean(e.officerEmail)}
            {...register('officerEmail')}
          />
        </Field>
        <div className="min-[769px]:col-span-2">
          <Field
            id="privacy-text"
            label="Texto do aviso"
            error={e.text?.message}
            hint="Texto simples; uma linha em branco separa parágrafos. Os prazos, as bases legais, o compartilhamento e os direitos aparecem abaixo dele na página, sempre atualizados."
          >
            <Textarea id="privacy-text" rows={10} disabled={!editable} aria-invalid={Boolean(e.text)} {...register('text')} />
          </Field>
        </div>
        {save.error && (
          <div className="min-[769px]:col-span-2">
            <ErrorBox>{errorMessage(save.error)}</ErrorBox>
          </div>
        )}
        {editable && (
          <div className="min-[769px]:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              Salvar aviso de privacidade
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
