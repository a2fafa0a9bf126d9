import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { CookieNames } from './plugins/access';
import type { EventBus } from './plugins/events';
import type { Mailer } from './plugins/mailer';
import type { Storage } from './plugins/storage';
import type { GateService } from './modules/site/gate.service';

/** What route modules receive: the app's shared parts, built once in app.ts. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  events: EventBus;
  mailer: Mailer;
  storage: Storage;
  gate: GateService;
  cookies: CookieNames;
  secret: string;
}
