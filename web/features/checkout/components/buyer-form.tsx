import { useEffect, type ChangeEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { Buyer, BuyerInput } from '../../../../domain/schemas/checkout';
import { maskCnpj, maskCpf, maskPhone } from '../../../../domain/documents';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { PinnedOnPhone } from './pinned-on-phone';
import { Link } from 'react-router';
import { PRIVACY_PATH } from '../../../../domain/privacy-notice';

type Masked = 'phone' | 'cpf' | 'cnpj';
const masks: Record<Masked, (s: string) => string> = { phone: maskPhone, cpf: maskCpf, cnpj: maskCnpj };

type Fields = Required<{ [K in keyof BuyerInput]: string }>;

let schema: Promise<(typeof import('../../../../domain/schemas/checkout'))['buyerSchema']> | null = null;
/** zod and the server's schema, fetched after the page paints rather than with it (issue 18). */
const loadSchema = () => (schema ??= import('../../../../domain/schemas/checkout').then((m) => m.buyerSchema));

/**
 * react-hook-form's resolver over the server's zod schema, loaded on first use: the first message of
 * each wrong field (as @hookform/resolvers' zodResolver gives it, without bringing zod with the page).
 */
const checkBuyer: Resolver<Fields, unknown, Buyer> = async (values) => {
  const parsed = (await loadSchema()).safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<Fields> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as keyof Fields;
    errors[name] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** Step 'Informações': the buyer's data, checked with the same schema the server uses. */
export function BuyerForm({
  defaultValues,
  onSubmit,
  submitting,
  disabled,
}: {
  defaultValues?: Partial<BuyerInput>;
  onSubmit: (buyer: Buyer) => void;
  submitting: boolean;
  disabled?: boolean;
}) {
  // "onTouched": a field is checked when it loses the focus, then on every change; sending checks
  // all and focuses the first wrong field.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Fields, unknown, Buyer>({
    mode: 'onTouched',
    defaultValues: { name: '', email: '', phone: '', cpf: '', company: '', cnpj: '', ...defaultValues } as Fields,
    resolver: checkBuyer,
  });

  useEffect(() => void loadSchema(), []);

  const masked = (name: Masked) => {
    const reg = register(name);
    return {
      ...reg,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        // The input is uncontrolled: the mask rewrites what the person typed, then the form reads it.
        e.target.value = masks[name](e.target.value);
        return reg.onChange(e);
      },
    };
  };

  const aria = (name: keyof Fields) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `buyer-${name}-error` : undefined,
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label="Dados do comprador">
      <Field id="buyer-name" label="Nome completo" error={errors.name?.message}>
        <Input id="buyer-name" autoComplete="name" {...register('name')} {...aria('name')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="buyer-email" label="E-mail" error={errors.email?.message}>
          <Input id="buyer-email" type="email" autoComplete="email" inputMode="email" {...register('email')} {...aria('email')} />
        </Field>
        <Field id="buyer-phone" label="Telefone" error={errors.phone?.message}>
          <Input id="buyer-phone" type="tel" autoComplete="tel-national" inputMode="tel" placeholder="(45) 99999-9999" {...masked('phone')} {...aria('phone')} />
        </Field>
      </div>
      <Field id="buyer-cpf" label="CPF" error={errors.cpf?.message}>
        <Input id="buyer-cpf" inputMode="numeric" autoComplete="on" placeholder="000.000.000-00" {...masked('cpf')} {...aria('cpf')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="buyer-company" label="Empresa (opcional)" error={errors.company?.message}>
          <Input id="buyer-company" autoComplete="organization" {...register('company')} {...aria('company')} />
        </Field>
        <Field id="buyer-cnpj" label="CNPJ (opcional)" error={errors.cnpj?.message}>
          <Input id="buyer-cnpj" inputMode="numeric" autoComplete="on" placeholder="00.000.000/0000-00" {...masked('cnpj')} {...aria('cnpj')} />
        </Field>
      </div>
      <p className="text-xs text-slate-500">
        Usamos estes dados para o pedido, o recibo e o seu acesso à área do cliente; o CPF/CNPJ e o pedido pago ficam guardados pelo
        prazo fiscal.{' '}
        {/* A new tab: the checkout stays where the buyer left it. */}
        <Link to={PRIVACY_PATH} target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-2">
          Aviso de privacidade
        </Link>
      </p>
      <PinnedOnPhone>
        <Button type="submit" size="lg" className="w-full whitespace-nowrap px-3 sm:px-6" disabled={submitting || disabled}>
          {submitting ? <Spinner label="Enviando…" /> : null}
          Continuar para o pagamento
        </Button>
      </PinnedOnPhone>
    </form>
  );
}
