import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import path from 'node:path';
import { publicBaseUrl, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { seedDemoData, seedExtraDemoBuildings } from './db/seed';
import { registerAccess, cookieNames } from './plugins/http/access';
import { registerErrorHandler } from './plugins/http/error-handler';
import { registerSecurityHeaders } from './plugins/http/security-headers';
import { OneLineRequestLog } from './plugins/http/request-log';
import { redactQuerySecrets } from './lib/log-redaction';
import { registerInputGuard } from './plugins/http/input-guard';
import { PgEventBus } from './plugins/adapters/events';
import { registerEventStream } from './plugins/http/event-stream';
import { OutboxMailer } from './plugins/adapters/mailer';
import { createStorage } from './plugins/adapters/storage-choice';
import { PromMetrics } from './plugins/adapters/metrics';
import { registerRequestMetrics } from './plugins/http/request-metrics';
import { postgresRateLimitStore } from './modules/operations/rate-limit-store';
import { purgeExpiredRateLimits } from './modules/operations/jobs.service';
import { loadSpaIndex, registerSpa } from './plugins/pages/spa';
import { bootConfigSource } from './modules/site/site-config.service';
import { pageRenderer, pageResponder, registerSiteFiles } from './plugins/pages/site-pages';
import { loadPrerenderModule, pagePrerenderer } from './plugins/pages/page-prerender';
import { swaggerUiFiles } from './lib/swagger-ui-files';
import { AFTER_PAINT_LOADER_CSP } from './lib/after-paint-loader';
import type { PrerenderModule } from '../domain/prerender';
import { ensureMaster } from './modules/identity/bootstrap';
import { GateService } from './modules/site/gate.service';
import { cookieSecret } from './modules/site/app-secrets.service';
import { pooledRandomIds } from './lib/crypto';
import { routeModules } from './routes';
import { createPaymentProvider, paymentCspSources } from './modules/payments/provider-setup.service';
import { registerCheckoutJobs } from './plugins/jobs/checkout-jobs';
import { sandboxBank } from './modules/checkout/sandbox.service';
import type { AppDeps } from './deps';
import { registerIntervalJob } from './plugins/jobs/interval-job';
import { registerTestClock } from './plugins/http/test-clock';
import { registerPromotionClock } from './plugins/jobs/promotion-clock';
import { registerWaitlistJob } from './plugins/jobs/waitlist-job';
import { registerRetentionJob } from './plugins/jobs/retention-job';
import { purgeIdentityLeftovers } from './modules/identity/purge.service';
import { ensureFinanceDefaults } from './modules/finance/finance.service';
import { registerFinanceRevenueJob } from './plugins/jobs/finance-revenue-job';
import { notifyOfflineScreens } from './flows/screen-offline-notices';
import { alertScreenOutages } from './flows/screen-outage-alerts';
import { assessMakeGoods } from './flows/make-goods';
import { sendRenewalReminders } from './flows/renewal-reminders';
import { purgeReadNotifications } from './modules/notifications/notifications.service';
import { purgeOldCaptures } from './modules/signage/captures.service';
import { giveDemoPhotos } from './flows/demo-photos';
import { StoreCatalog } from './modules/store/store.service';
import { clock } from './lib/clock';
import { renderMailAttachment } from './modules/receipts/receipts.service';

z.config(z.locales.pt());

export interface BuildOptions {
  config: Config;
  /** Tests pass an already-open database; otherwise it is opened from the config. */
  database?: Database;
  /** Closes the database with the app (default: when the app opened it). */
  closeDatabase?: boolean;
  logger?: boolean;
  /** Where log lines go (default stdout); tests read them from here. */
  logStream?: { write(line: string): void };
  serveWeb?: boolean;
  /** The renderer of the public pages (ADR 0027); by default dist/ssr beside STATIC_DIR, when built. */
  prerender?: PrerenderModule;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            // Every finished line loses its query secrets (?token=, ?senha=, …): issue 27.
            hooks: { streamWrite: redactQuerySecrets },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: pooledRandomIds(9),
    requestIdHeader: false,
    logController: new OneLineRequestLog(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON-only bodies (CSRF defence): no text/plain parser.
  app.removeContentTypeParser('text/plain');

  const database =
    opts.database ??
    (await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.dataDir, 'pglite') }));
  const closeDb = opts.closeDatabase ?? !opts.database;
  const db = database.db;

  const secret = await cookieSecret(db);
  const events = new PgEventBus(database.pool);
  await events.start();
  const metrics = new PromMetrics();
  app.decorate('metrics', metrics);
  registerRequestMetrics(app, metrics);
  const deps: AppDeps = {
    config,
    database,
    db,
    events,
    metrics,
    // A mail's attachments (the receipt of a paid order) are rendered when it is sent (ADR 0050).
    mailer: new OutboxMailer(db, config.MAIL_FROM, config.SMTP_URL, app.log, (ref) => renderMailAttachment({ db, config }, ref)),
    storage: await createStorage(config),
    gate: new GateService(config, secret),
    cookies: cookieNames(config),
    secret,
    payments: await createPaymentProvider(config, sandboxBank(db)),
    storeCatalog: new StoreCatalog(db),
  };
  deps.storeCatalog.listen(events);
  app.decorate('deps', deps);

  // Rate limits are shared by every instance: in Redis when configured, else in PostgreSQL; one
  // process on PGlite keeps them in memory (ADR 0022).
  // ioredis is loaded only when configured (≈ 0.2 s of a start without it).
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true })
    : undefined;
  redis?.on('error', (err) => app.log.warn({ err: err.message }, 'Redis indisponível'));

  app.addHook('onClose', async () => {
    deps.storeCatalog.stop();
    await events.stop();
    await redis?.quit().catch(() => {});
    if (closeDb) await database.close();
  });

  const pay = paymentCspSources(config);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The drawn pages' inline loader (ADR 0030), by its hash: no other inline script runs.
        scriptSrc: ["'self'", AFTER_PAINT_LOADER_CSP, ...pay.script],
        // Leaflet and Radix position elements with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.MAP_TILE_ORIGIN ? [config.MAP_TILE_ORIGIN] : []), ...pay.img],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...pay.connect],
        ...(pay.frame.length ? { frameSrc: pay.frame } : {}),
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: cookieNames(config).secure,
  });
  // Answers are compressed; request bodies are not inflated (no client of ours sends them
  // compressed, and an inflated body is a zip bomb waiting to happen).
  await app.register(compress, { global: true, threshold: 1024, globalDecompression: false });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // Redis down: requests go through (logged) rather than failing with a 500 everywhere.
    ...(redis ? { redis, nameSpace: 'indexa-rl:', skipOnError: true } : database.kind === 'postgres' ? { store: postgresRateLimitStore(db) } : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Indexa — API', description: 'API da plataforma de painéis publicitários', version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, ...swaggerUiFiles() });

  const spaIndex = opts.serveWeb !== false ? loadSpaIndex(config.staticDir) : undefined;
  if (opts.serveWeb !== false && !spaIndex) app.log.warn({ dir: config.staticDir }, 'front end not built: run npm run build');
  const bootConfig = bootConfigSource(db, config, deps.gate);
  // Read beside the start, not in its way (page-prerender.ts): the first page asked waits for it.
  const prerender = spaIndex ? (opts.prerender ?? loadPrerenderModule(config.staticDir, app.log)) : undefined;
  registerErrorHandler(
    app,
    spaIndex
      ? pageResponder(
          pageRenderer(spaIndex, publicBaseUrl(config)),
          (request) => bootConfig(request.cookies[deps.cookies.gate]),
          prerender && pagePrerenderer(prerender, deps.storeCatalog, app.log),
        )
      : undefined,
  );
  registerSiteFiles(app, publicBaseUrl(config));
  registerAccess(app, { db, config, gate: deps.gate, cookies: deps.cookies });
  registerInputGuard(app);
  // Catalogue changes (prices, status, photos) are public: every open store page listens.
  events.registerChannel('catalog', () => true);
  registerEventStream(app, events);
  app.decorate('intervalJobs', []);
  if (config.TEST_CLOCK_TOKEN) registerTestClock(app, config.TEST_CLOCK_TOKEN);
  for (const mod of routeModules) await app.register(mod(deps));
  if (spaIndex) await registerSpa(app, config.staticDir);
  registerCheckoutJobs(app, deps);
  registerPromotionClock(app, deps);
  registerIntervalJob(app, { name: 'identity-purge', everyMs: 60 * 60_000, run: () => purgeIdentityLeftovers(db) });
  registerFinanceRevenueJob(app, deps);
  if (database.kind === 'postgres' && !redis) {
    registerIntervalJob(app, { name: 'rate-limit-purge', everyMs: 60 * 60_000, run: () => purgeExpiredRateLimits(db) });
  }
  // A screen silent for a few minutes becomes one staff notification per outage (ADR 0017).
  registerIntervalJob(app, { name: 'screen-offline-notices', everyMs: 60_000, run: () => notifyOfflineScreens(deps) });
  // A screen with paid bookings running, silent past SCREEN_OFFLINE_ALERT_MINUTES: a mail to staff, and another when it is back (ADR 0044).
  registerIntervalJob(app, { name: 'screen-outage-alerts', everyMs: 60_000, run: () => alertScreenOutages(deps, clock.now(), app.log) });
  // An ended paid booking whose screens were off the air past MAKE_GOOD_THRESHOLD_PERCENT is made
  // good, once (ADR 0047); every minute, so a place freed by its end is found before it is sold.
  registerIntervalJob(app, { name: 'make-goods', everyMs: 60_000, run: () => assessMakeGoods(deps, clock.now(), app.log) });
  // A place free in a full building: the first people on its waitlist are told, in order (ADR 0051).
  registerWaitlistJob(app, deps);
  // A paid booking's client is reminded 7 days and 1 day before its last day, once per booking and
  // reminder (ADR 0052); every minute, so a moved test clock sees its reminder within a minute.
  registerIntervalJob(app, { name: 'renewal-reminders', everyMs: 60_000, run: () => sendRenewalReminders(deps, clock.now(), app.log) });
  registerIntervalJob(app, { name: 'notifications-purge', everyMs: 60 * 60_000, run: () => purgeReadNotifications(db) });
  // Screen captures older than a week, files then rows, a bounded batch per run (ADR 0045).
  registerIntervalJob(app, { name: 'screen-captures-purge', everyMs: 30 * 60_000, run: () => purgeOldCaptures(deps) });
  // Personal data past its period (domain/retention.ts) anonymised or purged; files a deletion left (ADR 0055).
  registerRetentionJob(app, deps);

  await ensureMaster(db, config, app.log);
  await ensureFinanceDefaults(db);
  if (config.SEED_DEMO_DATA) await seedDemoData(db);
  if (config.SEED_EXTRA_BUILDINGS > 0) await seedExtraDemoBuildings(db, config.SEED_EXTRA_BUILDINGS);
  // Drawn in the background: the server answers meanwhile; closing waits for the one in progress.
  let stopping = false;
  const demoPhotos = config.SEED_DEMO_PHOTOS ? giveDemoPhotos(deps, app.log, () => stopping).catch((err) => app.log.warn({ err }, 'demo photos')) : Promise.resolve();
  app.decorate('demoPhotos', demoPhotos as Promise<void>);
  app.addHook('preClose', async () => {
    stopping = true;
    await demoPhotos;
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The demo buildings' drawn photos, made after start (server/flows/demo-photos.ts). */
    demoPhotos: Promise<void>;
  }
}
