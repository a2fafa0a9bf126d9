/**
 * `npm run backup`: copies the database and every stored file into a new folder (ADR 0024).
 *
 *   npm run backup                       -> ./backups/indexa-AAAA-MM-DDTHH-MM-SS
 *   npm run backup -- --out /caminho     (the folder must not exist or be empty)
 *
 * Uses DATABASE_URL (PostgreSQL, may run while the servers run) or the embedded database in
 * DATA_DIR (stop the server first: PGlite opens in one process at a time), and S3_* or DATA_DIR/files.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { plural } from '../../domain/text';
import { BackupError, backupTo } from '../db/backup';
import { DataDirLockedError, openDatabase } from '../db/client';
import { createStorage } from '../plugins/adapters/storage-choice';
import { clock } from '../lib/clock';

export async function main(argv = process.argv.slice(2)): Promise<number> {
  let database;
  try {
    const { values } = parseArgs({ args: argv, options: { out: { type: 'string' } }, strict: true });
    const config = loadConfig();
    const stamp = clock.now().toISOString().slice(0, 19).replace(/:/g, '-');
    const out = path.resolve(values.out ?? path.join('backups', `indexa-${stamp}`));
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.dataDir, 'pglite') });
    const m = await backupTo(database, await createStorage(config), out);
    const rows = Object.values(m.tables).reduce((a, b) => a + b, 0);
    console.log(`Cópia feita em ${out}: ${plural(Object.keys(m.tables).length, 'tabela', 'tabelas')}, ${plural(rows, 'linha', 'linhas')}, ${plural(Object.keys(m.files).length, 'arquivo', 'arquivos')}.`);
    return 0;
  } catch (err) {
    if (err instanceof DataDirLockedError) console.error(`${err.message}\nPare o servidor para copiar o banco embutido.`);
    else if (err instanceof ConfigError || err instanceof BackupError) console.error(err.message);
    else console.error(`Não foi possível fazer a cópia: ${(err as Error).message}`);
    return 1;
  } finally {
    await database?.close();
  }
}

const isEntry = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntry) {
  void main().then((code) => process.exit(code));
}
