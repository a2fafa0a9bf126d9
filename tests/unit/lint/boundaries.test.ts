import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The house rules of eslint.config.js, proved on fixture files: each fixture says where it
 * pretends to live (`// as: <path>`) and is linted there with the project's own config, so its
 * relative imports resolve against the real tree. Forbidden forms must fail with the named rule;
 * allowed ones must pass clean.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const fixtures = path.join(root, 'tests/fixtures/lint');

const expected: Record<string, string> = {
  'domain-imports-server': 'boundaries/dependencies',
  'domain-reexports-web': 'boundaries/dependencies',
  'web-export-star-server': 'boundaries/dependencies',
  'web-type-import-server': 'boundaries/dependencies',
  'server-dynamic-import-web': 'boundaries/dependencies',
  'feature-imports-feature': 'boundaries/dependencies',
  'feature-dynamic-import-feature': 'boundaries/dependencies',
  'feature-imports-app': 'boundaries/dependencies',
  'lib-imports-feature': 'boundaries/dependencies',
  'components-imports-app': 'boundaries/dependencies',
  'module-imports-route': 'boundaries/dependencies',
  'module-imports-flow': 'boundaries/dependencies',
  'route-imports-schema': 'boundaries/dependencies',
  'route-imports-repository': 'boundaries/dependencies',
  'flow-imports-repository': 'boundaries/dependencies',
  'module-imports-other-repository': 'boundaries/dependencies',
  'module-type-imports-plugin': 'boundaries/dependencies',
  'flow-imports-plugin': 'boundaries/dependencies',
  cycle: 'import-x/no-cycle',
  'service-reexports-repository': 'no-restricted-syntax',
  'service-forwards-repository': 'no-restricted-syntax',
  'service-queries-drizzle': '@typescript-eslint/no-restricted-imports',
  'schema-inline-word-list': 'no-restricted-syntax',
  'web-inline-word-list': 'no-restricted-syntax',
  'server-reads-machine-clock': 'no-restricted-syntax',
  'route-reads-machine-ms': 'no-restricted-syntax',
  'allowed-server-clock': '',
  'allowed-feature': '',
  'allowed-app': '',
  'allowed-route': '',
  'allowed-service': '',
  'allowed-module-port': '',
};

interface Fixture {
  name: string;
  as: string;
  code: string;
}

function readFixtures(): Fixture[] {
  return readdirSync(fixtures)
    .filter((f) => f.endsWith('.ts.txt'))
    .map((f) => {
      const code = readFileSync(path.join(fixtures, f), 'utf8');
      const as = /^\/\/ as: (\S+)/.exec(code)?.[1];
      if (!as) throw new Error(`${f}: first line must be "// as: <path>"`);
      return { name: f.replace(/\.ts\.txt$/, ''), as, code };
    });
}

const all = readFixtures();
const eslint = new ESLint({ cwd: root });
const results = new Map<string, { ruleId: string | null; message: string }[]>();

beforeAll(async () => {
  for (const f of all) {
    const [r] = await eslint.lintText(f.code, { filePath: path.join(root, f.as) });
    results.set(f.name, r!.messages.map((m) => ({ ruleId: m.ruleId, message: m.message })));
  }
}, 60_000);

describe('house rules (eslint.config.js)', () => {
  it('has one expectation per fixture file, and both kinds of fixture', () => {
    expect(all.map((f) => f.name).sort()).toEqual(Object.keys(expected).sort());
    expect(Object.values(expected).filter((r) => r === '').length).toBeGreaterThan(0);
    expect(Object.values(expected).filter((r) => r !== '').length).toBeGreaterThan(0);
  });

  for (const [name, rule] of Object.entries(expected)) {
    if (rule) {
      it(`refuses ${name} (${rule})`, () => {
        const messages = results.get(name);
        expect(messages, `fixture ${name} was not linted`).toBeDefined();
        expect(messages!.map((m) => m.ruleId)).toContain(rule);
      });
    } else {
      it(`allows ${name}`, () => {
        expect(results.get(name)).toEqual([]);
      });
    }
  }
});
