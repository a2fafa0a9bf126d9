import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Dialog } from 'radix-ui';
import { Bell, FileText, LayoutDashboard, Landmark, LogOut, Menu, TrendingDown, TrendingUp, X } from 'lucide-react';
import { monthLabel } from '../../../../domain/finance';
import { roleLabels } from '../../../../domain/permissions';
import { TIME_ZONE } from '../../../../domain/time';
import { Logo } from '../../../components/layout/logo';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useSession, useSignOut } from '../../../lib/session';
import { useSummary } from '../api/get-summary';
import { useClock } from '../hooks/use-clock';
import { useMonth } from '../hooks/use-month';
import { AccountSettingsDialog } from './account-settings-dialog';
import { capitalizeFirst } from './format';

interface ShellActions {
  openAccounts: () => void;
}
const ShellContext = createContext<ShellActions>({ openAccounts: () => {} });
/** Lets a page open the shell's account settings modal. */
export const useFinanceShell = () => useContext(ShellContext);

const nav = [
  { to: '/financeiro/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/financeiro/receitas', label: 'Receitas', icon: TrendingUp },
  { to: '/financeiro/despesas', label: 'Custos e Despesas', icon: TrendingDown },
  { to: '/financeiro/contratos', label: 'Contratos', icon: FileText },
] as const;

function SidebarNav({ search, onNavigate, onAccounts }: { search: string; onNavigate?: () => void; onAccounts: () => void }) {
  const item = 'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-300 transition-colors hover:bg-white/10 hover:text-white';
  return (
    <nav aria-label="Menu financeiro">
      <ul className="space-y-0.5">
        {nav.map((n) => (
          <li key={n.to}>
            <NavLink to={{ pathname: n.to, search }} onClick={onNavigate} className={({ isActive }) => cn(item, isActive && 'bg-brand-600 text-white hover:bg-brand-600')}>
              <n.icon className="h-4 w-4 shrink-0" aria-hidden />
              {n.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={item}
            onClick={() => {
              onNavigate?.();
              onAccounts();
            }}
          >
            <Landmark className="h-4 w-4 shrink-0" aria-hidden />
            Contas
          </button>
        </li>
      </ul>
    </nav>
  );
}

const timeFmt = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit' });
const shortTimeFmt = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const dateFmt = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

function Clock() {
  const now = useClock();
  return (
    <div className="text-right leading-tight" aria-label="Data e hora">
      <p className="font-mono text-sm font-semibold text-slate-900 tabular-nums">
        <span className="min-[480px]:hidden">{shortTimeFmt.format(now)}</span>
        <span className="hidden min-[480px]:inline">{timeFmt.format(now)}</span>
      </p>
      <p className="hidden text-xs text-slate-500 min-[900px]:block">{capitalizeFirst(dateFmt.format(now))}</p>
    </div>
  );
}

/**
 * The finance area's layout: sidebar (a drawer at 768 px and below), top bar with the month
 * selector (last 12 months), clock and date, the bell with the month's pending count and 'Sair'.
 */
/** `notifications`: the staff notifications menu, given by the route (features do not import each other). */
export function FinanceShell({ children, notifications }: { children?: ReactNode; notifications?: ReactNode }) {
  const { user } = useSession();
  const signOut = useSignOut();
  const location = useLocation();
  const { month, months, setMonth, search } = useMonth();
  const summary = useSummary(month);
  const [drawer, setDrawer] = useState(false);
  const [accountsOpen, setAccountsOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const pending = summary.data?.pendingCount ?? 0;

  useEffect(() => setDrawer(false), [location.pathname]);

  async function onLogout() {
    setLeaving(true);
    await signOut('finance');
  }

  const footer = (
    <div className="border-t border-white/10 px-4 py-3 text-sm">
      <p className="truncate font-medium text-white">{user?.name}</p>
      {user && <p className="text-xs text-slate-400">{roleLabels[user.role]}</p>}
    </div>
  );

  return (
    <ShellContext.Provider value={{ openAccounts: () => setAccountsOpen(true) }}>
      <div className="min-h-screen bg-slate-50">
        <aside className="fixed inset-y-0 left-0 z-40 hidden w-60 flex-col bg-ink-900 min-[769px]:flex">
          <div className="flex h-16 items-center px-5">
            <Logo />
          </div>
          <p className="px-5 pb-2 text-[11px] font-semibold uppercase tracking-wider text-slate-400">Área Financeira</p>
          <div className="flex-1 overflow-y-auto px-3 py-2">
            <SidebarNav search={search} onAccounts={() => setAccountsOpen(true)} />
          </div>
          {footer}
        </aside>
        <Dialog.Root open={drawer} onOpenChange={setDrawer}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60 min-[769px]:hidden" />
            <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-ink-900 shadow-2xl min-[769px]:hidden">
              <Dialog.Title className="sr-only">Menu financeiro</Dialog.Title>
              <Dialog.Description className="sr-only">Navegue pelas telas da área financeira</Dialog.Description>
              <div className="flex h-16 items-center justify-between px-5">
                <Logo />
                <Dialog.Close className="rounded-md p-2 text-slate-300 hover:bg-white/10" aria-label="Fechar menu">
                  <X className="h-5 w-5" />
                </Dialog.Close>
              </div>
              <div className="flex-1 overflow-y-auto px-3 py-4">
                <SidebarNav search={search} onNavigate={() => setDrawer(false)} onAccounts={() => setAccountsOpen(true)} />
              </div>
              {footer}
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        <div className="min-[769px]:pl-60">
          <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
            <div className="flex h-16 items-center gap-1 px-2 min-[480px]:gap-2 min-[480px]:px-3 min-[769px]:px-6">
              <button type="button" className="rounded-md p-1.5 text-slate-700 hover:bg-slate-100 min-[480px]:p-2 min-[769px]:hidden" aria-label="Abrir menu" onClick={() => setDrawer(true)}>
                <Menu className="h-5 w-5" />
              </button>
              <label className="flex min-w-0 items-center gap-2 text-sm text-slate-600">
                <span className="hidden min-[480px]:inline">Mês</span>
                <Select aria-label="Mês" value={month} onChange={(e) => setMonth(e.target.value)} className="h-9 w-auto pl-1.5 pr-6 text-xs min-[480px]:pl-2 min-[480px]:pr-7 min-[480px]:text-sm">
                  {months.map((m) => (
                    <option key={m} value={m}>
                      {capitalizeFirst(monthLabel(m))}
                    </option>
                  ))}
                </Select>
              </label>
              <div className="ml-auto flex shrink-0 items-center gap-0.5 min-[480px]:gap-3">
                <Clock />
                {notifications}
                <Link
                  to={{ pathname: '/financeiro/dashboard', search, hash: '#pendentes' }}
                  className="relative rounded-md p-1.5 text-slate-600 hover:bg-slate-100 min-[480px]:p-2"
                  aria-label={`Transações pendentes: ${pending}`}
                  title="Transações pendentes"
                >
                  <Bell className="h-5 w-5" aria-hidden />
                  {pending > 0 && (
                    <span data-testid="bell-badge" className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white">
                      {pending > 99 ? '99+' : pending}
                    </span>
                  )}
                </Link>
                <Button variant="outline" size="sm" onClick={onLogout} disabled={leaving} aria-label="Sair">
                  <LogOut className="h-4 w-4" aria-hidden />
                  <span className="hidden min-[480px]:inline">Sair</span>
                </Button>
              </div>
            </div>
          </header>
          <main id="conteudo" className="mx-auto max-w-7xl px-3 py-6 min-[769px]:px-6">
            {children ?? <Outlet />}
          </main>
        </div>
        {accountsOpen && <AccountSettingsDialog onClose={() => setAccountsOpen(false)} />}
      </div>
    </ShellContext.Provider>
  );
}
