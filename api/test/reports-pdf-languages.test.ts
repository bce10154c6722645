import type { ReportType, UiLanguage } from '@astrosetu/contracts';
import { buildReportPdf } from '../src/modules/reports/build-report-pdf';
import { SAMPLE_PEOPLE, sampleRequest } from '../src/modules/reports/bench/sample-requests';
import { missingGlyphs } from '../src/modules/reports/report-fonts';
import { reportText } from '../src/modules/reports/report-text';
import { signText } from '../src/modules/reports/texts/signs';
import { computeKundli, resolveMoment } from '../src/astrology';
import { latinShare, readBackDir, readBackPdf, REPORT_PAGE_PROMISE as promise, type ReadBack } from './report-pdf-read-back';

/**
 * The paid reports in the order's language (issue 18): every tier in Hindi and in Tamil keeps the page count it is
 * sold with, prints its chapters, interpretations and names in the language, and has no character the fonts lack.
 */
const dir = readBackDir('reports-languages-');

const tiers: ReportType[] = ['basic', 'comprehensive', 'premium'];
const languages: UiLanguage[] = ['hi', 'ta'];
const reports = new Map<string, ReadBack>();
const key = (language: UiLanguage, tier: ReportType, person: number) => `${language}-${tier}-${person}`;

function ascendantOf(person: (typeof SAMPLE_PEOPLE)[number], generatedAt: Date) {
  const moment = resolveMoment({ date: person.birthDate, time: person.birthTime, latitude: person.latitude, longitude: person.longitude, timezone: person.timezone, place: person.birthPlace });
  return computeKundli(moment, generatedAt.getTime());
}

beforeAll(async () => {
  for (const language of languages) {
    for (const tier of tiers) {
      for (const [index, person] of SAMPLE_PEOPLE.entries()) {
        reports.set(key(language, tier, index), readBackPdf(await buildReportPdf({ ...sampleRequest(person, tier), language }), dir, key(language, tier, index)));
      }
    }
  }
}, 420_000);

describe('paid report PDFs in Hindi and Tamil', () => {
  it.each(languages.flatMap((language) => tiers.map((tier) => [language, tier] as const)))('%s %s: the page count is within what the tier is sold as, for both births', (language, tier) => {
    for (const index of [0, 1]) {
      const { pages } = reports.get(key(language, tier, index))!;
      expect(pages).toBeGreaterThanOrEqual(promise[tier].min);
      expect(pages).toBeLessThanOrEqual(promise[tier].max);
    }
  });

  it('a Premium report in Hindi: Hindi chapter headings, the ascendant interpretation, the name, no English chapter', () => {
    const { text } = reports.get(key('hi', 'premium', 0))!;
    for (const heading of ['आप: लग्न, चंद्रमा और जन्म नक्षत्र', 'आपकी कुंडली के नवग्रह', 'बारह भाव', 'वर्ग कुंडलियाँ: नवांश (D9) और दशमांश (D10)', 'विंशोत्तरी दशा: आने वाले 25 वर्ष', 'वर्ष-दर-वर्ष', 'उपाय', 'आपके प्रश्न']) {
      expect(text).toContain(heading);
    }
    const person = SAMPLE_PEOPLE[0];
    const kundli = ascendantOf(person, sampleRequest(person, 'premium').generatedAt);
    const interpretation = signText(reportText('hi'), kundli.ascendant.signIndex).ascendant;
    expect(text).toContain(interpretation.split('।')[0]);
    expect(text).toContain('प्रिया शर्मा (Priya Sharma)');
    expect(text).toContain('क्या मेरी शादी 2027 में होगी?');
    for (const english of ['The nine grahas in your chart', 'The twelve houses', 'Vimshottari dasha', 'Remedies (upayas)', 'Year by year']) expect(text).not.toContain(english);
    expect(latinShare(text)).toBeLessThan(0.06);
    expect(missingGlyphs(text)).toEqual([]);
  });

  it('a Basic report in Tamil: Tamil chapter headings, the Moon sign interpretation, the name, no English chapter', () => {
    const { text } = reports.get(key('ta', 'basic', 1))!;
    for (const heading of ['நீங்கள்: லக்னம், சந்திரன் மற்றும் ஜன்ம நட்சத்திரம்', 'உங்கள் ஜாதகத்தில் நவக்கிரகங்கள்', 'பன்னிரண்டு பாவங்கள்', 'யோகங்களும் தோஷங்களும்', 'விம்சோத்தரி தசை: அடுத்த 5 ஆண்டுகள்', 'பரிகாரங்கள்']) {
      expect(text).toContain(heading);
    }
    const person = SAMPLE_PEOPLE[1];
    const kundli = ascendantOf(person, sampleRequest(person, 'basic').generatedAt);
    const moon = kundli.planets.find((planet) => planet.name === 'Moon')!;
    const interpretation = signText(reportText('ta'), moon.signIndex).moon;
    expect(text).toContain(interpretation.split('. ')[0]);
    expect(text).toContain('Karthik Subramanian (கார்த்திக்)');
    for (const english of ['The nine grahas in your chart', 'The twelve houses', 'Yogas and doshas', 'Remedies (upayas)']) expect(text).not.toContain(english);
    expect(latinShare(text)).toBeLessThan(0.06);
    expect(missingGlyphs(text)).toEqual([]);
  });

  it('dates and names follow the language: Hindi and Tamil month names, IST', () => {
    expect(reports.get(key('hi', 'basic', 0))!.text).toContain('14 अगस्त 1992');
    expect(reports.get(key('ta', 'basic', 1))!.text).toContain('27 ஜனவரி, 1985');
    expect(reports.get(key('hi', 'basic', 0))!.text).toContain('24 नवंबर 2026');
  });
});
