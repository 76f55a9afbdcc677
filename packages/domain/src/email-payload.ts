import { z } from 'zod';
import { EMAIL_MESSAGE_MAX_LENGTH, EMAIL_SUBJECT_MAX_LENGTH } from './email-limits';
import type { ErrorCode } from './errors';

// Deliberately loose: one @, no spaces, a dot in the domain. Real checking is delivery.
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value.trim());
}

export type EmailPayloadErrorCode = Extract<
  ErrorCode,
  | 'email.recipient_missing'
  | 'email.subject_missing'
  | 'email.message_missing'
  | 'email.invalid_format'
  | 'email.subject_too_long'
  | 'email.message_too_long'
>;

export interface EmailPayloadFields {
  readonly to?: string | null;
  readonly subject?: string | null;
  readonly message?: string | null;
}

function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

/** The first failing rule, in the spec's order: missing fields, then format, then lengths. */
export function firstEmailPayloadError(payload: EmailPayloadFields): EmailPayloadErrorCode | null {
  if (isBlank(payload.to)) return 'email.recipient_missing';
  if (isBlank(payload.subject)) return 'email.subject_missing';
  if (isBlank(payload.message)) return 'email.message_missing';
  if (!looksLikeEmailAddress(payload.to ?? '')) return 'email.invalid_format';
  // Counted after trimming, like the text that is actually sent.
  if ((payload.subject ?? '').trim().length > EMAIL_SUBJECT_MAX_LENGTH) {
    return 'email.subject_too_long';
  }
  if ((payload.message ?? '').trim().length > EMAIL_MESSAGE_MAX_LENGTH) {
    return 'email.message_too_long';
  }
  return null;
}

const emailAttachmentSchema = z.object({
  filename: z.string().min(1),
  contentType: z.string().min(1),
  content: z.string().optional(),
  path: z.string().optional(),
});

const emailPhotoSchema = z.object({
  id: z.string().min(1),
  url: z.string().min(1),
  date: z.string().optional(),
});

const EMAIL_ERROR_FIELD = {
  'email.recipient_missing': 'to',
  'email.invalid_format': 'to',
  'email.subject_missing': 'subject',
  'email.subject_too_long': 'subject',
  'email.message_missing': 'message',
  'email.message_too_long': 'message',
} as const satisfies Record<EmailPayloadErrorCode, keyof EmailPayloadFields>;

const optionalText = z.string({ error: 'request.validation_failed' }).nullish();

/**
 * Consultation e-mail payload. It reports one issue, the same as firstEmailPayloadError, whose
 * message is the error code and whose path is the field, so the server answers with a problem
 * `code` and the web form marks the right field. Output strings are trimmed.
 */
export const emailPayloadSchema = z
  .object({
    to: optionalText,
    subject: optionalText,
    message: optionalText,
    patientName: z.string().optional(),
    patientInfo: z.record(z.string(), z.string()).optional(),
    photos: z.array(emailPhotoSchema).default([]),
    attachments: z.array(emailAttachmentSchema).default([]),
  })
  .superRefine((payload, context) => {
    const code = firstEmailPayloadError(payload);
    if (code) context.addIssue({ code: 'custom', message: code, path: [EMAIL_ERROR_FIELD[code]] });
  })
  .transform((payload) => ({
    ...payload,
    to: (payload.to ?? '').trim(),
    subject: (payload.subject ?? '').trim(),
    message: (payload.message ?? '').trim(),
  }));

export type EmailPayload = z.output<typeof emailPayloadSchema>;
