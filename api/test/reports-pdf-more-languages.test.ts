import { uiLanguageInfo, uiLanguages, type ReportType, type UiLanguage } from '@astrosetu/contracts';
import { buildReportPdf } from '../src/modules/reports/build-report-pdf';
import { SAMPLE_PEOPLE, sampleRequest } from '../src/modules/reports/bench/sample-requests';
import { missingGlyphs } from '../src/modules/reports/report-fonts';
import { reportText } from '../src/modules/reports/report-text';
import { latinShare, readBackDir, readBackPdf, REPORT_PAGE_PROMISE as promise, type ReadBack } from './report-pdf-read-back';

/**
 * The paid reports in the languages issue 38 added (Hindi and Tamil have their own, deeper file): every tier keeps the
 * page count it is sold with, its chapter headings are the language's, Latin-script words stay under 6% (names, D9
 * and the like), and the fonts have every character printed. One birth per language and tier, to keep the run short.
 */
const dir = readBackDir('reports-more-languages-');

const tiers: ReportType[] = ['basic', 'comprehensive', 'premium'];
const languages = uiLanguages.map((language) => language.code).filter((code) => !['en', 'hi', 'ta'].includes(code)) as UiLanguage[];

const reports = new Map<string, ReadBack>();

beforeAll(async () => {
  for (const language of languages) {
    for (const tier of tiers) {
      reports.set(`${language}-${tier}`, readBackPdf(await buildReportPdf({ ...sampleRequest(SAMPLE_PEOPLE[0], tier), language }), dir, `${language}-${tier}`));
    }
  }
}, 600_000);

describe.each(languages)('paid report PDFs in %s', (language) => {
  const text = reportText(language);
  const { name } = uiLanguageInfo(language);

  it.each(tiers)(`${name} %s: the page count is within what the tier is sold as`, (tier) => {
    const { pages } = reports.get(`${language}-${tier}`)!;
    // Printed for the closing note: pages per tier per language.
    console.log(`report pages: ${language} ${tier} ${pages}`);
    expect(pages).toBeGreaterThanOrEqual(promise[tier].min);
    expect(pages).toBeLessThanOrEqual(promise[tier].max);
  });

  it(`${name} Premium: the chapter headings are the language's, no English chapter, under 6% Latin words, no missing glyph`, () => {
    const { text: printed } = reports.get(`${language}-premium`)!;
    for (const key of ['personality.title', 'planets.title', 'houses.title', 'remedies.title'] as const) {
      expect(printed).toContain(text.t(key));
    }
    for (const english of ['The nine grahas in your chart', 'The twelve houses', 'Remedies (upayas)', 'You: ascendant, Moon and birth star']) {
      expect(printed).not.toContain(english);
    }
    const share = latinShare(printed);
    console.log(`report Latin-script share: ${language} premium ${(share * 100).toFixed(1)}%`);
    expect(share).toBeLessThan(0.06);
    expect(missingGlyphs(printed)).toEqual([]);
  });
});
