import type { EmailSendRecord, SendEmailBody } from '@photodossier/domain/email-transfer';
import { EMAIL_TOAST_MS } from '@photodossier/domain/email-limits';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, isApiError, translateErrorCode } from '@/lib/api-client';
import { i18n } from '@/lib/i18n/i18n';
import { notify } from '@/lib/notify';

export function sendEmail(body: SendEmailBody): Promise<EmailSendRecord> {
  return apiRequest<EmailSendRecord>('/api/v1/email/send', { method: 'POST', json: body });
}

/**
 * A failure worth trying again: the SMTP peer refused three times, or the server was not
 * reached. A refused payload, foreign photos or the hourly limit would fail the same way.
 */
export function isRetryableEmailFailure(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.code === 'email.send_failed' || error.status >= 500;
}

export type SendEmailProgressOptions = {
  /** What the failure toast's "Réessayer" does, when the failure is worth trying again. */
  onRetry?: () => void;
};

let toastSequence = 0;

/**
 * Sends with the progress toast of spec 02 §4.7: "Préparation de l'email..." (0/2), "Envoi de
 * l'email..." (1/2), then success for 3 s or failure for 5 s, all in one toast. The server makes
 * the three attempts; a failure rethrows so the caller keeps what was typed.
 */
export async function sendEmailWithProgress(
  body: SendEmailBody,
  options: SendEmailProgressOptions = {},
): Promise<EmailSendRecord> {
  toastSequence += 1;
  const id = `email-send-${toastSequence}`;
  const t = i18n.t.bind(i18n);
  notify(t('notices:email.preparing'), { id, description: '0/2', duration: Infinity });
  try {
    const request = sendEmail(body);
    notify(t('notices:email.sending'), { id, description: '1/2', duration: Infinity });
    const sent = await request;
    notify(t('notices:email.sent'), {
      id,
      description: '2/2',
      variant: 'success',
      duration: EMAIL_TOAST_MS.confirmation,
    });
    return sent;
  } catch (error) {
    const retry =
      options.onRetry && isRetryableEmailFailure(error)
        ? { label: t('notices:email.retry'), onClick: options.onRetry }
        : undefined;
    notify(t('errors:email.progress_failed'), {
      id,
      description: isApiError(error)
        ? translateErrorCode(error.code, error.params)
        : t('errors:email.progress_failed_short'),
      variant: 'error',
      duration: EMAIL_TOAST_MS.result,
      action: retry,
    });
    throw error;
  }
}

export function useSendEmail() {
  return useMutation({ mutationFn: (body: SendEmailBody) => sendEmailWithProgress(body) });
}
