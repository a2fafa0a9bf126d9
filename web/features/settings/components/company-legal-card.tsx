import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { maskCnpj } from '../../../../domain/documents';
import { companyLegal, type CompanyLegal, type CompanyLegalInput } from '../../../../domain/schemas/settings';
import { errorMessage } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { ErrorBox, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useSaveCompanyLegal } from '../api/change-settings';

/** The company as its receipts name it: legal name and CNPJ, above the contact data (ADR 0050). */
export function CompanyLegalCard({ value }: { value: CompanyLegal }) {
  const save = useSaveCompanyLegal();
  const { register, handleSubmit, reset, formState } = useForm<CompanyLegalInput>({
    resolver: zodResolver(companyLegal),
    defaultValues: value,
  });
  const e = formState.errors;
  useEffect(() => reset(value), [value, reset]);

  const onSubmit = handleSubmit(async (data) => {
    try {
      toast.success((await save.mutateAsync(data)).message);
    } catch {
      /* shown below */
    }
  });
  const cnpj = register('cnpj');

  return (
    <section aria-labelledby="legal-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="legal-title" className="mb-1 text-base font-bold text-slate-900">
        Dados dos recibos
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        Razão social e CNPJ impressos no recibo de cada pedido pago, acima do endereço e do contato da empresa.
      </p>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 min-[769px]:grid-cols-2">
        <Field id="co-legal-name" label="Razão social" error={e.legalName?.message}>
          <Input
            id="co-legal-name"
            autoComplete="organization"
            aria-invalid={Boolean(e.legalName)}
            {...register('legalName')}
          />
        </Field>
        <Field
          id="co-cnpj"
          label="CNPJ"
          error={e.cnpj?.message}
          hint="Deixe em branco se a empresa ainda não tem CNPJ: o recibo sai sem ele."
        >
          <Input
            id="co-cnpj"
            inputMode="text"
            placeholder="00.000.000/0000-00"
            aria-invalid={Boolean(e.cnpj)}
            {...cnpj}
            onChange={(ev) => {
              // The input is uncontrolled: the mask rewrites what was typed, then the form reads it.
              ev.target.value = maskCnpj(ev.target.value);
              return cnpj.onChange(ev);
            }}
          />
        </Field>
        {save.error && (
          <div className="min-[769px]:col-span-2">
            <ErrorBox>{errorMessage(save.error)}</ErrorBox>
          </div>
        )}
        <div className="min-[769px]:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            Salvar dados dos recibos
          </Button>
        </div>
      </form>
    </section>
  );
}
