import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * .dependency-cruiser.cjs (run by `npm run lint`) on small trees written for each case: the loop
 * ESLint's no-cycle misses because it is closed by `import type`, a ports file that imports the
 * server, and a module that reaches into plugins/. The real tree passing is `npm run lint` itself.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const bin = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const work = mkdtempSync(path.join(tmpdir(), 'import-graph-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Violation {
  rule: { name: string };
  from: string;
}

async function violations(files: Record<string, string>): Promise<Violation[]> {
  const dir = mkdtempSync(path.join(work, 'case-'));
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', strict: true } }));
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), code);
  }
  const run = promisify(execFile);
  const out = await run(process.execPath, [bin, 'server', '--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'json'], { cwd: dir }).catch(
    (err: { stdout: string }) => ({ stdout: err.stdout }),
  );
  return (JSON.parse(out.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('import graph (.dependency-cruiser.cjs)', () => {
  it('refuses a loop closed only by type imports', async () => {
    const v = await violations({
      'server/deps.ts': "import type { Gate } from './modules/site/gate';\nexport interface Deps { gate: Gate }\n",
      'server/modules/site/gate.ts': "import type { Deps } from '../../deps';\nexport interface Gate { deps?: Deps }\n",
    });
    expect(v.map((x) => x.rule.name)).toContain('no-import-loop');
  }, 30_000);

  it('refuses a ports file that imports the server', async () => {
    const v = await violations({
      'server/ports.ts': "import type { Gate } from './modules/site/gate';\nexport type G = Gate;\n",
      'server/modules/site/gate.ts': 'export interface Gate { open: boolean }\n',
    });
    expect(v.map((x) => `${x.rule.name} ${x.from}`)).toContain('ports-import-nothing-of-the-server server/ports.ts');
  }, 30_000);

  it('refuses a module or a flow that imports a plugin, even a type', async () => {
    const v = await violations({
      'server/plugins/adapters/storage.ts': 'export class LocalStorage { root = "" }\n',
      'server/modules/media/media.service.ts': "import type { LocalStorage } from '../../plugins/adapters/storage';\nexport type S = LocalStorage;\n",
      'server/flows/pay.ts': "import { LocalStorage } from '../plugins/adapters/storage';\nexport const s = new LocalStorage();\n",
    });
    expect(v.filter((x) => x.rule.name === 'modules-never-import-plugins').map((x) => x.from).sort()).toEqual(['server/flows/pay.ts', 'server/modules/media/media.service.ts']);
  }, 30_000);

  it('allows modules to name the ports', async () => {
    const v = await violations({
      'server/ports.ts': 'export interface Storage { get(key: string): Promise<unknown> }\n',
      'server/modules/media/media.service.ts': "import type { Storage } from '../../ports';\nexport type S = Storage;\n",
    });
    expect(v).toEqual([]);
  }, 30_000);
});
