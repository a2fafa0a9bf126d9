import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { messages } from '../../../../domain/messages';
import { can } from '../../../../domain/permissions';
import type { NotificationDto } from '../../../../domain/schemas/notifications';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useBell } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';
import { useNotificationEvents } from '../hooks/use-notification-events';
import { NotificationIcon } from './notification-icon';

/** For the admin top bar: the unread count and the dropdown's content, kept live by the event stream. */
export function useStaffNotificationsBell(): { count: number; content: ReactNode } {
  const { user } = useSession();
  const allowed = can(user?.role, 'read:notification:own');
  useNotificationEvents(allowed);
  const bell = useBell(allowed);
  return {
    count: bell.data?.unread ?? 0,
    content: <BellContent items={bell.data?.notifications ?? []} unread={bell.data?.unread ?? 0} />,
  };
}

function BellContent({ items, unread }: { items: NotificationDto[]; unread: number }) {
  const navigate = useNavigate();
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  return (
    <div className="space-y-2">
      {items.length === 0 ? (
        <p>{messages.noNotifications}</p>
      ) : (
        <DropdownMenu.Group className="-mx-2 space-y-0.5" data-testid="bell-list">
          {items.map((n) => (
            <DropdownMenu.Item
              key={n.id}
              className={cn(
                'flex cursor-pointer gap-2 rounded-lg px-2 py-2 outline-none data-[highlighted]:bg-slate-100',
                !n.read && 'bg-brand-50/60',
              )}
              onSelect={() => {
                if (!n.read) markOne.mutate(n.id);
                void navigate(n.link);
              }}
            >
              <NotificationIcon kind={n.kind} className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">
                  {n.title}
                  {!n.read && <span className="sr-only"> (não lida)</span>}
                </span>
                <span className="block text-xs text-slate-600">{n.body}</span>
                <span className="block text-[11px] text-slate-600">{formatDateTime(n.createdAt)}</span>
              </span>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Group>
      )}
      <div className="flex items-center justify-between gap-2 border-t border-slate-100 pt-2">
        <DropdownMenu.Item asChild>
          <Link
            to="/admin/notifications"
            className="whitespace-nowrap rounded px-1 text-sm font-medium text-brand-700 outline-none hover:underline data-[highlighted]:underline"
          >
            Ver todas
          </Link>
        </DropdownMenu.Item>
        {unread > 0 && (
          <DropdownMenu.Item
            className="cursor-pointer whitespace-nowrap rounded px-1 text-sm text-slate-700 outline-none hover:underline data-[highlighted]:underline"
            onSelect={(e) => {
              e.preventDefault();
              markAll.mutate();
            }}
          >
            Marcar todas como lidas
          </DropdownMenu.Item>
        )}
      </div>
    </div>
  );
}
