import { useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LogOut } from 'lucide-react';
import type { Area } from '../../../domain/permissions';
import { areaLoginPath, useSession, useSignOut } from '../../lib/session';
import { RequireArea } from '../../lib/require-area';
import { Button } from '../ui/button';
import { DemoNotice } from './demo-notice';
import { Logo } from './logo';

/**
 * An area's pages: the login page shows as is; every other page needs a session of the area and
 * gets the shell. Used by the '/admin', '/sindico', '/clientes' and '/financeiro' route entries.
 */
export function AreaRoutes({ area, shell }: { area: Area; shell: ReactNode }) {
  const { pathname } = useLocation();
  const isLogin = pathname.replace(/\/+$/, '') === areaLoginPath[area];
  if (isLogin) return <Outlet />;
  return <RequireArea area={area}>{shell}</RequireArea>;
}

/**
 * A simple area shell (header with the area's title, the person's name and 'Sair'). The síndico,
 * client and finance areas start with it; their own issues give them their full layouts.
 */
export function AreaShell({ area, title }: { area: Area; title: string }) {
  const { user } = useSession();
  const signOut = useSignOut();
  const [leaving, setLeaving] = useState(false);
  async function onLogout() {
    setLeaving(true);
    await signOut(area);
  }
  return (
    <div className="min-h-screen bg-slate-50">
      <DemoNotice />
      <header className="border-b border-white/10 bg-ink-900 text-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
          <Logo />
          <p className="hidden flex-1 text-sm font-semibold text-brand-200 min-[769px]:block">{title}</p>
          <div className="ml-auto flex items-center gap-3">
            <span className="hidden max-w-48 truncate text-sm text-slate-300 min-[480px]:inline">{user?.name}</span>
            <Button variant="light" size="sm" onClick={onLogout} disabled={leaving}>
              <LogOut className="h-4 w-4" aria-hidden />
              Sair
            </Button>
          </div>
        </div>
      </header>
      <main id="conteudo" className="mx-auto max-w-6xl px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
