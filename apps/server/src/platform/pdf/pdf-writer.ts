import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont, PDFPage, rgb as pdfRgb } from 'pdf-lib';

// Consents, injection charts and operation reports are French documents: the standard PDF
// fonts have no glyphs beyond Latin-1, so a TrueType font with every accent is embedded.
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

let fontBytes: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

function loadFontBytes() {
  const require = createRequire(import.meta.url);
  fontBytes ??= Promise.all([
    readFile(require.resolve(FONT_FILES.regular)),
    readFile(require.resolve(FONT_FILES.bold)),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontBytes;
}

// A4 in PDF points.
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 50;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

export interface PdfMetadata {
  readonly title: string;
  readonly author?: string;
  readonly subject?: string;
  /** Fixed creation date, so that the same content gives the same bytes (and the same hash). */
  readonly createdAt: Date;
}

export interface TextOptions {
  readonly bold?: boolean;
  readonly size?: number;
  /** Grey level from 0 (black) to 1 (white). */
  readonly grey?: number;
}

/** Where a document comes from (settings' getPracticeHeader), printed at its top. */
export interface DocumentHeader {
  readonly title: string;
  readonly lines: readonly string[];
  /** PNG bytes. */
  readonly logoPng: Uint8Array | null;
}

export interface ImageOptions {
  readonly maxWidth?: number;
  readonly maxHeight?: number;
  readonly caption?: string;
}

/**
 * A flowing A4 document: text, labelled fields, tables and images are placed top to bottom and
 * continue on a new page when the current one is full. Each document type (consent, chart,
 * report) composes its layout from these blocks.
 */
export class PdfWriter {
  private page: PDFPage;
  private y: number;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly rgb: typeof pdfRgb,
  ) {
    this.page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** pdf-lib and its font engine load on the first document, never at server start. */
  static async create(metadata: PdfMetadata): Promise<PdfWriter> {
    const [{ PDFDocument, rgb }, { default: fontkit }, bytes] = await Promise.all([
      import('pdf-lib'),
      import('@pdf-lib/fontkit'),
      loadFontBytes(),
    ]);
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const [regular, bold] = await Promise.all([
      doc.embedFont(bytes.regular, { subset: true }),
      doc.embedFont(bytes.bold, { subset: true }),
    ]);
    doc.setTitle(metadata.title);
    if (metadata.author) doc.setAuthor(metadata.author);
    if (metadata.subject) doc.setSubject(metadata.subject);
    doc.setProducer('PhotoDossier');
    doc.setCreator('PhotoDossier');
    doc.setCreationDate(metadata.createdAt);
    doc.setModificationDate(metadata.createdAt);
    return new PdfWriter(doc, { regular, bold }, rgb);
  }

  get contentWidth(): number {
    return CONTENT_WIDTH;
  }

  heading(text: string, level: 1 | 2 = 1): this {
    this.space(level === 1 ? 6 : 10);
    return this.text(text, { bold: true, size: level === 1 ? 18 : 13 });
  }

  /** Wrapped text; line breaks in the text are kept. */
  text(text: string, options: TextOptions = {}): this {
    const size = options.size ?? 10.5;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const grey = options.grey ?? 0;
    for (const line of this.wrap(text, font, size, CONTENT_WIDTH)) {
      this.ensureRoom(size * 1.4);
      this.y -= size * 1.4;
      this.page.drawText(line, {
        x: MARGIN,
        y: this.y,
        size,
        font,
        color: this.rgb(grey, grey, grey),
      });
    }
    return this;
  }

  /** "Label : value" with the label in bold; an empty value prints a dash. */
  field(label: string, value: string | null | undefined): this {
    const size = 10.5;
    const labelText = `${label} : `;
    const labelWidth = this.fonts.bold.widthOfTextAtSize(labelText, size);
    const lines = this.wrap(
      value?.trim() ? value : '—',
      this.fonts.regular,
      size,
      CONTENT_WIDTH - labelWidth,
    );
    lines.forEach((line, index) => {
      this.ensureRoom(size * 1.4);
      this.y -= size * 1.4;
      if (index === 0) {
        this.page.drawText(labelText, { x: MARGIN, y: this.y, size, font: this.fonts.bold });
      }
      this.page.drawText(line, {
        x: MARGIN + labelWidth,
        y: this.y,
        size,
        font: this.fonts.regular,
      });
    });
    return this;
  }

  /** A table with a bold header row; column widths are fractions of the content width. */
  table(
    header: readonly string[],
    rows: readonly (readonly string[])[],
    fractions?: readonly number[],
  ): this {
    const size = 9.5;
    const widths = (fractions ?? header.map(() => 1 / header.length)).map((f) => f * CONTENT_WIDTH);
    const drawRow = (cells: readonly string[], font: PDFFont) => {
      const wrapped = cells.map((cell, i) => this.wrap(cell, font, size, widths[i]! - 6));
      const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * size * 1.35 + 4;
      this.ensureRoom(height);
      let x = MARGIN;
      wrapped.forEach((lines, i) => {
        lines.forEach((line, lineIndex) => {
          this.page.drawText(line, {
            x: x + 3,
            y: this.y - size * 1.2 * (lineIndex + 1),
            size,
            font,
          });
        });
        x += widths[i]!;
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y + 1 },
        end: { x: MARGIN + CONTENT_WIDTH, y: this.y + 1 },
        thickness: 0.5,
        color: this.rgb(0.75, 0.75, 0.75),
      });
    };
    this.space(4);
    drawRow(header, this.fonts.bold);
    for (const row of rows) drawRow(row, this.fonts.regular);
    return this;
  }

  /** A PNG or JPEG (detected from its bytes), scaled down to fit, never up. */
  async image(bytes: Uint8Array, options: ImageOptions = {}): Promise<this> {
    const isPng = bytes[0] === 0x89 && bytes[1] === 0x50;
    const image = isPng ? await this.doc.embedPng(bytes) : await this.doc.embedJpg(bytes);
    const maxWidth = Math.min(options.maxWidth ?? CONTENT_WIDTH, CONTENT_WIDTH);
    const maxHeight = options.maxHeight ?? PAGE_HEIGHT / 2;
    const scale = Math.min(1, maxWidth / image.width, maxHeight / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    this.ensureRoom(height + 6);
    this.y -= height + 4;
    this.page.drawImage(image, { x: MARGIN, y: this.y, width, height });
    if (options.caption) this.text(options.caption, { size: 8.5, grey: 0.35 });
    return this;
  }

  /** The practice's logo, name and details, then a rule: the top of every document. */
  async header(header: DocumentHeader): Promise<this> {
    if (header.logoPng) await this.image(header.logoPng, { maxWidth: 140, maxHeight: 60 });
    this.text(header.title, { bold: true, size: 12 });
    for (const line of header.lines) this.text(line, { size: 10, grey: 0.3 });
    return this.rule();
  }

  space(points: number): this {
    this.y -= points;
    return this;
  }

  rule(): this {
    this.ensureRoom(8);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + CONTENT_WIDTH, y: this.y },
      thickness: 0.75,
      color: this.rgb(0.6, 0.6, 0.6),
    });
    return this;
  }

  async save(): Promise<Uint8Array> {
    return this.doc.save();
  }

  private ensureRoom(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
      let current = '';
      for (const word of paragraph.split(/ +/)) {
        const candidate = current ? `${current} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          current = candidate;
          continue;
        }
        if (current) lines.push(current);
        current = this.breakLongWord(word, font, size, width, lines);
      }
      lines.push(current);
    }
    return lines;
  }

  /** A word wider than the column (a lot number, a URL) is cut where it overflows. */
  private breakLongWord(word: string, font: PDFFont, size: number, width: number, lines: string[]) {
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    return rest;
  }
}
