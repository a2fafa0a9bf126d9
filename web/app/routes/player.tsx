import { PlayerPage } from '../../features/player/components/player-page';

/** /player: outside the site layout, the startup shell and the 'Área Restrita' gate (ADR 0013). */
export function Component() {
  return <PlayerPage />;
}
