import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { accessAreas } from './site-links';

/** The desktop 'Acessar' menu: the four areas' logins. */
export function AccessMenu({ className, defaultOpen }: { className: string; defaultOpen?: boolean }) {
  return (
    // Not modal: a modal menu hides the rest of the page (aria-hidden) while focusable links stay in it.
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger className={className}>
        Acessar <ChevronDown className="h-4 w-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-xl"
        >
          {accessAreas.map((a) => (
            <DropdownMenu.Item key={a.to} asChild>
              <Link
                to={a.to}
                className="block rounded-lg px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50"
              >
                {a.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
