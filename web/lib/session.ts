import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { areaRoles, type Area, type Role } from '../../domain/permissions';
import type { LoginInput, MeResponse, SessionUserDto } from '../../domain/schemas/auth';
import { api } from './api';
import { markActivity } from './activity';
import { areaLoginPath } from '../../domain/areas';

/** The signed-in person as the server sees it (GET /api/auth/me). */
export const sessionKey = ['session'] as const;
/** GET /api/auth/me's contract (domain/schemas/auth.ts). */
export type SessionData = MeResponse;

export function useSession() {
  const query = useQuery({
    queryKey: sessionKey,
    queryFn: () => api<SessionData>('/api/auth/me'),
    staleTime: 60_000,
  });
  return { ...query, user: query.data?.user ?? null };
}

/** Where each area logs in, and where a person lands after login. */
export { areaLoginPath };
export const areaHomePath: Record<Area, string> = {
  admin: '/admin/buildings',
  client: '/clientes/dashboard',
  finance: '/financeiro/dashboard',
  sindico: '/sindico/dashboard',
};
const areaPrefix: Record<Area, string> = {
  admin: '/admin/',
  client: '/clientes/',
  finance: '/financeiro/',
  sindico: '/sindico/',
};

export const roleFitsArea = (role: Role | undefined, area: Area) =>
  Boolean(role && (areaRoles[area] as readonly Role[]).includes(role));

/** What a protected page passes to the login page so the person returns there afterwards. */
export interface LoginState {
  from?: string;
  reason?: 'idle' | 'expired';
}

/** The page to return to after login: only a page of the same area (never another site or area). */
export function safeReturnPath(area: Area, from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith(areaPrefix[area]) || from.startsWith('//')) return areaHomePath[area];
  if (from.split(/[?#]/)[0] === areaLoginPath[area]) return areaHomePath[area];
  return from;
}

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api<{ user: SessionUserDto; message: string }>('/api/auth/login', { method: 'POST', body: input }),
    onSuccess: (data) => {
      markActivity();
      clearPrivateQueries(qc);
      qc.setQueryData<SessionData>(sessionKey, { user: data.user, expiresAt: null });
    },
  });
}

/** Ends the session on the server (audited there). Errors are swallowed: the page forgets it anyway. */
export async function endServerSession(): Promise<void> {
  await api('/api/auth/logout', { method: 'POST' }).catch(() => {});
}

/**
 * Sign out and go to the area's login. The cache is cleared and the navigation starts in the same
 * tick, so the protected page never re-renders signed out (which would redirect on its own).
 */
export function useSignOut() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return async (area: Area, state?: LoginState) => {
    signingOut = true;
    // Cleared when the protected page unmounts (RequireArea); this is only a safety net.
    window.setTimeout(signOutSettled, 5_000);
    await endServerSession();
    forgetSession(qc);
    await navigate(areaLoginPath[area], { replace: true, state });
  };
}

let signingOut = false;
/** True while a sign-out is on its way to the login: guards must not redirect on their own meanwhile. */
export const isSigningOut = () => signingOut;
export const signOutSettled = () => {
  signingOut = false;
};

export function forgetSession(qc: QueryClient): void {
  clearPrivateQueries(qc);
  qc.setQueryData<SessionData>(sessionKey, { user: null, expiresAt: null });
}

/** Public data (site config, health) survives a change of person; the rest is dropped. */
function clearPrivateQueries(qc: QueryClient) {
  const keep = new Set(['site-config', 'health', 'session']);
  qc.removeQueries({ predicate: (q) => !keep.has(String(q.queryKey[0])) });
}
