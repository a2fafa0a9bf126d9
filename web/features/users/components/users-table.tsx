import type { SessionUserDto } from '../../../../domain/schemas/auth';
import type { UserDto } from '../../../../domain/schemas/users';
import { formatDateTime } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';
import { RoleBadge } from './role-badge';
import { UserActionsMenu, type UserAction } from './user-actions';

function Status({ user }: { user: UserDto }) {
  if (!user.active) return <Badge tone="red">Bloqueado</Badge>;
  if (user.locked) return <Badge tone="yellow">Travado (tentativas)</Badge>;
  return <Badge tone="green">Ativo</Badge>;
}

const lastAccess = (u: UserDto) => (u.lastAccessAt ? formatDateTime(u.lastAccessAt) : 'Nunca acessou');

/** A table above 768 px, cards below; the same actions menu in both. */
export function UsersTable({ me, users, onAction }: { me: SessionUserDto; users: UserDto[]; onAction: (a: UserAction, u: UserDto) => void }) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white min-[769px]:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-3">Nome</th>
              <th scope="col" className="px-4 py-3">Perfil</th>
              <th scope="col" className="px-4 py-3">Situação</th>
              <th scope="col" className="px-4 py-3">Último acesso</th>
              <th scope="col" className="px-4 py-3 text-right">Ações</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((u) => (
              <tr key={u.id} className="align-middle">
                <td className="px-4 py-3">
                  <p className="font-medium text-slate-900">
                    {u.name}
                    {u.id === me.id && <span className="ml-2 text-xs font-normal text-slate-500">(você)</span>}
                  </p>
                  <p className="text-slate-500">{u.email}</p>
                </td>
                <td className="px-4 py-3"><RoleBadge role={u.role} /></td>
                <td className="px-4 py-3"><Status user={u} /></td>
                <td className="px-4 py-3 text-slate-600">{lastAccess(u)}</td>
                <td className="px-4 py-3 text-right"><UserActionsMenu me={me} user={u} onAction={onAction} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 min-[769px]:hidden">
        {users.map((u) => (
          <li key={u.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{u.name}</p>
                <p className="truncate text-sm text-slate-500">{u.email}</p>
              </div>
              <UserActionsMenu me={me} user={u} onAction={onAction} />
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <RoleBadge role={u.role} />
              <Status user={u} />
            </div>
            <p className="mt-2 text-xs text-slate-500">Último acesso: {lastAccess(u)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
