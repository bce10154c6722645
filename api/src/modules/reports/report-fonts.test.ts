import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { LATIN_REGULAR, fontName, missingGlyphs, registerReportFonts, textRuns, writeText } from './report-fonts';

function pdfOf(write: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  registerReportFonts(doc);
  write(doc);
  doc.end();
  return done;
}

function textOf(pdf: Buffer): string {
  const path = join(mkdtempSync(join(tmpdir(), 'report-fonts-')), 'out.pdf');
  writeFileSync(path, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
}

const samples = {
  hindi: 'प्रिया शर्मा',
  question: 'क्या मेरी शादी 2027 में होगी?',
  tamil: 'சென்னை',
  bengali: 'সৌমিত্র',
  telugu: 'శ్రీనివాస్',
  gujarati: 'ધ્રુવ',
  kannada: 'ಕೃಷ್ಣ',
  malayalam: 'കൃഷ്ണൻ',
  gurmukhi: 'ਗੁਰਪ੍ਰੀਤ',
  oriya: 'ଜଗନ୍ନାଥ',
};

describe('report fonts', () => {
  it('splits mixed text into runs of one face each, keeping spaces and punctuation with their words', () => {
    expect(textRuns('Priya (प्रिया शर्मा) paid ₹499')).toEqual([
      { text: 'Priya (', font: LATIN_REGULAR },
      { text: 'प्रिया शर्मा', font: fontName('devanagari', 'regular') },
      { text: ') paid ', font: LATIN_REGULAR },
      { text: '₹', font: fontName('latin-ext', 'regular') },
      { text: '499', font: LATIN_REGULAR },
    ]);
    expect(textRuns('சென்னை', 'bold')).toEqual([{ text: 'சென்னை', font: fontName('tamil', 'bold') }]);
  });

  it('prints every Indian script the site offers as text that reads back word for word, in order', async () => {
    const line = `Name ${samples.hindi}, asks: ${samples.question} Born in ${samples.tamil}. ${Object.values(samples).slice(3).join(' ')} ₹1,499`;
    const pdf = await pdfOf((doc) => {
      writeText(doc, line, { width: 495 });
      writeText(doc, line, { width: 495, weight: 'bold', size: 14 });
    });
    const text = textOf(pdf).replace(/\s+/g, ' ');
    for (const sample of Object.values(samples)) expect(text).toContain(sample);
    expect(text).toContain(`Name ${samples.hindi}, asks: ${samples.question}`);
    expect(text).toContain('₹1,499');
  });

  it('parses each face once and shapes each word once for every document the process writes (patches/pdfkit+0.17.2.patch)', async () => {
    type EmbeddedFace = { font: object; layoutCache: { runs: Record<string, unknown> } };
    const devanagariOf = async (): Promise<EmbeddedFace> => {
      let face: EmbeddedFace | undefined;
      const pdf = await pdfOf((doc) => {
        writeText(doc, samples.hindi);
        doc.font(fontName('devanagari', 'regular'));
        face = (doc as unknown as { _font: EmbeddedFace })._font;
      });
      expect(textOf(pdf)).toContain(samples.hindi);
      return face!;
    };
    const first = await devanagariOf();
    const second = await devanagariOf();
    // Unpatched pdfkit parses the font again and starts an empty layout cache in every document.
    expect(second.font).toBe(first.font);
    expect(second.layoutCache).toBe(first.layoutCache);
    expect(Object.keys(second.layoutCache.runs)).toEqual(expect.arrayContaining(samples.hindi.split(' ')));
  });

  it('has a glyph for every character of names, places and questions in every script (no empty boxes)', () => {
    expect(missingGlyphs(`${Object.values(samples).join(' ')} ₹1,499 Śani Rāhu 23°14′ “quoted” – ‘ok’ · ।`)).toEqual([]);
    // A character no face has is reported, so the check can fail.
    expect(missingGlyphs('☃')).toEqual(['☃']);
  });

  it('embeds the fonts shipped with the project, not the machine’s', async () => {
    const pdf = await pdfOf((doc) => writeText(doc, `${samples.hindi} ${samples.tamil} ₹`));
    const path = join(mkdtempSync(join(tmpdir(), 'report-fonts-')), 'fonts.pdf');
    writeFileSync(path, pdf);
    const fonts = execFileSync('pdffonts', [path], { encoding: 'utf8' });
    expect(fonts).toMatch(/NotoSansDevanagari/);
    expect(fonts).toMatch(/NotoSansTamil/);
    expect(fonts).not.toMatch(/DejaVu|Helvetica/);
  });
});
