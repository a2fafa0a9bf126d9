import type { PublicSiteConfig } from '../../domain/schemas/site';

let read = false;
let boot: PublicSiteConfig | null = null;

/**
 * The site config the server put in the page's HTML (data-boot on #root, ADR 0021) when it knew the
 * page can show: the gate is off or the visitor's gate cookie is valid, and the database answered.
 * It only decides what to paint first; the app checks again in the background and the API checks
 * the gate cookie on every call. Read once: later navigations ask the server as before.
 */
export function bootConfig(): PublicSiteConfig | null {
  if (read) return boot;
  read = true;
  const raw = typeof document === 'undefined' ? undefined : document.getElementById('root')?.dataset.boot;
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as PublicSiteConfig;
    boot = typeof parsed?.gateEnabled === 'boolean' && typeof parsed.gateOpen === 'boolean' ? parsed : null;
  } catch {
    boot = null;
  }
  return boot;
}
