import { Link } from 'react-router';
import { MonitorOff } from 'lucide-react';
import { can } from '../../../../domain/permissions';
import type { ScreenAlerts } from '../../../../domain/schemas/player';
import { useSession } from '../../../lib/session';
import { useScreenAlerts } from '../api/get-screen-alerts';

/** For the admin bell: screens that stopped reporting (admin and master). */
export function useOfflineScreens(): ScreenAlerts {
  const { user } = useSession();
  return useScreenAlerts(can(user?.role, 'read:screen_status')).data ?? { offline: 0, offlineWithPaidVideos: 0 };
}

export function OfflineScreensNotice({ alerts }: { alerts: ScreenAlerts }) {
  if (alerts.offline <= 0) return null;
  const text = alerts.offline === 1 ? '1 tela offline' : `${alerts.offline} telas offline`;
  const paid = alerts.offlineWithPaidVideos > 0 ? ` (${alerts.offlineWithPaidVideos} com anúncios pagos)` : '';
  return (
    <Link to="/admin/status" className="flex items-center gap-2 rounded-lg bg-red-50 p-2 font-medium text-red-800 hover:bg-red-100" data-testid="bell-offline-screens">
      <MonitorOff className="h-4 w-4 shrink-0" aria-hidden />
      {text}
      {paid}
    </Link>
  );
}
