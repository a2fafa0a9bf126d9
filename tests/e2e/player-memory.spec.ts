import { test, expect } from '@playwright/test';
import { advertiser, pairByApi, staffContext, uploadFixture } from './player-helpers';

/**
 * The player's cost over a long run: a screen with one 8-second video loops it a few hundred times
 * (played 16x faster, so a day's worth of loop boundaries fits in about two minutes) and the JS heap
 * after garbage collection, the DOM nodes, the event listeners and the live blob: URLs must not
 * grow. The figures are printed (docs/features.md, 'Painéis').
 */
const PLAYS = Number(process.env.PLAYER_MEMORY_PLAYS ?? 200);

test('a long loop does not grow the player memory', async ({ browser, playwright, baseURL }, testInfo) => {
  test.setTimeout(120_000 + PLAYS * 1_500);
  const staff = await staffContext(() => playwright.request.newContext({ baseURL }));
  // One panel is one screen: a retry pairs its screen in another building than the try before it.
  const bruna = await advertiser(() => playwright.request.newContext({ baseURL }), staff, 1 + testInfo.retry);
  const videoId = await uploadFixture(bruna, 'Memória');
  expect((await staff.post(`/api/admin/videos/${videoId}/approve`)).ok()).toBe(true);

  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const { token, screen } = await pairByApi(ctx.request, staff, bruna.buildingId, 'Memória');
  await ctx.addInitScript(
    ([t, s]) => {
      localStorage.setItem('indexa_player_token', JSON.stringify(t));
      localStorage.setItem('indexa_player_screen', JSON.stringify(s));
      const w = window as unknown as { __ended: number; __blobs: number };
      w.__ended = 0;
      w.__blobs = 0;
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        this.defaultPlaybackRate = 16;
        this.playbackRate = 16;
        return play.call(this);
      };
      document.addEventListener('ended', () => (w.__ended += 1), true);
      const create = URL.createObjectURL.bind(URL);
      const revoke = URL.revokeObjectURL.bind(URL);
      URL.createObjectURL = (o: Blob | MediaSource) => ((w.__blobs += 1), create(o));
      URL.revokeObjectURL = (u: string) => ((w.__blobs -= 1), revoke(u));
    },
    [token, screen] as const,
  );
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await page.goto('/player');
  const ended = () => page.evaluate(() => (window as unknown as { __ended: number }).__ended);
  const liveBlobs = () => page.evaluate(() => (window as unknown as { __blobs: number }).__blobs);
  const sample = async () => {
    // The browser's resource-timing buffer (250 entries, bounded by the browser) is not the player's.
    await page.evaluate(() => performance.clearResourceTimings());
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    const dom = (await cdp.send('Memory.getDOMCounters')) as { nodes: number; jsEventListeners: number };
    const blobs = await liveBlobs();
    return { heap: heap.usedSize, nodes: dom.nodes, listeners: dom.jsEventListeners, blobs, plays: await ended() };
  };

  // Three samples: after a warm-up, halfway, at the end. The second half shows what a play costs
  // once the engine (and V8's compiled code) has settled.
  await expect.poll(ended, { timeout: 60_000 }).toBeGreaterThanOrEqual(20);
  const start = await sample();
  const t0 = Date.now();
  await expect.poll(ended, { timeout: PLAYS * 1_500, intervals: [2_000] }).toBeGreaterThanOrEqual(start.plays + PLAYS / 2);
  const mid = await sample();
  await expect.poll(ended, { timeout: PLAYS * 1_500, intervals: [2_000] }).toBeGreaterThanOrEqual(start.plays + PLAYS);
  const end = await sample();
  const kb = (a: number, b: number) => `${b - a >= 0 ? '+' : ''}${((b - a) / 1024).toFixed(0)} KB`;
  const mb = (n: number) => (n / 1_048_576).toFixed(2);
  console.log(
    `player memory: ${end.plays - start.plays} plays in ${Math.round((Date.now() - t0) / 1000)} s; ` +
      `JS heap ${mb(start.heap)} MB -> ${mb(mid.heap)} MB (${kb(start.heap, mid.heap)}) -> ${mb(end.heap)} MB (${kb(mid.heap, end.heap)}); ` +
      `DOM nodes ${start.nodes} -> ${mid.nodes} -> ${end.nodes}; listeners ${start.listeners} -> ${mid.listeners} -> ${end.listeners}; ` +
      `live blob URLs ${start.blobs} -> ${end.blobs}`,
  );
  // After GC the heap may wobble by some KB; a leak of even 5 KB per play would show here.
  expect(end.heap - start.heap).toBeLessThan(1_048_576);
  expect(end.heap - mid.heap).toBeLessThan(512 * 1024);
  expect(end.nodes).toBeLessThanOrEqual(start.nodes + 50);
  expect(end.listeners).toBeLessThanOrEqual(start.listeners + 5);
  // The layer on screen and the one fading out hold a blob: URL each. At 16x a play (0.5 s) is shorter
  // than the fade (0.6 s), so a third (the next play's) can be live for a moment; a leak never goes back down.
  expect(end.blobs).toBeLessThanOrEqual(3);
  await expect.poll(liveBlobs, { timeout: 5_000, intervals: [50] }).toBeLessThanOrEqual(2);
  await ctx.close();
  await bruna.ctx.dispose();
  await staff.dispose();
});
