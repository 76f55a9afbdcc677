import type { OperationReportRecord } from '@photodossier/domain/operation-report';
import { PdfWriter, type DocumentHeader } from '../../platform/pdf/pdf-writer';
import { frenchCalendarDate, frenchPracticeDateTime } from '../../platform/practice-time';

export interface ReportPdfContext {
  /** The signing practitioner, from the account. */
  readonly practitioner: string;
  /** The practice (organization settings), or the practitioner alone without them. */
  readonly header: DocumentHeader | null;
}

/**
 * The CROP as a French A4 document: header, identification, the structured fields in the order
 * a surgeon reads them, then the signature. Same report, same bytes: the creation date is the
 * report's last change.
 */
export async function renderReportPdf(
  report: OperationReportRecord,
  context: ReportPdfContext,
): Promise<Uint8Array> {
  const title = `Compte rendu opératoire — ${report.patient_name}`;
  const writer = await PdfWriter.create({
    title,
    author: context.practitioner,
    subject: report.technique_name ?? 'Compte rendu opératoire',
    createdAt: new Date(report.updated_at),
  });
  await writer.header(context.header ?? { title: context.practitioner, lines: [], logoPng: null });
  writer.heading('Compte rendu opératoire');
  if (report.status !== 'signed') writer.text('BROUILLON — non signé', { bold: true, grey: 0.4 });
  if (report.version > 1) writer.text(`Version ${report.version}`, { grey: 0.3 });
  writer
    .space(6)
    .field('Patient', report.patient_name)
    .field("Date de l'intervention", frenchCalendarDate(report.operation_date))
    .field('Opérateur', report.operator)
    .field('Aides opératoires', report.assistants)
    .field('Anesthésie', report.anaesthesia)
    .field('Technique', report.technique_name);

  const section = (heading: string, body: string) => {
    writer.heading(heading, 2).text(body.trim() ? body : '—');
  };
  section('Indication', report.indication);
  section("Description de l'intervention", report.procedure);
  writer.heading('Implants et produits', 2);
  if (report.implants.length > 0) {
    writer.table(
      ['Produit', 'Numéro de lot'],
      report.implants.map((implant) => [implant.product, implant.lot || '—']),
      [0.65, 0.35],
    );
  } else {
    writer.text('—');
  }
  section('Incidents et complications', report.incidents);
  section('Consignes postopératoires', report.postop_instructions);
  section('Suivi', report.follow_up);

  writer.space(14).rule();
  if (report.status === 'signed' && report.signed_at) {
    writer
      .text(`Signé électroniquement par ${report.signed_by ?? context.practitioner}`, {
        bold: true,
      })
      .text(`le ${frenchPracticeDateTime(new Date(report.signed_at))} (heure de Paris)`, {
        grey: 0.3,
      });
  } else {
    writer.text(`Praticien : ${context.practitioner}`, { bold: true });
  }
  return writer.save();
}
