import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = import.meta.dirname;

/**
 * Import boundaries of the guide, checked on resolved paths:
 * domain imports nothing of ours but domain; web and server never import each other;
 * a web feature never imports another feature; a server module never imports another module's
 * repository (cross-module writes live in flows/).
 */
const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = path.relative(root, context.filename);
    const top = file.split(path.sep)[0];
    return {
      ImportDeclaration(node) {
        const spec = node.source.value;
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const target = path.relative(root, path.resolve(path.dirname(context.filename), spec));
        const tTop = target.split(path.sep)[0];
        const report = (msg) => context.report({ node, message: msg });
        if (top === 'domain' && tTop !== 'domain') report('domain/ é puro: não importa server/ nem web/.');
        if (top === 'web' && tTop === 'server') report('web/ nunca importa server/.');
        if (top === 'server' && tTop === 'web') report('server/ nunca importa web/.');
        const feat = file.match(/^web\/features\/([^/]+)\//)?.[1];
        const tFeat = target.match(/^web\/features\/([^/]+)/)?.[1];
        if (feat && tFeat && feat !== tFeat) report(`A feature ${feat} não pode importar a feature ${tFeat}.`);
        if ((file.startsWith('web/components/') || file.startsWith('web/lib/')) && tFeat)
          report('components/ e lib/ não importam features/.');
        const mod = file.match(/^server\/modules\/([^/]+)\//)?.[1];
        const tMod = target.match(/^server\/modules\/([^/]+)\/.*repository/)?.[1];
        if (tMod && mod !== tMod) report(`Só o módulo ${tMod} usa o próprio repository; escritas entre módulos ficam em flows/.`);
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'server/db/migrations/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { local: { rules: { boundaries } }, 'react-hooks': reactHooks },
    rules: {
      'local/boundaries': 'error',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'react-*', 'fastify*', 'drizzle-orm*', 'pg'] }],
    },
  },
);
