import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { companyInfo, type CompanyInfo } from '../../../../domain/schemas/site';
import { errorMessage } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { ErrorBox, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useSaveCompany } from '../api/change-settings';

/** Contact data and WhatsApp number shown by the public site (header, footer, buttons). */
export function CompanyCard({ value }: { value: CompanyInfo }) {
  const save = useSaveCompany();
  const { register, handleSubmit, reset, formState } = useForm<CompanyInfo>({ resolver: zodResolver(companyInfo), defaultValues: value });
  const e = formState.errors;
  useEffect(() => reset(value), [value, reset]);

  const onSubmit = handleSubmit(async (data) => {
    try {
      toast.success((await save.mutateAsync(data)).message);
    } catch {
      /* shown below */
    }
  });

  return (
    <section aria-labelledby="company-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="company-title" className="mb-4 text-base font-bold text-slate-900">Contato da empresa</h2>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 min-[769px]:grid-cols-2">
        <Field id="co-whatsapp" label="WhatsApp (DDI + DDD + número)" error={e.whatsapp?.message} hint="Só números, por exemplo 5545999999999.">
          <Input id="co-whatsapp" inputMode="numeric" aria-invalid={Boolean(e.whatsapp)} {...register('whatsapp')} />
        </Field>
        <Field id="co-phone" label="Telefone" error={e.phone?.message}>
          <Input id="co-phone" type="tel" aria-invalid={Boolean(e.phone)} {...register('phone')} />
        </Field>
        <Field id="co-email" label="E-mail" error={e.email?.message}>
          <Input id="co-email" type="email" aria-invalid={Boolean(e.email)} {...register('email')} />
        </Field>
        <Field id="co-address" label="Endereço" error={e.address?.message}>
          <Input id="co-address" aria-invalid={Boolean(e.address)} {...register('address')} />
        </Field>
        {save.error && (
          <div className="min-[769px]:col-span-2">
            <ErrorBox>{errorMessage(save.error)}</ErrorBox>
          </div>
        )}
        <div className="min-[769px]:col-span-2">
          <Button type="submit" disabled={save.isPending}>Salvar contato</Button>
        </div>
      </form>
    </section>
  );
}
