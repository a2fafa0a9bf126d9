import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/chromium.mjs';

const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * Journeys whose figures depend on the whole server (promotions on the store's first panels, a
 * building's screens and what they play) get a server of their own, so the order in which other
 * journeys leave data behind can never decide them. Everything else shares one server.
 */
const isolated = [
  { name: 'discounts', spec: /staff-discounts\.spec\.ts$/ },
  { name: 'player', spec: /player-screen\.spec\.ts$/ },
  // The capture journey pairs screens too: it shares this server (its own buildings), not the player's, whose figures count every screen.
  { name: 'player-memory', spec: /player-(memory|capture)\.spec\.ts$/ },
  // Counts every card of the store's first page as a photo: no other journey's building may appear.
  { name: 'phone', spec: /visitor-phone-(first-impressions|booking-count)\.spec\.ts$/ },
  // Reads the month's books whole (cards, pending entries, the bell): no other journey's entry may appear.
  { name: 'books', spec: /finance-area\.spec\.ts$/ },
  // The store with 10,000 buildings: clusters from the server (ADR 0033).
  { name: 'store-scale', spec: /visitor-store-scale\.spec\.ts$/, env: { E2E_EXTRA_BUILDINGS: '10000' } },
  // Journeys that move the server's clock forward (ADR 0049): a month passes for every journey on it.
  { name: 'clock', spec: /(screen-vouch|renewal-clock)\.spec\.ts$/, env: { E2E_TEST_CLOCK: '1' } },
  // Deletes accounts and erases an e-mail's data (LGPD); and its password resets would take the
  // shared server's per-address limit (10 in 15 minutes, all journeys come from 127.0.0.1).
  { name: 'privacy', spec: /client-lgpd\.spec\.ts$/ },
] as const;
// E2E_ONLY=clock,player starts only those projects' servers (each server seeds a whole site; the
// store-scale one 10,000 buildings): for running a few journeys while working. npm test runs all.
const only = process.env.E2E_ONLY?.split(',').map((n) => n.trim());
const wanted = (name: string) => !only || only.includes(name);
const servers = [
  { name: 'journeys', port: BASE_PORT, env: {} },
  ...isolated.map((s, i) => ({ name: s.name, port: BASE_PORT + 1 + i, env: 'env' in s ? s.env : {} })),
].filter((s) => wanted(s.name));
const urlOf = (port: number) => `http://127.0.0.1:${port}`;

/**
 * Journeys in the machine's Chromium (a test tool's own browser download is not available here).
 * Each server runs on a throw-away data directory with a known gate password.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    launchOptions: {
      // npm run test:e2e checks first (scripts/ensure-chromium.mjs) and says what to install.
      executablePath: findChromium() ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'journeys', testIgnore: isolated.map((s) => s.spec), use: { baseURL: urlOf(BASE_PORT) } },
    ...isolated.map((s, i) => ({ name: s.name, testMatch: s.spec, use: { baseURL: urlOf(BASE_PORT + 1 + i) } })),
  ].filter((p) => wanted(p.name)),
  webServer: servers.map((s) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `${urlOf(s.port)}/api/health`,
    wait: { stdout: /e2e: dados de demonstração prontos/ },
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(s.port), ...s.env },
  })),
});
