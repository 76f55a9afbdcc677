import { faceChartSvg, productColours } from '@photodossier/domain/injection-chart';
import { injectionLabels } from '@photodossier/domain/injection-labels';
import {
  sessionTotals,
  type DoseTotal,
  type InjectionSessionRecord,
} from '@photodossier/domain/injections';
import sharp from 'sharp';
import { PdfWriter, type DocumentHeader } from '../../platform/pdf/pdf-writer';
import { frenchCalendarDate } from '../../platform/practice-time';

// The chart of one session as a French PDF (decision 0042): practice header, patient, the
// drawn views or the photo with numbered points, the points with their lots, and the totals.

const fr = injectionLabels.fr;

export interface ChartPdfInput {
  readonly header: DocumentHeader;
  readonly patient: { readonly name: string; readonly birthDate: string };
  readonly session: InjectionSessionRecord;
  /** The chart photo (JPEG/PNG bytes) for a photo chart, when it can still be read. */
  readonly photo: Uint8Array | null;
  readonly createdAt: Date;
}

const dose = (value: number, unit: string) =>
  `${value.toLocaleString('fr-FR', { maximumFractionDigits: 2 })} ${unit}`;

async function chartImage(input: ChartPdfInput): Promise<Uint8Array | null> {
  const { session } = input;
  const colours = productColours(session.points);
  const marks = session.points.map((point, index) => ({
    view: point.view,
    x: point.x,
    y: point.y,
    label: String(index + 1),
    colour: colours.get(point.product_name)!,
  }));
  if (session.chart.kind === 'face') {
    const svg = faceChartSvg(marks, fr.views);
    return sharp(Buffer.from(svg), { density: 144 }).png().toBuffer();
  }
  if (!input.photo) return null;
  const base = sharp(input.photo).rotate().resize({ width: 900, withoutEnlargement: true });
  const { data, info } = await base.png().toBuffer({ resolveWithObject: true });
  const radius = Math.max(8, Math.round(info.width / 60));
  const overlay = marks
    .map((mark) => {
      const cx = (mark.x * info.width).toFixed(1);
      const cy = (mark.y * info.height).toFixed(1);
      return (
        `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${mark.colour}" stroke="#fff" stroke-width="2"/>` +
        `<text x="${cx}" y="${cy}" dy="${radius * 0.4}" font-size="${radius * 1.1}" font-family="DejaVu Sans, sans-serif" text-anchor="middle" fill="#fff">${mark.label}</text>`
      );
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${info.width}" height="${info.height}">${overlay}</svg>`;
  return sharp(data)
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const totalRows = (totals: readonly DoseTotal[], label: (key: string) => string) =>
  totals.map((total) => [label(total.key), dose(total.dose, total.unit)]);

export async function injectionChartPdf(input: ChartPdfInput): Promise<Uint8Array> {
  const { session, patient } = input;
  const writer = await PdfWriter.create({
    title: `Cartographie des injections — ${patient.name} — ${frenchCalendarDate(session.date)}`,
    author: input.header.title,
    subject: 'Cartographie des injections',
    createdAt: input.createdAt,
  });
  await writer.header(input.header);
  writer
    .heading('Cartographie des injections')
    .field('Patient', patient.name)
    .field('Date de naissance', frenchCalendarDate(patient.birthDate) || '—')
    .field('Date de la séance', frenchCalendarDate(session.date));
  const image = await chartImage(input);
  if (image) await writer.image(image, { maxHeight: 300 });
  writer.heading('Points d’injection', 2);
  writer.table(
    ['N°', 'Zone', 'Produit', 'Dose', 'Lot', 'Péremption'],
    session.points.map((point, index) => [
      String(index + 1),
      fr.zones[point.zone],
      point.product_name,
      dose(point.dose, point.unit),
      point.lot_number || '—',
      point.lot_expiry ? frenchCalendarDate(point.lot_expiry) : '—',
    ]),
    [0.06, 0.2, 0.26, 0.12, 0.2, 0.16],
  );
  writer.heading('Technique', 2);
  writer.table(
    ['N°', 'Profondeur', 'Technique', 'Notes'],
    session.points.map((point, index) => [
      String(index + 1),
      point.depth ? fr.depths[point.depth] : '—',
      point.technique ? fr.techniques[point.technique] : '—',
      point.notes,
    ]),
    [0.06, 0.24, 0.24, 0.46],
  );
  const totals = sessionTotals(session.points);
  writer.heading('Total par zone', 2);
  writer.table(
    ['Zone', 'Dose'],
    totalRows(totals.byZone, (key) => fr.zones[key as keyof typeof fr.zones]),
    [0.6, 0.4],
  );
  writer.heading('Total par produit', 2);
  writer.table(
    ['Produit', 'Dose'],
    totalRows(totals.byProduct, (key) => key),
    [0.6, 0.4],
  );
  if (session.notes) writer.heading('Notes', 2).text(session.notes);
  return writer.save();
}
