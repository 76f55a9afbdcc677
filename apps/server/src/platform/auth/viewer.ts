import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { AppError } from '../http/problem';
import type { Auth } from './create-auth';
import type { SessionRepository, SessionWithUser, SignedInSession } from './session-repository';

/** Where a request came from, for the access journal (decision 0043). */
export interface RequestClient {
  readonly ip: string;
  readonly device: string | null;
}

/** The client of a request, signed in or not (a shared link's or the portal's visitor). */
export function requestClient(request: FastifyRequest): RequestClient {
  return { ip: request.ip, device: request.headers['user-agent']?.slice(0, 300) ?? null };
}

/** The signed-in user of a request, as every service sees it. */
export interface Viewer {
  readonly userId: string;
  readonly email: string;
  readonly name: string;
  readonly emailVerified: boolean;
  readonly isAdmin: boolean;
  readonly image: string | null;
  readonly phoneNumber: string | null;
  readonly phoneNumberVerified: boolean;
  readonly twoFactorEnabled: boolean;
  /** The better-auth session of this browser, for calls made on the user's behalf. */
  readonly sessionToken: string;
  /** When this session signed in (epoch ms): sensitive changes need a recent sign-in. */
  readonly signedInAt: number;
  readonly client?: RequestClient;
}

/** Signed session cookies this node's better-auth accepted, kept at most this many. */
const ACCEPTED_COOKIES_MAX = 10_000;

type SessionConfig = Awaited<Auth['$context']>['sessionConfig'];

/**
 * Reads the session cookie once per request; services receive the Viewer, never cookies.
 *
 * better-auth's `getSession` checks the cookie's signature, builds an endpoint context and reads
 * the session through its adapter on every call, which cost more than the query of a page of
 * photos (issue 24). A signed cookie value it has accepted once is remembered with its session
 * token, so the next requests carrying the very same value read the session and its user again
 * in one statement (a revoked session or a changed user is seen at once) without verifying the
 * signature again. Anything else, an expired session or one whose expiry is due for renewal
 * included, goes through `getSession` as before.
 */
export class ViewerResolver {
  readonly #cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
  readonly #acceptedCookies = new Map<string, string>();

  constructor(
    private readonly auth: Auth,
    private readonly sessions: SessionRepository,
  ) {}

  find(request: FastifyRequest): Promise<Viewer | null> {
    let viewer = this.#cache.get(request);
    if (!viewer) {
      viewer = this.#load(request);
      this.#cache.set(request, viewer);
    }
    return viewer;
  }

  /** The viewer, or 401 "Utilisateur non connecté" / "User not authenticated". */
  async require(request: FastifyRequest): Promise<Viewer> {
    const viewer = await this.find(request);
    if (!viewer) throw new AppError('auth.unauthenticated', 401);
    return viewer;
  }

  async #load(request: FastifyRequest): Promise<Viewer | null> {
    const context = await this.auth.$context;
    const cookie = cookieValue(request.headers.cookie, context.authCookies.sessionToken.name);
    if (cookie === null) return null;
    const token = cookie === undefined ? undefined : this.#acceptedCookies.get(cookie);
    if (token !== undefined) {
      const found = await this.sessions.findByToken(token);
      if (found && isCurrent(found, context.sessionConfig, Date.now())) {
        return toViewer(found, request);
      }
    }
    const result = await this.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    const session: SignedInSession | null = result
      ? { token: result.session.token, createdAt: result.session.createdAt, user: result.user }
      : null;
    if (cookie === undefined) return session ? toViewer(session, request) : null;
    if (!session) {
      this.#acceptedCookies.delete(cookie);
      return null;
    }
    this.#remember(cookie, session.token);
    return toViewer(session, request);
  }

  #remember(cookie: string, token: string): void {
    this.#acceptedCookies.delete(cookie);
    this.#acceptedCookies.set(cookie, token);
    if (this.#acceptedCookies.size > ACCEPTED_COOKIES_MAX) {
      this.#acceptedCookies.delete(this.#acceptedCookies.keys().next().value!);
    }
  }
}

/** Not expired, and not yet due for the renewal that only `getSession` performs. */
function isCurrent(found: SessionWithUser, config: SessionConfig, now: number): boolean {
  const expiresAt = new Date(found.expiresAt).getTime();
  const renewalDueAt = expiresAt - config.expiresIn * 1000 + config.updateAge * 1000;
  return expiresAt > now && renewalDueAt > now;
}

/**
 * The raw value of one cookie of a `Cookie` header, as the browser sent it; undefined when the
 * header carries it twice, since which one better-auth reads is then its own choice.
 */
function cookieValue(header: string | undefined, name: string): string | null | undefined {
  let value: string | null = null;
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator <= 0 || part.slice(0, separator).trim() !== name) continue;
    if (value !== null) return undefined;
    value = part.slice(separator + 1).trim();
  }
  return value;
}

function toViewer(session: SignedInSession, request: FastifyRequest): Viewer {
  const { user } = session;
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    emailVerified: Boolean(user.emailVerified),
    isAdmin: user.role === 'admin',
    image: user.image ?? null,
    phoneNumber: user.phoneNumber ?? null,
    phoneNumberVerified: Boolean(user.phoneNumberVerified),
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
    sessionToken: session.token,
    signedInAt: new Date(session.createdAt).getTime(),
    client: requestClient(request),
  };
}
