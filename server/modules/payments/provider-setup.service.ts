import type { CheckoutConfig } from '../../../domain/schemas/checkout';
import type { Config } from '../../config';
import { loadMercadoPagoClient, MercadoPagoProvider } from './mercadopago.provider';
import type { PaymentProvider } from './provider';
import { FaultySandboxProvider, SandboxFaults } from './sandbox-faults';
import { SandboxProvider, type SandboxLedger } from './sandbox.provider';

export const MP_WEBHOOK_PATH = '/api/payments/webhook/mercadopago';

/**
 * The configured provider. The Mercado Pago SDK is imported only when it is chosen, so an
 * install that runs the sandbox does not need the package at all.
 */
export async function createPaymentProvider(config: Config, sandboxLedger: SandboxLedger): Promise<PaymentProvider> {
  if (config.PAYMENT_PROVIDER === 'mercadopago') {
    const client = await loadMercadoPagoClient(config.MERCADOPAGO_ACCESS_TOKEN!);
    return new MercadoPagoProvider(client, { accessToken: config.MERCADOPAGO_ACCESS_TOKEN!, notificationUrl: mercadoPagoNotificationUrl(config) });
  }
  const sandbox = new SandboxProvider(
    { key: config.PIX_KEY, merchantName: config.PIX_MERCHANT_NAME, merchantCity: config.PIX_MERCHANT_CITY },
    sandboxLedger,
  );
  // Only the crash test sets the seed (config.ts refuses it beside Mercado Pago or in production).
  if (config.SANDBOX_FAULT_SEED) return new FaultySandboxProvider(sandbox, new SandboxFaults(config.SANDBOX_FAULT_SEED, config.SANDBOX_FAULT_BREAK));
  return sandbox;
}

/**
 * The notification URL each payment carries (it takes precedence over the panel's): only for an
 * https PUBLIC_URL, with source_news=webhooks so Mercado Pago sends the signed Webhooks format
 * (the route still accepts IPN calls, re-reading the payment).
 */
export function mercadoPagoNotificationUrl(config: Pick<Config, 'PUBLIC_URL'>): string | undefined {
  const base = config.PUBLIC_URL?.replace(/\/+$/, '');
  return base?.startsWith('https://') ? `${base}${MP_WEBHOOK_PATH}?source_news=webhooks` : undefined;
}

export function checkoutConfigOf(config: Config): CheckoutConfig {
  return {
    provider: config.PAYMENT_PROVIDER,
    mercadopagoPublicKey: config.PAYMENT_PROVIDER === 'mercadopago' ? (config.MERCADOPAGO_PUBLIC_KEY ?? null) : null,
    demo: config.PAYMENT_PROVIDER === 'sandbox',
  };
}

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
