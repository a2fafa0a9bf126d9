import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ShieldX } from 'lucide-react';
import { messages } from '../../../domain/messages';
import type { Role } from '../../../domain/permissions';
import { useSession } from '../../lib/session';
import { Button } from '../ui/button';

/** On a screen the role may not see, the content is replaced by the spec's warning and 'Voltar'. */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user } = useSession();
  if (user && roles.includes(user.role)) return <>{children}</>;
  return <NoPermission />;
}

export function NoPermission() {
  const navigate = useNavigate();
  return (
    <div role="alert" className="mx-4 mt-10 rounded-2xl min-[480px]:mx-auto min-[480px]:max-w-md border border-amber-200 bg-white p-8 text-center shadow-sm">
      <ShieldX className="mx-auto mb-4 h-10 w-10 text-amber-500" aria-hidden />
      <p className="mb-6 font-medium text-slate-800">{messages.noPermission}</p>
      <Button variant="outline" onClick={() => navigate('/admin')}>
        Voltar
      </Button>
    </div>
  );
}
