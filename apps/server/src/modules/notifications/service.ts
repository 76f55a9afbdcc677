import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@photodossier/domain/app-preferences';
import { patientFullName } from '@photodossier/domain/display-names';
import {
  isQuotaNear,
  SHARE_OPENED_NOTICE_INTERVAL_MS,
} from '@photodossier/domain/notification-rules';
import type { NotificationPreferences } from '@photodossier/domain/practice';
import { quotaBytesForPlan } from '@photodossier/domain/quota';
import { MS_PER_HOUR } from '@photodossier/domain/time-units';
import type { Logger } from 'pino';
import { z } from 'zod';
import { fromJsonText } from '../../platform/db/portable';
import type { Mailer, MailMessage } from '../../platform/mail/mailer';
import type { SubscriptionReader } from '../billing/subscription';
import type { PatientsRepository } from '../patients/repository';
import type { StorageUsageRepository } from '../storage/usage-repository';
import {
  importFinishedMail,
  quotaNearMail,
  shareOpenedMail,
  type NoticeReader,
  type OpenedLink,
} from './messages';
import type { ClaimedNotice, NotificationsRepository } from './repository';

export interface NotificationsDeps {
  readonly repository: NotificationsRepository;
  readonly patients: PatientsRepository;
  /** The stored switches, with the defaults for a user who never saved them. */
  readonly preferences: (userId: string) => Promise<NotificationPreferences>;
  readonly usage: StorageUsageRepository;
  readonly subscriptions: SubscriptionReader;
  readonly mailer: Mailer;
  readonly logger: Logger;
  readonly clock?: () => number;
}

/** A visitor opened one of the owner's shared links. */
export interface ShareOpening {
  readonly ownerId: string;
  readonly shareId: string;
  readonly kind: OpenedLink['kind'];
  readonly label: string;
  readonly patientId: string | null;
  readonly openedAt: number;
}

/** What the shares module needs of the notifications. */
export interface ShareOpenedNotices {
  shareOpened(opening: ShareOpening): void;
}

/** What the import sessions need of the notifications. */
export interface ImportFinishedNotices {
  /** Resolves once the switch is read; never rejects. */
  importFinished(userId: string, sessionId: string, finishedAt: number): Promise<void>;
}

// A quota notice, once sent, stays claimed until usage goes back under the threshold, and a
// finished import once dealt with stays so: no sent_at is ever before this, so the claim only
// succeeds when no row is left.
const CLAIMED_UNTIL_FORGOTTEN = 0;
/** How long after a finished import its notice is still tried again. */
const IMPORT_NOTICE_RETRY_WINDOW_MS = MS_PER_HOUR;
const IMPORT_NOTICE_RETRY_BATCH = 100;

const storedLanguageSchema = z
  .object({ language: z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE) })
  .catch({ language: DEFAULT_LANGUAGE });

function languageOf(settingsDocument: string | null): Language {
  if (settingsDocument === null) return DEFAULT_LANGUAGE;
  return storedLanguageSchema.parse(fromJsonText(settingsDocument)).language;
}

/** A mail error's code and name only: SMTP answers can repeat the recipient's address. */
function failureOf(error: unknown): { name: string; code: string | null } {
  if (!(error instanceof Error)) return { name: typeof error, code: null };
  const code = (error as { code?: unknown }).code;
  return { name: error.name, code: typeof code === 'string' ? code : null };
}

/**
 * The e-mails behind the three switches of Settings → Communication (decision 0056). Callers
 * hand over what happened once their write has committed and get their answer at once: the
 * e-mail is written in the background, and a failure is logged, never thrown at the request.
 * Each notice is sent only while its switch is on. Throttles live in the database, so several
 * nodes send one e-mail between them:
 * - share_opened: at most one per link per 24 h; the first opening always sends.
 * - quota_near: one per crossing. Every change of stored bytes checks the usage; at 90 % of the
 *   quota or more the notice is claimed and sent, and the claim is forgotten by the first check
 *   that finds the usage back under 90 %, so that the next crossing sends again.
 * - import_finished: one per finalized session (a session ends once), when it kept a photo and
 *   the switch was on when it ended; the finalize waits for the switch to be read.
 * A notice whose e-mail fails gives its claim back: the next event tries again. A finished
 * import has no next event, so `retryUnnoticedImports` looks for finished imports without a
 * claim during the hour after (decision 0070).
 */
export class NotificationsService implements ShareOpenedNotices, ImportFinishedNotices {
  /**
   * Notices run one after another: a burst of events never opens a burst of SMTP connections,
   * and each notice is done when the ones handed over after it start.
   */
  #queue: Promise<void> = Promise.resolve();
  /** Users whose quota is being checked; `again` when storage changed during the check. */
  readonly #quotaChecks = new Map<string, { again: boolean }>();
  readonly #clock: () => number;

  constructor(private readonly deps: NotificationsDeps) {
    this.#clock = deps.clock ?? (() => Date.now());
  }

  shareOpened(opening: ShareOpening): void {
    this.#inBackground('share_opened', opening.ownerId, () => this.#shareOpened(opening));
  }

  /**
   * The switch as it stands when the import ends decides, so it is read before the finalize
   * answers: turning the switch on a moment later must not report an import that finished while
   * it was off. Switched off, the claim is taken at once, so that the retries skip the import
   * whatever the switch says when they look.
   */
  async importFinished(userId: string, sessionId: string, finishedAt: number): Promise<void> {
    try {
      if (!(await this.deps.preferences(userId)).import_finished) {
        await this.#claimFinishedImport(userId, sessionId, this.#clock());
        return;
      }
    } catch (error) {
      this.#warnNotSent('import_finished', userId, error);
      return;
    }
    this.#inBackground('import_finished', userId, () =>
      this.#importFinished(userId, sessionId, finishedAt),
    );
  }

  /**
   * Stored bytes may have changed. An import of hundreds of photos says so hundreds of times:
   * while a check of the user runs, further changes ask for one more check after it.
   */
  storageChanged(userId: string): void {
    const running = this.#quotaChecks.get(userId);
    if (running) {
      running.again = true;
      return;
    }
    const check = { again: false };
    this.#quotaChecks.set(userId, check);
    this.#inBackground('quota_near', userId, async () => {
      try {
        do {
          check.again = false;
          await this.#checkQuota(userId);
        } while (check.again);
      } finally {
        this.#quotaChecks.delete(userId);
      }
    });
  }

  /** Resolves once every e-mail under way is sent or given up; the app waits for it on close. */
  async drain(): Promise<void> {
    let last: Promise<void> | null = null;
    while (last !== this.#queue) {
      last = this.#queue;
      await last;
    }
  }

  async #shareOpened(opening: ShareOpening): Promise<void> {
    const { ownerId, shareId } = opening;
    if (!(await this.deps.preferences(ownerId)).share_opened) return;
    const reader = await this.#reader(ownerId);
    if (!reader) return;
    const now = this.#clock();
    const { repository } = this.deps;
    const claimed = await repository.claim(
      ownerId,
      'share_opened',
      shareId,
      now,
      now - SHARE_OPENED_NOTICE_INTERVAL_MS,
    );
    if (!claimed) return;
    const patient = opening.patientId
      ? await this.deps.patients.findActive(ownerId, opening.patientId)
      : null;
    const link: OpenedLink = {
      kind: opening.kind,
      label: opening.label,
      patientName: patient ? patientFullName(patient) || null : null,
    };
    await this.#sendClaimed(
      { userId: ownerId, kind: 'share_opened', subjectId: shareId, claimedAt: now },
      shareOpenedMail(reader, link, opening.openedAt),
    );
  }

  /**
   * Hands over again the notices of the imports finished in the last hour that no node dealt
   * with: the node stopped between the finalize and the e-mail, or the e-mail failed. Every
   * node runs it now and then; the claim lets one of them send.
   */
  async retryUnnoticedImports(): Promise<void> {
    const since = this.#clock() - IMPORT_NOTICE_RETRY_WINDOW_MS;
    const unnoticed = await this.deps.repository.unnoticedImports(since, IMPORT_NOTICE_RETRY_BATCH);
    for (const { userId, sessionId, finishedAt } of unnoticed) {
      await this.importFinished(userId, sessionId, finishedAt);
    }
  }

  async #importFinished(userId: string, sessionId: string, finishedAt: number): Promise<void> {
    const outcome = await this.deps.repository.importOutcome(userId, sessionId);
    const reader = outcome.photos > 0 ? await this.#reader(userId) : null;
    const claimedAt = this.#clock();
    const claimed = await this.#claimFinishedImport(userId, sessionId, claimedAt);
    // No photo sent (all refused, or cancelled) or no account: nothing to report, and the claim
    // tells the retries so.
    if (!claimed || !reader) return;
    await this.#sendClaimed(
      { userId, kind: 'import_finished', subjectId: sessionId, claimedAt },
      importFinishedMail(reader, outcome, finishedAt),
    );
  }

  /** A session ends once: its notice, dealt with, stays so. */
  #claimFinishedImport(userId: string, sessionId: string, at: number): Promise<boolean> {
    return this.deps.repository.claim(
      userId,
      'import_finished',
      sessionId,
      at,
      CLAIMED_UNTIL_FORGOTTEN,
    );
  }

  async #checkQuota(userId: string): Promise<void> {
    const { repository } = this.deps;
    const [usedBytes, { planId }] = await Promise.all([
      this.deps.usage.usedBytes(userId),
      this.deps.subscriptions.current(userId),
    ]);
    if (!isQuotaNear(planId, usedBytes)) {
      await repository.forget(userId, 'quota_near', userId);
      return;
    }
    if (!(await this.deps.preferences(userId)).quota_near) return;
    const reader = await this.#reader(userId);
    if (!reader) return;
    const now = this.#clock();
    if (!(await repository.claim(userId, 'quota_near', userId, now, CLAIMED_UNTIL_FORGOTTEN))) {
      return;
    }
    await this.#sendClaimed(
      { userId, kind: 'quota_near', subjectId: userId, claimedAt: now },
      quotaNearMail(reader, { usedBytes, quotaBytes: quotaBytesForPlan(planId) }),
    );
  }

  async #reader(userId: string): Promise<NoticeReader | null> {
    const recipient = await this.deps.repository.recipient(userId);
    if (!recipient) return null;
    return {
      to: recipient.email,
      name: recipient.name,
      language: languageOf(recipient.settingsDocument),
    };
  }

  async #sendClaimed(
    claim: { userId: string; kind: ClaimedNotice; subjectId: string; claimedAt: number },
    message: MailMessage,
  ): Promise<void> {
    try {
      await this.deps.mailer.send(message);
    } catch (error) {
      await this.deps.repository.release(
        claim.userId,
        claim.kind,
        claim.subjectId,
        claim.claimedAt,
      );
      throw error;
    }
  }

  #inBackground(notice: keyof NotificationPreferences, userId: string, work: () => Promise<void>) {
    this.#queue = this.#queue.then(() =>
      work().catch((error: unknown) => this.#warnNotSent(notice, userId, error)),
    );
  }

  #warnNotSent(notice: keyof NotificationPreferences, userId: string, error: unknown): void {
    this.deps.logger.warn(
      { userId, notice, failure: failureOf(error) },
      'notification e-mail not sent',
    );
  }
}
