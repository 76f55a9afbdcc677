import { z } from 'zod';
import { multiLineText, recordIdSchema, singleLineText } from './text-input';

/** At most this many points in one patient's map: a face holds a few dozen injection sites. */
export const INJECTION_MAP_MAX_POINTS = 500;
export const INJECTION_PRODUCT_MAX_LENGTH = 120;
export const INJECTION_NOTES_MAX_LENGTH = 2000;
/** Units of one injection (botulinum toxin units, or ml for fillers): generous upper bound. */
export const INJECTION_UNITS_MAX = 1000;

/** One injection site on the face diagram; x and y are fractions of the diagram's size. */
export const injectionPointSchema = z.object({
  id: recordIdSchema,
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  product: singleLineText().trim().max(INJECTION_PRODUCT_MAX_LENGTH),
  units: z.number().min(0).max(INJECTION_UNITS_MAX),
  /** The injection day, YYYY-MM-DD. */
  date: z.iso.date(),
  notes: multiLineText().max(INJECTION_NOTES_MAX_LENGTH),
});
export type InjectionPoint = z.output<typeof injectionPointSchema>;

/** PUT /api/v1/patients/:patientId/injection-map: the whole map replaces the stored one. */
export const injectionMapBodySchema = z.object({
  points: z.array(injectionPointSchema).max(INJECTION_MAP_MAX_POINTS),
});
export type InjectionMapBody = z.output<typeof injectionMapBodySchema>;

/** GET/PUT answer: the patient's map; updated_at is null while nothing was saved. */
export const injectionMapRecordSchema = z.object({
  patient_id: z.string(),
  points: z.array(injectionPointSchema),
  updated_at: z.string().nullable(),
});
export type InjectionMapRecord = z.output<typeof injectionMapRecordSchema>;
