import { sameTag } from '@photodossier/domain/tag-names';
import type { PatientRecord } from '@photodossier/domain/patient';

type Named = Pick<PatientRecord, 'prenom' | 'nom'>;

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
  return patient.tags.some((name) => sameTag(name, tag));
}
