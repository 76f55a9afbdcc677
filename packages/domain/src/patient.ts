import { z } from 'zod';
import { tagNameSchema } from './tag-record';
import { multiLineText, singleLineText } from './text-input';
import { isIsoCalendarDate } from './calendar-date';
import { looksLikeEmailAddress } from './email-payload';
import { DEFAULT_PATIENT_SORT, PATIENT_SORTS } from './patient-sorts';

// Digits with the separators people type in French numbers: "06 12 34 56 78", "+33 (0)6...".
const PHONE = /^\+?[0-9 ().-]{6,25}$/;

export const PATIENT_GENDERS = ['female', 'male', 'other'] as const;
export const AFFECTED_SIDES = ['left', 'right', 'bilateral'] as const;

/** The longest text each field takes; the form's maxLength and {max} read them too. */
export const PATIENT_FIELD_MAX = {
  nom: 100,
  prenom: 100,
  date_naissance: 10,
  email: 254,
  telephone: 25,
  adresse: 500,
  commentaire: 5000,
} as const;

/** The spec saves null or undefined as empty strings; surrounding spaces are dropped too. */
const text = (max: number, lines: 'single' | 'multi' = 'single') =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim())
    .pipe(
      (lines === 'multi' ? multiLineText() : singleLineText()).max(max, {
        error: 'validation.max_length',
      }),
    );

const requiredText = (max: number) =>
  text(max).pipe(z.string().min(1, { error: 'validation.required' }));

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('')])
    .nullish()
    .transform((value) => value ?? '');

/**
 * Patient create/update body. Field names are the spec's. Names are required; the other
 * fields may be empty, but when filled they must be well-formed. Issue messages are error
 * codes (validation.*); max_length issues carry `maximum` for the {max} placeholder.
 * sexe, adresse, commentaire and cote_affecte are our names for fields the spec only labels.
 */
export const patientPayloadSchema = z.object({
  nom: requiredText(PATIENT_FIELD_MAX.nom),
  prenom: requiredText(PATIENT_FIELD_MAX.prenom),
  date_naissance: text(PATIENT_FIELD_MAX.date_naissance).refine(
    (value) => value === '' || isIsoCalendarDate(value),
    {
      error: 'validation.invalid_date',
    },
  ),
  email: text(PATIENT_FIELD_MAX.email).refine(
    (value) => value === '' || looksLikeEmailAddress(value),
    {
      error: 'validation.invalid_email',
    },
  ),
  telephone: text(PATIENT_FIELD_MAX.telephone).refine(
    (value) => value === '' || PHONE.test(value),
    {
      error: 'validation.invalid_phone',
    },
  ),
  tags: z
    .array(tagNameSchema)
    .max(100)
    .nullish()
    .transform((tags) => [...new Set(tags ?? [])]),
  sexe: optionalEnum(PATIENT_GENDERS),
  adresse: text(PATIENT_FIELD_MAX.adresse, 'multi'),
  commentaire: text(PATIENT_FIELD_MAX.commentaire, 'multi'),
  cote_affecte: optionalEnum(AFFECTED_SIDES),
});

export type PatientPayload = z.output<typeof patientPayloadSchema>;
export type PatientPayloadInput = z.input<typeof patientPayloadSchema>;

/** Partial update: only the fields sent are validated and changed. */
export const patientPatchSchema = patientPayloadSchema.partial();
export type PatientPatch = z.output<typeof patientPatchSchema>;

export { DEFAULT_PATIENT_SORT, PATIENT_SORTS, type PatientSort } from './patient-sorts';
export const PATIENTS_PAGE_MAX = 200;
export const PATIENTS_PAGE_DEFAULT = 100;

/** GET /api/v1/patients: search matches first name, last name or both, in either order. */
export const patientListQuerySchema = z.object({
  search: singleLineText().trim().max(200).optional(),
  tag: tagNameSchema.optional(),
  sort: z.enum(PATIENT_SORTS).default(DEFAULT_PATIENT_SORT),
  cursor: singleLineText().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(PATIENTS_PAGE_MAX).default(PATIENTS_PAGE_DEFAULT),
});
export type PatientListQuery = z.output<typeof patientListQuerySchema>;

/** A patient as the API returns it: every stored field, times as ISO strings. */
export const patientRecordSchema = z.object({
  id: z.string(),
  nom: z.string(),
  prenom: z.string(),
  date_naissance: z.string(),
  email: z.string(),
  telephone: z.string(),
  tags: z.array(z.string()),
  sexe: z.union([z.enum(PATIENT_GENDERS), z.literal('')]),
  adresse: z.string(),
  commentaire: z.string(),
  cote_affecte: z.union([z.enum(AFFECTED_SIDES), z.literal('')]),
  created_at: z.string(),
  updated_at: z.string(),
  /** Active (not deleted) photos and videos of the patient. */
  photo_count: z.number().int(),
  /** The newest active media, for the gallery card; null without any. */
  cover_photo_id: z.string().nullable(),
});
export type PatientRecord = z.output<typeof patientRecordSchema>;

export const patientsPageSchema = z.object({
  items: z.array(patientRecordSchema),
  /** Opaque; pass it back as `cursor` for the next page. null on the last page. */
  nextCursor: z.string().nullable(),
  /** Patients matching the filters, all pages together. */
  total: z.number().int(),
});
export type PatientsPage = z.output<typeof patientsPageSchema>;
