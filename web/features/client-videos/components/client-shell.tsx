import { useEffect, useId, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Dialog as D, Popover } from 'radix-ui';
import { Bell, Film, LayoutDashboard, LayoutGrid, LogOut, Menu, ShieldCheck, Upload, X } from 'lucide-react';
import { Logo } from '../../../components/layout/logo';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { useSession, useSignOut } from '../../../lib/session';
import { useDashboard } from '../api/get-dashboard';
import { useClientEvents } from '../hooks/use-client-events';
import { useNotificationsSeen } from '../hooks/use-notifications-seen';
import { plural } from '../../../../domain/text';

const nav = [
  { to: '/clientes/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/clientes/upload', label: 'Enviar Vídeo', icon: Upload },
  { to: '/clientes/videos', label: 'Meus Vídeos', icon: Film },
  { to: '/clientes/slots', label: 'Gerenciar Slots', icon: LayoutGrid },
  { to: '/clientes/meus-dados', label: 'Meus dados', icon: ShieldCheck },
] as const;

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Menu da Área do Cliente">
      <ul className="space-y-1">
        {nav.map((i) => (
          <li key={i.to}>
            <NavLink
              to={i.to}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-300 transition-colors hover:bg-white/10 hover:text-white',
                  isActive && 'bg-brand-600 text-white hover:bg-brand-600',
                )
              }
            >
              <i.icon className="h-4 w-4 shrink-0" aria-hidden />
              {i.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The notifications button: the unseen count (kept on the server for the account), and the 5
 * latest decisions when opened. A popover with a list, not a menu: the decisions are things to
 * read, not commands; and it is not modal, so the page behind keeps its place for screen readers.
 */
const toneClass = { good: 'text-emerald-700', bad: 'text-red-700', info: 'text-brand-800' } as const;

function NotificationsButton({ dark }: { dark?: boolean }) {
  const { data } = useDashboard();
  const { unseen, markSeen } = useNotificationsSeen(data);
  const titleId = useId();
  return (
    <Popover.Root onOpenChange={(open) => open && markSeen()}>
      <Popover.Trigger
        className={cn(
          'relative flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium',
          dark ? 'w-full text-slate-300 hover:bg-white/10 hover:text-white' : 'text-white hover:bg-white/10',
        )}
        aria-label={unseen ? `Notificações (${plural(unseen, 'nova', 'novas')})` : 'Notificações'}
      >
        <Bell className="h-4 w-4" aria-hidden />
        <span className={dark ? '' : 'sr-only'}>Notificações</span>
        {unseen > 0 && (
          <span data-testid="client-bell-count" className="ml-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white">
            {unseen}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          side="bottom"
          sideOffset={8}
          aria-labelledby={titleId}
          data-testid="client-bell-panel"
          className="z-50 w-80 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-600 shadow-xl"
        >
          <h2 id={titleId} className="mb-2 font-semibold text-slate-900">
            Notificações
          </h2>
          {data?.notifications.length ? (
            <ul className="space-y-2">
              {data.notifications.map((n) => (
                <li key={n.id} className="rounded-lg bg-slate-50 p-2">
                  <p className={cn('font-medium', toneClass[n.tone])}>{n.text}</p>
                  <p className="text-xs text-slate-600">
                    {n.title} · {formatDateTime(n.at)}
                  </p>
                  {n.link && (
                    <Link to={n.link} className="mt-1 inline-block text-xs font-semibold text-brand-700 underline">
                      Renovar agora
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p>Nenhuma notificação no momento.</p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/**
 * The client area's layout (spec): sidebar with Dashboard, Enviar Vídeo, Meus Vídeos, Gerenciar
 * Slots, the notifications button and 'Sair'; a drawer at 768 px and below. It also listens to the
 * client's event channel, so every page updates by itself when a video is decided.
 */
export function ClientShell() {
  const { user } = useSession();
  const signOut = useSignOut();
  const location = useLocation();
  const [drawer, setDrawer] = useState(false);
  const [leaving, setLeaving] = useState(false);
  useClientEvents();
  useEffect(() => setDrawer(false), [location.pathname]);
  async function onLogout() {
    setLeaving(true);
    await signOut('client');
  }
  const footer = (
    <div className="space-y-2 border-t border-white/10 p-3">
      <p className="truncate px-3 text-xs text-slate-400">{user?.name}</p>
      <button
        type="button"
        onClick={onLogout}
        disabled={leaving}
        className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white disabled:opacity-50"
      >
        <LogOut className="h-4 w-4" aria-hidden />
        Sair
      </button>
    </div>
  );
  return (
    <div className="min-h-screen bg-slate-50">
      <aside className="fixed inset-y-0 left-0 z-40 hidden w-64 flex-col bg-ink-900 min-[769px]:flex">
        <div className="flex h-16 items-center px-5">
          <Logo />
        </div>
        <h2 className="px-5 pb-3 text-xs font-semibold uppercase tracking-wider text-brand-200">Área do Cliente</h2>
        <div className="flex-1 space-y-1 overflow-y-auto px-3">
          <NavLinks />
          <NotificationsButton dark />
        </div>
        {footer}
      </aside>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 bg-ink-900 px-3 min-[769px]:hidden">
        <button type="button" className="rounded-md p-2 text-white hover:bg-white/10" aria-label="Abrir menu" onClick={() => setDrawer(true)}>
          <Menu className="h-5 w-5" />
        </button>
        <Logo className="h-8 [&_img]:h-8 [&_img]:w-auto" />
        <div className="ml-auto">
          <NotificationsButton />
        </div>
      </header>
      <D.Root open={drawer} onOpenChange={setDrawer}>
        <D.Portal>
          <D.Overlay className="fixed inset-0 z-50 bg-ink-900/60 min-[769px]:hidden" />
          <D.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-ink-900 shadow-2xl min-[769px]:hidden">
            <D.Title className="sr-only">Menu da Área do Cliente</D.Title>
            <D.Description className="sr-only">Navegue pelas telas da Área do Cliente</D.Description>
            <div className="flex h-14 items-center justify-between px-4">
              <Logo className="[&_img]:h-8 [&_img]:w-auto" />
              <D.Close className="rounded-md p-2 text-slate-300 hover:bg-white/10" aria-label="Fechar menu">
                <X className="h-5 w-5" />
              </D.Close>
            </div>
            <div className="flex-1 overflow-y-auto px-3 py-2">
              <NavLinks onNavigate={() => setDrawer(false)} />
            </div>
            {footer}
          </D.Content>
        </D.Portal>
      </D.Root>
      <main id="conteudo" className="min-[769px]:pl-64">
        <div className="mx-auto max-w-6xl px-4 py-6 min-[769px]:px-8">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
