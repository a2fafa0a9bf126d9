import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink, useLocation } from 'react-router';
import { MessageCircle, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Logo } from './logo';
import { accessAreas } from './site-links';

/**
 * The open/closed state of the full-screen menu: closes on navigation; while open, the page
 * behind does not scroll and Escape closes it.
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
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
  return [open, setOpen] as const;
}

/** The full-screen menu at 768 px and below, in a portal (the header's backdrop-filter would make `fixed` relative to it). */
export function SiteMobileMenu({
  links,
  whatsappHref,
  onClose,
}: {
  links: readonly { to: string; label: string }[];
  whatsappHref: string | undefined;
  onClose: () => void;
}) {
  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-ink-900 px-6 py-4 text-white min-[769px]:hidden"
    >
      <div className="flex items-center justify-between">
        <Logo />
        <button type="button" className="rounded-md p-2 hover:bg-white/10" aria-label="Fechar menu" onClick={onClose}>
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
              cn(
                'rounded-lg px-3 py-3 text-2xl font-semibold hover:bg-white/10',
                isActive && 'bg-white/5 text-accent-400',
              )
            }
          >
            {l.label}
          </NavLink>
        ))}
        {whatsappHref && (
          <a
            href={whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex items-center gap-2 rounded-lg bg-whatsapp px-4 py-3 text-lg font-semibold"
          >
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
  );
}
