/**
 * Who runs this PhotoDossier service: the legal notice and the privacy policy name them. The
 * law asks for facts only the operator knows (company, registration, host's HDS certificate),
 * so a deployment fills this one object before it opens its public pages (decision 0031).
 * Bracketed values are shown as they are, so a missing fact is visible rather than invented.
 */
export const serviceOperator = {
  publisher: '[Raison sociale de l’exploitant]',
  address: '[Adresse du siège]',
  registration: '[RCS et numéro SIREN]',
  director: '[Nom du directeur de la publication]',
  contactEmail: 'contact@photodossier.fr',
  privacyEmail: 'dpo@photodossier.fr',
  host: '[Hébergeur certifié HDS, adresse]',
  hostCertification: '[Numéro du certificat HDS de l’hébergeur]',
} as const;
