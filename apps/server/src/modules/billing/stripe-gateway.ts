import type { Logger } from 'pino';
import { AUTH_BASE_PATH, type Auth } from '../../platform/auth/create-auth';
import { AppError } from '../../platform/http/problem';

/** What the gateway needs from the browser's request to act on the user's behalf. */
export interface CallerContext {
  /** The origin the browser shows (PUBLIC_URL behind a proxy). */
  readonly origin: string;
  readonly cookie: string;
  readonly clientIp: string;
  readonly locale: 'fr' | 'en';
}

export interface CheckoutRequest {
  readonly planId: 'essentiel' | 'pro';
  readonly yearly: boolean;
  readonly successUrl: string;
  readonly cancelUrl: string;
}

/**
 * Checkout and the customer portal through @better-auth/stripe's own endpoints, called with
 * the user's session as a request of theirs: the plugin then creates the customer, records
 * the pending subscription and asks Stripe, exactly as its client would.
 */
export class StripeGateway {
  constructor(
    private readonly auth: Auth,
    private readonly logger: Logger,
  ) {}

  checkout(caller: CallerContext, request: CheckoutRequest): Promise<string> {
    return this.#redirectUrl(caller, '/subscription/upgrade', {
      plan: request.planId,
      annual: request.yearly,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      locale: caller.locale,
      disableRedirect: true,
    });
  }

  portal(caller: CallerContext, returnUrl: string): Promise<string> {
    return this.#redirectUrl(caller, '/subscription/billing-portal', {
      returnUrl,
      locale: caller.locale,
      disableRedirect: true,
    });
  }

  async #redirectUrl(caller: CallerContext, path: string, body: object): Promise<string> {
    const response = await this.auth.handler(
      new Request(`${caller.origin}${AUTH_BASE_PATH}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: caller.cookie,
          origin: caller.origin,
          'x-forwarded-for': caller.clientIp,
        },
        body: JSON.stringify(body),
      }),
    );
    const payload = (await response.json().catch(() => null)) as {
      url?: unknown;
      message?: unknown;
      code?: unknown;
    } | null;
    if (!response.ok || typeof payload?.url !== 'string') {
      this.logger.warn(
        { path, status: response.status, code: payload?.code, message: payload?.message },
        'Stripe request refused',
      );
      throw new AppError('billing.provider_failed', 502, {
        detail: typeof payload?.message === 'string' ? payload.message : undefined,
      });
    }
    return payload.url;
  }
}
