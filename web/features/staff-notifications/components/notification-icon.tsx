import { CircleDollarSign, Film, HandCoins, Mail, MonitorCheck, MonitorOff, MonitorX, Newspaper, Undo2, type LucideIcon } from 'lucide-react';
import type { NotificationKind } from '../../../../domain/notifications';

const icons: Record<NotificationKind, LucideIcon> = {
  order_paid: CircleDollarSign,
  payment_refund_needed: Undo2,
  video_pending: Film,
  screen_offline: MonitorOff,
  paid_screen_down: MonitorX,
  paid_screen_back: MonitorCheck,
  make_good_credit_offered: HandCoins,
  contact_message: Mail,
  newsletter_signup: Newspaper,
};

export function NotificationIcon({ kind, className }: { kind: NotificationKind; className?: string }) {
  const Icon = icons[kind];
  return <Icon className={className} aria-hidden />;
}
