import { z } from 'zod';
import { EMAIL_PHOTOS_MAX } from './email-limits';
import { firstEmailPayloadError } from './email-payload';
import { multiLineText, recordIdSchema, singleLineText } from './text-input';

// Sending photos by e-mail (spec 02 §3, §5; decision 0044).

const FIELD_OF = {
  'email.recipient_missing': 'to',
  'email.invalid_format': 'to',
  'email.subject_missing': 'subject',
  'email.subject_too_long': 'subject',
  'email.message_missing': 'message',
  'email.message_too_long': 'message',
} as const;

/**
 * A send of the user's photos. Each rule failing reports the spec's error code on its field
 * (firstEmailPayloadError); control characters are refused like everywhere else, which also
 * keeps header injection out of the subject and recipient.
 */
export const sendEmailBodySchema = z
  .object({
    to: singleLineText().max(320).nullish(),
    subject: singleLineText().max(1000).nullish(),
    message: multiLineText().max(20_000).nullish(),
    photo_ids: z.array(recordIdSchema).min(1).max(EMAIL_PHOTOS_MAX),
  })
  .superRefine((body, context) => {
    const code = firstEmailPayloadError(body);
    if (code) context.addIssue({ code: 'custom', message: code, path: [FIELD_OF[code]] });
  })
  .transform((body) => ({
    to: (body.to ?? '').trim(),
    subject: (body.subject ?? '').trim(),
    message: (body.message ?? '').trim(),
    photo_ids: [...new Set(body.photo_ids)],
  }));

export type SendEmailBody = z.input<typeof sendEmailBodySchema>;
export type SendEmailRequest = z.output<typeof sendEmailBodySchema>;

export const emailDeliverySchema = z.enum(['attachments', 'links']);

export const emailSendRecordSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  photo_ids: z.array(z.string()),
  delivery: emailDeliverySchema,
  status: z.enum(['sending', 'sent', 'failed']),
  attempts: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type EmailSendRecord = z.infer<typeof emailSendRecordSchema>;

export const emailSendListSchema = z.object({ items: z.array(emailSendRecordSchema) });
export type EmailSendList = z.infer<typeof emailSendListSchema>;
