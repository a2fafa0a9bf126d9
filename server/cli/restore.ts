/**
 * `npm run restore -- <pasta> --yes`: puts back a copy made by `npm run backup` (ADR 0024). It
 * REPLACES every row and every stored file of the configured database and storage, so it asks for
 * --yes. Stop the servers first; run it with the same Indexa version that made the copy.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { plural } from '../../domain/text';
import { BackupError, restoreFrom } from '../db/backup';
import { DataDirLockedError, openDatabase } from '../db/client';
import { createStorage } from '../plugins/adapters/storage-choice';

export async function main(argv = process.argv.slice(2)): Promise<number> {
  let database;
  try {
    const { values, positionals } = parseArgs({ args: argv, options: { yes: { type: 'boolean' } }, allowPositionals: true, strict: true });
    const dir = positionals[0];
    if (!dir) {
      console.error('Uso: npm run restore -- <pasta da cópia> --yes');
      return 2;
    }
    if (!values.yes) {
      console.error('A restauração apaga todos os dados e arquivos atuais e põe os da cópia no lugar. Confirme com --yes.');
      return 2;
    }
    const config = loadConfig();
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.dataDir, 'pglite') });
    const m = await restoreFrom(database, await createStorage(config), path.resolve(dir));
    const rows = Object.values(m.tables).reduce((a, b) => a + b, 0);
    console.log(`Cópia de ${m.createdAt} restaurada: ${plural(rows, 'linha', 'linhas')}, ${plural(Object.keys(m.files).length, 'arquivo', 'arquivos')}.`);
    return 0;
  } catch (err) {
    if (err instanceof DataDirLockedError) console.error(`${err.message}\nPare o servidor antes de restaurar.`);
    else if (err instanceof ConfigError || err instanceof BackupError) console.error(err.message);
    else console.error(`Não foi possível restaurar: ${(err as Error).message}`);
    return 1;
  } finally {
    await database?.close();
  }
}

const isEntry = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntry) {
  void main().then((code) => process.exit(code));
}
