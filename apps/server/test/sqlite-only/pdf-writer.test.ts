import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { PdfWriter } from '../../src/platform/pdf/pdf-writer';

async function textOf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text, totalPages };
}

const createdAt = new Date('2026-11-25T10:00:00Z');

describe('PDF writer', () => {
  it('writes French text with its accents, fields and tables that read back', async () => {
    const writer = await PdfWriter.create({ title: 'Consentement éclairé', createdAt });
    writer
      .heading('Consentement éclairé — toxine botulique')
      .field('Patiente', 'Hélène Lefèvre-Çelik')
      .field('Lot', 'C3456-ÀÉÎÕÜ')
      .text("J'ai été informée des effets indésirables possibles : ecchymose, œdème.")
      .table(['Zone', 'Produit', 'Dose'], [['Glabelle', 'Azzalure', '20 U']], [0.4, 0.4, 0.2]);
    const { text } = await textOf(await writer.save());
    for (const expected of [
      'Consentement éclairé',
      'Hélène Lefèvre-Çelik',
      'C3456-ÀÉÎÕÜ',
      'œdème',
      'Azzalure',
      '20 U',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('continues on new pages when the text is longer than one page', async () => {
    const writer = await PdfWriter.create({ title: 'Long', createdAt });
    for (let i = 0; i < 120; i++) writer.text(`Ligne numéro ${i}`);
    const { text, totalPages } = await textOf(await writer.save());
    expect(totalPages).toBeGreaterThan(1);
    expect(text).toContain('Ligne numéro 119');
  });

  it('gives the same bytes for the same content, so a stored hash can be checked again', async () => {
    const make = async () => {
      const writer = await PdfWriter.create({ title: 'Hash', createdAt });
      writer.text('Même contenu');
      return createHash('sha256')
        .update(await writer.save())
        .digest('hex');
    };
    expect(await make()).toBe(await make());
  });

  it('embeds PNG and JPEG images such as signatures and photos', async () => {
    const png = await sharp({
      create: { width: 300, height: 100, channels: 4, background: '#000' },
    })
      .png()
      .toBuffer();
    const jpeg = await sharp({
      create: { width: 2000, height: 1500, channels: 3, background: '#888' },
    })
      .jpeg()
      .toBuffer();
    const writer = await PdfWriter.create({ title: 'Images', createdAt });
    await writer.image(png, { caption: 'Signature du patient' });
    await writer.image(jpeg, { maxHeight: 200 });
    const { text } = await textOf(await writer.save());
    expect(text).toContain('Signature du patient');
  });
});
