import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findChromium } from '../../../scripts/chromium.mjs';

const script = path.resolve(import.meta.dirname, '../../../scripts/ensure-chromium.mjs');

/** npm test on a fresh machine: the journeys find Chromium, or one line says what to install. */
describe('scripts/ensure-chromium.mjs', () => {
  it('uses CHROMIUM_PATH when it is an executable, and nothing when it is not', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-'));
    const fake = path.join(dir, 'chromium');
    fs.writeFileSync(fake, '#!/bin/sh\n', { mode: 0o755 });
    expect(findChromium({ CHROMIUM_PATH: fake })).toBe(fake);
    expect(findChromium({ CHROMIUM_PATH: path.join(dir, 'nada') })).toBeUndefined();
    const run = spawnSync(process.execPath, [script], { env: { ...process.env, CHROMIUM_PATH: fake }, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(fake);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stops with one line saying what to install when the browser is missing', () => {
    const run = spawnSync(process.execPath, [script], { env: { ...process.env, CHROMIUM_PATH: '/nao/existe/chromium' }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('instale o pacote chromium');
    expect(lines[0]).toContain('CHROMIUM_PATH');
  });
});
