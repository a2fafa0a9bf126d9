import type { CheckoutConfig } from '../../../domain/schemas/checkout';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { loadMercadoPagoClient, MercadoPagoProvider } from './mercadopago.provider';
import * as repo from './payments.repository';
import { sandboxLedger } from './payments.repository';
import type { PaymentProvider } from './provider';
import { SandboxProvider } from './sandbox.provider';

export const MP_WEBHOOK_PATH = '/api/payments/webhook/mercadopago';

/**
 * The configured provider. The Mercado Pago SDK is imported only when it is chosen, so an
 * install that runs the sandbox does not need the package at all.
 */
export async function createPaymentProvider(config: Config, db: Db): Promise<PaymentProvider> {
  if (config.PAYMENT_PROVIDER === 'mercadopago') {
    const client = await loadMercadoPagoClient(config.MERCADOPAGO_ACCESS_TOKEN!);
    const base = config.PUBLIC_URL?.replace(/\/+$/, '');
    return new MercadoPagoProvider(client, {
      accessToken: config.MERCADOPAGO_ACCESS_TOKEN!,
      notificationUrl: base?.startsWith('https://') ? `${base}${MP_WEBHOOK_PATH}` : undefined,
    });
  }
  return new SandboxProvider(
    { key: config.PIX_KEY, merchantName: config.PIX_MERCHANT_NAME, merchantCity: config.PIX_MERCHANT_CITY },
    sandboxLedger(db),
  );
}

export function checkoutConfigOf(config: Config): CheckoutConfig {
  return {
    provider: config.PAYMENT_PROVIDER,
    mercadopagoPublicKey: config.PAYMENT_PROVIDER === 'mercadopago' ? (config.MERCADOPAGO_PUBLIC_KEY ?? null) : null,
  };
}

// The module's operations for flows and routes; the SQL stays in the repository.
export type { PaymentRow } from './payments.repository';
export const insertPayment = repo.insertPayment;
export const updatePayment = repo.updatePayment;
export const settlePendingPayment = repo.settlePendingPayment;
export const findPaymentById = repo.findPaymentById;
export const findPaymentByProviderId = repo.findPaymentByProviderId;
export const findLivePayment = repo.findLivePayment;
export const latestPayment = repo.latestPayment;
export const paymentsOfOrder = repo.paymentsOfOrder;
export const expirePendingPayments = repo.expirePendingPayments;
export const setSandboxBankStatus = repo.setSandboxBankStatus;

/**
 * Extra CSP sources the Card Payment Brick needs when Mercado Pago is the provider (its script,
 * its API calls, its secure-field iframes and card-brand images). Empty for the sandbox.
 */
export function paymentCspSources(config: Config): { script: string[]; connect: string[]; frame: string[]; img: string[] } {
  if (config.PAYMENT_PROVIDER !== 'mercadopago') return { script: [], connect: [], frame: [], img: [] };
  return {
    script: ['https://sdk.mercadopago.com', 'https://http2.mlstatic.com'],
    connect: ['https://api.mercadopago.com', 'https://api.mercadolibre.com', 'https://events.mercadopago.com', 'https://http2.mlstatic.com'],
    frame: ['https://*.mercadopago.com', 'https://*.mercadolibre.com', 'https://*.mercadolivre.com'],
    img: ['https://http2.mlstatic.com', 'https://*.mercadopago.com'],
  };
}
