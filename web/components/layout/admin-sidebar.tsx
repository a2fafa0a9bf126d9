import { NavLink } from 'react-router';
import { roleLabels, type Role } from '../../../domain/permissions';
import { cn } from '../../lib/cn';
import { adminSections, visibleNav } from './admin-nav';

/** The admin menu: the spec's sections, each with the entries this role may open. */
export function AdminSidebarNav({ role, onNavigate }: { role: Role | undefined; onNavigate?: () => void }) {
  const items = visibleNav(role);
  return (
    <nav aria-label="Menu administrativo" className="flex flex-col gap-5">
      {adminSections.map((section) => {
        const entries = items.filter((i) => i.section === section);
        if (!entries.length) return null;
        return (
          <div key={section}>
            <p className="mb-1.5 px-3 text-[11px] font-semibold uppercase tracking-wider text-slate-400">{section}</p>
            <ul className="space-y-0.5">
              {entries.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-300 transition-colors hover:bg-white/10 hover:text-white',
                        isActive && 'bg-brand-600 text-white hover:bg-brand-600',
                      )
                    }
                  >
                    <item.icon className="h-4 w-4 shrink-0" aria-hidden />
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

export function AdminSidebarFooter({ name, role }: { name: string; role: Role | undefined }) {
  return (
    <div className="border-t border-white/10 px-4 py-3 text-sm">
      <p className="truncate font-medium text-white">{name}</p>
      {role && <p className="text-xs text-slate-400">{roleLabels[role]}</p>}
    </div>
  );
}
