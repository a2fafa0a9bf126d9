import type { Manifest, PlayRecordInput, ScreenInfo } from '../../../../domain/schemas/player';
import { PLAY_QUEUE_MAX } from '../../../../domain/signage';

/**
 * What the device keeps across reboots, in localStorage: its token (the pairing survives a
 * restart), the last manifest with its ETag (plays offline at once), and the unsent proof of play.
 */
const KEYS = {
  token: 'indexa_player_token',
  screen: 'indexa_player_screen',
  manifest: 'indexa_player_manifest',
  etag: 'indexa_player_etag',
  plays: 'indexa_player_plays',
  hourlyCapture: 'indexa_player_hourly_capture',
} as const;

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}
function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full: the next write tries again */
  }
}

export const deviceStore = {
  token: () => read<string>(KEYS.token),
  screen: () => read<ScreenInfo>(KEYS.screen),
  savePairing(token: string, screen: ScreenInfo) {
    write(KEYS.token, token);
    write(KEYS.screen, screen);
  },
  /** Revoked: forget everything of the old pairing. */
  forget() {
    for (const k of Object.values(KEYS)) localStorage.removeItem(k);
  },
  manifest: () => read<Manifest>(KEYS.manifest),
  etag: () => read<string>(KEYS.etag),
  saveManifest(m: Manifest, etag: string | null) {
    write(KEYS.manifest, m);
    write(KEYS.etag, etag);
  },
  /** The clock hour (ISO) of the last hourly capture the server has. */
  hourlyCapture: () => read<string>(KEYS.hourlyCapture),
  saveHourlyCapture(hour: string) {
    write(KEYS.hourlyCapture, hour);
  },
  plays: () => read<PlayRecordInput[]>(KEYS.plays) ?? [],
  /** Appends a finished play; the oldest are dropped beyond PLAY_QUEUE_MAX. */
  pushPlay(p: PlayRecordInput) {
    const q = deviceStore.plays();
    q.push(p);
    write(KEYS.plays, q.length > PLAY_QUEUE_MAX ? q.slice(q.length - PLAY_QUEUE_MAX) : q);
  },
  dropPlays(ids: Set<string>) {
    write(
      KEYS.plays,
      deviceStore.plays().filter((p) => !ids.has(p.id)),
    );
  },
};
