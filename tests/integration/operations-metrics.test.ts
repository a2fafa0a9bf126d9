import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/app';
import { loginAs } from '../factories/users';
import { buildingIds, buyer, createOrder, payPix, sandboxApprove } from '../factories/checkout';

const TOKEN = 'token-de-metricas-para-testes-123';

describe('/api/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => t.close());

  it('a scraper with METRICS_TOKEN reads Prometheus text; a wrong or missing token is refused', async () => {
    const ok = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.body).toContain('# TYPE indexa_http_requests_total counter');
    const wrong = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` } });
    expect(wrong.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/metrics' })).statusCode).toBe(401);
  });

  it('staff read it with a session; a client is refused', async () => {
    const admin = await loginAs(t.app, 'admin');
    expect((await t.app.inject({ url: '/api/metrics', headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    const client = await loginAs(t.app, 'client');
    expect((await t.app.inject({ url: '/api/metrics', headers: { cookie: client.cookie } })).statusCode).toBe(403);
  });

  it('counts requests by route pattern, payment outcomes and scheduled jobs', async () => {
    const ids = await buildingIds(t.app);
    const order = await createOrder(t.app, { buyer: buyer(), buildingIds: ids.slice(0, 1), months: 3 });
    const pix = await payPix(t.app, order);
    expect((await sandboxApprove(t.app, pix)).statusCode).toBe(200);
    const text = (await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    expect(text).toMatch(/indexa_http_requests_total\{method="POST",route="\/api\/checkout\/orders",status="201"\} 1/);
    expect(text).toMatch(/indexa_payment_outcomes_total\{provider="sandbox",outcome="paid"\} 1/);
    expect(text).toMatch(/indexa_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/metrics"\} \d+/);
    expect(text).toMatch(/indexa_job_runs_total\{job="checkout-reconcile",outcome="ok"\} 1/);
    expect(text).toContain('indexa_event_stream_clients 0');
  });
});
