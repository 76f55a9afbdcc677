/*
 * The orders of the patients list, apart from the patient schemas: the list page needs only
 * these names, and importing them must not build every patient schema on the first screen.
 */

export const PATIENT_SORTS = ['created_desc', 'created_asc', 'name_asc', 'name_desc'] as const;
export type PatientSort = (typeof PATIENT_SORTS)[number];
/** Newest first, as the spec's live query on patients (created_at descending). */
export const DEFAULT_PATIENT_SORT: PatientSort = 'created_desc';
