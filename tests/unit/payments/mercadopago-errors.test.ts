import { describe, expect, it } from 'vitest';
import { MercadoPagoProvider, type MpPaymentClient } from '../../../server/modules/payments/mercadopago.provider';
import { ProviderError } from '../../../server/modules/payments/provider';

/** How the SDK's failures become ours: what is worth a retry and what is the request's fault. */
function providerThrowing(err: unknown) {
  const client: MpPaymentClient = {
    create: () => Promise.reject(err),
    get: () => Promise.reject(err),
  };
  return new MercadoPagoProvider(client, { accessToken: 'TEST-x' });
}

const pix = {
  paymentId: 'p1',
  orderId: 'o1',
  amountCents: 10_000,
  description: 'Pedido',
  payer: { name: 'Ana Souza', email: 'ana@teste.local', cpf: '52998224725' },
  expiresAt: new Date(Date.now() + 3600_000),
  idempotencyKey: 'k1',
};

async function failureOf(err: unknown): Promise<ProviderError> {
  const caught = await providerThrowing(err)
    .createPix(pix)
    .then(
      () => null,
      (e: unknown) => e,
    );
  expect(caught).toBeInstanceOf(ProviderError);
  return caught as ProviderError;
}

describe('Mercado Pago errors', () => {
  it('a connection failure (the SDK says status 0) is retryable: no answer came', async () => {
    const e = await failureOf(Object.assign(new Error('fetch failed'), { status: 0 }));
    expect(e.retryable).toBe(true);
    expect(e.status).toBeUndefined();
  });
  it('a thrown error without status, a 5xx and a 429 are retryable', async () => {
    expect((await failureOf(new TypeError('fetch failed'))).retryable).toBe(true);
    expect((await failureOf(Object.assign(new Error('boom'), { status: 503 }))).retryable).toBe(true);
    expect((await failureOf(Object.assign(new Error('slow down'), { status: 429 }))).retryable).toBe(true);
  });
  it("a 4xx is the request's fault and is not retried", async () => {
    const e = await failureOf(Object.assign(new Error('invalid'), { status: 400 }));
    expect(e.retryable).toBe(false);
    expect(e.status).toBe(400);
  });
});
