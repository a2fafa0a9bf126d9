import fs from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions, serverExternals } from '../../../scripts/server-build-options.mjs';

/**
 * ADR 0031, rule 5: a package the server loads with `import()` is bundled only when esbuild reads it
 * as an ES module; a CommonJS one stays external. Bundled and split, a CommonJS package becomes a
 * chunk with only `export default require_x()`, so `const { Named } = await import('x')` is
 * undefined in `npm start`'s server while the source server (tsx, Node's loader) works — how every
 * password set answered 500 in production (issue 26).
 */
const root = path.resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Every bare package specifier written as `import('…')` in server/, with the files that load it. */
function dynamicPackageImports(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(path.join(root, 'server'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bimport\(\s*(['"])([^'"]+)\1\s*\)/g)) {
      const spec = m[2]!;
      if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('node:')) continue;
      found.set(spec, [...(found.get(spec) ?? []), path.relative(root, file)]);
    }
  }
  return found;
}

/** Whether esbuild leaves `spec` out, with its own pattern rule (a `*` matches the rest). */
function isExternal(spec: string, externals: readonly string[]): boolean {
  return externals.some((e) => {
    const star = e.indexOf('*');
    if (star < 0) return spec === e || spec.startsWith(`${e}/`);
    return spec.startsWith(e.slice(0, star)) && spec.endsWith(e.slice(star + 1));
  });
}

/** How the server build would read each bundled specifier: 'esm', 'cjs', or 'external'. */
async function formatsInBundle(specs: string[], options: BuildOptions): Promise<Map<string, string>> {
  const contents = specs.map((s) => `import(${JSON.stringify(s)});`).join('\n');
  const result = await build({
    ...options,
    stdin: { contents, resolveDir: root, loader: 'ts' },
    outdir: path.join(root, 'dist', 'bundle-rule-check'),
    splitting: true,
    write: false,
    metafile: true,
    sourcemap: false,
    logLevel: 'silent',
  });
  const imports = result.metafile.inputs['<stdin>']?.imports ?? [];
  return new Map(
    imports.map((i) => [
      i.original ?? i.path,
      i.external ? 'external' : (result.metafile.inputs[i.path]?.format ?? 'unknown'),
    ]),
  );
}

describe('packages the server loads with import() (ADR 0031, rule 5)', () => {
  it('finds the loads it is about', () => {
    const found = dynamicPackageImports();
    // The two that broke in production, and two that are ES modules: the scan sees them all.
    for (const spec of ['@zxcvbn-ts/core', 'mercadopago', 'file-type', 'drizzle-orm/pglite'])
      expect([...found.keys()]).toContain(spec);
  });

  it('bundles only ES modules; every CommonJS package stays external', async () => {
    const specs = [...dynamicPackageImports().keys()];
    const formats = await formatsInBundle(specs, serverBuildOptions);
    const broken = specs
      .filter((s) => !isExternal(s, serverExternals))
      .filter((s) => formats.get(s) !== 'esm')
      .map((s) => `${s} (${formats.get(s)})`);
    expect(broken, 'CommonJS loaded with import() and bundled: add it to serverExternals').toEqual([]);
  });

  it('would catch a CommonJS package taken off the externals list', async () => {
    const withoutThem = serverExternals.filter((e) => e !== 'mercadopago' && e !== '@zxcvbn-ts/*');
    const formats = await formatsInBundle(['mercadopago', '@zxcvbn-ts/core'], {
      ...serverBuildOptions,
      external: withoutThem,
    });
    expect(formats.get('mercadopago')).toBe('cjs');
    expect(formats.get('@zxcvbn-ts/core')).toBe('cjs');
    expect(isExternal('@zxcvbn-ts/language-pt-br', serverExternals)).toBe(true);
    expect(isExternal('mercadopago', serverExternals)).toBe(true);
  });
});
