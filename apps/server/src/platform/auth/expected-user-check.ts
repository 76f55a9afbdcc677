import { EXPECTED_USER_HEADER, WRITE_METHODS } from '@photodossier/domain/expected-user';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/problem';
import type { ViewerResolver } from './viewer';

/**
 * A write of our API that names the user its page believes is signed in (x-expected-user) is
 * refused with 409 auth.account_changed when the session cookie now belongs to someone else:
 * another tab switched profiles meanwhile. Runs before the body is read, so nothing is written.
 * Requests without the header (scripts, the API reference) are left to the routes' own checks;
 * the web app sends it on every write (decision 0032). better-auth's own routes (/api/auth/*)
 * are what switches accounts, so they are not guarded.
 */
export function registerExpectedUserCheck(app: FastifyInstance, viewers: ViewerResolver): void {
  app.addHook('onRequest', async (request) => {
    if (!WRITE_METHODS.has(request.method) || !request.url.startsWith('/api/v1/')) return;
    const header = request.headers[EXPECTED_USER_HEADER];
    if (header === undefined) return;
    const expected = Array.isArray(header) ? header[0] : header;
    const viewer = await viewers.find(request);
    // No session: the route answers 401 itself, as for any signed-out write.
    if (!viewer || viewer.userId === expected) return;
    throw new AppError('auth.account_changed', 409, {
      detail: 'The session belongs to another user than the one this page shows',
    });
  });
}
