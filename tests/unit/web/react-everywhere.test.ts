import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Alias, UserConfig } from 'vite';
import viteConfig from '../../../vite.config';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Issue 28: the browser and the server's renderer run React 19 and React DOM, the renderer the
 * tests use (no alias to preact/compat in either build, no preact package). ADR 0034.
 */
it('neither Vite build resolves react or react-dom to anything but React, and no preact package is listed', () => {
  for (const isSsrBuild of [false, true]) {
    const config = (viteConfig as (env: { command: 'build'; mode: string; isSsrBuild: boolean }) => UserConfig)({
      command: 'build',
      mode: 'production',
      isSsrBuild,
    });
    const alias = config.resolve?.alias ?? [];
    const entries: Alias[] = Array.isArray(alias)
      ? (alias as Alias[])
      : Object.entries(alias as Record<string, string>).map(([find, replacement]) => ({ find, replacement }));
    for (const name of ['react', 'react-dom', 'react-dom/client', 'react-dom/server', 'react/jsx-runtime', 'react/jsx-dev-runtime']) {
      const hit = entries.find((a) => (typeof a.find === 'string' ? a.find === name : a.find.test(name)));
      expect(hit, `${isSsrBuild ? 'server' : 'browser'} build: ${name}`).toBeUndefined();
    }
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const listed = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
  expect(listed.filter((name) => name.includes('preact'))).toEqual([]);
  expect(listed).toEqual(expect.arrayContaining(['react', 'react-dom']));
});
