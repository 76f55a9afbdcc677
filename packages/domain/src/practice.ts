import { z } from 'zod';
import { multiLineText, singleLineText } from './text-input';

/**
 * The organization settings (spec 01 §2 "organisation", decision 0046): who the PDFs, exports,
 * e-mails and the comparison watermark say they come from. The professional number is the
 * RPPS (11 digits) or, for professions not in the RPPS yet, the ADELI number (9 digits).
 */
export const PROFESSIONAL_ID_KINDS = ['rpps', 'adeli'] as const;
export type ProfessionalIdKind = (typeof PROFESSIONAL_ID_KINDS)[number];

export const PRACTICE_LOGO_MAX_BYTES = 512 * 1024;
export const PRACTICE_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const PHONE = /^\+?[0-9 ().-]{6,25}$/;

export const practiceProfileSchema = z
  .object({
    name: singleLineText().trim().max(120),
    address: multiLineText().trim().max(300),
    phone: singleLineText()
      .trim()
      .max(30)
      .refine((value) => value === '' || PHONE.test(value), { error: 'validation.invalid_phone' }),
    professional_id_kind: z.enum(['', ...PROFESSIONAL_ID_KINDS]),
    professional_id: singleLineText().trim().max(20),
  })
  .superRefine((value, context) => {
    const digits = value.professional_id.replace(/\s+/g, '');
    if (value.professional_id_kind === 'rpps' && !/^\d{11}$/.test(digits)) {
      context.addIssue({
        code: 'custom',
        path: ['professional_id'],
        message: 'validation.invalid_rpps',
      });
    }
    if (value.professional_id_kind === 'adeli' && !/^\d{9}$/.test(digits)) {
      context.addIssue({
        code: 'custom',
        path: ['professional_id'],
        message: 'validation.invalid_adeli',
      });
    }
  })
  .transform((value) => ({
    ...value,
    professional_id: value.professional_id_kind ? value.professional_id.replace(/\s+/g, '') : '',
  }));
export type PracticeProfile = z.output<typeof practiceProfileSchema>;

export const practiceProfileRecordSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  professional_id_kind: z.enum(['', ...PROFESSIONAL_ID_KINDS]),
  professional_id: z.string(),
  /** Where the logo is read (same origin, the user's session), or null without a logo. */
  logo_url: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type PracticeProfileRecord = z.output<typeof practiceProfileRecordSchema>;

export const emptyPracticeProfile: PracticeProfile = {
  name: '',
  address: '',
  phone: '',
  professional_id_kind: '',
  professional_id: '',
};

/** "RPPS 10101010101" / "ADELI 751234567", or '' without a number. */
export function professionalIdLabel(
  profile: Pick<PracticeProfile, 'professional_id_kind' | 'professional_id'>,
): string {
  if (!profile.professional_id_kind || !profile.professional_id) return '';
  return `${profile.professional_id_kind.toUpperCase()} ${profile.professional_id}`;
}

/**
 * The communication settings: which notifications the user wants by e-mail. Each switch is
 * honoured by the feature that sends that notification.
 */
export const notificationPreferencesSchema = z.object({
  import_finished: z.boolean(),
  share_opened: z.boolean(),
  quota_near: z.boolean(),
});
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;
export const notificationPreferencesPatchSchema = notificationPreferencesSchema.partial();
export const defaultNotificationPreferences: NotificationPreferences = {
  import_finished: false,
  share_opened: true,
  quota_near: true,
};
