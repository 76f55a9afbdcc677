import Stripe from 'stripe';
import type { StripeConfig } from '../../config';

// A webhook or checkout must not hang a request for Stripe's default 80 s.
const STRIPE_TIMEOUT_MS = 20_000;

/** The Stripe SDK client; STRIPE_API_BASE points it at a local stand-in in tests. */
export function createStripeClient(config: StripeConfig): Stripe {
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
