import type Stripe from 'stripe';
import type { StripeConfig } from '../../config/types';

// A webhook or checkout must not hang a request for Stripe's default 80 s.
const STRIPE_TIMEOUT_MS = 20_000;

/**
 * The Stripe SDK client; STRIPE_API_BASE points it at a local stand-in in tests. The SDK is
 * loaded only by installations that configure Stripe (it is a large module).
 */
export async function createStripeClient(config: StripeConfig): Promise<Stripe> {
  const { default: Stripe } = await import('stripe');
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 1,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
