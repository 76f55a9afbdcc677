import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { AppError } from '../http/problem';
import type { Auth } from './create-auth';

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

/** Reads the session cookie once per request; services receive the Viewer, never cookies. */
export class ViewerResolver {
  readonly #cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

  constructor(private readonly auth: Auth) {}

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
    const result = await this.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!result) return null;
    const user = result.user as typeof result.user & {
      role?: string | null;
      phoneNumber?: string | null;
      phoneNumberVerified?: boolean | null;
      twoFactorEnabled?: boolean | null;
    };
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
      sessionToken: result.session.token,
      signedInAt: new Date(result.session.createdAt).getTime(),
      client: requestClient(request),
    };
  }
}
