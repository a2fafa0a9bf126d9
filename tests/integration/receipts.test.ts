import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '../../domain/checkout';
import { messages } from '../../domain/messages';
import { receiptDateTime } from '../../domain/receipts';
import { sandboxTokenize } from '../../domain/sandbox-card';
import { emailOutbox, orders, payments } from '../../server/db/schema';
import { reconcilePayments } from '../../server/flows/checkout/reconcile';
import { OutboxMailer } from '../../server/plugins/adapters/mailer';
import { createTestApp, json, type TestApp } from '../setup/app';
import { startSmtpSink, type SmtpSink } from '../setup/smtp-sink';
import { buildingIds, buyer, createOrder, payPix, sandboxApprove } from '../factories/checkout';
import { captureMailLog } from '../factories/mail';
import { loginAs } from '../factories/users';

/**
 * The receipt of a paid order (issue 33 item 4, ADR 0050): the confirmation mail carries it as a
 * PDF rendered when the mail goes out (through a real SMTP server); the client downloads their own
 * from 'Meus pedidos', staff any from the order and the advertiser; it names the company of the
 * settings, the buyer, the items, discounts, method and São Paulo time, says it is not a fiscal
 * document, and prints every refund. Another client, anonymous callers, lower roles and unpaid
 * orders are refused.
 */
describe('receipts', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let admin: string;
  let client: { id: string; email: string; cookie: string };
  let ids: string[];
  let cardOrder: { id: string; token: string };

  const pdfText = async (body: Buffer) =>
    (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text
      .replace(/\u00a0/g, ' ')
      .replace(/[ \t]*\n[ \t]*/g, '\n');
  const flat = (s: string) => s.replace(/\s+/g, ' ');
  const cardToken = () => {
    const r = sandboxTokenize(
      { number: '4111 1111 1111 1111', holder: 'MARIA SOUZA', expiry: '12/35', cvv: '123' },
      new Date(),
    );
    if (!r.ok) throw new Error('test card');
    return r.card.token;
  };
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const confirmations = (to: string, id: string) =>
    smtp.mails.filter((m) => m.to.includes(to) && m.subject.includes(`Pedido nº ${orderNumber(id)} confirmado`));

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://indexa.example', PAYMENT_PROVIDER: 'sandbox' });
    admin = (await loginAs(t.app, 'admin')).cookie;
    const c = await loginAs(t.app, 'client');
    client = { id: c.user.id, email: c.user.email, cookie: c.cookie };
    ids = await buildingIds(t.app);
    const master = (await loginAs(t.app, 'master')).cookie;
    const company = {
      whatsapp: '5545988887777',
      phone: '(45) 98888-7777',
      email: 'financeiro@indexa.example',
      address: 'Rua Quintino Bocaiúva, 200 - Centro, Foz do Iguaçu - PR',
    };
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/settings/company',
          headers: { cookie: master },
          payload: company,
        })
      ).statusCode,
    ).toBe(200);
    const legal = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/company-legal',
      headers: { cookie: master },
      payload: { legalName: 'Indexa Mídia Ltda', cnpj: '11222333000181' },
    });
    expect(legal.statusCode, legal.body).toBe(200);
    expect(json(legal).legal).toEqual({ legalName: 'Indexa Mídia Ltda', cnpj: '11.222.333/0001-81' });

    // The client buys two buildings for 3 months by card, in 3 installments, with their company's CNPJ.
    const o = await createOrder(t.app, {
      buyer: buyer({
        name: 'Maria Souza',
        email: client.email,
        company: 'Sorveteria Iguaçu',
        cnpj: '11.444.777/0001-61',
      }),
      buildingIds: [ids[0]!, ids[1]!],
      months: 3,
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${o.id}/payments`,
      headers: { 'x-order-token': o.token },
      payload: { method: 'card', cardToken: cardToken(), installments: 3 },
    });
    expect(json(paid).order.status, paid.body).toBe('paid');
    cardOrder = o;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('the confirmation mail carries the receipt as a PDF, once, whatever runs again', async () => {
    const mail = await smtp.waitFor(client.email, /confirmado/);
    expect(mail.text).toContain('O recibo deste pagamento segue anexo (PDF)');
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments;
    expect(file!.filename).toBe(`recibo-${orderNumber(cardOrder.id)}.pdf`);
    expect(file!.contentType).toBe('application/pdf');
    const text = flat(await pdfText(file!.content));
    for (const s of [
      'Recibo',
      `Nº ${orderNumber(cardOrder.id)}`,
      'Indexa Mídia Ltda',
      'CNPJ 11.222.333/0001-81',
      'Maria Souza',
      'Cartão de Crédito em 3x sem juros',
      'Este recibo não é documento fiscal (NFS-e).',
    ]) {
      expect(text).toContain(s);
    }

    // The row keeps the reference, not the bytes; staff read what it carried.
    const [row] = await t.app.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `order-paid:${cardOrder.id}`));
    expect(row!.attachments).toEqual([{ kind: 'receipt', orderId: cardOrder.id }]);
    expect(row!.status).toBe('sent');
    const outbox = json(await get(`/api/admin/outbox?to=${encodeURIComponent(client.email)}`, admin));
    expect(outbox.rows.find((r: { subject: string }) => r.subject.includes('confirmado')).attachments).toEqual([
      `Recibo do pedido ${orderNumber(cardOrder.id)} (PDF)`,
    ]);

    // Reconciliation and a replayed provider answer change nothing: still one mail.
    await reconcilePayments(t.app.deps);
    const [p] = await t.app.deps.db.select().from(payments).where(eq(payments.orderId, cardOrder.id));
    await sandboxApprove(t.app, { id: p!.id, orderToken: cardOrder.token });
    await t.app.deps.mailer.dispatchPending();
    expect(confirmations(client.email, cardOrder.id)).toHaveLength(1);
    expect(
      await t.app.deps.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `order-paid:${cardOrder.id}`)),
    ).toHaveLength(1);
  });

  it('the client lists their paid orders and downloads the receipt: company, buyer, items, discounts, method, São Paulo time', async () => {
    const list = await get('/api/client/orders', client.cookie);
    expect(list.statusCode).toBe(200);
    const [row] = json(list).rows;
    expect(row).toMatchObject({
      id: cardOrder.id,
      number: orderNumber(cardOrder.id),
      status: 'paid',
      months: 3,
      method: 'card',
      installments: 3,
      standing: 'paid',
      returnedCents: 0,
      receiptUrl: `/api/client/orders/${cardOrder.id}/receipt`,
    });
    expect(row.buildings).toHaveLength(2);

    const res = await get(row.receiptUrl, client.cookie);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="recibo-${orderNumber(cardOrder.id)}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = flat(await pdfText(res.rawPayload));
    const [order] = await t.app.deps.db.select().from(orders).where(eq(orders.id, cardOrder.id));
    const cpf = order!.buyerCpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    for (const s of [
      'Indexa Mídia Ltda',
      'CNPJ 11.222.333/0001-81',
      'Rua Quintino Bocaiúva, 200 - Centro, Foz do Iguaçu - PR',
      '(45) 98888-7777 · financeiro@indexa.example',
      'Recebemos de Maria Souza a importância de',
      'Comprador',
      `E-mail: ${client.email}`,
      `CPF: ${cpf}`,
      'Empresa: Sorveteria Iguaçu',
      'CNPJ: 11.444.777/0001-61',
      'Itens',
      '(3 meses)',
      'Subtotal',
      'Desconto (5% por 3 meses)',
      'Total pago',
      'Forma de pagamento: Cartão de Crédito em 3x sem juros',
      `Pago em: ${receiptDateTime(order!.paidAt!)} (horário de Brasília)`,
      `Pedido nº: ${orderNumber(cardOrder.id)}`,
      'Este recibo não é documento fiscal (NFS-e).',
    ]) {
      expect(text).toContain(s);
    }
    for (const name of row.buildings) expect(text).toContain(name);
    expect(text).not.toContain('Valores devolvidos');
    // The total printed is the order's, in R$.
    expect(text).toContain(`R$ ${(order!.totalCents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`);
  });

  it('refuses another client (as unknown), anonymous callers, lower roles, bad ids and unpaid orders', async () => {
    const url = `/api/client/orders/${cardOrder.id}/receipt`;
    const other = await loginAs(t.app, 'client');
    const theirs = await get(url, other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(json(theirs).error.message).toBe(messages.orderNotFound);
    expect(json(await get('/api/client/orders', other.cookie)).rows).toEqual([]);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get('/api/client/orders')).statusCode).toBe(401);
    expect((await get(`/api/admin/orders/${cardOrder.id}/receipt`)).statusCode).toBe(401);
    expect((await get(`/api/admin/orders/${cardOrder.id}/receipt`, client.cookie)).statusCode).toBe(403);
    expect((await get(url, admin)).statusCode).toBe(403);
    for (const role of ['editor', 'sindico'] as const) {
      expect(
        (await get(`/api/admin/orders/${cardOrder.id}/receipt`, (await loginAs(t.app, role)).cookie)).statusCode,
      ).toBe(403);
    }
    expect((await get('/api/client/orders/not-a-uuid/receipt', client.cookie)).statusCode).toBe(404);
    expect((await get(`/api/admin/orders/${randomUUID()}/receipt`, admin)).statusCode).toBe(404);

    // An order of the client's e-mail that was never paid: no receipt (staff: 409; the client: unknown).
    const unpaid = await createOrder(t.app, {
      buyer: buyer({ email: client.email }),
      buildingIds: [ids[2]!],
      months: 1,
    });
    const staff = await get(`/api/admin/orders/${unpaid.id}/receipt`, admin);
    expect(staff.statusCode).toBe(409);
    expect(json(staff).error.message).toBe(messages.receiptNotPaid);
    expect((await get(`/api/client/orders/${unpaid.id}/receipt`, client.cookie)).statusCode).toBe(404);
    // Even one tied to their account (an order waiting for its PIX) has no receipt until paid.
    await t.app.deps.db.update(orders).set({ userId: client.id }).where(eq(orders.id, unpaid.id));
    const mine = await get(`/api/client/orders/${unpaid.id}/receipt`, client.cookie);
    expect(mine.statusCode).toBe(409);
    expect(json(mine).error.message).toBe(messages.receiptNotPaid);
    expect(json(await get('/api/client/orders', client.cookie)).rows.map((r: { id: string }) => r.id)).not.toContain(
      unpaid.id,
    );
  });

  it('staff with the advertisers (admin, master, finance) download any paid order’s receipt', async () => {
    for (const role of ['admin', 'master', 'finance'] as const) {
      const res = await get(`/api/admin/orders/${cardOrder.id}/receipt`, (await loginAs(t.app, role)).cookie);
      expect(res.statusCode, role).toBe(200);
      expect(flat(await pdfText(res.rawPayload))).toContain(`Nº ${orderNumber(cardOrder.id)}`);
    }
  });

  it('a PIX order prints its PIX discount; the mail rendered it when it went out', async () => {
    const b = buyer({ name: 'João Pix', email: `joao.pix.${randomUUID()}@teste.local` });
    const o = await createOrder(t.app, { buyer: b, buildingIds: [ids[3]!], months: 1 });
    const pix = await payPix(t.app, o);
    expect((await sandboxApprove(t.app, pix)).statusCode).toBe(200);
    const mail = await smtp.waitFor(b.email!, /confirmado/);
    const text = flat(await pdfText(mail.attachments[0]!.content));
    expect(text).toContain('Forma de pagamento: PIX');
    expect(text).toContain('Desconto PIX (10%)');
    expect(text).toContain('Recebemos de João Pix');
  });

  it('a partial refund, then the rest: the receipt states each refund with its date, and never lies', async () => {
    const [p] = await t.app.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, cardOrder.id), eq(payments.status, 'approved')));
    const part = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${p!.id}/refund`,
      headers: { cookie: admin },
      payload: { amountCents: 500_00, reason: 'Desconto combinado' },
    });
    expect(part.statusCode, part.body).toBe(200);

    const [row] = json(await get('/api/client/orders', client.cookie)).rows;
    expect(row).toMatchObject({ id: cardOrder.id, standing: 'partly_refunded', returnedCents: 500_00 });
    const partial = flat(await pdfText((await get(row.receiptUrl, client.cookie)).rawPayload));
    expect(partial).toContain('Pago, com estorno parcial');
    expect(partial).toContain('Valores devolvidos ao comprador');
    expect(partial).toMatch(/Estorno em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} - R\$ 500,00/);
    expect(partial).toContain('Total devolvido R$ 500,00');
    expect(partial).toContain(
      `Valor líquido recebido R$ ${((p!.amountCents - 500_00) / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`,
    );
    expect(partial).toContain('Parte do valor foi devolvida ao comprador');

    // A mail queued now (a crash left it pending) renders the receipt as it is when it goes out.
    const [queued] = await t.app.deps.db
      .insert(emailOutbox)
      .values({
        to: 'copia@teste.local',
        subject: 'Cópia do recibo',
        text: 'Segue o recibo.',
        attachments: [{ kind: 'receipt', orderId: cardOrder.id }],
        status: 'pending',
      })
      .returning();
    await t.app.deps.mailer.dispatchPending();
    const copy = await smtp.waitFor('copia@teste.local');
    expect(flat(await pdfText(copy.attachments[0]!.content))).toContain('Total devolvido R$ 500,00');
    expect((await t.app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued!.id)))[0]!.status).toBe(
      'sent',
    );

    const rest = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${p!.id}/refund`,
      headers: { cookie: admin },
      payload: { reason: 'Cliente desistiu' },
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const whole = flat(await pdfText((await get(row.receiptUrl, client.cookie)).rawPayload));
    expect(whole).toContain('Estornado integralmente');
    expect(whole).toContain('Valor líquido recebido R$ 0,00');
    expect(whole.match(/Estorno em /g)).toHaveLength(2);
    expect(json(await get('/api/client/orders', client.cookie)).rows[0]).toMatchObject({
      status: 'refunded',
      standing: 'refunded',
      returnedCents: p!.amountCents,
    });
  });

  it('a mail whose attachment names an order without a receipt goes without it', async () => {
    await t.app.deps.db
      .insert(emailOutbox)
      .values({
        to: 'sem-anexo@teste.local',
        subject: 'Sem recibo',
        text: 'Texto.',
        attachments: [{ kind: 'receipt', orderId: randomUUID() }],
        status: 'pending',
      });
    await t.app.deps.mailer.dispatchPending();
    expect((await smtp.waitFor('sem-anexo@teste.local')).attachments).toEqual([]);
  });

  it('a receipt that cannot be rendered fails its mail (never sent without it); the next mail in the queue still goes', async () => {
    // The renderer is the mailer's port (ADR 0050): here one whose PDF library breaks.
    const mailer = new OutboxMailer(t.app.deps.db, 'loja@teste.local', smtp.url, t.app.log, async () => {
      throw new Error('o PDF não pôde ser gerado');
    });
    const [broken, next] = await t.app.deps.db
      .insert(emailOutbox)
      .values([
        { to: 'recibo-quebrado@teste.local', subject: 'Recibo quebrado', text: 'Texto.', attachments: [{ kind: 'receipt', orderId: cardOrder.id }], status: 'pending' },
        { to: 'depois-do-quebrado@teste.local', subject: 'Depois', text: 'Texto.', status: 'pending' },
      ])
      .returning();
    expect(await mailer.dispatchPending()).toBe(1);
    await smtp.waitFor('depois-do-quebrado@teste.local');
    const [row] = await t.app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, broken!.id));
    expect(row).toMatchObject({ status: 'failed', error: 'o PDF não pôde ser gerado' });
    expect(smtp.mails.some((m) => m.to.includes('recibo-quebrado@teste.local'))).toBe(false);
    expect((await t.app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, next!.id)))[0]!.status).toBe('sent');
  });
});

describe('receipts without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the log names the attachment (the outbox a developer reads) and the issuer falls back to the environment', async () => {
    const b = buyer();
    const o = await createOrder(t.app, { buyer: b, buildingIds: [(await buildingIds(t.app))[0]!], months: 1 });
    const pix = await payPix(t.app, o);
    expect((await sandboxApprove(t.app, pix)).statusCode).toBe(200);
    const logged = captureMailLog(t.app).find((m) => m.to === b.email && m.subject.includes('confirmado'));
    expect(logged?.attachments).toEqual([`Recibo do pedido ${orderNumber(o.id)} (PDF)`]);
    const staff = (await loginAs(t.app, 'finance')).cookie;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${o.id}/receipt`,
      headers: { cookie: staff },
    });
    const text = (await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true })).text;
    // COMPANY_LEGAL_NAME's default right under the title, and no CNPJ at all (COMPANY_CNPJ unset, a buyer without one).
    expect(text).toMatch(/Nº \S+\s+Pago\s+Indexa\s+Av\. Brasil, 1000/);
    expect(text).not.toContain('CNPJ');
  });
});
