import { z } from 'zod';
import { isIsoCalendarDate } from './calendar-date';
import { looksLikeEmailAddress } from './email-payload';

// Digits with the separators people type in French numbers: "06 12 34 56 78", "+33 (0)6...".
const PHONE = /^\+?[0-9 ().-]{6,25}$/;

export const PATIENT_GENDERS = ['female', 'male', 'other'] as const;
export const AFFECTED_SIDES = ['left', 'right', 'bilateral'] as const;

/** The spec saves null or undefined as empty strings; surrounding spaces are dropped too. */
const text = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim())
    .pipe(z.string().max(max, { error: 'validation.max_length' }));

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
  nom: requiredText(100),
  prenom: requiredText(100),
  date_naissance: text(10).refine((value) => value === '' || isIsoCalendarDate(value), {
    error: 'validation.invalid_date',
  }),
  email: text(254).refine((value) => value === '' || looksLikeEmailAddress(value), {
    error: 'validation.invalid_email',
  }),
  telephone: text(25).refine((value) => value === '' || PHONE.test(value), {
    error: 'validation.invalid_phone',
  }),
  tags: z
    .array(z.string().trim().min(1).max(50))
    .max(100)
    .nullish()
    .transform((tags) => [...new Set(tags ?? [])]),
  sexe: optionalEnum(PATIENT_GENDERS),
  adresse: text(500),
  commentaire: text(5000),
  cote_affecte: optionalEnum(AFFECTED_SIDES),
});

export type PatientPayload = z.output<typeof patientPayloadSchema>;
export type PatientPayloadInput = z.input<typeof patientPayloadSchema>;

/** Partial update: only the fields sent are validated and changed. */
export const patientPatchSchema = patientPayloadSchema.partial();
export type PatientPatch = z.output<typeof patientPatchSchema>;
