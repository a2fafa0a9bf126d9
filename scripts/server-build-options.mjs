// esbuild options of `npm start`'s server build (scripts/build-server.mjs), shared with the unit test
// that holds the rule of ADR 0031 for packages loaded with import() (tests/unit/scripts/server-bundle-rule.test.ts).

/**
 * Packages left in node_modules. The server's libraries are otherwise bundled in (one module graph
 * of a few files instead of ≈ 900 files the loader resolves, reads and compiles one by one at every
 * start). Three kinds stay out:
 * - those that find files of their own beside their code (WebAssembly, fonts, native addons,
 *   dictionaries, static pages);
 * - those loaded only when used;
 * - every CommonJS package the server loads with `import()` (ADR 0031, rule 5): in a split bundle
 *   esbuild emits such a package as a chunk that has only `export default require_x()`, so
 *   `const { Named } = await import('x')` reads undefined in the build while it works from source.
 *   Node's own loader gives the named exports (as it does under tsx), so they stay external.
 */
export const serverExternals = [
  '@electric-sql/pglite',
  'sharp',
  '@img/*',
  '@node-rs/*',
  'pdfkit',
  'pino-pretty',
  '@aws-sdk/*',
  '@tus/*',
  'ioredis',
  'nodemailer',
  'pg',
  'pg-native',
  'mp4box',
  'qrcode',
  // CommonJS, loaded with import() on the first password set (password-strength.ts).
  '@zxcvbn-ts/*',
  // CommonJS, loaded with import() when PAYMENT_PROVIDER=mercadopago (mercadopago.provider.ts).
  'mercadopago',
  'esbuild',
  'tsx',
];

export const serverBuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external: serverExternals,
  // Bundled CommonJS libraries still call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __indexaCreateRequire } from 'node:module'; const require = __indexaCreateRequire(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
};
