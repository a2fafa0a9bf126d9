import { useState } from 'react';
import { toast } from 'sonner';
import { messages } from '../../../../domain/messages';
import { can } from '../../../../domain/permissions';
import type { UserDto } from '../../../../domain/schemas/users';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { AdminPage } from '../../../components/layout/admin-page';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteUser, useSetActive } from '../api/change-users';
import { useUsers } from '../api/get-users';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PasswordDialog } from './password-dialog';
import { UserFormDialog } from './user-form-dialog';
import { useUsersFilter } from '../hooks/use-users-filter';
import { CountPager } from '../../../components/ui/count-pager';
import { UsersTable } from './users-table';
import { UsersToolbar } from './users-toolbar';
import type { UserAction } from './user-actions';

/** /admin/users: search, filter by role, create, edit, role, block, new password, delete. */
export function UsersPage() {
  const { user: me } = useSession();
  const { filter, searchText, setSearchText, role, setRole, page, setPage } = useUsersFilter();
  const list = useUsers(filter);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<UserDto | null>(null);
  const [passwordFor, setPasswordFor] = useState<UserDto | null>(null);
  const [confirm, setConfirm] = useState<{ action: 'block' | 'delete'; user: UserDto } | null>(null);
  const setActive = useSetActive();
  const remove = useDeleteUser();

  if (!me) return null;

  async function onAction(action: UserAction, u: UserDto) {
    if (action === 'edit') {
      setEditing(u);
      setFormOpen(true);
    } else if (action === 'password') setPasswordFor(u);
    else if (action === 'unblock') {
      try {
        toast.success((await setActive.mutateAsync({ id: u.id, active: true })).message);
      } catch (err) {
        toast.error(errorMessage(err));
      }
    } else {
      setActive.reset();
      remove.reset();
      setConfirm({ action, user: u });
    }
  }

  async function onConfirm() {
    if (!confirm) return;
    try {
      const res =
        confirm.action === 'block'
          ? await setActive.mutateAsync({ id: confirm.user.id, active: false })
          : await remove.mutateAsync(confirm.user.id);
      toast.success(res.message);
      setConfirm(null);
    } catch {
      /* shown in the dialog */
    }
  }

  const data = list.data;

  return (
    <AdminPage title="Usuários" description="Contas de todas as áreas: equipe, financeiro, síndicos e clientes.">
      <UsersToolbar
        searchText={searchText}
        onSearchText={setSearchText}
        role={role}
        onRole={setRole}
        onCreate={can(me.role, 'create:user') ? () => { setEditing(null); setFormOpen(true); } : undefined}
      />

      {list.isPending ? (
        <div className="flex justify-center py-16 text-brand-600"><Spinner /></div>
      ) : list.isError ? (
        <ErrorBox>{messages.usersLoadError}</ErrorBox>
      ) : data && data.users.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white py-12 text-center text-slate-500">{messages.noUsers}</p>
      ) : data ? (
        <>
          <UsersTable me={me} users={data.users} onAction={onAction} />
          <CountPager total={data.total} pageSize={data.pageSize} page={page} onPage={setPage} noun={['usuário', 'usuários']} />
        </>
      ) : null}

      <UserFormDialog open={formOpen} onOpenChange={setFormOpen} me={me} user={editing} />
      <PasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
      <ConfirmDialog
        open={Boolean(confirm)}
        title={confirm?.action === 'delete' ? 'Excluir usuário' : 'Bloquear usuário'}
        description={
          confirm?.action === 'delete'
            ? `${messages.userDeleteConfirm} (${confirm.user.name})`
            : `${confirm?.user.name ?? ''} não poderá entrar e as sessões abertas serão encerradas agora.`
        }
        confirmLabel={confirm?.action === 'delete' ? 'Excluir' : 'Bloquear'}
        danger
        busy={setActive.isPending || remove.isPending}
        error={setActive.error || remove.error ? errorMessage(setActive.error ?? remove.error) : null}
        onConfirm={onConfirm}
        onClose={() => setConfirm(null)}
      />
    </AdminPage>
  );
}
