import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import { woffToSfnt } from '../../shared/fonts/woff-to-sfnt';

/**
 * The fonts every PDF of the site prints with: Noto Sans for Latin (with ₹ and IAST diacritics) and Noto Sans
 * for each Indian script the site offers, regular and bold. They come from the npm registry (@fontsource/*,
 * WOFF files that pdfkit's fontkit reads and shapes), never from the machine, so a Hindi name prints the same
 * on every server.
 *
 * Fontsource splits each family into per-script subsets, so a run of text must be written with the face that
 * holds its script: `textRuns` splits a string into such runs and `writeText` prints them in one flow.
 *
 *   registerReportFonts(doc);
 *   writeText(doc, 'प्रिया शर्मा (Chennai, சென்னை) paid ₹499', { size: 11, weight: 'bold' });
 */

export type FontWeight = 'regular' | 'bold';

interface Face {
  /** The name the face is registered under in a pdfkit document (`${key}-${weight}`). */
  key: string;
  packageName: string;
  /** File name inside the package's files/ folder, with {w} for the weight (400, 700). */
  file: string;
}

/** The scripts of the offered languages: a document in one of them prints its Latin with that family's Latin subset. */
const DOCUMENT_SCRIPTS = ['devanagari', 'bengali', 'gujarati', 'tamil', 'telugu', 'kannada', 'malayalam'];

/** Order matters: a character goes to the first face that has a glyph for it. */
const faces: Face[] = [
  { key: 'latin', packageName: '@fontsource/noto-sans', file: 'noto-sans-latin-{w}-normal.woff' },
  { key: 'latin-ext', packageName: '@fontsource/noto-sans', file: 'noto-sans-latin-ext-{w}-normal.woff' },
  { key: 'devanagari', packageName: '@fontsource/noto-sans-devanagari', file: 'noto-sans-devanagari-devanagari-{w}-normal.woff' },
  { key: 'bengali', packageName: '@fontsource/noto-sans-bengali', file: 'noto-sans-bengali-bengali-{w}-normal.woff' },
  { key: 'gurmukhi', packageName: '@fontsource/noto-sans-gurmukhi', file: 'noto-sans-gurmukhi-gurmukhi-{w}-normal.woff' },
  { key: 'gujarati', packageName: '@fontsource/noto-sans-gujarati', file: 'noto-sans-gujarati-gujarati-{w}-normal.woff' },
  { key: 'oriya', packageName: '@fontsource/noto-sans-oriya', file: 'noto-sans-oriya-oriya-{w}-normal.woff' },
  { key: 'tamil', packageName: '@fontsource/noto-sans-tamil', file: 'noto-sans-tamil-tamil-{w}-normal.woff' },
  { key: 'telugu', packageName: '@fontsource/noto-sans-telugu', file: 'noto-sans-telugu-telugu-{w}-normal.woff' },
  { key: 'kannada', packageName: '@fontsource/noto-sans-kannada', file: 'noto-sans-kannada-kannada-{w}-normal.woff' },
  { key: 'malayalam', packageName: '@fontsource/noto-sans-malayalam', file: 'noto-sans-malayalam-malayalam-{w}-normal.woff' },
  // The Latin letters, digits and punctuation drawn to each Indian family's own metrics: a document in that script
  // writes its numbers, commas, full stops and English words with these, so they sit on the script's baseline (with
  // Noto Sans's own Latin, a Kannada or Gujarati line's commas and digits dropped below it).
  ...DOCUMENT_SCRIPTS.map((script) => ({
    key: `${script}-latin`,
    packageName: `@fontsource/noto-sans-${script}`,
    file: `noto-sans-${script}-latin-{w}-normal.woff`,
  })),
];

/** The faces a document in a script tries first: its script's own, then the Latin drawn to the same metrics. */
const SCRIPT_FACES: Record<string, string[]> = Object.fromEntries(DOCUMENT_SCRIPTS.map((script) => [script, [script, `${script}-latin`]]));

/** The script each document is written in (set by `setDocumentScript`); Latin when unset. */
const documentScripts = new WeakMap<PDFKit.PDFDocument, string>();

/**
 * Declares the language script of a document ('devanagari', 'tamil', 'latin'): text then prints with that
 * script's family throughout (its Latin digits and punctuation included), so the lines keep one baseline.
 */
export function setDocumentScript(doc: PDFKit.PDFDocument, script: string | undefined): void {
  if (script) documentScripts.set(doc, script);
}

/**
 * Body sizes per script, so every language reads with the same colour: Noto Sans Tamil's letters are drawn
 * larger on the body than Latin (and Tamil words are longer), so Tamil is set 14% smaller; Devanagari's matras
 * and conjuncts need a little more size than Latin at the same point size (Indian print sets Hindi about half a
 * point larger), so it is set 5% larger. Noto Sans Malayalam's letters are as large and wide as Tamil's: Malayalam is
 * set 12% smaller (at full size a Basic report took 16 pages of the 10-15 it is sold as, with text only 9% longer
 * than the Telugu that fits in 14). Gujarati, Devanagari's sister script without the headline, is set 5% larger like
 * Hindi (at full size a Premium report just reached the 40 pages it is sold as).
 */
const SCRIPT_SCALE: Record<string, number> = { tamil: 0.86, malayalam: 0.88, devanagari: 1.05, gujarati: 1.05 };

function sizeIn(doc: PDFKit.PDFDocument, size: number): number {
  return size * (SCRIPT_SCALE[documentScript(doc)] ?? 1);
}

export function documentScript(doc: PDFKit.PDFDocument): string {
  return documentScripts.get(doc) ?? 'latin';
}

const weights: Record<FontWeight, string> = { regular: '400', bold: '700' };

interface LoadedFace {
  key: string;
  bytes: Record<FontWeight, Buffer>;
  /** Parsed once, only to ask which characters the face covers. */
  coverage: fontkit.Font;
}

let loaded: LoadedFace[] | undefined;

function packageDir(packageName: string): string {
  return dirname(require.resolve(`${packageName}/package.json`));
}

interface AnchorProcessor {
  applyAnchor(markRecord: { markAnchor: unknown }, baseAnchor: unknown, baseGlyphIndex: number): void;
}

/**
 * fontkit 2.0 throws on a mark-to-base anchor that is NULL, which OpenType allows ("this mark does not attach to
 * this base") and Noto Sans Telugu, Malayalam and Gurmukhi use. HarfBuzz skips the attachment in that case; so do
 * we, by wrapping fontkit's GPOS processor once (pdfkit shapes with the same fontkit module).
 */
function tolerateNullAnchors(font: fontkit.Font): void {
  const engine = (font as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: AnchorProcessor } } })._layoutEngine?.engine;
  const processor = engine?.GPOSProcessor;
  if (!processor) return;
  const prototype = Object.getPrototypeOf(processor) as AnchorProcessor & { nullAnchorsTolerated?: boolean };
  if (prototype.nullAnchorsTolerated) return;
  const applyAnchor = prototype.applyAnchor;
  prototype.applyAnchor = function (this: AnchorProcessor, markRecord, baseAnchor, baseGlyphIndex) {
    if (!baseAnchor || !markRecord?.markAnchor) return;
    applyAnchor.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
  prototype.nullAnchorsTolerated = true;
}

function loadFaces(): LoadedFace[] {
  loaded ??= faces.map((face) => {
    const path = (weight: FontWeight) => join(packageDir(face.packageName), 'files', face.file.replace('{w}', weights[weight]));
    const bytes = { regular: woffToSfnt(readFileSync(path('regular'))), bold: woffToSfnt(readFileSync(path('bold'))) };
    const coverage = fontkit.create(bytes.regular) as fontkit.Font;
    tolerateNullAnchors(coverage);
    return { key: face.key, bytes, coverage };
  });
  return loaded;
}

/** The pdfkit font name of a face and weight, as registered by `registerReportFonts`. */
export function fontName(faceKey: string, weight: FontWeight): string {
  return `${faceKey}-${weight}`;
}

/** The Latin face's name: for text known to be plain ASCII (labels, numbers), where no splitting is needed. */
export const LATIN_REGULAR = fontName('latin', 'regular');
export const LATIN_BOLD = fontName('latin', 'bold');

/** Makes every face available in the document under `fontName(face, weight)` (embedded, subset, only if used). */
export function registerReportFonts(doc: PDFKit.PDFDocument): void {
  for (const face of loadFaces()) {
    for (const weight of ['regular', 'bold'] as const) doc.registerFont(fontName(face.key, weight), face.bytes[weight]);
  }
  doc.font(LATIN_REGULAR);
}

/** Characters that belong to no script: they stay in the current run when its face has them (spaces between Hindi words, a danda, ZWJ). */
function isNeutral(codePoint: number): boolean {
  return (
    codePoint <= 0x40 ||
    (codePoint >= 0x5b && codePoint <= 0x60) ||
    (codePoint >= 0x7b && codePoint <= 0x7e) ||
    codePoint === 0xa0 ||
    (codePoint >= 0x2000 && codePoint <= 0x206f) ||
    codePoint === 0x0964 ||
    codePoint === 0x0965 ||
    codePoint === 0x20b9 ||
    codePoint === 0x25cc
  );
}

const faceByCodePoint = new Map<string, LoadedFace>();

function faceFor(codePoint: number, script = 'latin'): LoadedFace {
  const key = `${script}:${codePoint}`;
  let face = faceByCodePoint.get(key);
  if (!face) {
    const all = loadFaces();
    const preferred = (SCRIPT_FACES[script] ?? []).map((faceKey) => all.find((candidate) => candidate.key === faceKey)!);
    face = [...preferred, ...all].find((candidate) => candidate.coverage.hasGlyphForCodePoint(codePoint)) ?? all[0];
    faceByCodePoint.set(key, face);
  }
  return face;
}

export interface TextRun {
  text: string;
  /** The pdfkit font name to write it with. */
  font: string;
}

/** Splits text into runs each printable with one face: 'Priya (प्रिया)' -> 'Priya (' latin, 'प्रिया' devanagari, ')' latin. */
export function textRuns(text: string, weight: FontWeight = 'regular', script = 'latin'): TextRun[] {
  const runs: Array<{ text: string; face: LoadedFace }> = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0x20;
    const current = runs[runs.length - 1];
    if (current && isNeutral(codePoint) && current.face.coverage.hasGlyphForCodePoint(codePoint)) {
      current.text += character;
      continue;
    }
    const face = faceFor(codePoint, script);
    if (current && current.face === face) current.text += character;
    else runs.push({ text: character, face });
  }
  return runs.map((run) => ({ text: run.text, font: fontName(run.face.key, weight) }));
}

/** Characters of `text` that no shipped face can draw (they would print as empty boxes). */
export function missingGlyphs(text: string): string[] {
  const missing = new Set<string>();
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0x20;
    if (codePoint === 0x0a || codePoint === 0x0d || codePoint === 0x09) continue;
    if (!faceFor(codePoint).coverage.hasGlyphForCodePoint(codePoint)) missing.add(character);
  }
  return [...missing];
}

/** True when the text is printable with the Latin face alone (the common case: no splitting, exact measuring). */
export function isLatinOnly(text: string): boolean {
  const runs = textRuns(text);
  return runs.every((run) => run.font === LATIN_REGULAR);
}

export interface WriteTextOptions extends PDFKit.Mixins.TextOptions {
  x?: number;
  y?: number;
  weight?: FontWeight;
  size?: number;
  color?: string;
}

/**
 * Writes text of any script(s) at (x, y) or at the cursor, wrapping like `doc.text`. Each run is written with its
 * script's face; runs after the first continue the same line flow.
 */
export function writeText(doc: PDFKit.PDFDocument, text: string, options: WriteTextOptions = {}): void {
  const { x, y, weight = 'regular', size, color, ...textOptions } = options;
  if (size !== undefined) doc.fontSize(sizeIn(doc, size));
  if (color !== undefined) doc.fillColor(color);
  const script = documentScript(doc);
  if (script !== 'latin' && textOptions.lineBreak !== false && !textOptions.continued && (textOptions.align ?? 'left') === 'left') {
    writeWrapped(doc, text, { x: x ?? doc.x, y: y ?? doc.y, width: textOptions.width, lineGap: textOptions.lineGap ?? 0, weight, script });
    return;
  }
  const pieces = textRuns(text.length > 0 ? text : ' ', weight, documentScript(doc)).flatMap((run) => (isShapedScript(run.font) ? wordsOf(run) : [{ ...run, actual: false }]));
  pieces.forEach((piece, index) => {
    doc.font(piece.font);
    const continued = index < pieces.length - 1;
    // An Indic word's glyphs are reordered and fused by shaping (the i-matra is drawn before its consonant):
    // its ActualText makes copy-paste and text extraction give back the word as typed.
    if (piece.actual) doc.markContent('Span', { actual: piece.text } as PDFKit.Mixins.MarkingOptions);
    // pdfkit reads text(s, undefined, undefined, options) as text(s, {}): pass a position only when there is one.
    if (index === 0 && (x !== undefined || y !== undefined)) doc.text(piece.text, x ?? doc.x, y ?? doc.y, { ...textOptions, continued });
    else doc.text(piece.text, { ...textOptions, continued });
    if (piece.actual) endActualText(doc);
  });
  doc.font(fontName('latin', weight));
}

/** The lines `writeText` makes of a text in an Indian-script document at the current size (its own wrapping). */
function wrappedLines(doc: PDFKit.PDFDocument, text: string, width: number, weight: FontWeight): string[][] {
  const spaceWidth = doc.widthOfString(' ');
  const lines: string[][] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(/\s+/).filter((word) => word.length > 0);
    let line: string[] = [];
    let used = 0;
    for (const word of words) {
      const wordWidth = widthOfText(doc, word, weight);
      if (line.length > 0 && used + spaceWidth + wordWidth > width) {
        lines.push(line);
        line = [];
        used = 0;
      }
      used += (line.length > 0 ? spaceWidth : 0) + wordWidth;
      line.push(word);
    }
    lines.push(line);
  }
  return lines;
}

/**
 * The height `writeText` takes for a wrapped text of `size` points in `width` (in any document): what a layout
 * measures before writing (a table row, a block kept on one page).
 */
export function heightOfText(doc: PDFKit.PDFDocument, text: string, options: { width: number; size: number; weight?: FontWeight; lineGap?: number }): number {
  const weight = options.weight ?? 'regular';
  const lineGap = options.lineGap ?? 0;
  const script = documentScript(doc);
  if (script === 'latin') {
    doc.font(fontName('latin', weight)).fontSize(options.size);
    return doc.heightOfString(text.length > 0 ? text : ' ', { width: options.width, lineGap });
  }
  doc.fontSize(sizeIn(doc, options.size));
  const lineHeight = doc.font(fontName(SCRIPT_FACES[script]?.[0] ?? 'latin', weight)).currentLineHeight(true) + lineGap;
  const lines = wrappedLines(doc, text, options.width, weight).length;
  doc.font(fontName('latin', weight));
  return lines * lineHeight;
}

/**
 * Wraps text of an Indian-script document line by line itself. pdfkit wraps each font run on its own, so a comma
 * or a bracket (printed with the Latin face) could be left at a line's end or start a line alone; here a word
 * keeps its punctuation, every line is measured across its runs, and all lines share the script's line height.
 */
function writeWrapped(doc: PDFKit.PDFDocument, text: string, options: { x: number; y: number; width?: number; lineGap: number; weight: FontWeight; script: string }): void {
  const { x, weight, script, lineGap } = options;
  const width = options.width ?? doc.page.width - doc.page.margins.right - x;
  const scriptFace = fontName(SCRIPT_FACES[script]?.[0] ?? 'latin', weight);
  const lineHeight = doc.font(scriptFace).currentLineHeight(true) + lineGap;
  const spaceWidth = doc.widthOfString(' ');
  let y = options.y;
  {
    for (const lineWords of wrappedLines(doc, text, width, weight)) {
      if (y + lineHeight > doc.page.height - doc.page.margins.bottom) {
        doc.addPage();
        y = doc.page.margins.top;
      }
      let cursor = x;
      for (const word of lineWords) {
        for (const run of textRuns(word, weight, script)) {
          doc.font(run.font);
          const actual = isShapedScript(run.font);
          if (actual) doc.markContent('Span', { actual: run.text } as PDFKit.Mixins.MarkingOptions);
          doc.text(run.text, cursor, y, { lineBreak: false });
          if (actual) endActualText(doc);
          cursor += doc.widthOfString(run.text);
        }
        cursor += spaceWidth;
      }
      y += lineHeight;
    }
  }
  doc.x = x;
  doc.y = y;
  doc.font(fontName('latin', weight));
}

/**
 * Closes an ActualText span. pdfkit draws each text fragment inside its own q/cm/Q (flipping its top-down page
 * coordinates back), so after the fragment the matrix is the page's flipped one and no font is set. poppler
 * places and sizes an ActualText with the matrix and font in force at its EMC (a font change counts only at a
 * text-showing operator): closing the span under the glyphs' own matrix and font, after an empty TJ, keeps the
 * extracted word on its line, in reading order.
 */
function endActualText(doc: PDFKit.PDFDocument): void {
  const current = doc as unknown as { _font: { id: string }; _fontSize: number };
  doc.addContent(`q 1 0 0 -1 0 ${doc.page.height} cm BT /${current._font.id} ${current._fontSize} Tf [<>] TJ`);
  doc.endMarkedContent();
  doc.addContent('ET Q');
}

function isShapedScript(font: string): boolean {
  return !font.startsWith('latin-') && !font.includes('-latin-');
}

/** An Indic run as words and the spaces between them, so each word carries its own ActualText. */
function wordsOf(run: TextRun): Array<TextRun & { actual: boolean }> {
  return run.text
    .split(/(\s+)/)
    .filter((part) => part.length > 0)
    .map((part) => ({ text: part, font: run.font, actual: !/^\s+$/.test(part) }));
}

/** Width of a one-line text written with `writeText` at the current font size. */
export function widthOfText(doc: PDFKit.PDFDocument, text: string, weight: FontWeight = 'regular'): number {
  let width = 0;
  for (const run of textRuns(text, weight, documentScript(doc))) width += doc.font(run.font).widthOfString(run.text);
  doc.font(fontName('latin', weight));
  return width;
}

/** The rupee sign: every face set above prints it, so money is always written '₹1,234.00'. */
export const RUPEE = '₹';

/** Money in paise as Indian-grouped rupees: 49900 -> '₹499.00'. */
export function formatRupees(paise: number): string {
  return `${RUPEE}${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
