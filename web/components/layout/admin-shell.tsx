import { useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { toast } from 'sonner';
import { defaultAdminScreenRoles, type Role } from '../../../domain/permissions';
import { messages } from '../../../domain/messages';
import { useSession, useSignOut } from '../../lib/session';
import { DemoNotice } from './demo-notice';
import { Logo } from './logo';
import { navItemFor } from './admin-nav';
import { AdminSidebarFooter, AdminSidebarNav } from './admin-sidebar';
import { AdminTopbar, type AdminNotifications } from './admin-topbar';
import { RequireRole } from './require-role';

/** What an admin route may declare in its `handle` when it is not (only) a menu entry. */
export interface AdminRouteHandle {
  title?: string;
  roles?: readonly Role[];
}

/**
 * The admin layout of the spec: sidebar (a drawer at 768 px and below), top bar, and the screen
 * (which shows its own title as h1), replaced by the no-permission warning when the role may not
 * see it. The document title follows the route's handle title or its menu label.
 */
export function AdminShell({ notifications }: { notifications?: AdminNotifications } = {}) {
  const { user } = useSession();
  const location = useLocation();
  const signOut = useSignOut();
  const [drawer, setDrawer] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => m.handle)?.handle as AdminRouteHandle | undefined;
  const item = navItemFor(location.pathname);
  const title = handle?.title ?? item?.title ?? item?.label ?? 'Painel Administrativo';
  const context = item ? `${item.section} · ${item.label}` : 'Painel Administrativo';
  const roles = handle?.roles ?? item?.roles ?? defaultAdminScreenRoles;

  useEffect(() => setDrawer(false), [location.pathname]);

  async function onLogout() {
    setLeaving(true);
    await signOut('admin');
    toast.success(messages.logoutDone);
  }

  return (
    <div className="min-h-screen bg-slate-50">
      <title>{`${title} — Indexa`}</title>
      <a href="#conteudo-admin" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Pular para o conteúdo
      </a>
      <aside className="fixed inset-y-0 left-0 z-40 hidden w-64 flex-col bg-ink-900 min-[769px]:flex">
        <div className="flex h-16 items-center px-5">
          <Logo />
        </div>
        <div className="flex-1 overflow-y-auto px-3 py-4">
          <AdminSidebarNav role={user?.role} />
        </div>
        <AdminSidebarFooter name={user?.name ?? ''} role={user?.role} />
      </aside>
      <Dialog.Root open={drawer} onOpenChange={setDrawer}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60 min-[769px]:hidden" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-ink-900 shadow-2xl min-[769px]:hidden">
            <Dialog.Title className="sr-only">Menu administrativo</Dialog.Title>
            <Dialog.Description className="sr-only">Navegue pelas telas da administração</Dialog.Description>
            <div className="flex h-16 items-center justify-between px-5">
              <Logo />
              <Dialog.Close className="rounded-md p-2 text-slate-300 hover:bg-white/10" aria-label="Fechar menu">
                <X className="h-5 w-5" />
              </Dialog.Close>
            </div>
            <div className="flex-1 overflow-y-auto px-3 py-4">
              <AdminSidebarNav role={user?.role} onNavigate={() => setDrawer(false)} />
            </div>
            <AdminSidebarFooter name={user?.name ?? ''} role={user?.role} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <div className="min-[769px]:pl-64">
        <DemoNotice />
        <AdminTopbar notifications={notifications} context={context} role={user?.role} onMenu={() => {
            // The menu's foot (name, Sair) is where a phone's toasts sit: what they said was read.
            toast.dismiss();
            setDrawer(true);
          }} onLogout={onLogout} loggingOut={leaving} />
        {/* Each screen renders its own h1 and padding (web/components/layout/admin-page.tsx). */}
        <main id="conteudo-admin">
          <RequireRole roles={roles}>
            <Outlet />
          </RequireRole>
        </main>
      </div>
    </div>
  );
}
