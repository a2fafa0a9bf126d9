/* The panel player's service worker (scope /player, ADR 0015).
 * The page keeps its own HTML and assets in SHELL (media-cache.ts, cacheShell); here the worker
 * answers from that cache when the server does not, so a screen that reboots without network
 * still opens /player and plays the videos kept in Cache Storage. API calls are never cached. */
const SHELL = 'indexa-player-shell-v1';
const NAV_TIMEOUT_MS = 4000;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (req.mode === 'navigate' && (url.pathname === '/player' || url.pathname.startsWith('/player/'))) {
    event.respondWith(networkFirst(req, '/player'));
  } else if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/img/')) {
    event.respondWith(cacheFirst(req, url.pathname));
  }
});

async function networkFirst(req, key) {
  const cache = await caches.open(SHELL);
  try {
    const res = await Promise.race([
      fetch(req),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), NAV_TIMEOUT_MS)),
    ]);
    if (res.ok) await cache.put(key, res.clone());
    return res;
  } catch (err) {
    const hit = await cache.match(key);
    if (hit) return hit;
    throw err;
  }
}

async function cacheFirst(req, key) {
  const cache = await caches.open(SHELL);
  const hit = await cache.match(key);
  if (hit) return hit;
  const res = await fetch(req);
  if (res.ok) await cache.put(key, res.clone());
  return res;
}
