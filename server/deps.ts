import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { CookieNames } from './ports';
import type { EventBus } from './ports';
import type { Mailer } from './ports';
import type { Metrics } from './ports';
import type { Storage } from './ports';
import type { GateService } from './modules/site/gate.service';
import type { PaymentProvider } from './modules/payments/provider';
import type { StoreCatalog } from './modules/store/store.service';

/** What route modules receive: the app's shared parts, built once in app.ts. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  events: EventBus;
  metrics: Metrics;
  mailer: Mailer;
  storage: Storage;
  gate: GateService;
  cookies: CookieNames;
  secret: string;
  /** The configured payment provider (sandbox by default). Read it at call time: tests swap it. */
  payments: PaymentProvider;
  /** The store listing's in-memory catalogue, dropped on every 'catalog' event. */
  storeCatalog: StoreCatalog;
}
