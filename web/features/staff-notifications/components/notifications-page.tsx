import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../domain/messages';
import { notificationKindLabels } from '../../../../domain/notifications';
import { plural } from '../../../../domain/text';
import { AdminPage } from '../../../components/layout/admin-page';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';
import { NotificationIcon } from './notification-icon';
import { CountPager } from '../../../components/ui/count-pager';

/** /admin/notifications: the person's own notifications, all or unread only, paginated on the server. */
export function NotificationsPage() {
  const [page, setPage] = useState(1);
  const [unread, setUnread] = useState(false);
  const q = useNotifications({ page, unread });
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const d = q.data;
  return (
    <AdminPage
      title="Notificações"
      description={d ? plural(d.unread, 'não lida', 'não lidas') : 'Pedidos, vídeos, telas e mensagens que pedem atenção.'}
      actions={
        <div className="flex flex-wrap gap-2">
          <div role="group" aria-label="Mostrar" className="inline-flex rounded-lg border border-slate-200 bg-white p-0.5">
            {[false, true].map((only) => (
              <button
                key={String(only)}
                type="button"
                aria-pressed={unread === only}
                onClick={() => {
                  setUnread(only);
                  setPage(1);
                }}
                className={cn('rounded-md px-3 py-1.5 text-sm font-medium', unread === only ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100')}
              >
                {only ? 'Não lidas' : 'Todas'}
              </button>
            ))}
          </div>
          <Button variant="outline" size="sm" disabled={!d?.unread || markAll.isPending} onClick={() => markAll.mutate()}>
            Marcar todas como lidas
          </Button>
        </div>
      }
    >
      {q.isPending ? (
        <div className="flex justify-center py-16 text-brand-600">
          <Spinner />
        </div>
      ) : q.isError || !d ? (
        <ErrorBox>{messages.notificationsLoadError}</ErrorBox>
      ) : d.notifications.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white py-12 text-center text-slate-600">{messages.noNotifications}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid="notifications-list">
            {d.notifications.map((n) => (
              <li key={n.id} className={cn('flex flex-col gap-2 px-4 py-3 min-[640px]:flex-row min-[640px]:items-center', !n.read && 'bg-brand-50/50')}>
                <div className="flex min-w-0 flex-1 gap-3">
                  <NotificationIcon kind={n.kind} className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      <Link to={n.link} className="hover:underline" onClick={() => !n.read && markOne.mutate(n.id)}>
                        {n.title}
                      </Link>
                      {!n.read && <Badge tone="brand">Nova</Badge>}
                      <span className="sr-only">{notificationKindLabels[n.kind]}</span>
                    </p>
                    <p className="break-words text-sm text-slate-700">{n.body}</p>
                    <p className="text-xs text-slate-600">{formatDateTime(n.createdAt)}</p>
                  </div>
                </div>
                {!n.read && (
                  <Button variant="ghost" size="sm" className="self-start min-[640px]:self-center" onClick={() => markOne.mutate(n.id)} aria-label={`Marcar "${n.title}" como lida`}>
                    Marcar como lida
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <CountPager total={d.total} pageSize={d.pageSize} page={page} onPage={setPage} noun={['notificação', 'notificações']} />
        </>
      )}
    </AdminPage>
  );
}
