import type { Locale } from './errors';
import { extensionOfFileType, type MediaType } from './media-type';

export const UNASSIGNED_PATIENT_ID = 'unassigned';

export const PATIENT_NAME_FALLBACKS = {
  unknown: { fr: 'Patient inconnu', en: 'Unknown patient' },
  unassigned: { fr: 'Non assigné', en: 'Unassigned' },
} as const satisfies Record<string, Record<Locale, string>>;

/** Older photos store either null or the text "unassigned" for "no patient". */
export function isUnassignedPatientId(patientId: string | null | undefined): boolean {
  return patientId == null || patientId === '' || patientId === UNASSIGNED_PATIENT_ID;
}

export interface PatientNameParts {
  readonly prenom?: string | null;
  readonly nom?: string | null;
}

/**
 * "Prénom Nom", as the product shows a person everywhere (patients, and the practitioner's own
 * name): each part trimmed, an empty part left out, so "Marie" alone has no trailing space.
 */
export function patientFullName(patient: PatientNameParts): string {
  return [patient.prenom, patient.nom]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/** "MD" for Marie Dupont: the first letter of each part, upper-cased; "?" for no name. */
export function patientInitials(patient: PatientNameParts): string {
  const letters = [patient.prenom, patient.nom]
    .map((part) => Array.from((part ?? '').trim())[0] ?? '')
    .join('');
  return letters.toLocaleUpperCase() || '?';
}

/**
 * Name shown for a photo's patient: "Non assigné" without a patient id, "Patient inconnu" when
 * the id points to no patient (or one without a name), otherwise "prenom nom".
 */
export function patientDisplayName(
  patientId: string | null | undefined,
  patient: PatientNameParts | null | undefined,
  locale: Locale = 'fr',
): string {
  if (isUnassignedPatientId(patientId)) return PATIENT_NAME_FALLBACKS.unassigned[locale];
  const name = patient ? patientFullName(patient) : '';
  return name || PATIENT_NAME_FALLBACKS.unknown[locale];
}

export interface DisplayFileNameInput {
  readonly patientName: string;
  readonly zoneTraitee?: string | null;
  readonly id: string;
  readonly mediaType: MediaType;
  /** The stored type (file_type): a PNG downloads as .png. Without it, .jpg or .mp4. */
  readonly fileType?: string | null;
}

/** "Marie_Dupont_front_0190a1b2.jpg": name, treated zone (or "photo"), 8 id chars, extension. */
export function displayFileName(input: DisplayFileNameInput): string {
  const name = input.patientName.trim().replace(/\s+/g, '_');
  const zone = input.zoneTraitee?.trim() || 'photo';
  const extension =
    extensionOfFileType(input.fileType) ?? (input.mediaType === 'video' ? 'mp4' : 'jpg');
  return `${name}_${zone}_${input.id.slice(0, 8)}.${extension}`;
}
