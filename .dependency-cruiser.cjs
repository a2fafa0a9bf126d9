/**
 * The import graph of server/, domain/ and web/, type imports included (ESLint's import-x/no-cycle skips those).
 * Run by `npm run lint`, so by `npm test` and CI. ADR 0043.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-import-loop',
      comment: 'Nenhum ciclo de importação, nem por `import type`: quebre-o movendo o tipo para server/ports.ts ou para domain/.',
      severity: 'error',
      from: { path: '^(server|domain|web)/' },
      to: { circular: true },
    },
    {
      name: 'ports-import-nothing-of-the-server',
      comment: 'server/ports.ts declara o que módulos pedem de fora; ele mesmo não importa módulo, plugin nem app.',
      severity: 'error',
      from: { path: '^server/ports\\.ts$' },
      to: { path: '^server/' },
    },
    {
      name: 'modules-never-import-plugins',
      comment: 'Módulos e flows usam os tipos de server/ports.ts, nunca um arquivo de server/plugins/.',
      severity: 'error',
      from: { path: '^server/(modules|flows)/' },
      to: { path: '^server/plugins/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^server/db/migrations/' },
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
