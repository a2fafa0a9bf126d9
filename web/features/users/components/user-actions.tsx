import { DropdownMenu } from 'radix-ui';
import { Ban, KeyRound, MoreHorizontal, Pencil, Trash2, Unlock } from 'lucide-react';
import { canManageUser } from '../../../../domain/permissions';
import type { SessionUserDto } from '../../../../domain/schemas/auth';
import type { UserDto } from '../../../../domain/schemas/users';

export type UserAction = 'edit' | 'password' | 'block' | 'unblock' | 'delete';

/** What `me` may do to `target` — the same rules the server applies (it checks again). */
export function allowedActions(me: SessionUserDto, target: UserDto): UserAction[] {
  const out: UserAction[] = [];
  if (canManageUser(me, target, 'edit')) out.push('edit');
  if (canManageUser(me, target, 'password')) out.push('password');
  if (canManageUser(me, target, 'block')) out.push(target.active ? 'block' : 'unblock');
  if (canManageUser(me, target, 'delete')) out.push('delete');
  return out;
}

const items: Record<UserAction, { label: string; icon: typeof Pencil; danger?: boolean }> = {
  edit: { label: 'Editar', icon: Pencil },
  password: { label: 'Definir nova senha', icon: KeyRound },
  block: { label: 'Bloquear', icon: Ban, danger: true },
  unblock: { label: 'Desbloquear', icon: Unlock },
  delete: { label: 'Excluir', icon: Trash2, danger: true },
};

export function UserActionsMenu({ me, user, onAction }: { me: SessionUserDto; user: UserDto; onAction: (a: UserAction, u: UserDto) => void }) {
  const actions = allowedActions(me, user);
  if (!actions.length) return <span className="text-slate-400">—</span>;
  return (
    // Not modal: a modal menu sets aria-hidden on the page around it, focusable links included (axe).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="rounded-md p-2 text-slate-600 hover:bg-slate-100" aria-label={`Ações para ${user.name}`}>
        <MoreHorizontal className="h-5 w-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-xl">
          {actions.map((a) => {
            const { label, icon: Icon, danger } = items[a];
            return (
              <DropdownMenu.Item
                key={a}
                onSelect={() => onAction(a, user)}
                className={`flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 ${danger ? 'text-red-700' : 'text-slate-800'}`}
              >
                <Icon className="h-4 w-4" aria-hidden />
                {label}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
