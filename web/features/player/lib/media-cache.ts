import type { Manifest } from '../../../../domain/schemas/player';
import { fetchVideoFile } from '../api/player-api';

/**
 * The videos on the device (Cache Storage, same origin). A file is downloaded once, played from
 * here (as a blob: URL) with or without network, and deleted when it leaves the manifest.
 */
export const MEDIA_CACHE = 'indexa-player-media-v1';
export const SHELL_CACHE = 'indexa-player-shell-v1';

const hasCaches = () => typeof caches !== 'undefined';

export async function cachedUrls(): Promise<Set<string>> {
  if (!hasCaches()) return new Set();
  const cache = await caches.open(MEDIA_CACHE);
  return new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
}

/** Every file a manifest needs on the device: ad videos, notice videos and notice images. */
export function mediaUrlsOf(manifest: Manifest): Set<string> {
  return new Set(
    manifest.items.flatMap((i) => (i.kind === 'video' ? [i.url] : [i.videoUrl, i.imageUrl].filter((u): u is string => Boolean(u)))),
  );
}

/** Downloads what is missing and removes what is no longer listed. Returns how many files failed. */
export async function syncMediaCache(token: string, manifest: Manifest): Promise<number> {
  if (!hasCaches()) return 0;
  const cache = await caches.open(MEDIA_CACHE);
  const wanted = mediaUrlsOf(manifest);
  for (const req of await cache.keys()) {
    if (!wanted.has(new URL(req.url).pathname)) await cache.delete(req);
  }
  const have = await cachedUrls();
  let failed = 0;
  for (const url of wanted) {
    if (have.has(url)) continue;
    try {
      const res = await fetchVideoFile(token, url);
      // Stored whole (200) so the player never depends on the network to seek.
      await cache.put(url, new Response(await res.blob(), { headers: { 'content-type': res.headers.get('content-type') ?? 'application/octet-stream' } }));
    } catch {
      failed += 1;
    }
  }
  return failed;
}

/** A playable blob: URL for a cached file (the caller revokes it), or null if not cached. */
export async function objectUrlOf(url: string): Promise<string | null> {
  if (!hasCaches()) return null;
  const res = await (await caches.open(MEDIA_CACHE)).match(url);
  return res ? URL.createObjectURL(await res.blob()) : null;
}

export async function clearMediaCache(): Promise<void> {
  if (hasCaches()) await caches.delete(MEDIA_CACHE);
}

/**
 * Keeps the page itself (its HTML and the scripts and styles it loaded) for a restart without
 * network; the service worker answers from here when the server does not.
 */
export async function cacheShell(): Promise<void> {
  if (!hasCaches()) return;
  const urls = new Set<string>(['/player', '/img/logo.svg']);
  for (const e of performance.getEntriesByType('resource')) {
    const u = new URL(e.name);
    if (u.origin === location.origin && u.pathname.startsWith('/assets/')) urls.add(u.pathname);
  }
  const cache = await caches.open(SHELL_CACHE);
  // Assets of an older build are dropped (hashed names: they are never asked for again).
  for (const req of await cache.keys()) {
    if (!urls.has(new URL(req.url).pathname)) await cache.delete(req);
  }
  await Promise.all(
    [...urls].map(async (u) => {
      try {
        // The page itself is answered to requests that want HTML (client routes).
        const res = await fetch(u, { cache: 'no-store', credentials: 'omit', headers: u === '/player' ? { accept: 'text/html' } : {} });
        if (res.ok) await cache.put(u, res);
      } catch {
        /* offline: try next start */
      }
    }),
  );
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/player-sw.js', { scope: '/player' }).catch(() => {});
}
