/**
 * Session handling shared by every area: `useSession()` (GET /api/auth/me), login/logout helpers,
 * the `RequireArea` route guard and the inactivity tracker. One import for pages and layouts.
 */
export {
  areaHomePath,
  areaLoginPath,
  forgetSession,
  endServerSession,
  useSignOut,
  roleFitsArea,
  safeReturnPath,
  sessionKey,
  useLogin,
  useSession,
  type LoginState,
  type SessionData,
} from './session';
export { IDLE_CHECK_MS, IDLE_LIMIT_MS, LAST_ACTIVITY_KEY, lastActivity, markActivity, useActivityTracker } from './activity';
export { RequireArea } from './require-area';
