import { z } from 'zod';
import { deviceDaySchema } from './device-day';
import { singleLineText } from './text-input';

/**
 * The access journal (decision 0043): every read, export, share, e-mail, download and deletion
 * of a patient's data, append-only. Written by the server's services only; the API reads it.
 */
export const JOURNAL_ACTIONS = [
  'patient.view',
  'photo.view',
  'photo.download',
  'patient.delete',
  'photo.delete',
  'patient.erase',
  'photo.erase',
  'share.create',
  'share.open',
  'email.send',
  'data.export',
  'data.archive',
  'data.restore',
  'consent.create',
  'consent.sign',
  'consent.download',
  'consent.email',
  'portal.invite',
  'portal.open',
  'portal.sign',
  'portal.view',
  'portal.download',
  'injection.view',
  'injection.download',
  'report.view',
  'report.download',
  'dictation.listen',
  'dictation.download',
  'dictation.erase',
] as const;
export const journalActionSchema = z.enum(JOURNAL_ACTIONS);
export type JournalAction = z.output<typeof journalActionSchema>;

/** Who acted: the account's owner, or a visitor through a shared link or the patient portal. */
export const JOURNAL_ACTORS = ['owner', 'share', 'portal'] as const;
export type JournalActor = (typeof JOURNAL_ACTORS)[number];

export const JOURNAL_RETENTION_DEFAULT_DAYS = 3 * 365;
export const JOURNAL_RETENTION_MIN_DAYS = 30;
export const JOURNAL_RETENTION_MAX_DAYS = 30 * 365;
export const JOURNAL_PAGE_MAX = 200;

export const journalEntrySchema = z.object({
  id: z.string(),
  actor: z.enum(JOURNAL_ACTORS),
  action: journalActionSchema,
  patient_id: z.string().nullable(),
  patient_name: z.string().nullable(),
  target_id: z.string().nullable(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  created_at: z.string(),
});
export type JournalEntry = z.output<typeof journalEntrySchema>;

export const journalQuerySchema = z.object({
  patient_id: singleLineText().max(64).optional(),
  action: journalActionSchema.optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  cursor: singleLineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(JOURNAL_PAGE_MAX).default(50),
});
export type JournalQuery = z.output<typeof journalQuerySchema>;

export const journalCsvQuerySchema = journalQuerySchema.extend({ day: deviceDaySchema });

export const journalPageSchema = z.object({
  items: z.array(journalEntrySchema),
  nextCursor: z.string().nullable(),
});
export type JournalPage = z.output<typeof journalPageSchema>;

export const journalSettingsSchema = z.object({
  retention_days: z.number().int().min(JOURNAL_RETENTION_MIN_DAYS).max(JOURNAL_RETENTION_MAX_DAYS),
});
export type JournalSettings = z.output<typeof journalSettingsSchema>;
