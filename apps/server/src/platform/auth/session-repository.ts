import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A signed-in session as a Viewer is made of it, from better-auth's answer or from here. */
export interface SignedInSession {
  readonly token: string;
  readonly createdAt: string | number | Date;
  readonly user: {
    readonly id: string;
    readonly name: string;
    readonly email: string;
    readonly emailVerified: unknown;
    readonly image?: string | null;
    readonly role?: string | null;
    readonly phoneNumber?: string | null;
    readonly phoneNumberVerified?: unknown;
    readonly twoFactorEnabled?: unknown;
  };
}

export interface SessionWithUser extends SignedInSession {
  readonly expiresAt: string | number | Date;
}

/**
 * better-auth's session and user rows (decision 0010), read in one statement for the requests
 * that carry a session cookie better-auth has already accepted: its own lookup goes through its
 * adapter layer (tracing spans, output transforms, two round trips) on every request.
 */
export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByToken(token: string): Promise<SessionWithUser | null> {
    const row = await this.db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .select([
        'session.token',
        'session.expiresAt',
        'session.createdAt',
        'user.id',
        'user.name',
        'user.email',
        'user.emailVerified',
        'user.image',
        'user.role',
        'user.phoneNumber',
        'user.phoneNumberVerified',
        'user.twoFactorEnabled',
      ])
      .where('session.token', '=', token)
      .executeTakeFirst();
    if (!row) return null;
    const { token: found, expiresAt, createdAt, ...user } = row;
    return { token: found, expiresAt, createdAt, user };
  }
}
