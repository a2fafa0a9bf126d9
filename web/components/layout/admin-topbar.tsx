import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { Bell, LogOut, Menu, Settings } from 'lucide-react';
import type { Role } from '../../../domain/permissions';
import { Button } from '../ui/button';
import { adminNav } from './admin-nav';

export interface AdminNotifications {
  count: number;
  content: ReactNode;
}

/** Top bar: menu button (mobile), where you are (section), notifications, settings and 'Sair'. */
export function AdminTopbar({
  context,
  role,
  onMenu,
  onLogout,
  loggingOut,
  notifications,
}: {
  /** What the bell shows (count badge and list), given by the layout from the features. */
  notifications?: AdminNotifications;
  context: string;
  role: Role | undefined;
  onMenu: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const settings = adminNav.find((i) => i.to === '/admin/settings');
  const canSettings = Boolean(role && settings?.roles.includes(role));
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-1.5 min-[480px]:gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur min-[769px]:px-6">
      <button
        type="button"
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 min-[769px]:hidden"
        aria-label="Abrir menu"
        onClick={onMenu}
      >
        <Menu className="h-5 w-5" />
      </button>
      <p className="min-w-0 flex-1 truncate text-sm font-semibold uppercase tracking-wide text-slate-500">{context}</p>
      {/* Not modal: the page behind stays in the accessibility tree (no aria-hidden over focusable links). */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className="relative rounded-md p-2 text-slate-600 hover:bg-slate-100"
          aria-label={notifications?.count ? `Notificações (${notifications.count})` : 'Notificações'}
        >
          <Bell className="h-5 w-5" />
          {Boolean(notifications?.count) && (
            <span
              data-testid="admin-bell-count"
              className="absolute -right-0.5 -top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white"
            >
              {notifications!.count}
            </span>
          )}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={8} className="z-50 w-72 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-600 shadow-xl">
            <DropdownMenu.Label className="mb-1 font-semibold text-slate-900">Notificações</DropdownMenu.Label>
            {notifications?.content ?? <p>Nenhuma notificação no momento.</p>}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {canSettings && (
        <Link to="/admin/settings" className="rounded-md p-2 text-slate-600 hover:bg-slate-100" aria-label="Configurações">
          <Settings className="h-5 w-5" />
        </Link>
      )}
      <Button variant="outline" size="sm" onClick={onLogout} disabled={loggingOut} aria-label="Sair">
        <LogOut className="h-4 w-4" aria-hidden />
        <span className="hidden min-[480px]:inline">Sair</span>
      </Button>
    </header>
  );
}
