import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Area } from '../../domain/permissions';
import { api, authEvents } from './api';
import { useActivityTracker } from './activity';
import { areaLoginPath, roleFitsArea, sessionKey, isSigningOut, signOutSettled, useSession, useSignOut, type LoginState, type SessionData } from './session';
import { Spinner } from '../components/ui/spinner';

/**
 * Guards an area's pages: a spinner while the session loads; signed out (or a role the area does
 * not admit) -> the area's login, keeping the page to return to; signed in -> the page, with the
 * inactivity tracker running. The server enforces the same rules on every call.
 */
export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const qc = useQueryClient();
  const signOut = useSignOut();
  const from = `${location.pathname}${location.search}${location.hash}`;
  const allowed = roleFitsArea(session.user?.role, area);
  // While signing out, the page must not redirect on its own (that would drop the reason shown on the login).
  const leaving = useRef(false);
  const leave = (reason: LoginState['reason']) => {
    if (leaving.current || isSigningOut()) return;
    leaving.current = true;
    void signOut(area, { from, reason });
  };
  const leaveRef = useRef(leave);
  leaveRef.current = leave;

  useEffect(() => {
    const onExpired = () => leaveRef.current('expired');
    authEvents.addEventListener('expired', onExpired);
    return () => authEvents.removeEventListener('expired', onExpired);
  }, []);

  // The session ended while this page was open (another tab, a refetch): go to the login, keeping the page.
  const hadUser = useRef(false);
  if (allowed) hadUser.current = true;
  useEffect(() => {
    if (!session.isPending && !allowed && hadUser.current) leaveRef.current('expired');
  }, [allowed, session.isPending]);
  useEffect(() => signOutSettled, []);

  useActivityTracker({
    enabled: allowed,
    onIdle: () => leave('idle'),
    keepAlive: () => {
      void api<SessionData>('/api/auth/me')
        .then((data) => (data.user ? qc.setQueryData(sessionKey, data) : leave('expired')))
        .catch(() => {});
    },
  });

  if (session.isPending) {
    return (
      <div className="flex min-h-screen items-center justify-center bg-slate-50 text-brand-600">
        <Spinner className="scale-150" label="Carregando sessão…" />
      </div>
    );
  }
  if (!allowed && (hadUser.current || isSigningOut())) return null;
  if (!allowed) {
    return <Navigate to={areaLoginPath[area]} replace state={{ from } satisfies LoginState} />;
  }
  return <>{children}</>;
}
