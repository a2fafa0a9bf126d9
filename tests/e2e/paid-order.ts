import { expect, type APIRequestContext } from '@playwright/test';
import { sandboxTokenize } from '../../domain/sandbox-card';
import { cpf } from './helpers';

export interface PaidOrder {
  id: string;
  /** The short reference the order screens show. */
  number: string;
  amountCents: number;
  accessToken: string;
  buildingName: string;
}

/**
 * A buyer pays one active panel by card through the API (the sandbox's approved test card): the
 * order staff then refund, or the advertiser staff then look up. `buildingIndex` picks among the
 * active panels (or `building` by name), so journeys sharing a server take different ones: a
 * building with a booking is archived, not deleted, where staff-buildings deletes two.
 */
export async function payByCard(
  request: APIRequestContext,
  o: { name: string; email: string; cpfSeed: number; buildingIndex?: number; building?: string; months?: number; phone?: string },
): Promise<PaidOrder> {
  const panels = (await (await request.get('/api/store/panels')).json()) as { items: { id: string; name: string; status: string }[] };
  const active = panels.items.filter((b) => b.status === 'active');
  const building = o.building ? active.find((b) => b.name === o.building) : active[o.buildingIndex ?? 0];
  if (!building) throw new Error(`no active panel ${o.building ?? o.buildingIndex}`);
  const created = await request.post('/api/checkout/orders', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      buyer: { name: o.name, email: o.email, phone: o.phone ?? '(45) 99999-4321', cpf: cpf(o.cpfSeed), company: null, cnpj: null },
      buildingIds: [building.id],
      months: o.months ?? 1,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { order, accessToken } = (await created.json()) as { order: { id: string }; accessToken: string };
  const card = sandboxTokenize({ number: '4111 1111 1111 1111', holder: o.name.toUpperCase(), expiry: '12/35', cvv: '123' }, new Date());
  if (!card.ok) throw new Error('test card');
  const paid = await request.post(`/api/checkout/orders/${order.id}/payments`, {
    headers: { 'x-order-token': accessToken },
    data: { method: 'card', cardToken: card.card.token, installments: 1 },
  });
  const { payment } = (await paid.json()) as { payment: { amountCents: number; status: string } };
  expect(payment.status).toBe('approved');
  return { id: order.id, number: order.id.slice(0, 8).toUpperCase(), amountCents: payment.amountCents, accessToken, buildingName: building.name };
}
