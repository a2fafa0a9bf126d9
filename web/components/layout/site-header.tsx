import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink, useLocation } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown, Menu, MessageCircle, X } from 'lucide-react';
import { Logo } from './logo';
import { cn } from '../../lib/cn';
import { useSiteConfig, whatsappHref } from '../../lib/site-config';
import { WHATSAPP_TEXTS } from '../../../domain/whatsapp';

const links = [
  { to: '/', label: 'Home' },
  { to: '/marketing', label: 'Marketing' },
  { to: '/produtora', label: 'Produtora' },
  { to: '/paineis-digitais', label: 'Painéis Digitais' },
  { to: '/paineis-digitais/loja', label: 'Loja Online' },
];

export const accessAreas = [
  { to: '/sindico', label: 'Área do Síndico' },
  { to: '/admin', label: 'Administrativo' },
  { to: '/clientes/login', label: 'Área do Cliente' },
  { to: '/financeiro/login', label: 'Financeiro' },
];

/** Desktop top bar above 768 px; a full-screen menu at 768 px and below. `actions` holds e.g. the cart. */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  // While the full-screen menu is open: the page behind does not scroll and Escape closes it.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      window.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const { data } = useSiteConfig();
  const wa = data ? whatsappHref(data.company.whatsapp, WHATSAPP_TEXTS.panels) : undefined;

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink-900/95 text-white backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Principal" className="hidden items-center gap-1 min-[769px]:flex">
          {links.map((l) => (
            <NavLink
              key={l.to}
              to={l.to}
              end
              className={({ isActive }) =>
                cn('rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white', isActive && 'text-white bg-white/10')
              }
            >
              {l.label}
            </NavLink>
          ))}
          <DropdownMenu.Root>
            <DropdownMenu.Trigger className="ml-2 inline-flex items-center gap-1 rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold hover:bg-brand-500">
              Acessar <ChevronDown className="h-4 w-4" aria-hidden />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-xl">
                {accessAreas.map((a) => (
                  <DropdownMenu.Item key={a.to} asChild>
                    <Link to={a.to} className="block rounded-lg px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50">
                      {a.label}
                    </Link>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </nav>
        <div className="flex items-center gap-2">
          {actions}
          <button
            type="button"
            className="rounded-md p-2 hover:bg-white/10 min-[769px]:hidden"
            aria-label="Abrir menu"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            <Menu className="h-6 w-6" />
          </button>
        </div>
      </div>
      {/* In a portal: the header's backdrop-filter would otherwise make `fixed` relative to the header. */}
      {open && createPortal(
        <div role="dialog" aria-modal="true" aria-label="Menu" className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-ink-900 px-6 py-4 text-white min-[769px]:hidden">
          <div className="flex items-center justify-between">
            <Logo />
            <button type="button" className="rounded-md p-2 hover:bg-white/10" aria-label="Fechar menu" onClick={() => setOpen(false)}>
              <X className="h-7 w-7" />
            </button>
          </div>
          <nav aria-label="Menu móvel" className="mt-10 flex flex-1 flex-col gap-2">
            {links.map((l) => (
              <NavLink
                key={l.to}
                to={l.to}
                end
                className={({ isActive }) =>
                  cn('rounded-lg px-3 py-3 text-2xl font-semibold hover:bg-white/10', isActive && 'bg-white/5 text-accent-400')
                }
              >
                {l.label}
              </NavLink>
            ))}
            {wa && (
              <a href={wa} target="_blank" rel="noopener noreferrer" className="mt-4 inline-flex items-center gap-2 rounded-lg bg-whatsapp px-4 py-3 text-lg font-semibold">
                <MessageCircle className="h-5 w-5" aria-hidden /> Fale Conosco
              </a>
            )}
          </nav>
          <div className="grid grid-cols-2 gap-2 border-t border-white/10 pt-4 text-sm">
            {accessAreas.map((a) => (
              <Link key={a.to} to={a.to} className="rounded-md px-2 py-2 text-slate-300 hover:bg-white/10">
                {a.label}
              </Link>
            ))}
          </div>
        </div>,
        document.body,
      )}
    </header>
  );
}
