import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Services take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

const here = path.dirname(fileURLToPath(import.meta.url));
export const migrationsFolder = path.join(here, 'migrations');
/**
 * A data directory already through initdb and the migrations, made by the build next to the
 * compiled server (server/db/make-base-archive.ts). Absent when running from the sources.
 */
export const pgliteBaseDir = path.join(here, 'pglite-base');

/**
 * PGlite is PostgreSQL in single-user mode inside this process, and initdb's postgresql.conf sizes
 * its buffers for a server: 128 MB of shared_buffers, zeroed in the WebAssembly heap at every start
 * (resident from the first second: ≈ 100 MB of the process's idle RSS, and part of its start time).
 * 32 MB holds the working set of a small agency's catalogue; a page not in it comes from the OS's
 * file cache (ADR 0026).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

/**
 * A data directory that holds no database yet starts as a copy of the build's base directory, when
 * there is one. Copied with plain file calls (PGlite's own `loadDataDir` unpacks a tarball file by
 * file through its emulated file system: ≈ 1.5 s of a first start). PG_VERSION, which marks a
 * database as present, is copied last: a copy cut short is done again on the next start.
 */
async function seedFromBase(dataDir: string): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION')) || !fs.existsSync(pgliteBaseDir)) return;
  // Asynchronous: the files are copied by libuv's threads while the server's modules load (a sync
  // copy held the main thread ≈ 0.3 s).
  await fs.promises.cp(pgliteBaseDir, dataDir, {
    recursive: true,
    filter: (src) => src !== path.join(pgliteBaseDir, 'PG_VERSION'),
  });
  await fs.promises.copyFile(path.join(pgliteBaseDir, 'PG_VERSION'), path.join(dataDir, 'PG_VERSION'));
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Only for PostgreSQL: the pool, used for LISTEN/NOTIFY. */
  pool?: pg.Pool;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string;
  /** Called for every SQL statement (query counting in tests). */
  onQuery?: (query: string) => void;
}

export class DataDirLockedError extends Error {}

/**
 * PGlite is single-process: two servers on one directory would corrupt it. A lock file with the
 * owner's pid refuses the second one; a lock left by a dead process is taken over.
 */
function acquireDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'indexa.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `O diretório de dados ${dataDir} já está em uso pelo processo ${owner}. ` +
            'Encerre o outro servidor ou use outro DATA_DIR.',
        );
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new DataDirLockedError(`Não foi possível bloquear o diretório de dados ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const MIGRATION_LOCK_KEY = 724_113_001;

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const logger = opts.onQuery ? { logQuery: (q: string) => opts.onQuery!(q) } : undefined;
  // Only the driver in use is loaded: pg and its drizzle adapter are ≈ 0.15 s of a PGlite start.
  if (opts.url) {
    const [{ default: pgModule }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pgModule.Pool({ connectionString: opts.url, max: 10 });
    // An idle client dropped by the server (restart, admin command) must not crash the process;
    // the pool replaces it on the next checkout.
    pool.on('error', (err) => {
      if (process.env.NODE_ENV !== 'test') console.warn(`PostgreSQL: conexão ociosa perdida (${err.message})`);
    });
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    // Instances may start together: one migrates while the others wait on the lock.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
    return {
      db,
      kind: 'postgres',
      pool,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const release = opts.dataDir ? acquireDirLock(opts.dataDir) : () => {};
  let client: PGlite;
  try {
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
      opts.dataDir ? seedFromBase(opts.dataDir) : undefined,
    ]);
    const options = { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] };
    client = opts.dataDir ? new PGlite(opts.dataDir, options) : new PGlite(options);
    await client.waitReady;
    const pdb = drizzlePglite(client, { schema, logger });
    await migratePglite(pdb, { migrationsFolder });
    const db = pdb as unknown as Db;
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
