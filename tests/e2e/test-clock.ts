import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Moves the journey server's clock forward (ADR 0049) and waits for the jobs that became due. Only
 * the server started for the 'clock' project has it; its token is per run, written by
 * scripts/e2e-server.mjs beside the mail logs.
 */
export async function moveServerClock(request: APIRequestContext, baseURL: string, minutes: number): Promise<Date> {
  const port = new URL(baseURL).port;
  const token = fs.readFileSync(path.join(os.tmpdir(), `indexa-e2e-clock-${port}.token`), 'utf8');
  const res = await request.post(`${baseURL}/api/test-clock`, { headers: { 'x-test-clock-token': token }, data: { minutes } });
  expect(res.status(), await res.text()).toBe(200);
  return new Date(((await res.json()) as { now: string }).now);
}

/** Every mail the journey server at `baseURL` logged for `to` (scripts/e2e-server.mjs), oldest first. */
export function mailsTo(baseURL: string, to: string): { subject: string; text: string }[] {
  const file = path.join(os.tmpdir(), `indexa-e2e-mail-${new URL(baseURL).port}.jsonl`);
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { to?: string; subject: string; text: string })
    .filter((m) => m.to === to);
}
