import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { ChevronDown, Menu, Store } from 'lucide-react';
import { Logo } from './logo';
import { siteLinks } from './site-links';
import { SiteMobileMenu, useMobileMenu } from './site-mobile-menu';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/use-hydrated';
import { useSiteConfig, whatsappHref } from '../../lib/site-config';
import { WHATSAPP_TEXTS } from '../../../domain/whatsapp';

const STORE = siteLinks.find((l) => l.to === '/paineis-digitais/loja')!;

const trigger = 'ml-2 inline-flex items-center gap-1 rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold hover:bg-brand-500';

// The menu library (Radix, floating-ui) is fetched after the first paint; until then the same
// button stands in its place (same look, so nothing moves when it arrives), and a click on it
// opens the menu as soon as the library is there.
const AccessMenu = lazy(() => import('./site-access-menu').then((m) => ({ default: m.AccessMenu })));

function AccessMenuSlot() {
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const stand = (
    <button type="button" className={trigger} aria-haspopup="menu" onClick={() => setOpenAtOnce(true)}>
      Acessar <ChevronDown className="h-4 w-4" aria-hidden />
    </button>
  );
  // The server's HTML and its hydration have the stand-in only (a lazy part is not drawn there).
  if (!useHydrated()) return stand;
  return (
    <Suspense fallback={stand}>
      <AccessMenu className={trigger} defaultOpen={openAtOnce} />
    </Suspense>
  );
}

/** Desktop top bar above 768 px; a full-screen menu at 768 px and below. `actions` holds e.g. the cart. */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  const [open, setOpen] = useMobileMenu();
  const { data } = useSiteConfig();
  const wa = data ? whatsappHref(data.company.whatsapp, WHATSAPP_TEXTS.panels) : undefined;

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink-900/95 text-white backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Principal" className="hidden items-center gap-1 min-[769px]:flex">
          {siteLinks.map((l) => (
            <NavLink
              key={l.to}
              to={l.to}
              end
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white',
                  isActive && 'text-white bg-white/10',
                )
              }
            >
              {l.label}
            </NavLink>
          ))}
          <AccessMenuSlot />
        </nav>
        <div className="flex items-center gap-2">
          {/* On a phone the store is one tap from every public page, not two through the menu (issue 29). */}
          {actions ?? (
            <Link
              to={STORE.to}
              className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold hover:bg-brand-500 min-[769px]:hidden"
            >
              <Store className="h-4 w-4" aria-hidden /> {STORE.label}
            </Link>
          )}
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
      {open && <SiteMobileMenu links={siteLinks} whatsappHref={wa} onClose={() => setOpen(false)} />}
    </header>
  );
}
