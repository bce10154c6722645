import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReportType } from '@astrosetu/contracts';
import { buildReportPdf } from '../src/modules/reports/build-report-pdf';
import { SAMPLE_PEOPLE, sampleRequest } from '../src/modules/reports/bench/sample-requests';
import { missingGlyphs } from '../src/modules/reports/report-fonts';

/**
 * The paid reports read back as a customer would: pdfinfo for the page count, pdftotext for the text (what
 * copy-paste gives). Two different births (a Hindi name from Varanasi, a Tamil name from Chennai) for each tier.
 */
const dir = mkdtempSync(join(tmpdir(), 'reports-pdf-'));

interface ReadBack {
  pages: number;
  text: string;
  /** Each page's text without the running footer (pdftotext separates pages with a form feed). */
  bodies: string[];
}

function readBack(pdf: Buffer, name: string): ReadBack {
  const path = join(dir, `${name}.pdf`);
  writeFileSync(path, pdf);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1]);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
  const bodies = text
    .split('\f')
    .slice(0, pages)
    .map((page) =>
      page
        .split('\n')
        .filter((line) => !/^AstroSetu · .* · page \d+ of \d+$/.test(line.trim()))
        .join('\n')
        .trim(),
    );
  return { pages, text, bodies };
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Sentences of ten words or more: a repeated paragraph necessarily repeats them. */
function longSentences(text: string): string[] {
  return normalise(text.replace(/^AstroSetu · .* · page \d+ of \d+$/gm, ''))
    .split(/(?<=[.?!])\s+(?=[A-Z\u0900-\u0D7F])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(' ').length >= 10);
}

const promise: Record<ReportType, { min: number; max: number }> = {
  basic: { min: 10, max: 15 },
  comprehensive: { min: 25, max: 30 },
  // Sold as "40+ pages"; the upper bound only guards against runaway output.
  premium: { min: 40, max: 60 },
};

const tiers: ReportType[] = ['basic', 'comprehensive', 'premium'];
const reports = new Map<string, ReadBack>();
const key = (tier: ReportType, person: number) => `${tier}-${person}`;

beforeAll(async () => {
  for (const tier of tiers) {
    for (const [index, person] of SAMPLE_PEOPLE.entries()) {
      reports.set(key(tier, index), readBack(await buildReportPdf(sampleRequest(person, tier)), key(tier, index)));
    }
  }
}, 240_000);

describe('paid report PDFs', () => {
  it.each(tiers)('%s: the page count is within what the tier is sold as, for both births', (tier) => {
    for (const index of [0, 1]) {
      const { pages } = reports.get(key(tier, index))!;
      expect(pages).toBeGreaterThanOrEqual(promise[tier].min);
      expect(pages).toBeLessThanOrEqual(promise[tier].max);
    }
  });

  it.each(tiers)('%s: names, places and questions in Devanagari and Tamil come out as text', (tier) => {
    const hindi = normalise(reports.get(key(tier, 0))!.text);
    expect(hindi).toContain('प्रिया शर्मा (Priya Sharma)');
    expect(hindi).toContain('वाराणसी (Varanasi)');
    expect(hindi).toContain('क्या मेरी शादी 2027 में होगी?');
    const tamil = normalise(reports.get(key(tier, 1))!.text);
    expect(tamil).toContain('Karthik Subramanian (கார்த்திக்)');
    expect(tamil).toContain('சென்னை (Chennai)');
    // Every character printed has a glyph in the shipped fonts: nothing prints as an empty box.
    expect(missingGlyphs(hindi + tamil)).toEqual([]);
  });

  it.each(tiers)('%s: no paragraph (no sentence of ten words or more) is repeated within a report', (tier) => {
    for (const index of [0, 1]) {
      const sentences = longSentences(reports.get(key(tier, index))!.text);
      const repeated = sentences.filter((sentence, at) => sentences.indexOf(sentence) !== at);
      expect(repeated).toEqual([]);
      expect(sentences.length).toBeGreaterThan(promise[tier].min * 5);
    }
  });

  it.each(tiers)('%s: every page carries text and differs between the two customers, header and footer aside', (tier) => {
    const first = reports.get(key(tier, 0))!.bodies;
    const second = reports.get(key(tier, 1))!.bodies;
    for (const bodies of [first, second]) {
      for (const body of bodies) expect(body.split(/\s+/).length).toBeGreaterThan(25);
    }
    const secondPages = new Set(second.map(normalise));
    for (const body of first) expect(secondPages.has(normalise(body))).toBe(false);
    for (let page = 0; page < Math.min(first.length, second.length); page += 1) {
      expect(normalise(first[page])).not.toEqual(normalise(second[page]));
    }
  });

  it('the tiers differ in substance, not in headings', () => {
    const basic = normalise(reports.get(key('basic', 0))!.text);
    const comprehensive = normalise(reports.get(key('comprehensive', 0))!.text);
    const premium = normalise(reports.get(key('premium', 0))!.text);
    for (const chapter of ['Ashtakavarga', 'Areas of life', 'Month by month', 'Tara bala']) {
      expect(basic).not.toContain(chapter);
      expect(comprehensive).toContain(chapter);
      expect(premium).toContain(chapter);
    }
    for (const chapter of ['Divisional charts: navamsa (D9) and dashamsa (D10)', 'Chara karakas', 'Year by year', 'Pratyantardashas']) {
      expect(basic).not.toContain(chapter);
      expect(premium).toContain(chapter);
    }
    expect(comprehensive).not.toContain('navamsa (D9) and dashamsa');
    expect(comprehensive).toContain('Pratyantardashas');
    expect(comprehensive).toContain('Vimshottari dasha: the next 10 years');
    expect(basic).toContain('Vimshottari dasha: the next 5 years');
    expect(premium).toContain('Vimshottari dasha: the next 25 years');
  });

  it('Premium prints the astrologer’s answer as a chapter, and lists the questions as with the astrologer until then', async () => {
    const waiting = normalise(reports.get(key('premium', 0))!.text);
    expect(waiting).toContain('Your questions are with your astrologer');
    const answered = readBack(
      await buildReportPdf({
        ...sampleRequest(SAMPLE_PEOPLE[0], 'premium'),
        astrologerAnswers: {
          astrologerName: 'Pandit Ravi Shastri',
          answeredAt: new Date('2026-11-25T10:00:00Z'),
          markdown: '## Marriage\n\nYour **7th lord** is strong: marriage is likely in the Venus sub-period.\n\n- Prefer a date after March 2027\n- Keep Fridays for Lakshmi puja\n\nशुभ विवाह के योग 2027 में हैं।',
        },
      }),
      'premium-answered',
    );
    const text = normalise(answered.text);
    expect(text).toContain('Your questions, answered by Pandit Ravi Shastri');
    expect(text).toContain('Your 7th lord is strong: marriage is likely in the Venus sub-period.');
    expect(text).toContain('Prefer a date after March 2027');
    expect(text).toContain('शुभ विवाह के योग 2027 में हैं।');
    expect(text).not.toContain('**');
    expect(text).not.toContain('Your questions are with your astrologer');
  }, 60_000);
});
