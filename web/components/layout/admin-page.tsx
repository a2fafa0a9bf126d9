import type { ReactNode } from 'react';

/** The frame of an admin screen: its title (the page's h1), an optional line below and actions. */
export function AdminPage({ title, description, actions, children }: { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl space-y-5 px-4 py-6 min-[769px]:px-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {description && <p className="text-sm text-slate-500">{description}</p>}
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}
