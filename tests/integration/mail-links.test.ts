import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../setup/app';
import { buildingBody } from '../factories/buildings';
import { buildingIds, buyer, createOrder, payPix } from '../factories/checkout';
import { mailsTo } from '../factories/mail';
import { mailLinkProblems, mailLinks } from '../factories/mail-links';
import { loginAs, makeUser, nextIp } from '../factories/users';
import { fixture, makeSlot, uploadVideo } from '../factories/videos';

/**
 * Issue 29: every link of every mail the app sends is absolute and on the configured site, and a
 * request cannot move it: each mail below is triggered by a request whose Host, X-Forwarded-Host
 * and Origin all name another site (consistent, so the CSRF check lets it through; the proxy is
 * trusted, so Fastify believes the forwarded host).
 */
const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  origin: 'https://evil.example',
};

describe.each<{ name: string; env: Record<string, string>; base: string }>([
  { name: 'without PUBLIC_URL: http://localhost:PORT', env: { PORT: '4321' }, base: 'http://localhost:4321' },
  {
    name: 'with PUBLIC_URL',
    env: { PUBLIC_URL: 'https://indexa.exemplo.com.br/', PAYMENT_PROVIDER: 'sandbox' },
    base: 'https://indexa.exemplo.com.br',
  },
])('mail links $name', ({ env, base }) => {
  let t: TestApp;
  let admin: string;
  const clip = fixture('landscape-10s.mp4');
  const forged = (
    cookie: string | undefined,
    method: 'POST' | 'PUT',
    url: string,
    payload?: object,
    extra: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: nextIp(),
      headers: { ...FORGED, ...(cookie ? { cookie } : {}), ...extra },
      ...(payload ? { payload } : {}),
    });

  /** The one mail sent to `to`: every link on `base`, at least one link, nothing of the forged host. */
  async function onlyMailTo(to: string) {
    const mails = await mailsTo(t.app, to);
    expect(mails, to).toHaveLength(1);
    const mail = mails[0]!;
    expect(mailLinkProblems(mail, base), mail.text).toEqual([]);
    expect(mailLinks(mail).length, mail.text).toBeGreaterThan(0);
    expect(mail.text).not.toContain('evil.example');
    return mail;
  }

  beforeAll(async () => {
    t = await createTestApp({ ...env, TRUST_PROXY: 'true' });
    admin = (await loginAs(t.app, 'admin')).cookie;
  });
  afterAll(() => t.close());

  it("the síndico's invitation points at the site's /sindico", async () => {
    const email = `sindica.${Date.now()}@teste.local`;
    const res = await forged(
      admin,
      'POST',
      '/api/admin/buildings',
      buildingBody({ sindico: { name: 'Maria Souza', email } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const mail = await onlyMailTo(email);
    expect(mail.text).toContain(`acesse ${base}/sindico e use 'Esqueci minha senha'`);
  });

  it('the approval and rejection e-mails point at the Área do Cliente on the site', async () => {
    const client = await loginAs(t.app, 'client');
    const { buildingId } = await makeSlot(t.app, client.user.id);
    await makeSlot(t.app, client.user.id, { buildingId });
    const ids: string[] = [];
    for (const title of ['Aprovar', 'Reprovar']) {
      const up = await uploadVideo(t.app, client.cookie, clip, { buildingId, filename: `${title}.mp4`, title });
      expect(up.statusCode, up.body).toBe(200);
      ids.push(json(up).video.id);
    }
    const approved = await forged(admin, 'POST', `/api/admin/videos/${ids[0]}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const rejected = await forged(admin, 'POST', `/api/admin/videos/${ids[1]}/reject`, { reason: 'Logo ilegível' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mails = await mailsTo(t.app, client.user.email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mailLinkProblems(mail, base), mail.text).toEqual([]);
      expect(mail.text).toContain(`Área do Cliente: ${base}/clientes/dashboard`);
    }
  });

  it('the password recovery link is on the site', async () => {
    const u = await makeUser(t.app, { role: 'client' });
    const res = await forged(undefined, 'POST', '/api/auth/recovery', { email: u.email, area: 'client' });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await onlyMailTo(u.email);
    expect(mail.text).toContain(`${base}/redefinir-senha?token=`);
  });

  it("the paid order's set-password link is on the site", async () => {
    const b = buyer();
    const [id] = await buildingIds(t.app);
    const order = await createOrder(t.app, { buyer: b, buildingIds: [id], months: 1 });
    const pix = await payPix(t.app, order);
    const res = await forged(undefined, 'POST', `/api/sandbox/payments/${pix.id}/approve`, undefined, {
      'x-order-token': order.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).outcome).toBe('paid');
    const mail = await onlyMailTo(b.email!.toLowerCase());
    expect(mail.text).toContain(`${base}/redefinir-senha?token=`);
  });
});
