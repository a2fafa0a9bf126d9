import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const GATE_PASSWORD = 'e2e-portao';
export const MASTER = { email: 'master@e2e.local', password: 'e2e-master-senha' };

/**
 * Opens a page and passes the 'Área Restrita' gate if it shows. Decides from the site config the
 * page loads (a visibility check right after goto would see the start-up spinner, not the gate).
 */
export async function openPastGate(page: Page, path = '/'): Promise<void> {
  const config = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/site/config');
  config.catch(() => {});
  await page.goto(path);
  // With a valid gate cookie the page's HTML already carries the config (data-boot, ADR 0021) and
  // the app may not ask for it at all.
  const boot = await page.locator('#root').getAttribute('data-boot');
  const body = JSON.parse(boot ?? JSON.stringify(await (await config).json())) as { gateEnabled: boolean; gateOpen: boolean };
  if (body.gateEnabled && !body.gateOpen) {
    const gate = page.getByLabel('Senha de acesso');
    await gate.fill(GATE_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(gate).toBeHidden();
  }
}

/** A CPF with valid check digits (buyers in the journeys). */
export function cpf(n: number): string {
  const base = String(200_000_000 + n).slice(0, 9).split('').map(Number);
  const dv = (d: number[], w: number) => {
    const r = d.reduce((a, x, i) => a + x * (w - i), 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(base, 10);
  return [...base, d1, dv([...base, d1], 11)].join('');
}

/**
 * The set-password (or reset) token of the latest mail sent to `to`, read from the journey servers'
 * mail logs (scripts/e2e-server.mjs): without SMTP the link reaches only the server log. Addresses
 * are unique per journey, so every server's log can be searched.
 */
export async function mailedToken(to: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.readdirSync(os.tmpdir()).filter((f) => /^indexa-e2e-mail-\d+\.jsonl$/.test(f));
        const lines = files.flatMap((f) => fs.readFileSync(path.join(os.tmpdir(), f), 'utf8').split('\n').filter(Boolean));
        const mails = lines.map((l) => JSON.parse(l) as { to?: string; text?: string }).filter((m) => m.to === to);
        token = /redefinir-senha\?token=([A-Za-z0-9_-]{20,})/.exec(mails.at(-1)?.text ?? '')?.[1];
        return token;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return token!;
}

/**
 * Panels a map shows: its single markers plus the counts of its clusters (on a narrow map the
 * markers are clustered, web/components/map/cluster-group.ts).
 */
export async function panelsOnMap(map: Locator): Promise<number> {
  const counts = await map.locator('.panel-cluster span').allTextContents();
  return counts.reduce((a, t) => a + Number(t), 0) + (await map.locator('path.panel-marker').count());
}

/** Clicks a panel's marker, first opening the clusters that hold it (each click zooms in). */
export async function clickPanelMarker(map: Locator, id: string): Promise<void> {
  const marker = map.locator(`path.panel-marker-${id}`);
  for (let i = 0; i < 8 && (await marker.count()) === 0; i++) {
    const cluster = map.locator(`.panel-cluster:has([data-panel-ids~="${id}"])`);
    // The store's clusters come from the server per view (ADR 0033): one may be replaced while it
    // is being clicked (the view changed), so a click that finds it gone gives up and looks again.
    if ((await cluster.count()) === 0) continue;
    const clicked = await cluster.first().elementHandle({ timeout: 2000 }).catch(() => null);
    if (!clicked) continue;
    await clicked.click({ timeout: 2000 }).catch(() => {});
    // The zoom replaces the clicked cluster with the view's new ones (or the marker itself).
    await clicked.waitForElementState('hidden', { timeout: 3000 }).catch(() => {});
  }
  await marker.dispatchEvent('click');
}

type AxeViolations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];
const serious = (violations: AxeViolations) =>
  violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join(', ')}`);

/** The toasts on screen now, and whether any is still arriving or already leaving. */
const toastsNow = (page: Page) =>
  page.evaluate(() => {
    const toasts = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')];
    return {
      key: toasts.map((t) => t.textContent).join('|'),
      moving: toasts.some((t) => t.dataset.removed === 'true' || getComputedStyle(t).opacity !== '1'),
    };
  });

/** Resolves when no toast is arriving or leaving (or after 3 s: the caller reads them again anyway). */
const toastsStill = (page: Page) =>
  expect
    .poll(async () => (await toastsNow(page)).moving, { timeout: 3000 })
    .toBe(false)
    .catch(() => undefined);

/** Resolves once the page has not scrolled for five frames in a row (a smooth scroll has ended). */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const tick = () => {
          still = scrollY === last ? still + 1 : 0;
          last = scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/**
 * No serious or critical axe violation on the whole page, listed by rule and element when there
 * are. Toasts come and go on a clock of their own (5 s, a 400 ms fade): one that starts leaving
 * while axe reads the page has half its colours. So the page is read without them, and the toasts
 * apart, once none is moving, again if one started to move during the reading. With `scope` (a
 * CSS selector), only that part of the page.
 */
export async function accessible(page: Page, label: string, scope?: string): Promise<void> {
  const read = new AxeBuilder({ page }).exclude('[data-sonner-toaster]');
  // A scope (an open dialog, the page's own content) is read alone, without the toasts.
  if (scope) read.include(scope);
  const bad = serious((await read.analyze()).violations);
  for (let attempt = 0; attempt < 5 && !scope; attempt++) {
    const before = await toastsNow(page);
    if (!before.key) break;
    if (before.moving) {
      await toastsStill(page);
      continue;
    }
    const found = serious((await new AxeBuilder({ page }).include('[data-sonner-toaster]').analyze()).violations);
    const after = await toastsNow(page);
    if (after.key === before.key && !after.moving) {
      bad.push(...found);
      break;
    }
  }
  expect(bad, `violações de acessibilidade em ${label}`).toEqual([]);
}
