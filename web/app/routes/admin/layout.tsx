import { Outlet } from 'react-router';

// Placeholder: the admin shell (sidebar, top bar, session guard) replaces this in the identity work.
export function Component() {
  return (
    <div className="min-h-screen bg-slate-50">
      <Outlet />
    </div>
  );
}
