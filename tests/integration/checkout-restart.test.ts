import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { bookings, emailOutbox } from '../../server/db/schema';
import { json } from '../setup/app';
import { buildingIds, buyer, createOrder, payPix, sandboxApprove } from '../factories/checkout';

/**
 * A real restart: the first app and its database connection are closed, a new app is built on
 * the same stored data (a PGlite directory on disk, or the same PostgreSQL database).
 */
describe('the server restarts between generating the PIX and its payment', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-restart-'));
  const baseUrl = process.env.TEST_DATABASE_URL;
  const pgName = `indexa_t_${randomBytes(6).toString('hex')}`;
  let pgUrl: string | undefined;

  async function open(): Promise<{ app: FastifyInstance; database: Database }> {
    if (baseUrl && !pgUrl) {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`create database ${pgName}`);
      await admin.end();
      const url = new URL(baseUrl);
      url.pathname = `/${pgName}`;
      pgUrl = url.toString();
    }
    const database = await openDatabase(pgUrl ? { url: pgUrl } : { dataDir: path.join(dataDir, 'pglite') });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_EMAIL: 'master@teste.local', ADMIN_PASSWORD: 'master-senha-forte' });
    const app = await buildApp({ config, database, closeDatabase: true, logger: false, serveWeb: false });
    return { app, database };
  }

  afterAll(async () => {
    if (pgUrl) {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${pgName} with (force)`);
      await c.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('the payment is still applied after the restart', async () => {
    const first = await open();
    const ids = await buildingIds(first.app);
    const o = await createOrder(first.app, { buyer: buyer(), buildingIds: ids.slice(0, 2), months: 6 });
    const pix = await payPix(first.app, o);
    await first.app.close();

    const second = await open();
    try {
      const res = await sandboxApprove(second.app, pix);
      expect(res.statusCode).toBe(200);
      expect(json(res).outcome).toBe('paid');
      const page = json(await second.app.inject({ url: `/api/checkout/orders/${o.id}?token=${o.token}` }));
      expect(page.status).toBe('paid');
      expect(await second.app.deps.db.select().from(bookings).where(eq(bookings.orderId, o.id))).toHaveLength(2);
      expect(await second.app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `order-paid:${o.id}`))).toHaveLength(1);
    } finally {
      await second.app.close();
    }
  });
});
