import PDFDocument from 'pdfkit';
import { LATIN_BOLD, LATIN_REGULAR, isLatinOnly, registerReportFonts, setDocumentScript, widthOfText, writeText, type FontWeight } from '../report-fonts';
import { brandColours } from '@astrosetu/contracts';

/**
 * The page layout every AstroSetu PDF shares (reports, tool and divination deliverables, receipts can too):
 * A4, the brand colours, chapters that start on a new page, section headings that never end a page alone,
 * paragraphs in any Indian script, label/value facts, striped tables, images, and a running footer.
 *
 *   const writer = new ReportWriter({ title: 'Numerology report for Asha', author: 'AstroSetu' });
 *   writer.chapter('Your numbers');
 *   writer.paragraph('...');
 *   const pdf = await writer.finish({ footer: (page, pages) => `AstroSetu · Asha · page ${page} of ${pages}` });
 */

// The site's brand colours (contracts/src/brand-colours.ts, the values the web theme is built from).
export const BRAND = brandColours.indigo[700];
export const ACCENT = brandColours.saffron[700];
export const MUTED = brandColours.sand[500];
export const INK = brandColours.sand[900];
/** The tint of a table's header row and the light text on the brand-coloured cover band. */
export const BRAND_TINT = brandColours.indigo[50];
export const ON_BRAND_SOFT = brandColours.indigo[100];
export const MARGIN = 50;

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface WriterOptions {
  title: string;
  author?: string;
  subject?: string;
  creationDate?: Date;
  /** The script of the document's language ('devanagari', 'tamil'): its family prints the whole text, digits included. */
  script?: string;
}

export class ReportWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  /** Pages that carry no running footer (the cover). */
  private readonly barePages = new Set<number>();
  /** Latin documents write plain cells with pdfkit directly (exact measuring, one font). */
  private readonly latinDocument: boolean;

  constructor(options: WriterOptions) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, bottom: MARGIN + 10, left: MARGIN, right: MARGIN },
      bufferPages: true,
      info: { Title: options.title, Author: options.author ?? 'AstroSetu', Subject: options.subject, CreationDate: options.creationDate },
    });
    registerReportFonts(this.doc);
    setDocumentScript(this.doc, options.script);
    this.latinDocument = (options.script ?? 'latin') === 'latin';
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  get pageNumber(): number {
    return this.doc.bufferedPageRange().start + this.doc.bufferedPageRange().count;
  }

  /** True when nothing has been written on the current page yet. */
  get atPageTop(): boolean {
    return this.doc.y <= this.doc.page.margins.top + 1;
  }

  markBare(): void {
    this.barePages.add(this.pageNumber - 1);
  }

  newPage(): void {
    this.doc.addPage();
  }

  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  /** A chapter: always at the top of a page, with a coloured rule. */
  chapter(title: string, lead?: string): void {
    if (!this.atPageTop) this.doc.addPage();
    writeText(this.doc, title, { x: MARGIN, size: 20, weight: 'bold', color: BRAND, width: this.width });
    const y = this.doc.y + 4;
    this.doc.moveTo(MARGIN, y).lineTo(MARGIN + this.width, y).lineWidth(1.2).strokeColor(ACCENT).stroke();
    this.doc.y = y + 10;
    if (lead) this.paragraph(lead, { color: MUTED, size: 10 });
  }

  /** A section heading kept together with at least the first lines (or `keepWithNext` points) that follow it. */
  section(title: string, keepWithNext = 70): void {
    this.ensureSpace(25 + keepWithNext);
    if (!this.atPageTop) this.doc.moveDown(0.6);
    writeText(this.doc, title, { x: MARGIN, size: 13, weight: 'bold', color: BRAND, width: this.width });
    this.doc.moveDown(0.3);
  }

  /** A smaller heading inside a section. */
  subheading(title: string): void {
    this.ensureSpace(60);
    this.doc.moveDown(0.3);
    writeText(this.doc, title, { x: MARGIN, size: 11, weight: 'bold', color: ACCENT, width: this.width });
    this.doc.moveDown(0.15);
  }

  paragraph(text: string, options: { color?: string; size?: number; weight?: FontWeight; indent?: number } = {}): void {
    const size = options.size ?? 10.5;
    this.ensureSpace(size * 3);
    const indent = options.indent ?? 0;
    writeText(this.doc, text, {
      x: MARGIN + indent,
      size,
      weight: options.weight,
      color: options.color ?? INK,
      width: this.width - indent,
      lineGap: 2,
      align: 'left',
    });
    this.doc.moveDown(0.75);
  }

  /** A paragraph led by a bold label: "Label. text". */
  labelled(label: string, text: string): void {
    this.paragraph(`${label}  ${text}`);
  }

  bullets(items: string[], options: { size?: number } = {}): void {
    for (const item of items) {
      const size = options.size ?? 10.5;
      this.ensureSpace(size * 2.5);
      const y = this.doc.y;
      this.doc.font(LATIN_BOLD).fontSize(size).fillColor(ACCENT).text('•', MARGIN + 4, y, { lineBreak: false });
      writeText(this.doc, item, { x: MARGIN + 16, y, size, color: INK, width: this.width - 16, lineGap: 1.5 });
      this.doc.moveDown(0.25);
    }
    this.doc.moveDown(0.2);
  }

  /** Label/value pairs in two columns. */
  facts(rows: Array<[string, string]>, labelWidth = 150): void {
    for (const [label, value] of rows) {
      this.ensureSpace(18);
      const y = this.doc.y;
      writeText(this.doc, label, { x: MARGIN, y, size: 10, weight: 'bold', color: MUTED, width: labelWidth - 10 });
      const labelBottom = this.doc.y;
      writeText(this.doc, value, { x: MARGIN + labelWidth, y, size: 10, color: INK, width: this.width - labelWidth });
      this.doc.y = Math.max(labelBottom, this.doc.y) + 3;
    }
    this.doc.x = MARGIN;
    this.doc.moveDown(0.3);
  }

  /** The height `table` needs for `rows` rows at a font size, to keep a heading with its table. */
  tableHeight(rows: number, size = 9): number {
    return (size + 8) * (rows + 1) + 4;
  }

  /** A striped table; columns are scaled to the text width, cells are one line (cut with an ellipsis). */
  table(columns: Column[], rows: string[][], options: { size?: number } = {}): void {
    const size = options.size ?? 9;
    const rowHeight = size + 8;
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const scale = this.width / total;
    const widths = columns.map((column) => column.width * scale);
    const drawRow = (cells: string[], header: boolean, striped: boolean) => {
      const y = this.doc.y;
      if (header || striped) this.doc.rect(MARGIN, y - 3, this.width, rowHeight).fill(header ? BRAND_TINT : brandColours.sand[50]);
      let x = MARGIN;
      cells.forEach((cell, index) => {
        if (this.latinDocument && isLatinOnly(cell)) {
          this.doc
            .font(header ? LATIN_BOLD : LATIN_REGULAR)
            .fontSize(size)
            .fillColor(header ? BRAND : INK)
            .text(cell, x + 3, y, { width: widths[index] - 6, lineBreak: false, ellipsis: true, align: columns[index].align ?? 'left' });
        } else {
          this.cellInScript(cell, x + 3, y, widths[index] - 6, size, header, columns[index].align ?? 'left');
        }
        x += widths[index];
      });
      this.doc.y = y + rowHeight;
    };
    // A table shorter than half a page is kept whole; a longer one starts with at least a few rows.
    const fullHeight = rowHeight * (rows.length + 1);
    this.ensureSpace(fullHeight < (this.bottom - this.doc.page.margins.top) / 2 ? fullHeight : rowHeight * 4);
    drawRow(columns.map((column) => column.title), true, false);
    rows.forEach((row, index) => {
      if (this.doc.y + rowHeight > this.bottom) {
        this.doc.addPage();
        drawRow(columns.map((column) => column.title), true, false);
      }
      drawRow(row, false, index % 2 === 1);
    });
    this.doc.x = MARGIN;
    this.doc.moveDown(0.6);
  }

  /**
   * A one-line table cell in an Indian script (or mixed): each script run in its own face, cut with an ellipsis
   * at a whole character when it does not fit, aligned by measuring (pdfkit would align each run separately).
   */
  private cellInScript(cell: string, x: number, y: number, width: number, size: number, header: boolean, align: 'left' | 'right' | 'center'): void {
    const weight = header ? 'bold' : 'regular';
    this.doc.fontSize(size);
    let fitted = cell;
    if (widthOfText(this.doc, fitted, weight) > width) {
      const characters = [...cell];
      while (characters.length > 0 && widthOfText(this.doc, `${characters.join('').trimEnd()}…`, weight) > width) characters.pop();
      fitted = `${characters.join('').trimEnd()}…`;
    }
    const used = widthOfText(this.doc, fitted, weight);
    const offset = align === 'right' ? width - used : align === 'center' ? (width - used) / 2 : 0;
    writeText(this.doc, fitted, { x: x + Math.max(0, offset), y, size, weight, color: header ? BRAND : INK, lineBreak: false });
  }

  /** An image of `width` points, centred, with an optional caption below. */
  image(png: Buffer, width: number, height: number, caption?: string): void {
    this.ensureSpace(height + (caption ? 30 : 12));
    const x = MARGIN + (this.width - width) / 2;
    const y = this.doc.y + 4;
    this.doc.image(png, x, y, { width, height });
    this.doc.y = y + height + 6;
    if (caption) {
      this.doc.fontSize(9);
      writeText(this.doc, caption, { x: MARGIN + Math.max(0, (this.width - widthOfText(this.doc, caption)) / 2), size: 9, color: MUTED, lineBreak: false });
      this.doc.moveDown(0.4);
    }
    this.doc.x = MARGIN;
  }

  /** Two images side by side, each with its caption. */
  imagePair(left: { png: Buffer; caption: string }, right: { png: Buffer; caption: string }, size: number): void {
    this.ensureSpace(size + 34);
    const gap = this.width - 2 * size;
    const y = this.doc.y + 4;
    [left, right].forEach((item, index) => {
      const x = MARGIN + index * (size + gap);
      this.doc.image(item.png, x, y, { width: size, height: size });
      this.doc.fontSize(9);
      writeText(this.doc, item.caption, { x: x + Math.max(0, (size - widthOfText(this.doc, item.caption)) / 2), y: y + size + 4, size: 9, color: MUTED, lineBreak: false });
    });
    this.doc.x = MARGIN;
    this.doc.y = y + size + 26;
  }

  /** Writes the running footer on every page but the bare ones and returns the PDF. */
  finish(options: { footer: (page: number, pages: number) => string }): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      if (this.barePages.has(index)) continue;
      this.doc.switchToPage(index);
      // Text below the bottom margin would open a new page: lift the margin while writing the footer.
      const bottomMargin = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      const y = this.doc.page.height - MARGIN + 12;
      this.doc.moveTo(MARGIN, y - 6).lineTo(MARGIN + this.width, y - 6).lineWidth(0.4).strokeColor(brandColours.sand[200]).stroke();
      // Centred by measuring: pdfkit's own centring would centre each script run separately.
      const footer = options.footer(index + 1, range.count);
      this.doc.fontSize(8);
      const footerWidth = Math.min(widthOfText(this.doc, footer), this.width);
      writeText(this.doc, footer, { x: MARGIN + (this.width - footerWidth) / 2, y, size: 8, color: MUTED, lineBreak: false });
      this.doc.page.margins.bottom = bottomMargin;
    }
    this.doc.end();
    return this.done;
  }
}
