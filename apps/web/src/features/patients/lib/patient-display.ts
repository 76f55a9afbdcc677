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
