import { isAPIError } from 'better-auth/api';
import type { Logger } from 'pino';
import { PASSWORD_MIN_LENGTH } from '@photodossier/domain/password-rules';
import { GOOGLE_PROVIDER_ID, type Auth } from '../../platform/auth/create-auth';
import { mapAuthError } from '../../platform/auth/auth-errors';
import type { Viewer } from '../../platform/auth/viewer';
import type { BlobStore } from '../../platform/blobs/blob-store';
import type { AttemptLimiter } from '../../platform/http/attempt-limiter';
import { AppError } from '../../platform/http/problem';
import type { OutboxEraser } from '../../platform/outbox/outbox-eraser';
import type { PlanId, SubscriptionStatus } from '@photodossier/domain/plans';
import type { SubscriptionReader } from '../billing/subscription';
import type { SettingsRepository } from '../settings/repository';
import type { AccountRepository } from './repository';

export type MfaFactor = 'totp' | 'phone' | 'passkey';
export type SignInMethod = 'password' | 'google';

export interface AccountSession {
  readonly user: {
    readonly id: string;
    readonly name: string;
    readonly email: string;
    readonly emailVerified: boolean;
    readonly signInMethod: SignInMethod;
    readonly isAdmin: boolean;
    readonly image: string | null;
  };
  readonly subscription: { readonly planId: PlanId; readonly status: SubscriptionStatus };
  readonly betaFeatures: { readonly dictaphone: boolean; readonly operationReports: boolean };
  readonly mfa: { readonly factors: MfaFactor[] };
  readonly phoneNumber: string | null;
}

export interface PasswordChange {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

/** Where a user's files live (spec 01 §7 storage paths), all removed with the account. */
export function userStoragePrefixes(userId: string): string[] {
  return [
    `medical-photos/${userId}/`,
    `drive-files/${userId}/`,
    `dictations/${userId}/`,
    `consents/${userId}/`,
    `practice/${userId}/`,
    `exports/${userId}/`,
  ];
}

/** An account without password confirms its deletion by signing in again this recently. */
export const PROVIDER_REAUTH_MS = 5 * 60 * 1000;

export type AccountDeletionConfirmation =
  | { readonly method: 'password'; readonly password?: string | undefined }
  | { readonly method: 'provider' };

/** A password change needs a sign-in of the last day (Firebase's "recent login" rule). */
export const RECENT_SIGN_IN_MS = 24 * 60 * 60 * 1000;

const PROVIDER_NAMES: Readonly<Record<string, string>> = { [GOOGLE_PROVIDER_ID]: 'Google' };

export class AccountService {
  constructor(
    private readonly auth: Auth,
    private readonly accounts: AccountRepository,
    private readonly settings: SettingsRepository,
    private readonly blobs: BlobStore,
    private readonly attempts: AttemptLimiter,
    private readonly subscriptions: SubscriptionReader,
    private readonly logger: Logger,
    /** null when mails and SMS are really sent: nothing of them is kept here. */
    private readonly outbox: OutboxEraser | null = null,
  ) {}

  async session(viewer: Viewer): Promise<AccountSession> {
    const [facts, betaFeatures, subscription] = await Promise.all([
      this.accounts.signInFacts(viewer.userId),
      this.settings.findBetaFeatures(viewer.userId),
      this.subscriptions.current(viewer.userId),
    ]);
    const factors: MfaFactor[] = [];
    if (facts.totpVerified) factors.push('totp');
    if (viewer.twoFactorEnabled && viewer.phoneNumberVerified) factors.push('phone');
    if (facts.passkeyCount > 0) factors.push('passkey');
    return {
      user: {
        id: viewer.userId,
        name: viewer.name,
        email: viewer.email,
        emailVerified: viewer.emailVerified,
        signInMethod: facts.providers.includes('credential') ? 'password' : 'google',
        isAdmin: viewer.isAdmin,
        image: viewer.image,
      },
      subscription: { planId: subscription.planId, status: subscription.status },
      betaFeatures,
      mfa: { factors },
      phoneNumber: viewer.phoneNumberVerified ? viewer.phoneNumber : null,
    };
  }

  /** Spec 01 §5 and §8: checked here in the spec's order, then re-authenticated by better-auth. */
  async changePassword(
    viewer: Viewer,
    change: PasswordChange,
    headers: Headers,
    clientIp: string,
  ): Promise<void> {
    if (change.newPassword.length < PASSWORD_MIN_LENGTH) {
      throw new AppError('password.too_short', 400, { params: { min: PASSWORD_MIN_LENGTH } });
    }
    if (change.newPassword !== change.confirmPassword) {
      throw new AppError('password.mismatch', 400);
    }
    if (Date.now() - viewer.signedInAt > RECENT_SIGN_IN_MS) {
      throw new AppError('password.recent_login_required', 401);
    }
    await this.attempts.consume(`change-password:${clientIp}`);
    try {
      await this.auth.api.changePassword({
        body: { currentPassword: change.currentPassword, newPassword: change.newPassword },
        headers,
      });
    } catch (error) {
      if (!isAPIError(error)) throw error;
      const authCode = (error.body as { code?: string } | undefined)?.code;
      if (authCode === 'INVALID_PASSWORD') throw new AppError('password.current_incorrect', 400);
      if (authCode === 'SESSION_NOT_FRESH' || error.statusCode === 401) {
        throw new AppError('password.recent_login_required', 401);
      }
      if (authCode === 'PASSWORD_TOO_LONG') throw new AppError('password.too_weak', 400);
      const mapped = mapAuthError(error.statusCode, authCode);
      if (mapped.code === 'request.validation_failed' || mapped.code === 'request.internal') {
        throw new AppError('password.change_failed', error.statusCode >= 500 ? 500 : 400);
      }
      throw new AppError(
        mapped.code,
        error.statusCode,
        mapped.params ? { params: mapped.params } : {},
      );
    }
  }

  /**
   * Spec 01 §4 account deletion: re-authenticate, then delete every stored file and folder of
   * the user, then the user's rows in every table (the user row last, in one transaction), then
   * the outbox messages sent to the user. Returns the Set-Cookie headers that end this
   * browser's sessions. A password account confirms with its password; an account without one
   * (Google) with a fresh sign-in through its provider, made within PROVIDER_REAUTH_MS (issue
   * 27: the right to erasure applies to every account).
   */
  async deleteAccount(
    viewer: Viewer,
    confirmation: AccountDeletionConfirmation,
    headers: Headers,
    clientIp: string,
  ): Promise<string[]> {
    const facts = await this.accounts.signInFacts(viewer.userId);
    const provider = facts.providers
      .filter((id) => id !== 'credential')
      .map((id) => PROVIDER_NAMES[id] ?? id)
      .join(', ');
    if (confirmation.method === 'provider') {
      if (facts.passwordHash !== null || provider === '') {
        throw new AppError('account.password_required', 400);
      }
      if (Date.now() - viewer.signedInAt > PROVIDER_REAUTH_MS) {
        throw new AppError('account.provider_reauth_required', 401, { params: { provider } });
      }
    } else {
      const password = confirmation.password ?? '';
      if (password.trim() === '') throw new AppError('account.password_required', 400);
      if (facts.passwordHash === null) {
        throw new AppError('account.external_provider', 400, { params: { provider } });
      }
      await this.attempts.consume(`delete-account:${clientIp}`);
      const context = await this.auth.$context;
      const valid = await context.password.verify({ hash: facts.passwordHash, password });
      if (!valid) throw new AppError('auth.wrong_password', 400);
    }

    // Files before rows: a store that fails (S3 down) leaves the account and its session in
    // place so that the user can try again, rather than an account gone with files that nothing
    // points to any more (the orphan sweep covers medical-photos/ and drive-files/ only).
    try {
      for (const prefix of userStoragePrefixes(viewer.userId)) {
        await this.blobs.deleteFolder(prefix);
      }
    } catch (error) {
      this.logger.error({ err: error, userId: viewer.userId }, 'account files not deleted');
      throw new AppError('account.deletion_failed', 503);
    }
    const signOut = await this.auth.api.signOut({ headers, returnHeaders: true });
    await this.accounts.deleteUserRows(viewer.userId);
    // Verification links and codes sent to the user, kept where administrators read them.
    await this.outbox?.eraseMessagesTo({ email: viewer.email, phoneNumber: viewer.phoneNumber });
    return signOut.headers.getSetCookie();
  }
}
