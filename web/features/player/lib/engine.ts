import type { Manifest, ManifestItem, NoticeItem, PlayRecordInput, VideoItem } from '../../../../domain/schemas/player';
import { CAPTURE_POLL_MS, captureHourOf, NOTICE_DEFAULT_MS, PLAY_BATCH_MAX, PLAYER_APP_VERSION, type CaptureKind } from '../../../../domain/signage';
import { fetchCommands, fetchManifest, PlayerHttpError, sendCapture, sendHeartbeat, sendPlays } from '../api/player-api';
import { drawCapture, type CaptureScene } from './capture';
import { deviceStore } from './device-store';
import { cachedUrls, objectUrlOf, syncMediaCache } from './media-cache';

/** What the screen shows now; the page renders it. */
export type Showing =
  | { kind: 'starting' }
  | { kind: 'video'; item: VideoItem }
  /** `video`: a video notice playing on the video layer; `imageSrc`: an image notice (blob: URL). */
  | { kind: 'notice'; item: NoticeItem; video: boolean; imageSrc: string | null }
  | { kind: 'agency'; storeUrl: string; qrSvgDataUrl: string };

export interface EngineHooks {
  /** The two <video> layers, swapped for a clean cut. */
  videos: () => [HTMLVideoElement | null, HTMLVideoElement | null];
  onShow: (s: Showing, layer: 0 | 1) => void;
  /** The token stopped working (revoked): back to the pairing code. */
  onUnpaired: () => void;
}

/** How long the agency card (nothing to play) stays before the next look at the manifest. */
export const AGENCY_CARD_MS = 15_000;
/** How long a loop boundary waits for the server before going on with what the device has. */
export const BOUNDARY_WAIT_MS = 2_000;
/** A wait that ends early on stop, and leaves no listener behind (the page runs for months). */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const onAbort = () => {
      clearTimeout(t);
      resolve();
    };
    const t = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** The items that may play now: not past their `playUntil`, and videos only once on the device. */
export function playableItems(m: Manifest | null, cached: Set<string>, now: number): ManifestItem[] {
  if (!m) return [];
  return m.items.filter((i) => {
    if (i.playUntil && Date.parse(i.playUntil) <= now) return false;
    if (i.kind === 'video') return cached.has(i.url);
    return [i.videoUrl, i.imageUrl].every((u) => !u || cached.has(u));
  });
}

/**
 * The loop. At every loop boundary it asks for the manifest (a conditional GET: 304 costs
 * nothing), downloads new files, drops old ones, then plays each item whole. Without network it
 * plays what it has; an item past its `playUntil` is skipped even offline. Every finished video
 * is a proof-of-play record queued on the device and sent in batches.
 */
export class PlayerEngine {
  private ctrl = new AbortController();
  private manifest: Manifest | null = deviceStore.manifest();
  private etag: string | null = deviceStore.etag();
  private cached = new Set<string>();
  private layer: 0 | 1 = 0;
  private showing: Showing = { kind: 'starting' };
  /** Server time minus device time, learned from each heartbeat (play times use server time). */
  private clockOffsetMs = 0;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private commandsTimer: ReturnType<typeof setInterval> | undefined;
  private polling = false;
  private sending = false;
  private firstBoundary = true;
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly token: string,
    private readonly hooks: EngineHooks,
  ) {}

  start(): void {
    void this.run();
    this.heartbeatTimer = setInterval(() => void this.heartbeat(), this.manifest?.heartbeatMs ?? 60_000);
    this.commandsTimer = setInterval(() => void this.pollCommands(), CAPTURE_POLL_MS);
  }

  stop(): void {
    this.ctrl.abort();
    clearInterval(this.heartbeatTimer);
    clearInterval(this.commandsTimer);
    for (const v of this.hooks.videos()) if (v) releaseVideo(v);
  }

  private now = () => Date.now() + this.clockOffsetMs;

  private async run(): Promise<void> {
    const signal = this.ctrl.signal;
    this.cached = await cachedUrls();
    while (!signal.aborted) {
      await this.boundary();
      if (signal.aborted) return;
      const loop = playableItems(this.manifest, this.cached, this.now());
      if (loop.length === 0) {
        this.show(this.agency());
        await sleep(AGENCY_CARD_MS, signal);
        continue;
      }
      let played = 0;
      for (const item of loop) {
        if (signal.aborted) return;
        if (item.playUntil && Date.parse(item.playUntil) <= this.now()) continue;
        if (item.kind === 'video' ? await this.playVideo(item) : await this.playNotice(item)) played += 1;
      }
      // Every file failed to play: show the card instead of spinning.
      if (played === 0) {
        this.show(this.agency());
        await sleep(AGENCY_CARD_MS, signal);
      }
    }
  }

  /**
   * The loop boundary: learn of changes, bring the cache in line, send queued plays. It waits for
   * the server a moment only; a slow or hung server (or a long download) finishes in the background
   * and its result is used at the next boundary, so the screen never freezes on the network.
   */
  private async boundary(): Promise<void> {
    this.refreshing ??= this.refresh().finally(() => (this.refreshing = null));
    await Promise.race([this.refreshing, sleep(BOUNDARY_WAIT_MS, this.ctrl.signal)]);
    void this.flushPlays();
  }

  private async refresh(): Promise<void> {
    let changed = this.firstBoundary;
    this.firstBoundary = false;
    try {
      const res = await fetchManifest(this.token, this.etag);
      if (res) {
        changed = true;
        this.manifest = res.manifest;
        this.etag = res.etag;
        deviceStore.saveManifest(res.manifest, res.etag);
      }
      if (this.manifest) {
        await syncMediaCache(this.token, this.manifest);
        this.cached = await cachedUrls();
      }
      // Staff see a new version (and the files on the device) at once, not a minute later.
      if (changed) void this.heartbeat();
    } catch (err) {
      if (err instanceof PlayerHttpError && err.unpaired) return this.unpaired();
      // Offline or the server restarting: keep playing the last manifest.
    }
  }

  private unpaired(): void {
    this.stop();
    this.hooks.onUnpaired();
  }

  private agency(): Showing {
    const a = this.manifest?.agency;
    return { kind: 'agency', storeUrl: a?.storeUrl ?? `${location.origin}/paineis-digitais/loja`, qrSvgDataUrl: a?.qrSvgDataUrl ?? '' };
  }

  private show(s: Showing): void {
    this.showing = s;
    this.hooks.onShow(s, this.layer);
  }

  private async playNotice(item: NoticeItem): Promise<boolean> {
    const ms = item.durationMs || NOTICE_DEFAULT_MS;
    if (item.videoUrl) {
      // A video notice plays on the video layers like an ad, without a proof-of-play record.
      return (await this.playOnLayer(item.videoUrl, { kind: 'notice', item, video: true, imageSrc: null }, ms + 10_000)) !== null;
    }
    const imageSrc = item.imageUrl ? await objectUrlOf(item.imageUrl) : null;
    this.show({ kind: 'notice', item, video: false, imageSrc });
    await sleep(ms, this.ctrl.signal);
    // Revoked once the next item is on screen.
    if (imageSrc) setTimeout(() => URL.revokeObjectURL(imageSrc), 1_000);
    return true;
  }

  /** Plays one ad whole, then queues its proof of play. */
  private async playVideo(item: VideoItem): Promise<boolean> {
    const startedAt = await this.playOnLayer(item.url, { kind: 'video', item }, item.durationMs + 10_000);
    if (startedAt === null) return false;
    deviceStore.pushPlay({ id: crypto.randomUUID(), videoId: item.id, startedAt: new Date(startedAt).toISOString(), endedAt: new Date(this.now()).toISOString() });
    return true;
  }

  /** Plays a cached file whole on the hidden layer, then shows it; its start time when it played to the end. */
  private async playOnLayer(url: string, showing: Showing, maxMs: number): Promise<number | null> {
    const next: 0 | 1 = this.layer === 0 ? 1 : 0;
    const el = this.hooks.videos()[next];
    if (!el) return null;
    const src = await objectUrlOf(url);
    if (!src) return null;
    el.src = src;
    const startedAt = this.now();
    try {
      await el.play();
    } catch {
      releaseVideo(el);
      return null;
    }
    // The new layer is playing: bring it up and let the old one go (its frame fades out).
    const previous = this.hooks.videos()[this.layer];
    this.layer = next;
    this.show(showing);
    if (previous) {
      // After the fade; unless the layer was already reused for a newer item (very short items).
      const old = previous.src;
      setTimeout(() => {
        if (previous.src === old) releaseVideo(previous);
        else if (old.startsWith('blob:')) URL.revokeObjectURL(old);
      }, 600);
    }
    return (await waitForEnd(el, maxMs, this.ctrl.signal)) ? startedAt : null;
  }

  private async heartbeat(): Promise<void> {
    const s = this.showing;
    try {
      const files = await cachedUrls();
      const sizes = new Map((this.manifest?.items ?? []).flatMap((i) => (i.kind === 'video' ? [[i.url, i.fileSize] as const] : [])));
      const t0 = Date.now();
      const res = await sendHeartbeat(this.token, {
        nowPlaying:
          s.kind === 'video' || s.kind === 'notice'
            ? { kind: s.kind, id: s.item.id, title: s.item.title }
            : s.kind === 'agency'
              ? { kind: 'agency', id: null, title: 'Anuncie aqui' }
              : null,
        manifestVersion: this.manifest?.version ?? null,
        cachedFiles: files.size,
        cachedBytes: [...files].reduce((n, u) => n + (sizes.get(u) ?? 0), 0),
        appVersion: PLAYER_APP_VERSION,
      });
      const t1 = Date.now();
      this.clockOffsetMs = Date.parse(res.serverTime) - (t0 + t1) / 2;
      void this.flushPlays();
      void this.hourlyCapture();
    } catch (err) {
      if (err instanceof PlayerHttpError && err.unpaired) this.unpaired();
    }
  }

  /**
   * Staff's 'Ver tela agora': a cheap poll (a 204 almost always). A capture is drawn and sent at
   * once; offline the poll fails quietly and staff's request expires on their page.
   */
  private async pollCommands(): Promise<void> {
    if (this.polling || this.ctrl.signal.aborted) return;
    this.polling = true;
    try {
      const commands = await fetchCommands(this.token);
      if (commands?.capture) await this.capture('requested', commands.capture.requestId);
    } catch (err) {
      if (err instanceof PlayerHttpError && err.unpaired) this.unpaired();
      // Offline, or the request was given up meanwhile: nothing to keep.
    } finally {
      this.polling = false;
    }
  }

  /**
   * One capture per clock hour, kept a week on the server for the certificate of display. Tried
   * after a heartbeat went through (online); an hour missed offline is simply skipped.
   */
  private async hourlyCapture(): Promise<void> {
    if (this.showing.kind === 'starting') return;
    const hour = captureHourOf(this.now()).toISOString();
    if (deviceStore.hourlyCapture() === hour) return;
    try {
      await this.capture('hourly');
      deviceStore.saveHourlyCapture(hour);
    } catch (err) {
      if (err instanceof PlayerHttpError && err.unpaired) this.unpaired();
      // 409: the server has this hour's already (the page was reloaded).
      else if (err instanceof PlayerHttpError && err.status === 409) deviceStore.saveHourlyCapture(hour);
    }
  }

  /** Draws what is on screen now and sends it. */
  private async capture(kind: CaptureKind, requestId?: string): Promise<void> {
    const blob = await drawCapture(this.scene());
    if (!blob) return;
    await sendCapture(this.token, blob, { kind, requestId });
  }

  private scene(): CaptureScene {
    const s = this.showing;
    const now = new Date(this.now());
    if (s.kind === 'video' || (s.kind === 'notice' && s.video)) return { video: this.hooks.videos()[this.layer], card: null, now };
    if (s.kind === 'notice') return { video: null, card: { kind: 'notice', title: s.item.title, body: s.item.body, imageSrc: s.imageSrc }, now };
    if (s.kind === 'agency') return { video: null, card: { kind: 'agency', storeUrl: s.storeUrl, qrSvgDataUrl: s.qrSvgDataUrl }, now };
    return { video: null, card: null, now };
  }

  /** Sends the queued plays in batches; what the server answered (accepted, seen, refused) leaves the queue. */
  private async flushPlays(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    try {
      for (let round = 0; round < 50; round++) {
        const batch = deviceStore.plays().slice(0, PLAY_BATCH_MAX);
        if (batch.length === 0) return;
        await sendPlays(this.token, batch);
        deviceStore.dropPlays(new Set(batch.map((p) => p.id)));
      }
    } catch (err) {
      if (err instanceof PlayerHttpError && err.unpaired) this.unpaired();
      // Offline: the queue waits for the next heartbeat or loop.
    } finally {
      this.sending = false;
    }
  }
}

/** Frees a layer: no source, nothing buffered, its blob: URL revoked. */
export function releaseVideo(el: HTMLVideoElement): void {
  const src = el.currentSrc || el.src;
  el.pause();
  el.removeAttribute('src');
  el.load();
  if (src.startsWith('blob:')) URL.revokeObjectURL(src);
}

function waitForEnd(el: HTMLVideoElement, maxMs: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      el.removeEventListener('ended', onEnded);
      el.removeEventListener('error', onError);
      signal.removeEventListener('abort', onAbort);
      resolve(ok);
    };
    const onEnded = () => done(true);
    const onError = () => done(false);
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(false), maxMs);
    el.addEventListener('ended', onEnded);
    el.addEventListener('error', onError);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export type { PlayRecordInput };
