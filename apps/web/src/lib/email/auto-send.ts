import { EMAIL_PHOTOS_MAX } from '@photodossier/domain/email-limits';
import type { SendEmailBody } from '@photodossier/domain/email-transfer';
import type { UserSettings } from '@photodossier/domain/user-settings';
import { isRetryableEmailFailure, sendEmailWithProgress } from '@/lib/api/send-email';
import { defaultDateDisplay, formatDate } from '@/lib/format';
import { i18n } from '@/lib/i18n/i18n';
import { getSettings } from '@/lib/settings/get-settings';

/** Where photos were saved from: the camera also asks its own switch (autoEmailEnabled). */
export type AutoEmailSource = 'import' | 'camera';

/**
 * The recipient of an automatic send, or null when none goes out (spec 02 §8): the e-mail
 * transfer is on, automatic, with a recipient; a camera shot also needs the camera's switch.
 */
export function autoEmailRecipient(settings: UserSettings, source: AutoEmailSource): string | null {
  const { enabled, recipientEmail, triggerMode } = settings.emailTransfer;
  const to = recipientEmail.trim();
  if (!enabled || triggerMode !== 'automatic' || to === '') return null;
  if (source === 'camera' && !settings.cameraSettings.autoEmailEnabled) return null;
  return to;
}

/** The consultation e-mail is composed in French, with the date in fr-FR, whatever the screen's language. */
export function automaticEmailBodies(
  to: string,
  photoIds: readonly string[],
  now: Date,
): SendEmailBody[] {
  const date = formatDate(now, defaultDateDisplay('fr'), { style: 'long' });
  const subject = i18n.t('email.dialog.defaultSubject', { lng: 'fr', date });
  const message = i18n.t('email.dialog.defaultMessage', { lng: 'fr' });
  const bodies: SendEmailBody[] = [];
  for (let start = 0; start < photoIds.length; start += EMAIL_PHOTOS_MAX) {
    bodies.push({
      to,
      subject,
      message,
      photo_ids: photoIds.slice(start, start + EMAIL_PHOTOS_MAX),
    });
  }
  return bodies;
}

/**
 * Sends that failed after the server's three attempts (spec 02 §4.6's deferred e-mail queue):
 * the photos are filed whatever happens; the failure toast offers to try again at once, and the
 * next automatic send of this page's life takes them along.
 */
let deferred: SendEmailBody[] = [];

async function sendOrDefer(body: SendEmailBody): Promise<boolean> {
  const retryNow = () => {
    deferred = deferred.filter((waiting) => waiting !== body);
    void sendOrDefer(body);
  };
  try {
    await sendEmailWithProgress(body, { onRetry: retryNow });
    return true;
  } catch (error) {
    if (isRetryableEmailFailure(error)) deferred.push(body);
    return false;
  }
}

/**
 * Sends the photos just saved from the import dialog or the camera, when the settings ask for
 * it. Never throws: the saving already succeeded, and the toast tells the outcome.
 */
export async function sendSavedPhotosByEmail(
  photoIds: readonly string[],
  source: AutoEmailSource,
): Promise<void> {
  if (photoIds.length === 0) return;
  let settings: UserSettings;
  try {
    settings = await getSettings();
  } catch {
    return;
  }
  const to = autoEmailRecipient(settings, source);
  if (!to) return;
  const waiting = deferred;
  deferred = [];
  for (const body of automaticEmailBodies(to, photoIds, new Date())) {
    if (!(await sendOrDefer(body))) {
      deferred.push(...waiting);
      return;
    }
  }
  for (const body of waiting) {
    if (!(await sendOrDefer(body))) return;
  }
}

/** For tests: forget the deferred sends. */
export function resetDeferredEmails(): void {
  deferred = [];
}
