/** "Prénom Nom", as the product shows a patient everywhere. */
export function patientName(patient: { prenom: string; nom: string }): string {
  return [patient.prenom, patient.nom]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
