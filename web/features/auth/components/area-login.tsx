import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { messages } from '../../../../domain/messages';
import type { Area } from '../../../../domain/permissions';
import { roleFitsArea, safeReturnPath, useSession, type LoginState } from '../../../lib/session';
import { Spinner } from '../../../components/ui/spinner';
import { LoginCard } from './login-card';
import { LoginForm } from './login-form';
import { RecoveryForm } from './recovery-form';
import { areaTexts } from '../areas';

/**
 * A login screen: the area's title, a toggle between login and password recovery, and after
 * login the page the person came from (same area only) or the area's home.
 */
export function AreaLogin({ area }: { area: Area }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as LoginState;
  const [mode, setMode] = useState<'login' | 'recovery'>('login');
  const texts = areaTexts[area];

  if (session.isPending) {
    return (
      <div className="flex min-h-screen items-center justify-center bg-ink-900 text-brand-300">
        <title>{`${texts.title} — Indexa`}</title>
        <Spinner className="scale-150" />
      </div>
    );
  }
  if (roleFitsArea(session.user?.role, area)) return <Navigate to={safeReturnPath(area, state.from)} replace />;

  const notice = state.reason === 'idle' ? messages.sessionExpiredIdle : state.reason === 'expired' ? messages.unauthenticated : null;
  return (
    <LoginCard title={mode === 'login' ? texts.title : 'Recuperar senha'} subtitle={mode === 'login' ? texts.subtitle : texts.title}>
      <title>{`${texts.title} — Indexa`}</title>
      {notice && mode === 'login' && (
        <p role="status" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800">
          {notice}
        </p>
      )}
      {mode === 'login' ? (
        <LoginForm area={area} onForgot={() => setMode('recovery')} onSuccess={() => navigate(safeReturnPath(area, state.from), { replace: true })} />
      ) : (
        <RecoveryForm area={area} onBack={() => setMode('login')} />
      )}
    </LoginCard>
  );
}
