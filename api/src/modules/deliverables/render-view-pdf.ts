import PDFDocument from 'pdfkit';
import { brandColours, type DeliverableBlock, type DeliverableView } from '@astrosetu/contracts';
import { svgToPng } from '../../astrology';
import { LATIN_REGULAR, heightOfText, registerReportFonts, setDocumentScript, widthOfText, writeText } from '../reports/report-fonts';
import { reportText, type ReportText } from '../reports/report-text';

/**
 * Prints a deliverable's view as an A4 PDF: a title block, then each section with its paragraphs, lists,
 * label/value rows, tables (header repeated on a new page) and charts (two side by side). Text of any Indian
 * script is written with the reports module's Noto faces, so names and questions print and copy as text.
 */

const MARGIN = 48;
// The site's brand colours (contracts/src/brand-colours.ts), as on the page the deliverable was bought on.
const BRAND = brandColours.indigo[700];
const ACCENT = brandColours.saffron[700];
const INK = brandColours.sand[900];
const MUTED = brandColours.sand[500];
const RULE = brandColours.sand[200];
const BODY_SIZE = 10;

type Doc = PDFKit.PDFDocument;

class PdfWriter {
  constructor(
    readonly doc: Doc,
    readonly words: ReportText,
  ) {}

  get left(): number {
    return MARGIN;
  }
  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }
  get bottom(): number {
    return this.doc.page.height - MARGIN - 14;
  }

  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  /** Height of a text as `text` will write it (Latin documents measure with pdfkit, Indian-script ones with their own wrapping). */
  heightOf(text: string, width: number, size = BODY_SIZE, bold = false): number {
    return heightOfText(this.doc, text, { width, size, weight: bold ? 'bold' : 'regular', lineGap: 1.5 });
  }

  text(text: string, options: { x?: number; y?: number; width?: number; size?: number; bold?: boolean; color?: string } = {}): void {
    writeText(this.doc, text, {
      x: options.x ?? this.left,
      y: options.y,
      width: options.width ?? this.width,
      size: options.size ?? BODY_SIZE,
      weight: options.bold ? 'bold' : 'regular',
      color: options.color ?? INK,
      lineGap: 1.5,
    });
  }

  titleBlock(view: DeliverableView): void {
    this.doc.rect(0, 0, this.doc.page.width, 6).fill(BRAND);
    this.doc.y = MARGIN;
    this.text(view.title, { size: 20, bold: true, color: BRAND });
    this.doc.moveDown(0.2);
    this.text(view.subtitle, { size: 11.5, color: INK });
    this.doc.moveDown(0.2);
    this.text(this.words.t('deliverable.prepared', { reference: view.reference, date: this.words.longDateTime(view.generatedAt) }), { size: 8.5, color: MUTED });
    this.doc.moveDown(0.6);
  }

  /** Side of a chart image when two stand side by side. */
  get chartSide(): number {
    return Math.min((this.width - 16) / 2, 240);
  }

  /** A section heading, kept on the same page as the start of what follows (`keepWith` points of it). */
  heading(text: string, keepWith = 40): void {
    this.ensureSpace(30 + keepWith);
    this.doc.moveDown(0.5);
    this.text(text, { size: 13.5, bold: true, color: BRAND });
    const y = this.doc.y + 1;
    this.doc.moveTo(this.left, y).lineTo(this.left + this.width, y).lineWidth(0.7).strokeColor(ACCENT).stroke();
    this.doc.y = y + 6;
  }

  paragraph(text: string): void {
    this.ensureSpace(Math.min(this.heightOf(text, this.width), 60));
    this.text(text);
    this.doc.moveDown(0.45);
  }

  list(items: string[]): void {
    for (const item of items) {
      const height = this.heightOf(item, this.width - 14);
      this.ensureSpace(Math.min(height, 40));
      const y = this.doc.y;
      this.doc.font(LATIN_REGULAR).fontSize(BODY_SIZE).fillColor(ACCENT).text('•', this.left + 2, y);
      this.text(item, { x: this.left + 14, y, width: this.width - 14 });
      this.doc.moveDown(0.2);
    }
    this.doc.moveDown(0.3);
  }

  keyValues(rows: Array<{ label: string; value: string }>): void {
    const labelWidth = Math.min(170, this.width * 0.36);
    for (const row of rows) {
      const height = Math.max(this.heightOf(row.label, labelWidth - 8, BODY_SIZE, true), this.heightOf(row.value, this.width - labelWidth));
      this.ensureSpace(height + 4);
      const y = this.doc.y;
      this.text(row.label, { x: this.left, y, width: labelWidth - 8, bold: true, color: MUTED });
      this.text(row.value, { x: this.left + labelWidth, y, width: this.width - labelWidth });
      this.doc.y = y + height + 3;
    }
    this.doc.moveDown(0.4);
  }

  table(block: Extract<DeliverableBlock, { kind: 'table' }>): void {
    const size = block.columns.length > 6 ? 7.6 : block.columns.length > 4 ? 8.4 : 9.2;
    const pad = 3;
    // Every column is at least as wide as its longest word (so words never break mid-way); the rest of the
    // width is shared in proportion to the columns' longest cells (bounded, so no column starves).
    const wordWidth = (cell: string, bold: boolean) => {
      this.doc.fontSize(size);
      return Math.max(0, ...cell.split(/\s+/).map((word) => widthOfText(this.doc, word, bold ? 'bold' : 'regular')));
    };
    const minimums = block.columns.map((column, index) => Math.max(wordWidth(column, true), ...block.rows.map((row) => wordWidth(row[index] ?? '', false))) + 2 * pad + 1);
    const weights = block.columns.map((column, index) => Math.min(Math.max(column.length, ...block.rows.map((row) => (row[index] ?? '').length), 4), 38));
    const minimumTotal = minimums.reduce((sum, width) => sum + width, 0);
    const spare = Math.max(0, this.width - minimumTotal);
    const weightTotal = weights.reduce((sum, weight) => sum + weight, 0);
    const widths = minimumTotal >= this.width
      ? minimums.map((width) => (width / minimumTotal) * this.width)
      : minimums.map((width, index) => width + (weights[index] / weightTotal) * spare);
    const rowHeight = (cells: string[], bold: boolean) =>
      Math.max(...cells.map((cell, index) => this.heightOf(cell, widths[index] - 2 * pad, size, bold))) + 2 * pad;
    const drawRow = (cells: string[], header: boolean, shade: boolean) => {
      const height = rowHeight(cells, header);
      const y = this.doc.y;
      if (header || shade) this.doc.rect(this.left, y, this.width, height).fill(header ? brandColours.indigo[50] : brandColours.sand[50]);
      let x = this.left;
      cells.forEach((cell, index) => {
        this.text(cell, { x: x + pad, y: y + pad, width: widths[index] - 2 * pad, size, bold: header, color: header ? BRAND : INK });
        x += widths[index];
      });
      this.doc.moveTo(this.left, y + height).lineTo(this.left + this.width, y + height).lineWidth(0.4).strokeColor(RULE).stroke();
      this.doc.y = y + height;
    };
    if (block.caption) {
      this.ensureSpace(40);
      this.text(block.caption, { size: 9, bold: true, color: MUTED });
      this.doc.moveDown(0.2);
    }
    this.ensureSpace(rowHeight(block.columns, true) + (block.rows[0] ? rowHeight(block.rows[0], false) : 0));
    drawRow(block.columns, true, false);
    block.rows.forEach((row, index) => {
      if (this.doc.y + rowHeight(row, false) > this.bottom) {
        this.doc.addPage();
        drawRow(block.columns, true, false);
      }
      drawRow(row, false, index % 2 === 1);
    });
    this.doc.moveDown(0.6);
  }

  charts(charts: Array<{ title: string; svg: string }>): void {
    const gap = 16;
    const side = this.chartSide;
    for (let i = 0; i < charts.length; i += 2) {
      const pair = charts.slice(i, i + 2);
      this.ensureSpace(side + 24);
      const y = this.doc.y;
      pair.forEach((chart, index) => {
        const x = this.left + index * (side + gap);
        this.text(chart.title, { x, y, width: side, size: 9.5, bold: true, color: MUTED });
        this.doc.image(svgToPng(chart.svg, 600), x, y + 14, { width: side, height: side });
      });
      this.doc.y = y + 14 + side + 10;
      this.doc.x = this.left;
    }
  }

  footers(view: DeliverableView): void {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      this.doc.switchToPage(index);
      const y = this.doc.page.height - MARGIN + 6;
      // Writing in the bottom margin must not open a new page.
      const margins = this.doc.page.margins;
      this.doc.page.margins = { ...margins, bottom: 0 };
      // Centred by measuring: pdfkit would centre each script run of a Hindi or Tamil title on its own.
      const footer = this.words.t('deliverable.footer', { title: view.title, reference: view.reference, page: index + 1, pages: range.count });
      this.doc.fontSize(7.5);
      const footerWidth = Math.min(widthOfText(this.doc, footer), this.width);
      writeText(this.doc, footer, { x: MARGIN + (this.width - footerWidth) / 2, y, size: 7.5, color: MUTED, lineBreak: false });
      this.doc.page.margins = margins;
    }
  }
}

/** The PDF of a view. Pages are numbered; the document's title and subject come from the view. */
export function renderViewPdf(view: DeliverableView, words: ReportText = reportText()): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: view.title, Subject: view.subtitle, Author: 'AstroSetu' } });
  registerReportFonts(doc);
  setDocumentScript(doc, words.script);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const writer = new PdfWriter(doc, words);
  writer.titleBlock(view);
  for (const section of view.sections) {
    const first = section.blocks[0];
    writer.heading(section.heading, first?.kind === 'chart' ? writer.chartSide + 24 : first?.kind === 'table' ? 60 : 40);
    let pendingCharts: Array<{ title: string; svg: string }> = [];
    const flushCharts = () => {
      if (pendingCharts.length > 0) writer.charts(pendingCharts);
      pendingCharts = [];
    };
    for (const block of section.blocks) {
      if (block.kind === 'chart') {
        pendingCharts.push(block);
        continue;
      }
      flushCharts();
      if (block.kind === 'paragraph') writer.paragraph(block.text);
      else if (block.kind === 'list') writer.list(block.items);
      else if (block.kind === 'keyValues') writer.keyValues(block.rows);
      else writer.table(block);
    }
    flushCharts();
  }
  writer.footers(view);
  doc.end();
  return done;
}
