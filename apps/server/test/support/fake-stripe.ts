import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the app sent to "api.stripe.com", with its form body decoded. */
export interface StripeRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly form: URLSearchParams;
  readonly authorization: string | undefined;
}

export interface FakeStripe {
  /** http://127.0.0.1:port, for STRIPE_API_BASE. */
  readonly url: string;
  readonly requests: StripeRequest[];
  close(): Promise<void>;
}

export const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_1';
export const PORTAL_URL = 'https://billing.stripe.test/p/session/bps_test_1';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function emptyList(url: string) {
  return { object: 'list', data: [], has_more: false, url };
}

/**
 * A stand-in for the Stripe API over plain HTTP: it records every request and answers the
 * few calls @better-auth/stripe makes for a checkout and a customer portal, like Stripe would.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  let customers = 0;
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stripe.local');
    const form = new URLSearchParams(await readBody(request));
    const method = request.method ?? 'GET';
    requests.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      form,
      authorization: request.headers.authorization,
    });
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      response.end(JSON.stringify(body));
    };
    const { pathname } = url;
    if (method === 'GET' && pathname === '/v1/customers/search') {
      return answer(200, { object: 'search_result', data: [], has_more: false, url: pathname });
    }
    if (method === 'POST' && pathname === '/v1/customers') {
      customers += 1;
      return answer(200, {
        id: `cus_test_${customers}`,
        object: 'customer',
        email: form.get('email'),
        name: form.get('name'),
        metadata: {},
      });
    }
    if (method === 'GET' && pathname.startsWith('/v1/customers/')) {
      return answer(200, { id: pathname.split('/').at(-1), object: 'customer', metadata: {} });
    }
    if (method === 'GET' && pathname === '/v1/subscriptions')
      return answer(200, emptyList(pathname));
    if (method === 'GET' && pathname.startsWith('/v1/prices/')) {
      return answer(200, {
        id: pathname.split('/').at(-1),
        object: 'price',
        recurring: { interval: 'month', usage_type: 'licensed' },
      });
    }
    if (method === 'POST' && pathname === '/v1/checkout/sessions') {
      return answer(200, { id: 'cs_test_1', object: 'checkout.session', url: CHECKOUT_URL });
    }
    if (method === 'POST' && pathname === '/v1/billing_portal/sessions') {
      return answer(200, { id: 'bps_test_1', object: 'billing_portal.session', url: PORTAL_URL });
    }
    return answer(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${pathname})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
