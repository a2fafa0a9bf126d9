import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { Inbox } from 'lucide-react';
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
    content: (
      <BellContent
        items={bell.data?.notifications ?? []}
        unread={bell.data?.unread ?? 0}
        allHref="/admin/notifications"
      />
    ),
  };
}

/**
 * The finance area's own menu of the same notifications (paid orders, payments to refund), next to
 * its pending-transactions bell; finance has no list page, so the menu is the whole of it.
 */
export function FinanceNotificationsMenu() {
  const { user } = useSession();
  const allowed = can(user?.role, 'read:notification:own');
  useNotificationEvents(allowed);
  const bell = useBell(allowed);
  if (!allowed) return null;
  const unread = bell.data?.unread ?? 0;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="relative rounded-md p-1.5 text-slate-600 hover:bg-slate-100 min-[480px]:p-2"
        aria-label={unread ? `Notificações (${unread})` : 'Notificações'}
      >
        <Inbox className="h-5 w-5" aria-hidden />
        {unread > 0 && (
          <span
            data-testid="finance-notifications-count"
            className="absolute -right-0.5 -top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-bold text-white"
          >
            {unread}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-600 shadow-xl"
        >
          <DropdownMenu.Label className="mb-1 font-semibold text-slate-900">Notificações</DropdownMenu.Label>
          <BellContent items={bell.data?.notifications ?? []} unread={unread} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function BellContent({ items, unread, allHref }: { items: NotificationDto[]; unread: number; allHref?: string }) {
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
        {allHref && (
          <DropdownMenu.Item asChild>
            <Link
              to={allHref}
              className="whitespace-nowrap rounded px-1 text-sm font-medium text-brand-700 outline-none hover:underline data-[highlighted]:underline"
            >
              Ver todas
            </Link>
          </DropdownMenu.Item>
        )}
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
