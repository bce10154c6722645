import type { UiLanguage } from '@astrosetu/contracts';
import { computeKundli, resolveMoment } from '../../../astrology';
import { SIGN_NAMES } from '../../../astrology/core/vedic-data';
import { houseFromSign, signStays } from '../../../astrology/transits/transit-timeline';
import { TIER_PLANS } from '../build-report-pdf';
import type { ReportWriter } from '../pdf/report-writer';
import type { ReportContext } from '../report-request';
import { reportText } from '../report-text';
import { writeYearByYear } from './transit-chapters';

/**
 * The Premium year-by-year outlook and Sade Sati. The birth is the Dhanu (Sagittarius Moon) native of the transit API
 * test (15 May 1990, 06:30, Chennai): Saturn enters Scorpio, the 12th from that Moon, in December 2043, steps back
 * into Libra in the summer of 2044 and returns in August. Written before this test, the outlook called 2044 "an
 * excellent year for growth" from Saturn's mid-2044 place in Libra, with no word of the Sade Sati the transit
 * chapter dates from December 2043.
 */
const birth = { date: '1990-05-15', time: '06:30', latitude: 13.0827, longitude: 80.2707, timezone: 'Asia/Kolkata' };
const generatedAt = new Date('2026-11-24T06:00:00Z');

/** The outlook's headings and paragraphs, in order, from a writer that only records. */
function outlook(language: UiLanguage): { kind: 'chapter' | 'section' | 'paragraph'; text: string }[] {
  const written: { kind: 'chapter' | 'section' | 'paragraph'; text: string }[] = [];
  const writer = {
    chapter: (title: string) => written.push({ kind: 'chapter', text: title }),
    section: (title: string) => written.push({ kind: 'section', text: title }),
    paragraph: (text: string) => written.push({ kind: 'paragraph', text }),
    table: () => undefined,
  } as unknown as ReportWriter;
  const moment = resolveMoment({ date: birth.date, time: birth.time, latitude: birth.latitude, longitude: birth.longitude, timezone: birth.timezone });
  const kundli = computeKundli(moment, generatedAt.getTime());
  const person = { name: 'Test', email: 'test@example.com', gender: 'male', birthDate: birth.date, birthTime: birth.time, birthPlace: 'Chennai', ...birth } as unknown as ReportContext['request']['person'];
  const context: ReportContext = {
    request: { reference: 'TXN-test', reportType: 'premium', amountPaid: 59900, person, generatedAt, language } as unknown as ReportContext['request'],
    kundli,
    writer,
    text: reportText(language),
    asOfMs: generatedAt.getTime(),
  };
  writeYearByYear(context, TIER_PLANS.premium);
  return written;
}

/** Each year's heading and the paragraphs under it. */
function byYear(written: ReturnType<typeof outlook>): Map<number, { heading: string; body: string }> {
  const years = new Map<number, { heading: string; body: string }>();
  let current: { heading: string; body: string } | undefined;
  for (const entry of written) {
    if (entry.kind === 'section') {
      current = { heading: entry.text, body: '' };
      years.set(Number(entry.text.slice(0, 4)), current);
    } else if (entry.kind === 'paragraph' && current) current.body += ` ${entry.text}`;
  }
  return years;
}

/** Years in which Saturn stands, at any time, in the 12th, 1st or 2nd sign from the Sagittarius Moon. */
function sadeSatiYears(from: number, to: number): Set<number> {
  const moon = SIGN_NAMES.indexOf('Sagittarius');
  const years = new Set<number>();
  for (let year = from; year <= to; year += 1) {
    const stays = signStays('Saturn', Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1));
    if (stays.some((stay) => [12, 1, 2].includes(houseFromSign(moon, stay.sign)))) years.add(year);
  }
  return years;
}

describe('the Premium year-by-year outlook and Sade Sati', () => {
  it('when the Dhanu native’s outlook reaches 2043 and 2044, then both years name Sade Sati and its rising phase, and 2044 is not called excellent', () => {
    const years = byYear(outlook('en'));
    expect(years.get(2043)!.heading).toMatch(/under Sade Sati \(rising phase\)/);
    expect(years.get(2043)!.body).toMatch(/Sade Sati begins on 1[01] Dec 2043\./);
    const year2044 = years.get(2044)!;
    expect(year2044.heading).toMatch(/^2044: .*under Sade Sati \(rising phase\)$/);
    expect(year2044.heading).not.toMatch(/excellent/);
    expect(year2044.body).toMatch(/Saturn is in Scorpio, 12th from your Moon: the rising phase of Sade Sati/);
    expect(year2044.body).toMatch(/a retrograde Saturn steps back out of these signs and Sade Sati pauses/);
  });

  it.each(['en', 'hi', 'ta'] as const)('when the outlook is written in %s, then every year under Sade Sati names it in its heading and text, no other year does, and none of them is called excellent without it', (language) => {
    const text = reportText(language);
    const years = byYear(outlook(language));
    const covered = [...years.keys()];
    expect(covered).toHaveLength(TIER_PLANS.premium.yearByYear);
    const expected = sadeSatiYears(covered[0], covered[covered.length - 1]);
    const sadeSatiWord = text.t('column.sadeSati');
    for (const [year, { heading, body }] of years) {
      const under = expected.has(year);
      expect({ year, named: heading.includes(sadeSatiWord) }).toEqual({ year, named: under });
      expect({ year, named: body.includes(sadeSatiWord) }).toEqual({ year, named: under });
      if (under) expect(heading).not.toBe(text.t('yearByYear.heading', { year, tone: text.t('yearByYear.tone.excellent') }));
    }
  });
});
