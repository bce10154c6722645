import { resolveTimeZone } from '../core/time-zone';
import { festivalCalendar } from './festival-calendar';

const delhi = { latitude: 28.6139, longitude: 77.209 };
const zone = resolveTimeZone('Asia/Kolkata', delhi.latitude, delhi.longitude);
const calendars = new Map([2025, 2026].map((year) => [year, festivalCalendar({ year, ...delhi, zone })]));
const dateOf = (year: number, key: string) => calendars.get(year)!.festivals.filter((festival) => festival.key === key).map((festival) => festival.date);

describe('festival dates for New Delhi against published ones', () => {
  // Government of India, DoPT gazetted holidays for central government offices at Delhi/New Delhi, 2025
  // (Annexure I, as reproduced at https://cgstaffportal.in/2024/07/central-government-gazetted-holidays-in-2025/ and
  // https://education.sakshi.com/en/schools/education-news/central-government-holidays-list-2025-...):
  // Maha Shivaratri 26 Feb, Holi 14 Mar, Buddha Purnima 12 May, Dussehra 2 Oct, Diwali 20 Oct, Guru Nanak's Birthday 5 Nov.
  // Drik Panchang as quoted by Mint (https://www.livemint.com/news/trends/diwali-puja-timings-2025-...):
  // Lakshmi Puja 20 Oct 2025, Amavasya 03:44 PM 20 Oct to 05:54 PM 21 Oct; Dhanteras 18 Oct, Govardhan Puja 22 Oct,
  // Bhai Dooj 23 Oct 2025.
  it.each([
    ['maha-shivaratri', '2025-02-26'],
    ['holi', '2025-03-14'],
    ['buddha-purnima', '2025-05-12'],
    ['dussehra', '2025-10-02'],
    ['diwali', '2025-10-20'],
    ['kartika-purnima', '2025-11-05'],
    ['dhanteras', '2025-10-18'],
    ['govardhan-puja', '2025-10-22'],
    ['bhai-dooj', '2025-10-23'],
  ])('when 2025 is computed, then %s falls on %s', (key, date) => {
    expect(dateOf(2025, key)).toEqual([date]);
  });

  // 2026's gazetted and restricted holidays, with their sources: festival-calendar.published-dates.test.ts.

  it('when Diwali 2025 is computed, then the Amavasya span matches the published 15:44 20 Oct - 17:54 21 Oct within three minutes', () => {
    // Ours begins 2 min 5 s later: astronomy-engine's Moon against Drik Panchang's Swiss Ephemeris and their rounding to the minute.
    const diwali = calendars.get(2025)!.festivals.find((festival) => festival.key === 'diwali')!;
    expect(Math.abs(Date.parse(diwali.tithiStart!) - Date.parse('2025-10-20T15:44:00+05:30'))).toBeLessThan(180_000);
    expect(Math.abs(Date.parse(diwali.tithiEnd!) - Date.parse('2025-10-21T17:54:00+05:30'))).toBeLessThan(180_000);
    expect(diwali.rule).toBe('pradosh');
    expect(diwali.lunarDay).toBe('Ashwin Amavasya (amanta) = Kartika Amavasya (purnimanta)');
  });

  it('when Holi 2026 is computed, then Holika Dahan moves to 3 March because Bhadra covers the night of 2 March', () => {
    expect(dateOf(2026, 'holika-dahan')).toEqual(['2026-03-03']);
    expect(dateOf(2025, 'holika-dahan')).toEqual(['2025-03-13']);
  });
});

describe('calendar rules almanacs apply (issue 36)', () => {
  const more = new Map([2021, 2022, 2023, 2024, 2027].map((year) => [year, festivalCalendar({ year, ...delhi, zone })]));
  const on = (year: number, key: string) => (calendars.get(year) ?? more.get(year))!.festivals.filter((festival) => festival.key === key).map((festival) => festival.date);

  // Drik Panchang (New Delhi) as issue 36 quotes it, and the Durga Puja lists for those years: Maha Navami on the day
  // Navami begins after Ashtami when it begins before the afternoon (2024 and 2026 with Durga Ashtami, 2027 the day
  // after), on the udaya Navami otherwise (2023, 2025).
  it.each([
    [2023, '2023-10-22', '2023-10-23'],
    [2024, '2024-10-11', '2024-10-11'],
    [2025, '2025-09-30', '2025-10-01'],
    [2026, '2026-10-19', '2026-10-19'],
    [2027, '2027-10-07', '2027-10-08'],
  ])('when %i is computed, then Durga Ashtami is %s and Maha Navami %s (the Durga Puja rule)', (year, ashtami, navami) => {
    expect(on(year, 'durga-ashtami')).toEqual([ashtami]);
    expect(on(year, 'maha-navami')).toEqual([navami]);
  });

  it('when Bhadra lasts past midnight but Purnima ends before 3.5 prahars of the next day, then Holika Dahan stays on the first evening (Holi 22 March 2027)', () => {
    expect(on(2027, 'holika-dahan')).toEqual(['2027-03-21']);
    expect(on(2027, 'holi')).toEqual(['2027-03-22']);
    // 2026: the same Bhadra, but Purnima lasts 10.4 h of an 11.6 h day on 3 March: the bonfire moves (Holi 4 March).
    expect(on(2026, 'holika-dahan')).toEqual(['2026-03-03']);
    expect(on(2024, 'holi')).toEqual(['2024-03-25']);
  });

  // Drik Panchang as India Today quoted it (https://www.indiatoday.in/information/story/dussehra-in-2022-everything-you-need-to-know-2004280-2022-09-24):
  // Dussehra 5 October 2022, Dashami 14:20 on 4 October to 12:00 on 5 October; Shravana 22:51 on the 4th to 21:15 on
  // the 5th (DNA, https://www.dnaindia.com/lifestyle/report-dussehra-2022-muhurat-ravan-dahan-muhurta-ends-at-830-pm-today-2990409);
  // also the gazetted holiday. The plain aparahna rule gave 4 October.
  it('when Dashami lasts three muhurtas into the next day and Shravana is in that day\'s aparahna only, then Vijayadashami is the next day (5 October 2022)', () => {
    expect(on(2022, 'dussehra')).toEqual(['2022-10-05']);
    // 2027: Shravana joins Dashami in the first day's aparahna (9 October), so that day keeps it, although Dashami
    // lasts until 11:41 on the 10th and Shravana touches the 10th's aparahna for a few minutes.
    expect(on(2027, 'dussehra')).toEqual(['2027-10-09']);
    expect(on(2024, 'dussehra')).toEqual(['2024-10-12']);
  });

  // Sharad Purnima (Kojagara) is the night Purnima covers at nishita: Drik Panchang as The Hans India quoted it for 2024
  // (https://www.thehansindia.com/life-style/sharad-purnima-2024-best-kojagiri-wishes-messages-and-quotes-to-share-on-october-16-914772:
  // 16 October, moonrise 17:05 on the 16th; Purnima 20:40 on the 16th to 16:55 on the 17th, as LatestLY prints it), Firstpost for 2021
  // (https://www.firstpost.com/india/sharad-purnima-2021-here-are-some-greetings-and-messages-to-share-with-your-loved-ones-10066971.html:
  // 19 October, Purnima from 19:03), Patrika for 2025 (6 October), Tarun Bharat for 2023 (28 October). The moonrise
  // rule put 2021 and 2024 a day late, on the day Purnima held at sunrise.
  it.each([
    [2021, '2021-10-19'],
    [2023, '2023-10-28'],
    [2024, '2024-10-16'],
    [2025, '2025-10-06'],
  ])('when %i is computed, then Sharad Purnima is the Kojagara night %s', (year, date) => {
    expect(on(year, 'sharad-purnima')).toEqual([date]);
  });

  // Drik Panchang's Ekadashi and Gauna (Vaishnava) Ekadashi, as quoted by Moneycontrol and the Times of India
  // (Devutthana 2025: 1 and 2 November; Ekadashi 09:11 on 1 Nov to 07:31 on 2 Nov), The Hans India (Devutthana 2024:
  // 12 November) and Drik's Padmini page as quoted by SmartPuja (Padmini 2026: 27 May; Ekadashi 05:11 on 26 May to
  // 06:22 on 27 May).
  it.each([
    [2025, 'ekadashi-devutthana', '2025-11-01', '2025-11-02'],
    [2024, 'ekadashi-devutthana', '2024-11-12', undefined],
    [2026, 'ekadashi-padmini', '2026-05-27', undefined],
  ])('when %i is computed, then %s is kept on %s (Smarta) and by Vaishnavas on %s when that differs', (year, key, smarta, vaishnava) => {
    const ekadashi = (calendars.get(year) ?? more.get(year))!.festivals.find((festival) => festival.key === key)!;
    expect(ekadashi.date).toBe(smarta);
    expect(ekadashi.vaishnavaDate).toBe(vaishnava);
    expect(ekadashi.rule).toBe('ekadashi');
  });

  it('when the Sun enters Makara after sunset, then Makar Sankranti is the next day and Lohri the evening of the entry (2027: 21:10 IST on 14 January)', () => {
    const makar = more.get(2027)!.festivals.find((festival) => festival.key === 'sankranti-9')!;
    expect(makar.tithiStart?.slice(0, 16)).toBe('2027-01-14T21:10');
    expect(makar.date).toBe('2027-01-15');
    expect(on(2027, 'lohri')).toEqual(['2027-01-14']);
    // Entries by day, or after midnight, keep their civil day.
    expect(on(2026, 'sankranti-9')).toEqual(['2026-01-14']);
    expect(on(2024, 'sankranti-9')).toEqual(['2024-01-15']);
  });
});

describe('the shape of a year', () => {
  it('when a year is computed, then it has 12 sankrantis, 24 or more Ekadashis, every Purnima and Amavasya, all in date order', () => {
    for (const [year, calendar] of calendars) {
      const count = (kind: string) => calendar.festivals.filter((festival) => festival.kind === kind).length;
      expect(count('sankranti')).toBe(12);
      expect(count('ekadashi')).toBeGreaterThanOrEqual(24);
      expect(count('purnima')).toBeGreaterThanOrEqual(12);
      expect(count('amavasya')).toBeGreaterThanOrEqual(12);
      const dates = calendar.festivals.map((festival) => festival.date);
      expect(dates).toEqual([...dates].sort());
      expect(dates.every((date) => date.startsWith(String(year)))).toBe(true);
    }
  });

  it('when 2026 is computed, then the adhika month gives Padmini and Parama Ekadashi and no second Nirjala Ekadashi', () => {
    const ekadashis = calendars.get(2026)!.festivals.filter((festival) => festival.kind === 'ekadashi').map((festival) => festival.name);
    expect(ekadashis).toEqual(expect.arrayContaining(['Padmini Ekadashi', 'Parama Ekadashi']));
    expect(ekadashis.filter((name) => name === 'Nirjala Ekadashi')).toHaveLength(1);
  });

  it('when every festival is listed, then each carries its rule in words and the tithi it belongs to', () => {
    for (const festival of calendars.get(2025)!.festivals) {
      expect(festival.ruleText.length).toBeGreaterThan(10);
      expect(festival.lunarDay.length).toBeGreaterThan(5);
    }
  });
});
