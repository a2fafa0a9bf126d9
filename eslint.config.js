import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = import.meta.dirname;

/**
 * The layers of the guide (docs/architecture.md), one element per folder. Patterns are matched
 * against the whole path from the repository root; the first descriptor that matches names the
 * element, so inner folders come before the folder that holds them (server/modules/x/a.ts is
 * `server-module`, server/app.ts is `server-core`).
 */
const elements = [
  { type: 'domain', pattern: 'domain', partialMatch: false },
  { type: 'server-schema', pattern: 'server/db/schema', partialMatch: false },
  { type: 'server-db', pattern: 'server/db', partialMatch: false },
  { type: 'server-lib', pattern: 'server/lib', partialMatch: false },
  { type: 'server-module', pattern: 'server/modules/*', partialMatch: false, capture: ['module'] },
  { type: 'server-flow', pattern: 'server/flows', partialMatch: false },
  // plugins/ by kind: HTTP hooks, adapters behind the ports, interval jobs, page rendering, uploads.
  { type: 'server-plugin', pattern: 'server/plugins/*', partialMatch: false, capture: ['kind'] },
  { type: 'server-route', pattern: 'server/routes', partialMatch: false },
  { type: 'server-core', pattern: 'server', partialMatch: false },
  { type: 'web-app', pattern: 'web/app', partialMatch: false },
  { type: 'web-feature', pattern: 'web/features/*', partialMatch: false, capture: ['feature'] },
  { type: 'web-lib', pattern: 'web/lib', partialMatch: false },
  { type: 'web-components', pattern: 'web/components', partialMatch: false },
  { type: 'web-root', pattern: 'web', partialMatch: false },
];

/** Files of a module that only its own service may import. */
const files = [{ category: 'repository', pattern: 'server/modules/*/*.repository.ts' }];

const from = (type, to) => ({ from: { element: { type } }, allow: { to: { element: { type: to } } } });

/**
 * Dependencies are denied unless a policy allows them; the last matching policy wins. Every
 * import form counts: `import`, `import type`, `export … from`, `export *`, dynamic `import()`.
 * Imports inside one element (one module, one feature) are not checked.
 */
const policies = [
  from('domain', ['domain']),
  from('server-schema', ['domain', 'server-schema', 'server-lib']),
  from('server-db', ['domain', 'server-schema', 'server-lib', 'server-module', 'server-core']),
  from('server-lib', ['domain', 'server-lib']),
  // Modules and flows reach files, mail, events and counters through server/ports.ts, never a
  // plugin, type imports included (ADR 0043); .dependency-cruiser.cjs keeps the ports file itself
  // free of server imports and the whole graph free of loops.
  from('server-module', ['domain', 'server-schema', 'server-db', 'server-lib', 'server-module', 'server-core']),
  from('server-flow', ['domain', 'server-schema', 'server-db', 'server-lib', 'server-module', 'server-flow', 'server-core']),
  from('server-plugin', ['domain', 'server-schema', 'server-db', 'server-lib', 'server-module', 'server-flow', 'server-plugin', 'server-core']),
  from('server-route', ['domain', 'server-lib', 'server-module', 'server-flow', 'server-plugin', 'server-route', 'server-core']),
  from('server-core', ['domain', 'server-*']),
  from('web-root', ['domain', 'web-*']),
  from('web-app', ['domain', 'web-app', 'web-feature', 'web-lib', 'web-components']),
  from('web-feature', ['domain', 'web-lib', 'web-components']),
  from('web-lib', ['domain', 'web-lib', 'web-components']),
  from('web-components', ['domain', 'web-lib', 'web-components']),
  {
    disallow: { to: { file: { categories: 'repository' } } },
    message: 'O repository de um módulo é usado só pelo próprio módulo; de fora, chame o service.',
  },
];

// Time in one place (ADR 0042): São Paulo's zone is named in domain/time-zone.ts alone, and its
// days, midnights and offsets come from domain/time.ts; a fixed '-03:00' ignores the zone's rules.
// no-restricted-syntax is one setting per file (a later block replaces it), so every block that
// sets it for domain/, server/ or web/ adds these.
const zoneLiteral = [
  'Literal[value=/America.Sao_Paulo|-03:00/]',
  'TemplateElement[value.raw=/America.Sao_Paulo|-03:00/]',
  // "São Paulo's day" as UTC minus three hours, written with numbers.
  "BinaryExpression[operator='*'][left.value=3][right.value=3600000]",
].map((selector) => ({
  selector,
  message: 'O fuso de São Paulo mora em domain/time.ts: importe TIME_ZONE, dayOf, dayStart, dayEnd… de lá (ADR 0042).',
}));
// The server's "now" is server/lib/clock.ts (ADR 0049): a test clock moves it, the machine's does not.
const serverClock = [
  "NewExpression[callee.name='Date'][arguments.length=0]",
  "CallExpression[callee.object.name='Date'][callee.property.name='now']",
].map((selector) => ({
  selector,
  message: 'O "agora" do servidor é clock.now() / clock.ms() de server/lib/clock.ts (ADR 0049); tempo decorrido usa performance.now().',
}));
const serviceShape = [
  'ExportNamedDeclaration[source.value=/repository$/]',
  'ExportAllDeclaration[source.value=/repository$/]',
  "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[init.type='MemberExpression'][init.object.name='repo']",
].map((selector) => ({
  selector,
  message: 'Um service não reexporta o repository: escreva uma função do service com nome do que ela faz.',
}));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'server/db/migrations/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Boundaries and cycles, checked on resolved paths for every import form.
    files: ['domain/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}', 'web/**/*.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/root-path': root,
      'boundaries/include': ['domain/**', 'server/**', 'web/**'],
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['domain/**/*.{ts,tsx}', 'web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...zoneLiteral] },
  },
  {
    files: ['server/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...zoneLiteral, ...serverClock] },
  },
  {
    // One module shape (docs/architecture.md): <module>.repository.ts holds the Drizzle queries;
    // services and the other files of a module hold rules and reach the database only through it.
    files: ['server/modules/**/*.ts'],
    ignores: ['server/modules/**/*.repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message: 'Consultas Drizzle ficam no <módulo>.repository.ts; o service chama o repository.',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...serviceShape, ...zoneLiteral, ...serverClock],
    },
  },
  {
    // Word lists are declared once, in domain/ (docs/architecture.md): the schema imports them.
    files: ['server/db/schema/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='enum'] > ArrayExpression",
          message: 'Declare a lista de palavras em domain/ e importe-a aqui (uma lista, um lugar).',
        },
        ...zoneLiteral,
        ...serverClock,
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='enum'] > ArrayExpression",
          message: 'Listas de palavras e contratos vêm de domain/ (z.enum(listaDoDomain)).',
        },
        ...zoneLiteral,
      ],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'react-*', 'fastify*', 'drizzle-orm*', 'pg'] }],
    },
  },
  {
    // The zone's one declaration.
    files: ['domain/time-zone.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
