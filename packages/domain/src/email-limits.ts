import { PRODUCT_NAME } from './product';

export const EMAIL_SUBJECT_MAX_LENGTH = 200;
export const EMAIL_MESSAGE_MAX_LENGTH = 5000;

export const EMAIL_SEND_RETRY = {
  attempts: 3,
  backoffDelaysMs: [2000, 4000],
} as const;

export const EMAIL_TOAST_MS = {
  result: 5000,
  confirmation: 3000,
} as const;
export const OTHER_SUCCESS_TOAST_MS = { min: 3000, max: 5000 } as const;

/** Messages a user may send per hour unless the server's EMAIL_HOURLY_LIMIT says otherwise. */
export const DEFAULT_EMAIL_HOURLY_LIMIT = 50;
/** Past this total, photos travel as signed links instead of attachments. */
export const EMAIL_ATTACHMENTS_MAX_BYTES = 20 * 1024 * 1024;
/** How long the signed links of a message stay valid. */
export const EMAIL_LINK_EXPIRY_DAYS = 7;
/** Photos in one message. */
export const EMAIL_PHOTOS_MAX = 100;

export const EMAIL_TRIGGER_MODES = ['automatic', 'manual'] as const;
export type EmailTriggerMode = (typeof EMAIL_TRIGGER_MODES)[number];
export const DEFAULT_EMAIL_TRIGGER_MODE: EmailTriggerMode = 'automatic';
export const DEFAULT_EMAIL_SENDER_NAME = PRODUCT_NAME;
