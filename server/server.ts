import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, openDatabase, type Database } from './db/client';

function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) exitWith(err.message);
    throw err;
  }
  // The database opens (PGlite: the data directory copied from the build's base on a first start,
  // its WebAssembly compiled) while the rest of the server's modules load: the two overlap instead
  // of following each other (≈ 0.3 s of a start). The app is imported only now for that reason.
  const opening: Promise<Database> = openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.dataDir, 'pglite') });
  opening.catch(() => {});
  const [{ buildApp }, database] = await Promise.all([import('./app'), opening]).catch((err: unknown) => {
    if (err instanceof DataDirLockedError) exitWith(err.message);
    throw err;
  });
  const app = await buildApp({ config, database, closeDatabase: true });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'encerrando: aguardando requisições em andamento');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  // The store's catalogue is read once now rather than by the first visitor.
  app.deps.storeCatalog.warm();
  app.log.info(`Indexa em ${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`}`);
}

void main();
