import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages';
import { buyer } from '../factories/checkout';
import { offlinePreload, startNpmStart, Visitor, type Started } from '../setup/compiled-server';

/**
 * `npm start` in Mercado Pago mode (issue 26: it crashed at start with `sdk.MercadoPagoConfig is
 * not a constructor`). The real start script builds what is stale and runs dist/server with test
 * credentials and an https PUBLIC_URL, on a machine with no network (tests/setup/offline.mjs: every
 * name but loopback fails to resolve, so nothing leaves this machine). It must start, say it is
 * ready, and turn a payment attempt's network error into the pt-BR "tente novamente" answer.
 */
const publicUrl = 'https://indexa.exemplo.com.br';

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm start with PAYMENT_PROVIDER=mercadopago', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexa-mp-start-'));
  let server: Started | undefined;
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("starts, answers ready, and a PIX attempt without network is the provider's pt-BR error, not a TypeError", async () => {
    server = await startNpmStart({
      NODE_OPTIONS: `--import=${offlinePreload}`,
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'TEST-0000000000000000-000000-00000000000000000000000000000000-000000000',
      MERCADOPAGO_PUBLIC_KEY: 'TEST-00000000-0000-0000-0000-000000000000',
      MERCADOPAGO_WEBHOOK_SECRET: 'segredo-de-teste-do-webhook',
      SEED_DEMO_PHOTOS: 'false',
    });
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(200);

    // No gate is configured: the store is open. The browser's Origin is the public address.
    const v = new Visitor(server.url, publicUrl);
    const { items } = await (await v.get('/api/store/panels?neighborhood=')).json();
    const created = await v.post('/api/checkout/orders', { buyer: buyer(), buildingIds: [items[0].id], months: 1 });
    expect(created.status, await created.clone().text()).toBe(201);
    const { order, accessToken } = await created.json();
    const attempt = await v.post(
      `/api/checkout/orders/${order.id}/payments`,
      { method: 'pix' },
      { 'x-order-token': accessToken },
    );
    const body = await attempt.json();
    // The spec's text for a PIX failure, and why: the provider did not answer, try again.
    expect(attempt.status, JSON.stringify(body)).toBe(502);
    expect(body.error.message).toBe(messages.pixError);
    expect(body.error.details?.reason, server.output()).toBe(messages.paymentProviderUnreachable);
    expect(body.error.details.reason).toMatch(/tente novamente/i);
    expect(server.output()).not.toMatch(/TypeError|is not a constructor/);
  }, 240_000);
});
