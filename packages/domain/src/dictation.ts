import { z } from 'zod';
import { isIsoCalendarDate } from './calendar-date';
import { multiLineText, recordIdSchema, singleLineText } from './text-input';

/** Medical dictations (decision 0041): a title, a day, an optional patient, audio and text. */

export const DICTATION_TITLE_MAX = 160;
export const DICTATION_TEXT_MAX = 100_000;
/** A long consultation letter dictated in one go stays well under this. */
export const DICTATION_AUDIO_MAX_BYTES = 200 * 1024 * 1024;
export const DICTATION_PAGE_SIZE = 50;

/** What MediaRecorder writes in Chromium, Firefox and Safari. */
export const DICTATION_AUDIO_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const;
export type DictationAudioType = (typeof DICTATION_AUDIO_TYPES)[number];

export const dictationBodySchema = z.object({
  title: singleLineText().trim().min(1).max(DICTATION_TITLE_MAX),
  recorded_on: z.string().refine(isIsoCalendarDate, { error: 'validation.invalid_date' }),
  patient_id: recordIdSchema.nullable(),
  text: multiLineText().max(DICTATION_TEXT_MAX),
});
export type DictationBody = z.output<typeof dictationBodySchema>;

export const dictationRecordSchema = dictationBodySchema.extend({
  id: z.string(),
  patient_name: z.string().nullable(),
  has_audio: z.boolean(),
  audio_type: z.string().nullable(),
  audio_size: z.number(),
  duration_ms: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DictationRecord = z.output<typeof dictationRecordSchema>;

export const dictationListQuerySchema = z.object({
  q: singleLineText().trim().max(120).optional(),
  patient_id: recordIdSchema.optional(),
  cursor: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type DictationListQuery = z.output<typeof dictationListQuerySchema>;

export const dictationListSchema = z.object({
  items: z.array(dictationRecordSchema),
  nextCursor: z.number().nullable(),
});
export type DictationList = z.output<typeof dictationListSchema>;

export const transcriptionStatusSchema = z.object({ configured: z.boolean() });
export type TranscriptionStatus = z.output<typeof transcriptionStatusSchema>;

/** The tus Upload-Metadata `target` of a dictation's recording (decision 0041). */
export const DICTATION_UPLOAD_TARGET = 'dictation';
export const dictationUploadMetadataSchema = z.object({
  target: z.literal(DICTATION_UPLOAD_TARGET),
  dictation_id: recordIdSchema,
  filetype: singleLineText().max(255),
});
export type DictationUploadMetadata = z.output<typeof dictationUploadMetadataSchema>;
