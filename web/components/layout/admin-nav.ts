import type { LucideIcon } from 'lucide-react';
import {
  BadgePercent,
  Bell,
  Building2,
  CalendarRange,
  CreditCard,
  History,
  Image,
  Images,
  LayoutDashboard,
  LifeBuoy,
  Map,
  Megaphone,
  MonitorPlay,
  ScrollText,
  Settings,
  Store,
  Users,
  Video,
} from 'lucide-react';
import { rolesWith, staffRoles, type Role } from '../../../domain/permissions';

/** The sidebar's sections, in the spec's order. A section without visible entries is not shown. */
export const adminSections = ['Prédios', 'Site', 'Monitoramento', 'Anunciantes', 'Administração'] as const;
export type AdminSection = (typeof adminSections)[number];

export interface AdminNavItem {
  section: AdminSection;
  label: string;
  to: string;
  icon: LucideIcon;
  /** Who sees the entry AND the screen (others get the no-permission warning). */
  roles: readonly Role[];
  /** The page title in the top bar; defaults to the label. */
  title?: string;
}

const ADMINS: readonly Role[] = ['admin', 'master'];

/**
 * THE list of admin menu entries. A feature that builds an admin screen adds one line here (and
 * its route as a child of '/admin' in web/app/router.tsx). The roles also guard the screen itself;
 * the default for admin screens is admin and master (spec). The server checks every call anyway.
 */
export const adminNav: AdminNavItem[] = [
  { section: 'Prédios', label: 'Gerenciar Prédios', to: '/admin/buildings', icon: Building2, roles: staffRoles },
  { section: 'Prédios', label: 'Mapa dos Painéis', to: '/admin/map', icon: Map, roles: staffRoles },
  { section: 'Prédios', label: 'Descontos', to: '/admin/discounts', icon: BadgePercent, roles: rolesWith('manage:discount') },
  { section: 'Prédios', label: 'Avisos dos Síndicos', to: '/admin/notices', icon: Megaphone, roles: rolesWith('moderate:notice') },
  { section: 'Site', label: 'Imagens do Site', to: '/admin/media', icon: Image, roles: rolesWith('manage:site_media') },
  { section: 'Site', label: 'Biblioteca de Imagens', to: '/admin/media-manager', icon: Images, roles: rolesWith('manage:site_media') },
  { section: 'Site', label: 'Suporte', to: '/admin/support', icon: LifeBuoy, roles: rolesWith('manage:support') },
  { section: 'Monitoramento', label: 'Dashboard', to: '/admin/dashboard', icon: LayoutDashboard, roles: rolesWith('read:dashboard') },
  { section: 'Monitoramento', label: 'Status das Telas', to: '/admin/status', icon: MonitorPlay, roles: rolesWith('read:screen_status'), title: 'Monitoramento' },
  { section: 'Monitoramento', label: 'Histórico', to: '/admin/history', icon: History, roles: rolesWith('read:history') },
  { section: 'Monitoramento', label: 'Notificações', to: '/admin/notifications', icon: Bell, roles: rolesWith('read:notification:own') },
  { section: 'Anunciantes', label: 'Anunciantes', to: '/admin/advertisers', icon: Store, roles: rolesWith('read:advertiser:any') },
  { section: 'Anunciantes', label: 'Campanhas', to: '/admin/campaigns', icon: CalendarRange, roles: rolesWith('read:campaign:any') },
  { section: 'Anunciantes', label: 'Aprovação de Vídeos', to: '/admin/video-approvals', icon: Video, roles: rolesWith('approve:video') },
  { section: 'Anunciantes', label: 'Pagamentos', to: '/admin/payments', icon: CreditCard, roles: ADMINS },
  { section: 'Administração', label: 'Usuários', to: '/admin/users', icon: Users, roles: rolesWith('read:user:any') },
  { section: 'Administração', label: 'Logs de Segurança', to: '/admin/security-logs', icon: ScrollText, roles: rolesWith('read:audit_log') },
  { section: 'Administração', label: 'Configurações', to: '/admin/settings', icon: Settings, roles: rolesWith('manage:settings') },
];

/** The entry whose screen is this path (or its parent screen). */
export function navItemFor(pathname: string): AdminNavItem | undefined {
  return adminNav
    .filter((i) => pathname === i.to || pathname.startsWith(`${i.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

export const visibleNav = (role: Role | undefined) => adminNav.filter((i) => role && i.roles.includes(role));
