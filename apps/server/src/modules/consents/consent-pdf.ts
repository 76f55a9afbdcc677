import { createHash } from 'node:crypto';
import { PdfWriter, type DocumentHeader } from '../../platform/pdf/pdf-writer';
import { frenchCalendarDate, frenchPracticeDateTime } from '../../platform/practice-time';

// A signed consent as a French PDF (decision 0047): the practice, the patient, the text as
// filled for them, both drawn signatures, the date and time of signature and the SHA-256 of the
// signed content, so that a printed copy can be checked against the record.

export interface ConsentPdfInput {
  /** The practice as its organization settings name it (the practitioner's name without them). */
  readonly header: DocumentHeader;
  readonly practitionerName: string;
  readonly patient: { readonly name: string; readonly birthDate: string };
  readonly procedureName: string;
  readonly title: string;
  readonly body: string;
  readonly patientSignature: Uint8Array;
  readonly practitionerSignature: Uint8Array;
  readonly signedAt: Date;
}

/** The SHA-256 of what was signed: the text, the signatures and the instant, in one order. */
export function signedContentHash(input: ConsentPdfInput): string {
  const hash = createHash('sha256');
  for (const piece of [
    input.title,
    input.body,
    input.patient.name,
    input.patient.birthDate,
    input.practitionerName,
    input.signedAt.toISOString(),
  ]) {
    hash.update(piece, 'utf8').update('\u0000');
  }
  hash.update(input.patientSignature).update(input.practitionerSignature);
  return hash.digest('hex');
}

export async function consentPdf(input: ConsentPdfInput): Promise<Uint8Array> {
  const writer = await PdfWriter.create({
    title: `${input.title} — ${input.patient.name}`,
    author: input.practitionerName,
    subject: 'Consentement éclairé',
    createdAt: input.signedAt,
  });
  await writer.header(input.header);
  writer
    .heading(input.title)
    .field('Praticien', input.practitionerName)
    .field('Patient', input.patient.name)
    .field('Date de naissance', frenchCalendarDate(input.patient.birthDate) || '—')
    .field('Acte', input.procedureName)
    .space(6)
    .text(input.body)
    .heading('Signatures', 2)
    .text(`Signé le ${frenchPracticeDateTime(input.signedAt)} (heure de Paris)`);
  writer.text('Signature du patient', { bold: true });
  await writer.image(input.patientSignature, { maxWidth: 240, maxHeight: 90 });
  writer.text('Signature du praticien', { bold: true });
  await writer.image(input.practitionerSignature, { maxWidth: 240, maxHeight: 90 });
  writer.rule().text(`Empreinte SHA-256 du contenu signé : ${signedContentHash(input)}`, {
    size: 8,
    grey: 0.35,
  });
  return writer.save();
}
