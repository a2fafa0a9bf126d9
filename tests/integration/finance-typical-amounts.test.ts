import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../setup/app';
import { loginAs, nextIp } from '../factories/users';
import { dayOf } from '../../domain/time';
import { messages } from '../../domain/messages';
import type { AccountDto, CategoryDto } from '../../domain/schemas/finance';

/** The reference of the entry form's 'more than 5× away, confirm?' question (ADR 0041). */
describe('GET /api/finance/typical-amounts', () => {
  let t: TestApp;
  let cookie: string;
  let categories: CategoryDto[];
  let accountId: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, asCookie = cookie) =>
    t.app.inject({ method, url, payload: payload as never, headers: { cookie: asCookie }, remoteAddress: nextIp() });
  const cat = (name: string) => categories.find((c) => c.name === name)!.id;
  const entry = async (type: string, category: string, amountCents: number, date = dayOf(new Date())) =>
    expect((await call('POST', '/api/finance/transactions', { type, amountCents, date, categoryId: cat(category), accountId })).statusCode).toBe(201);

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await loginAs(t.app, 'finance'));
    categories = json<{ categories: CategoryDto[] }>(await call('GET', '/api/finance/categories')).categories;
    accountId = json<{ accounts: AccountDto[] }>(await call('GET', '/api/finance/accounts')).accounts[0]!.id;
  });
  afterAll(() => t.close());

  it("is each category's median over the last 12 months, once it has three entries", async () => {
    await entry('fixed_expense', 'Custos Fixos', 150_000);
    await entry('fixed_expense', 'Custos Fixos', 160_000);
    expect(json<{ typicalCents: Record<string, number> }>(await call('GET', '/api/finance/typical-amounts')).typicalCents).toEqual({});
    await entry('fixed_expense', 'Custos Fixos', 10_000_000);
    // Older than a year: not typical any more.
    await entry('revenue', 'Receitas Pontuais', 1_000, '2020-01-10');
    await entry('revenue', 'Receitas Pontuais', 1_000, '2020-02-10');
    await entry('revenue', 'Receitas Pontuais', 1_000, '2020-03-10');
    expect(json<{ typicalCents: Record<string, number> }>(await call('GET', '/api/finance/typical-amounts')).typicalCents).toEqual({
      [cat('Custos Fixos')]: 160_000,
    });
  });

  it('is for the finance area only', async () => {
    const { cookie: editor } = await loginAs(t.app, 'editor');
    expect((await call('GET', '/api/finance/typical-amounts', undefined, editor)).statusCode).toBe(403);
    expect((await call('GET', '/api/finance/typical-amounts', undefined, '')).statusCode).toBe(401);
  });

  it("says the installments range the form's hint says (de 2 a 48)", async () => {
    const res = await call('POST', '/api/finance/transactions', {
      type: 'fixed_expense', amountCents: 10_000, date: dayOf(new Date()), categoryId: cat('Custos Fixos'), accountId, installments: 49,
    });
    expect(res.statusCode).toBe(400);
    expect(messages.txInstallmentsInvalid).toBe('Número de parcelas inválido (de 2 a 48)');
    expect(res.body).toContain(messages.txInstallmentsInvalid);
  });
});
