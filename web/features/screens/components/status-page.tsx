import { useState } from 'react';
import { toast } from 'sonner';
import { messages } from '../../../../domain/messages';
import type { AdminScreen } from '../../../../domain/schemas/player';
import { errorMessage } from '../../../lib/api';
import { AdminPage } from '../../../components/layout/admin-page';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { isScreenOnline } from '../../../../domain/signage';
import { plural } from '../../../../domain/text';
import { useScreens } from '../api/get-screens';
import { useNow } from './use-now';
import { useRevokeScreen } from '../api/revoke-screen';
import { PairScreenForm } from './pair-screen-form';
import { PlaysReport } from './plays-report';
import { ScreensList } from './screens-list';

/** /admin/status ('Monitoramento'): pair, watch and revoke the panel screens; proof of play. */
export function StatusPage() {
  const screens = useScreens();
  const revoke = useRevokeScreen();
  const [revoking, setRevoking] = useState<AdminScreen | null>(null);
  // Online is the shared rule (domain/signage) applied with this page's clock, so a screen that
  // stops reporting turns offline here without waiting for the next refresh.
  const now = useNow();
  const all = (screens.data?.screens ?? []).map((s) => {
    const online = !s.revokedAt && isScreenOnline(s.lastHeartbeatAt, new Date(now));
    return { ...s, online, nowPlaying: online ? s.nowPlaying : null, warning: !s.revokedAt && !online && s.paidVideos > 0 };
  });
  const live = all.filter((s) => !s.revokedAt);
  const online = live.filter((s) => s.online).length;
  const warnings = live.filter((s) => s.warning).length;

  return (
    <AdminPage
      title="Monitoramento das telas"
      description={screens.data ? `${online} de ${plural(live.length, 'tela', 'telas')} online · offline após ${Math.round(screens.data.offlineThresholdMs / 1000)} s sem sinal` : undefined}
    >
      {warnings > 0 && (
        <ErrorBox>
          {warnings === 1 ? '1 tela com anúncios pagos está offline.' : `${warnings} telas com anúncios pagos estão offline.`}
        </ErrorBox>
      )}
      {screens.isPending ? (
        <Spinner />
      ) : screens.isError ? (
        <ErrorBox>{messages.screensLoadError}</ErrorBox>
      ) : (
        <>
          <PairScreenForm buildings={screens.data.buildings} />
          <ScreensList
            screens={all}
            onRevoke={(s) => {
              revoke.reset();
              setRevoking(s);
            }}
          />
        </>
      )}
      <PlaysReport />
      <Dialog
        open={Boolean(revoking)}
        onOpenChange={(o) => !o && setRevoking(null)}
        title="Revogar esta tela?"
        description={revoking ? `${revoking.label} — ${revoking.buildingName}. Ela deixa de exibir anúncios e volta a mostrar um código de pareamento.` : undefined}
      >
        {revoke.isError && (
          <div className="mb-4">
            <ErrorBox>{errorMessage(revoke.error)}</ErrorBox>
          </div>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setRevoking(null)}>
            Cancelar
          </Button>
          <Button
            variant="danger"
            disabled={revoke.isPending}
            onClick={async () => {
              if (!revoking) return;
              try {
                toast.success((await revoke.mutateAsync(revoking.id)).message);
                setRevoking(null);
              } catch {
                /* shown in the dialog */
              }
            }}
          >
            Revogar
          </Button>
        </div>
      </Dialog>
    </AdminPage>
  );
}
