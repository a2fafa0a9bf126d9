import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { canAssignRole, roleLabels, roles, type Role } from '../../../../domain/permissions';
import { userCreateInput, userUpdateInput, type UserDto } from '../../../../domain/schemas/users';
import type { SessionUserDto } from '../../../../domain/schemas/auth';
import { errorMessage } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox, Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { useChangeRole, useCreateUser, useUpdateUser } from '../api/change-users';

const editSchema = userUpdateInput.extend({ role: z.enum(roles) });
type FormValues = z.input<typeof userCreateInput>;

/** Create (with a first password) or edit (name, e-mail, phone, role) one account. */
export function UserFormDialog({
  open,
  onOpenChange,
  me,
  user,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  me: SessionUserDto;
  user: UserDto | null;
}) {
  const create = useCreateUser();
  const update = useUpdateUser();
  const changeRole = useChangeRole();
  const editing = Boolean(user);
  const form = useForm<FormValues>({
    resolver: zodResolver(editing ? (editSchema as unknown as typeof userCreateInput) : userCreateInput),
    defaultValues: { name: '', email: '', phone: '', role: 'client', password: '' },
  });
  const { register, handleSubmit, reset, formState } = form;
  const errors = formState.errors;

  useEffect(() => {
    if (!open) return;
    create.reset();
    update.reset();
    changeRole.reset();
    reset({ name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '', role: user?.role ?? 'client', password: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutations' reset is stable in effect
  }, [open, user, reset]);

  const isSelf = user?.id === me.id;
  const assignable = roles.filter((r) => r === user?.role || canAssignRole(me, user ? { id: user.id, role: user.role } : null, r));
  const busy = create.isPending || update.isPending || changeRole.isPending;
  const failure = create.error ?? update.error ?? changeRole.error;

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (!user) {
        const res = await create.mutateAsync({ ...values, phone: values.phone || null });
        toast.success(res.message);
      } else {
        const res = await update.mutateAsync({ id: user.id, body: { name: values.name, email: values.email, phone: values.phone || null } });
        if (values.role !== user.role) await changeRole.mutateAsync({ id: user.id, role: values.role as Role });
        toast.success(res.message);
      }
      onOpenChange(false);
    } catch {
      /* shown below from the mutation's error */
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={editing ? 'Editar usuário' : 'Novo usuário'}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field id="user-name" label="Nome" error={errors.name?.message}>
          <Input id="user-name" autoComplete="off" aria-invalid={Boolean(errors.name)} {...register('name')} />
        </Field>
        <Field id="user-email" label="E-mail" error={errors.email?.message}>
          <Input id="user-email" type="email" autoComplete="off" aria-invalid={Boolean(errors.email)} {...register('email')} />
        </Field>
        <Field id="user-phone" label="Telefone (opcional)" error={errors.phone?.message}>
          <Input id="user-phone" type="tel" autoComplete="off" {...register('phone')} />
        </Field>
        <Field id="user-role" label="Perfil" error={errors.role?.message} hint={isSelf ? 'Você não pode alterar o seu próprio perfil.' : undefined}>
          <Select id="user-role" disabled={isSelf} {...register('role')}>
            {assignable.map((r) => (
              <option key={r} value={r}>
                {roleLabels[r]}
              </option>
            ))}
          </Select>
        </Field>
        {!editing && (
          <Field id="user-password" label="Senha inicial" error={errors.password?.message} hint="Mínimo de 8 caracteres. Informe-a à pessoa por um canal seguro.">
            <Input id="user-password" type="password" autoComplete="new-password" aria-invalid={Boolean(errors.password)} {...register('password')} />
          </Field>
        )}
        {failure && <ErrorBox>{errorMessage(failure)}</ErrorBox>}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Salvando…' : editing ? 'Salvar alterações' : 'Criar usuário'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
