/**
 * Who may do what. The server checks these on every route; the pages read the same table only to
 * hide what a person cannot use. Spec (internal areas, section 6) plus what it leaves implicit.
 */
export const roles = ['editor', 'admin', 'master', 'finance', 'sindico', 'client'] as const;
export type Role = (typeof roles)[number];

export const staffRoles = ['editor', 'admin', 'master'] as const satisfies readonly Role[];

export type Area = 'admin' | 'finance' | 'sindico' | 'client';

/** Which roles each login screen admits. */
export const areaRoles: Record<Area, readonly Role[]> = {
  admin: staffRoles,
  // The finance area is for the finance team and the master (issue 14): admins and editors stay out.
  finance: ['finance', 'master'],
  sindico: ['sindico'],
  client: ['client'],
};

export const roleLabels: Record<Role, string> = {
  editor: 'Editor',
  admin: 'Administrador',
  master: 'Master',
  finance: 'Financeiro',
  sindico: 'Síndico',
  client: 'Cliente',
};

const STAFF = ['editor', 'admin', 'master'] as const;
const ADMINS = ['admin', 'master'] as const;

export const permissionTable = {
  // Catalogue
  'create:building': STAFF,
  'update:building': STAFF,
  'delete:building': ADMINS,
  'read:building:any': STAFF,
  'manage:photo': STAFF,
  // Discounts, coupons, period discounts (admin screens default to admin and master)
  'manage:discount': ADMINS,
  'manage:coupon': ADMINS,
  'manage:period_discount': ADMINS,
  // Users and logs
  'read:user:any': ADMINS,
  'create:user': ADMINS,
  'update:user': ADMINS,
  'block:user': ADMINS,
  'delete:user': ['master'],
  'manage:master': ['master'],
  'set_password:user': ADMINS,
  'read:audit_log': ADMINS,
  'manage:settings': ADMINS,
  /** The privacy notice's text and the data officer (ADR 0054): what the agency promises the public, the master's word. */
  'manage:privacy_notice': ['master'],
  /** Operations: /api/metrics with a session (scrapers use METRICS_TOKEN instead). */
  'read:metrics': ADMINS,
  // Videos
  'approve:video': ADMINS,
  'read:video:any': ADMINS,
  'create:video:own': ['client'],
  'read:video:own': ['client'],
  'delete:video:own': ['client'],
  'activate:video:own': ['client'],
  'read:slot:own': ['client'],
  'read:order:own': ['client'],
  /** 'Meus dados' (LGPD art. 18): download, correct, ask to delete one's own account. */
  'manage:my_data:own': ['client'],
  // Orders and payments
  'read:order:any': ADMINS,
  'refund:payment': ADMINS,
  /** Sandbox only: play the bank's approval for any order (staff demos). */
  'simulate:payment': ADMINS,
  // Finance
  'manage:finance': ['finance', 'master'],
  // Síndico
  'read:sindico_area:own': ['sindico'],
  'manage:notice:own': ['sindico'],
  // Notices of every building: staff moderation (see, edit, pause, remove)
  'moderate:notice': ADMINS,
  // Screens (/admin/status) and proof-of-play reports
  'manage:screen': ADMINS,
  'read:screen_status': ADMINS,
  'read:plays:any': ADMINS,
  'read:plays:own': ['client'],
  // Staff admin shell
  'read:admin_area': STAFF,
  // The rest of the admin (issue 16). Figures and the activity log are the admins'; advertisers
  // (clients, their orders, bookings, videos, plays) also finance's, for billing; the campaigns
  // timeline is for everyone who plans the panels; site images are content, like building photos.
  'read:dashboard': ADMINS,
  'read:advertiser:any': [...ADMINS, 'finance'],
  'read:campaign:any': STAFF,
  /** The waitlists of full buildings (e-mails and names: personal data, like the newsletter's): admins only. */
  'read:waitlist:any': ADMINS,
  'read:history': ADMINS,
  // Contact messages and newsletter subscribers (personal data): admins only
  'manage:support': ADMINS,
  /** Data subjects' requests of people without an account ('Pedidos LGPD' in /admin/support). */
  'manage:privacy:any': ADMINS,
  'manage:site_media': STAFF,
  /** Everyone who receives staff notifications reads and marks their own (domain/notifications.ts). */
  'read:notification:own': ['editor', 'admin', 'master', 'finance'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissionTable;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (permissionTable[permission] as readonly Role[]).includes(role);
}

/** Default allowed roles of an admin screen, as the spec says. */
export const defaultAdminScreenRoles: readonly Role[] = ADMINS;

export function isStaff(role: Role): boolean {
  return (STAFF as readonly Role[]).includes(role);
}

/**
 * Accounts only a master creates or changes (issue 27): a master's, and finance's. The finance area
 * holds the money and admins are kept out of it; an admin who could create a finance user, or set
 * one's e-mail or password, could walk in anyway.
 */
export const masterManagedRoles = ['master', 'finance'] as const satisfies readonly Role[];
export const isMasterManaged = (role: Role): boolean => (masterManagedRoles as readonly Role[]).includes(role);

/**
 * Role changes: only a master may create an account of, promote to or change an account of a
 * master-managed role (master, finance); nobody may raise their own role (or change it at all).
 */
export function canAssignRole(
  actor: { id: string; role: Role },
  target: { id: string; role: Role } | null,
  newRole: Role,
): boolean {
  if (!can(actor.role, 'update:user')) return false;
  if (target && target.id === actor.id && target.role !== newRole) return false;
  if (isMasterManaged(newRole) || (target && isMasterManaged(target.role))) return actor.role === 'master';
  return true;
}

/** What staff do to an existing account on /admin/usuarios, and the permission each needs. */
export const userActionPermissions = {
  edit: 'update:user',
  password: 'set_password:user',
  block: 'block:user',
  delete: 'delete:user',
} as const satisfies Record<string, Permission>;
export type UserAdminAction = keyof typeof userActionPermissions;

/**
 * May `actor` do `action` to the account `target`: the action's permission, then the target's
 * role: only a master acts on a master or finance account. On their own account a person only
 * edits their data and sets their password (blocking or deleting oneself is refused; role changes
 * go through `canAssignRole`). The server decides with this; the users screen hides with it.
 */
export function canManageUser(actor: { id: string; role: Role }, target: { id: string; role: Role }, action: UserAdminAction): boolean {
  if (!can(actor.role, userActionPermissions[action])) return false;
  if (target.id === actor.id) return action === 'edit' || action === 'password';
  return !isMasterManaged(target.role) || actor.role === 'master';
}

/** The area whose login screen a person of this role uses (finance admits the master too). */
export function homeAreaOf(role: Role): Area {
  if (isStaff(role)) return 'admin';
  if (role === 'finance') return 'finance';
  return role === 'sindico' ? 'sindico' : 'client';
}

/** Roles allowed by one permission: the UI uses it to list a menu entry's roles. */
export const rolesWith = (permission: Permission): readonly Role[] => permissionTable[permission];
