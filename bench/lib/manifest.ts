/** Vite's build manifest (`vite build --manifest`), as far as the size bench reads it. */
export type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;

/**
 * The JS files loaded before a page renders: the entry and the given route modules, each with
 * everything it imports statically, transitively; each file once, entry first.
 */
export function initialChunks(manifest: Manifest, routeModules: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`módulo ausente do manifesto: ${key}`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  for (const e of entries) visit(e);
  for (const r of routeModules) visit(r);
  return files;
}
