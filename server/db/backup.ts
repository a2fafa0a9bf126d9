import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Database, DbOrTx } from './client';
import { clock } from '../lib/clock';

/**
 * Logical backup of the database and the stored files (ADR 0024), the same on PGlite and
 * PostgreSQL and with no external tool: every table of the `public` schema as JSON (read in one
 * REPEATABLE READ snapshot, so a live PostgreSQL gives a consistent copy), every stored file under
 * `files/`, and a manifest with row counts, file hashes and the schema version. A restore goes
 * into a database migrated by the same version: tables are emptied and refilled in foreign-key
 * order in one transaction, sequences moved past their rows, and the files put back.
 */
export interface Manifest {
  format: 'indexa-backup/1';
  createdAt: string;
  database: 'pglite' | 'postgres';
  migrations: number;
  tables: Record<string, number>;
  files: Record<string, { size: number; sha256: string }>;
}

export class BackupError extends Error {}

/** What a backup needs of the file storage (the app's Storage, local or S3, fits it). */
export interface Storage {
  list(): AsyncIterable<string>;
  get(key: string): Promise<{ stream(): Readable } | null>;
  put(key: string, data: Readable): Promise<void>;
  delete(key: string): Promise<void>;
}

type Row = Record<string, unknown>;
const rowsOf = async <T extends Row>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

async function migrationCount(db: DbOrTx): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return row?.n ?? 0;
}

/** Tables of `public`, parents before children (foreign keys), each with its insertable columns. */
async function tablesInOrder(db: DbOrTx): Promise<{ name: string; columns: string[] }[]> {
  const tables = (await rowsOf<{ name: string }>(db, sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1`)).map((r) => r.name);
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid join pg_namespace n on n.oid = c.relnamespace where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  );
  const cols = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.relname as table, a.attname as column from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' order by a.attnum`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (t: string) => {
    if (ordered.includes(t) || visiting.has(t)) return;
    visiting.add(t);
    for (const e of edges) if (e.child === t) visit(e.parent);
    ordered.push(t);
  };
  for (const t of tables) visit(t);
  return ordered.map((name) => ({ name, columns: cols.filter((c) => c.table === name).map((c) => c.column) }));
}

async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

export async function backupTo(database: Database, storage: Storage, dir: string): Promise<Manifest> {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new BackupError(`O destino ${dir} não está vazio.`);
  await fsp.mkdir(path.join(dir, 'database'), { recursive: true });
  const manifest: Manifest = {
    format: 'indexa-backup/1',
    createdAt: clock.now().toISOString(),
    database: database.kind,
    migrations: 0,
    tables: {},
    files: {},
  };
  await database.db.transaction(
    async (tx) => {
      manifest.migrations = await migrationCount(tx);
      for (const t of await tablesInOrder(tx)) {
        const [row] = await rowsOf<{ data: unknown[] | null }>(tx, sql`select coalesce(json_agg(t), '[]'::json) as data from ${ident(t.name)} t`);
        const data = row?.data ?? [];
        manifest.tables[t.name] = data.length;
        await fsp.writeFile(path.join(dir, 'database', `${t.name}.json`), JSON.stringify(data));
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  for await (const key of storage.list()) {
    const obj = await storage.get(key);
    if (!obj) continue;
    const target = path.join(dir, 'files', key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await pipeline(obj.stream(), fs.createWriteStream(target));
    manifest.files[key] = { size: (await fsp.stat(target)).size, sha256: await sha256File(target) };
  }
  await fsp.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}

export async function restoreFrom(database: Database, storage: Storage, dir: string): Promise<Manifest> {
  const manifestPath = path.join(dir, 'manifest.json');
  if (!fs.existsSync(manifestPath)) throw new BackupError(`${dir} não tem manifest.json: não é uma cópia do Indexa.`);
  const manifest = JSON.parse(await fsp.readFile(manifestPath, 'utf8')) as Manifest;
  if (manifest.format !== 'indexa-backup/1') throw new BackupError(`Formato de cópia desconhecido: ${String(manifest.format)}.`);
  for (const [key, f] of Object.entries(manifest.files)) {
    const file = path.join(dir, 'files', key);
    if (!fs.existsSync(file) || (await sha256File(file)) !== f.sha256) throw new BackupError(`Arquivo ${key} ausente ou alterado na cópia.`);
  }
  const here = await migrationCount(database.db);
  if (here !== manifest.migrations) {
    throw new BackupError(
      `A cópia é da versão do banco nº ${manifest.migrations} e este banco está na nº ${here}: restaure com a mesma versão do Indexa que fez a cópia.`,
    );
  }
  await database.db.transaction(async (tx) => {
    const tables = await tablesInOrder(tx);
    const missing = Object.keys(manifest.tables).filter((t) => !tables.some((x) => x.name === t));
    if (missing.length) throw new BackupError(`Tabelas da cópia ausentes neste banco: ${missing.join(', ')}.`);
    await tx.execute(sql.raw(`truncate ${tables.map((t) => `"${t.name}"`).join(', ')} restart identity cascade`));
    for (const t of tables) {
      if (!(t.name in manifest.tables)) continue;
      const data = await fsp.readFile(path.join(dir, 'database', `${t.name}.json`), 'utf8');
      if (manifest.tables[t.name] === 0) continue;
      const cols = sql.raw(t.columns.map((c) => `"${c.replace(/"/g, '""')}"`).join(', '));
      await tx.execute(sql`insert into ${ident(t.name)} (${cols}) select ${cols} from json_populate_recordset(null::${ident(t.name)}, ${data}::json)`);
    }
    // Serial columns continue after the restored rows.
    const seqs = await rowsOf<{ table: string; column: string; seq: string }>(
      tx,
      sql`select c.relname as table, a.attname as column, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`,
    );
    for (const s of seqs) {
      await tx.execute(sql`select setval(${s.seq}, coalesce((select max(${ident(s.column)}) from ${ident(s.table)}), 0) + 1, false)`);
    }
  });
  const wanted = new Set(Object.keys(manifest.files));
  for await (const key of storage.list()) if (!wanted.has(key)) await storage.delete(key);
  for (const key of wanted) await storage.put(key, fs.createReadStream(path.join(dir, 'files', key)));
  return manifest;
}
