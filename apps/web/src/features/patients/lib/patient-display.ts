import { parseCalendarDate } from '@photodossier/domain/calendar-date';
import type { PatientRecord } from '@photodossier/domain/patient';

type Named = Pick<PatientRecord, 'prenom' | 'nom'>;

/** "Prénom Nom", as the product shows a patient everywhere. */
export function patientFullName(patient: Named): string {
  return [patient.prenom, patient.nom]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

export function patientInitials(patient: Named): string {
  const letters = [patient.prenom, patient.nom]
    .map((part) => Array.from(part.trim())[0] ?? '')
    .join('');
  return letters.toLocaleUpperCase() || '?';
}

/** A calendar date ("1985-04-12") in the reader's language, read as a day, never shifted by time zones. */
export function formatCalendarDate(
  value: string,
  language: string,
  dateStyle: 'long' | 'short' = 'long',
): string {
  const date = parseCalendarDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(language, { dateStyle, timeZone: 'UTC' }).format(
    Date.UTC(date.year, date.month - 1, date.day),
  );
}

export function formatShortDate(value: string | number, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'short' }).format(date);
}

/**
 * The server's search rule, applied to the pinned patients kept on this device: the search,
 * case ignored, appears in "prénom nom" or "nom prénom", so "dupont ma" finds Marie Dupont.
 */
export function matchesPatientSearch(patient: Named, search: string): boolean {
  const wanted = search.replace(/\s+/g, ' ').trim().toLocaleLowerCase();
  if (!wanted) return true;
  const { prenom, nom } = patient;
  return [`${prenom} ${nom}`, `${nom} ${prenom}`].some((name) =>
    name.toLocaleLowerCase().includes(wanted),
  );
}

/** The server's tag filter: a whole tag name, case ignored. */
export function hasTag(patient: Pick<PatientRecord, 'tags'>, tag: string): boolean {
  const wanted = tag.toLocaleLowerCase();
  return patient.tags.some((name) => name.toLocaleLowerCase() === wanted);
}
