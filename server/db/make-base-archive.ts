/**
 * Build step (scripts/build-server.mjs): an initialised PGlite data directory with every migration
 * applied, next to the compiled server (dist/server/pglite-base). A first start on an empty
 * DATA_DIR copies it instead of running initdb (seconds and hundreds of MB of memory on a small
 * server); a plain directory rather than a tarball, because copying it is ≈ 10× quicker (ADR 0026).
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, pgliteBaseDir } from './client';

fs.rmSync(pgliteBaseDir, { recursive: true, force: true });
const client = new PGlite(pgliteBaseDir);
await client.waitReady;
await migrate(drizzle(client), { migrationsFolder });
await client.close();
let bytes = 0;
for (const f of fs.readdirSync(pgliteBaseDir, { recursive: true, withFileTypes: true })) {
  if (f.isFile()) bytes += fs.statSync(`${f.parentPath}/${f.name}`).size;
}
console.log(`${pgliteBaseDir}: ${(bytes / 1048576).toFixed(1)} MB`);
