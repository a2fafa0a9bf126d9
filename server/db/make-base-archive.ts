/**
 * Build step (scripts/build-server.mjs): an initialised PGlite data directory with every migration
 * applied, as a gzip tarball next to the compiled server. A first start on an empty DATA_DIR loads
 * it instead of running initdb (seconds and hundreds of MB of memory on a small server).
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, pgliteBaseArchive } from './client';

const client = new PGlite();
await client.waitReady;
await migrate(drizzle(client), { migrationsFolder });
const archive = await client.dumpDataDir('gzip');
await client.close();
fs.writeFileSync(pgliteBaseArchive, Buffer.from(await archive.arrayBuffer()));
console.log(`${pgliteBaseArchive}: ${(fs.statSync(pgliteBaseArchive).size / 1024).toFixed(0)} KB`);
