import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Plus, Search } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { can, roleLabels, roles, type Role } from '../../../../domain/permissions';
import type { UserDto } from '../../../../domain/schemas/users';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { AdminPage } from '../../../components/layout/admin-page';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteUser, useSetActive } from '../api/change-users';
import { useUsers } from '../api/get-users';
import { ConfirmDialog } from './confirm-dialog';
import { PasswordDialog } from './password-dialog';
import { UserFormDialog } from './user-form-dialog';
import { UsersTable } from './users-table';
import type { UserAction } from './user-actions';

/** /admin/users: search, filter by role, create, edit, role, block, new password, delete. */
export function UsersPage() {
  const { user: me } = useSession();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [page, setPage] = useState(1);
  const list = useUsers({ search, role, page });
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<UserDto | null>(null);
  const [passwordFor, setPasswordFor] = useState<UserDto | null>(null);
  const [confirm, setConfirm] = useState<{ action: 'block' | 'delete'; user: UserDto } | null>(null);
  const setActive = useSetActive();
  const remove = useDeleteUser();

  useEffect(() => {
    const id = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(id);
  }, [searchText]);

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
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <AdminPage title="Usuários" description="Contas de todas as áreas: equipe, financeiro, síndicos e clientes.">
      <div className="flex flex-col gap-3 min-[769px]:flex-row min-[769px]:items-end">
        <div className="relative flex-1">
          <label htmlFor="users-search" className="mb-1.5 block text-sm font-medium text-slate-700">Buscar</label>
          <Search className="pointer-events-none absolute bottom-2.5 left-3 h-5 w-5 text-slate-400" aria-hidden />
          <Input id="users-search" type="search" placeholder="Nome, e-mail ou telefone" className="pl-10" value={searchText} onChange={(e) => setSearchText(e.target.value)} />
        </div>
        <div className="min-[769px]:w-52">
          <label htmlFor="users-role" className="mb-1.5 block text-sm font-medium text-slate-700">Perfil</label>
          <Select id="users-role" value={role} onChange={(e) => { setRole(e.target.value as Role | ''); setPage(1); }}>
            <option value="">Todos os perfis</option>
            {roles.map((r) => (
              <option key={r} value={r}>{roleLabels[r]}</option>
            ))}
          </Select>
        </div>
        {can(me.role, 'create:user') && (
          <Button onClick={() => { setEditing(null); setFormOpen(true); }}>
            <Plus className="h-4 w-4" aria-hidden /> Novo usuário
          </Button>
        )}
      </div>

      {list.isPending ? (
        <div className="flex justify-center py-16 text-brand-600"><Spinner /></div>
      ) : list.isError ? (
        <ErrorBox>{messages.usersLoadError}</ErrorBox>
      ) : data && data.users.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white py-12 text-center text-slate-500">{messages.noUsers}</p>
      ) : data ? (
        <>
          <UsersTable me={me} users={data.users} onAction={onAction} />
          <div className="flex items-center justify-between text-sm text-slate-600">
            <span>{data.total} {data.total === 1 ? 'usuário' : 'usuários'}</span>
            {pages > 1 && (
              <div className="flex items-center gap-2">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>Anterior</Button>
                <span>Página {page} de {pages}</span>
                <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>Próxima</Button>
              </div>
            )}
          </div>
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
