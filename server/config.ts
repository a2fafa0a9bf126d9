import path from 'node:path';
import { SECURITY_LOG_IP_MIN_DAYS } from '../domain/retention';
import { z } from 'zod';
import { paymentProviders } from '../domain/checkout';
import { isValidCnpj } from '../domain/documents';

/** CARTO's dark basemap over OpenStreetMap data; their terms ask for both credits. */
export const DEFAULT_MAP_TILE_URL = 'https://{s}.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}{r}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> &copy; <a href="https://carto.com/attributions">CARTO</a>';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Every setting comes from the environment. Values are validated here once so a typo fails at
 * start-up with a readable message instead of misbehaving later.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://')
    .optional(),
  PUBLIC_URL: z.url('deve ser uma URL completa, por exemplo https://indexa.com.br').optional(),
  SITE_ACCESS_PASSWORD: z.string().min(4, 'deve ter pelo menos 4 caracteres').optional(),
  SESSION_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  SEED_DEMO_DATA: bool.default(true),
  /** Extra demo buildings for journeys, demos and the store at scale (bench:web), 0 = none; see seedExtraDemoBuildings. */
  SEED_EXTRA_BUILDINGS: z.coerce.number().int().min(0).max(20_000).default(0),
  /** Demo buildings get a drawn façade as their photo when seeded (integration tests turn it off). */
  SEED_DEMO_PHOTOS: bool.default(true),
  /** Tries of the site gate's password per address and minute (brute force); tests that open many browsers raise it. */
  GATE_TRIES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Login requests per address and minute, on top of the per-account throttle (ADR 0013). */
  LOGIN_TRIES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://').optional(),
  MAIL_FROM: z.string().default('Indexa <nao-responda@indexa.local>'),
  AGENCY_EMAIL: z.email('deve ser um e-mail válido').default('contato@indexa.local'),
  COMPANY_WHATSAPP: z
    .string()
    .regex(/^\d{12,13}$/, 'deve ter 12 ou 13 dígitos com DDI e DDD, por exemplo 5545999999999')
    .default('5545999999999'),
  COMPANY_PHONE: z.string().default('(45) 99999-9999'),
  COMPANY_EMAIL: z.email('deve ser um e-mail válido').default('contato@indexa.local'),
  COMPANY_ADDRESS: z.string().default('Av. Brasil, 1000 - Centro, Foz do Iguaçu - PR'),
  /** The issuer of the receipts (ADR 0050); /admin/settings may change both. */
  COMPANY_LEGAL_NAME: z.string().trim().min(2, 'deve ter pelo menos 2 caracteres').default('Indexa'),
  COMPANY_CNPJ: z.string().trim().refine(isValidCnpj, 'deve ser um CNPJ válido (14 caracteres com os dígitos verificadores)').optional(),
  /** The data officer (encarregado, LGPD art. 41) the privacy notice names; /admin/settings may change both (ADR 0054). */
  PRIVACY_OFFICER_NAME: z.string().trim().min(2, 'deve ter pelo menos 2 caracteres').default('Encarregado de dados da Indexa'),
  /** Unset: the company's e-mail (COMPANY_EMAIL). */
  PRIVACY_OFFICER_EMAIL: z.email('deve ser um e-mail válido').optional(),
  ADMIN_EMAIL: z.email('deve ser um e-mail válido').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'deve ter pelo menos 8 caracteres').optional(),
  STATIC_DIR: z.string().default('./dist/web'),
  PAYMENT_PROVIDER: z.enum(paymentProviders).default('sandbox'),
  PIX_KEY: z.string().default('pix@indexa.local'),
  PIX_MERCHANT_NAME: z.string().default('INDEXA MIDIA'),
  PIX_MERCHANT_CITY: z.string().default('FOZ DO IGUACU'),
  MERCADOPAGO_ACCESS_TOKEN: z.string().optional(),
  MERCADOPAGO_PUBLIC_KEY: z.string().optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().optional(),
  /** A payment attempt without the provider's answer after this long was left by a crash (ADR 0013). */
  PAYMENT_STALE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How often the reconciliation job asks the provider about pending payments. */
  RECONCILE_EVERY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Dark map tiles (URL template); 'none' = markers on the dark grid only. See the README. */
  MAP_TILE_URL: z
    .union([z.literal('none'), z.string().regex(/^https:\/\//, 'deve começar com https:// (ou none)')])
    .default(DEFAULT_MAP_TILE_URL),
  /** What the map credits for those tiles (HTML links allowed), shown in its corner. */
  MAP_TILE_ATTRIBUTION: z.string().max(500).default(DEFAULT_MAP_TILE_ATTRIBUTION),
  /** Files in an S3-compatible bucket instead of DATA_DIR/files (ADR 0023); the other S3_* go with it. */
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url('deve ser uma URL completa, por exemplo https://s3.exemplo.com').optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addresses (bucket in the path): MinIO, s3rver and most self-hosted stores need it. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Shared rate limits (and tus upload locks) in Redis, e.g. redis://127.0.0.1:6379 (ADR 0022). */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'deve começar com redis:// ou rediss://').optional(),
  /** Bearer token that lets a scraper read /api/metrics without a session. */
  METRICS_TOKEN: z.string().min(24, 'deve ter pelo menos 24 caracteres').optional(),
  // issue 27 (A): unfinished video uploads (tus), see domain/uploads.ts
  /** Open (unfinished) uploads one account may have at a time, across both upload routes. */
  UPLOADS_OPEN_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(3),
  /** Open uploads from one address (several people may share one). */
  UPLOADS_OPEN_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Uploads started per minute, per account and per address. */
  UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Megabytes all open uploads may reserve together (their declared Upload-Length), on disk or in the bucket. */
  UPLOADS_PENDING_MAX_MB: z.coerce.number().int().min(1).max(10_000_000).default(2048),
  /** An upload with no bytes received for this long is abandoned: its chunks are deleted and its reservation freed. */
  UPLOADS_IDLE_MINUTES: z.coerce.number().int().min(2).max(24 * 60).default(30),
  /**
   * Minutes without a heartbeat before staff get an e-mail about a screen whose building has paid
   * bookings running (issue 32). At least 3: below 150 s the screen still counts as online.
   */
  // A clock the journeys move forward (ADR 0049): POST /api/test-clock with this token in
  // x-test-clock-token. Unset (always, outside tests) the route does not exist.
  TEST_CLOCK_TOKEN: z.string().min(16, 'deve ter pelo menos 16 caracteres').optional(),
  // The crash test's misbehaving bank (issue 35, ADR 0053): with a seed, the sandbox provider
  // loses answers, repeats and reorders notifications (server/modules/payments/sandbox-faults.ts).
  // Unset (always, outside the crash test) the sandbox is polite.
  SANDBOX_FAULT_SEED: z.coerce.number().int().min(1).max(2 ** 31).optional(),
  // A fault the server deliberately does not survive, to prove the crash test catches it.
  SANDBOX_FAULT_BREAK: z.enum(['silent-approval']).optional(),
  SCREEN_OFFLINE_ALERT_MINUTES: z.coerce.number().int().min(3).max(24 * 60).default(10),
  /** Hours a day the screens are on: what a booking's expected plays count (ADR 0046). Elevators run all day. */
  SCREEN_HOURS_ON: z.coerce.number().int().min(1).max(24).default(24),
  /**
   * Screen time a booking may lose to outages, as a percentage of its duration, before it is made
   * good (extended, or a credit offered to staff: ADR 0047). Decimals allowed ('0.5').
   */
  MAKE_GOOD_THRESHOLD_PERCENT: z.coerce.number().min(0).max(100).default(2),
  /**
   * Days the security and audit logs keep IP addresses before the retention job blanks them (ADR
   * 0055). Marco Civil (art. 15) asks for six months: less is refused.
   */
  SECURITY_LOG_IP_DAYS: z.coerce
    .number()
    .int()
    .min(SECURITY_LOG_IP_MIN_DAYS, `deve ser de pelo menos ${SECURITY_LOG_IP_MIN_DAYS} dias (Marco Civil da Internet, art. 15)`)
    .max(3650)
    .default(SECURITY_LOG_IP_MIN_DAYS),
});

export type Config = Omit<z.infer<typeof schema>, 'MAP_TILE_URL'> & {
  /** Undefined when MAP_TILE_URL=none. */
  MAP_TILE_URL?: string;
  dataDir: string;
  staticDir: string;
  /** CSP source for the map tiles, derived from MAP_TILE_URL. */
  MAP_TILE_ORIGIN?: string;
};

export class ConfigError extends Error {}

/**
 * The site's own address, the only base of the links we send (mails): PUBLIC_URL, or
 * http://localhost:PORT. Never the request's Host or X-Forwarded-Host, which a caller chooses.
 */
export function publicBaseUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  - ${i.path.join('.')}: ${i.message}`,
    );
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.PAYMENT_PROVIDER === 'mercadopago' && !c.MERCADOPAGO_ACCESS_TOKEN) {
    throw new ConfigError(
      'Configuração inválida:\n  - MERCADOPAGO_ACCESS_TOKEN: obrigatório quando PAYMENT_PROVIDER=mercadopago',
    );
  }
  if (c.PUBLIC_URL?.startsWith('https://') && !cleaned.PAYMENT_PROVIDER) {
    throw new ConfigError(
      'Configuração inválida:\n  - PAYMENT_PROVIDER: obrigatório quando PUBLIC_URL é https:// (um site publicado). ' +
        'Use PAYMENT_PROVIDER=mercadopago para cobrar de verdade, ou PAYMENT_PROVIDER=sandbox para uma demonstração ' +
        '(os pagamentos são simulados e todas as páginas mostram "Ambiente de demonstração").',
    );
  }
  if (c.TEST_CLOCK_TOKEN && c.PAYMENT_PROVIDER === 'mercadopago') {
    throw new ConfigError(
      'Configuração inválida:\n  - TEST_CLOCK_TOKEN: só para testes; um servidor que cobra de verdade (PAYMENT_PROVIDER=mercadopago) não aceita relógio de teste',
    );
  }
  if ((c.SANDBOX_FAULT_SEED || c.SANDBOX_FAULT_BREAK) && (c.PAYMENT_PROVIDER !== 'sandbox' || c.NODE_ENV === 'production')) {
    throw new ConfigError(
      'Configuração inválida:\n  - SANDBOX_FAULT_SEED, SANDBOX_FAULT_BREAK: só para o teste de queda; exigem PAYMENT_PROVIDER=sandbox e NODE_ENV diferente de production',
    );
  }
  if (c.SANDBOX_FAULT_BREAK && !c.SANDBOX_FAULT_SEED) {
    throw new ConfigError('Configuração inválida:\n  - SANDBOX_FAULT_BREAK: exige SANDBOX_FAULT_SEED');
  }
  if (c.S3_BUCKET && (!c.S3_ACCESS_KEY_ID || !c.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Configuração inválida:\n  - S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: obrigatórios quando S3_BUCKET está definido',
    );
  }
  const tiles = c.MAP_TILE_URL === 'none' ? undefined : c.MAP_TILE_URL;
  const tileHost = tiles?.match(/^https:\/\/([^/]+)/)?.[1];
  return {
    ...c,
    MAP_TILE_URL: tiles,
    dataDir: path.resolve(c.DATA_DIR),
    staticDir: path.resolve(c.STATIC_DIR),
    MAP_TILE_ORIGIN: tileHost ? `https://${tileHost.replace(/\{s\}/g, '*')}` : undefined,
  };
}
