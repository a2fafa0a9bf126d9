import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Where Swagger UI's own files are (its page, scripts, styles and logo). The compiled server bundles
 * the plugin's code (ADR 0031: loading it from node_modules at every start also loaded a second copy
 * of yaml, @fastify/static and glob, ≈ 40 ms of a restart), so it can no longer find them beside that
 * code: they are read from the installed package instead, found the way Node finds packages.
 */
export function swaggerUiFiles(): { baseDir: string; logo: { type: string; content: Buffer } } {
  const baseDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')), 'static');
  return { baseDir, logo: { type: 'image/svg+xml', content: fs.readFileSync(path.join(baseDir, 'logo.svg')) } };
}
