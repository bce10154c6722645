import type { Festival } from '@astrosetu/contracts';
import { resolveTimeZone } from '../core/time-zone';
import { festivalCalendar } from './festival-calendar';

/**
 * Issue 36: the calendar for New Delhi against dates published for 2026 and 2027 (98 dates). Every date below is
 * copied from the source cited beside it; a date no source could confirm is left out rather than guessed, and where a
 * source keeps another convention the difference is written up in docs/festivals.md, not bent here.
 */

const delhi = { latitude: 28.6139, longitude: 77.209 };
const zone = resolveTimeZone('Asia/Kolkata', delhi.latitude, delhi.longitude);
const calendars = new Map([2026, 2027].map((year) => [year, festivalCalendar({ year, ...delhi, zone })]));
const festivalsOf = (year: number) => calendars.get(year)!.festivals;
const datesOfKind = (year: number, kind: Festival['kind']) => festivalsOf(year).filter((festival) => festival.kind === kind).map((festival) => festival.date);
const datesOf = (year: number, key: string) => festivalsOf(year).filter((festival) => festival.key === key).map((festival) => festival.date);

describe('the 2026 and 2027 calendars for New Delhi against published dates', () => {
  it('when 2026 is computed, then its Ekadashis fall on the 24 published Smarta days', () => {
    // Hindusphere, "Ekadashi 2026" (http://hindusphere.com/ekadashi-2026/), the Drik Panchang list for New Delhi;
    // the same days in calendar.tamildot.com/ekadashi-dates. Padmini (27 May) is the dashami-viddha case of issue 36.
    expect(datesOfKind(2026, 'ekadashi')).toEqual([
      '2026-01-14', '2026-01-29', '2026-02-13', '2026-02-27', '2026-03-15', '2026-03-29',
      '2026-04-13', '2026-04-27', '2026-05-13', '2026-05-27', '2026-06-11', '2026-06-25',
      '2026-07-10', '2026-07-25', '2026-08-09', '2026-08-23', '2026-09-07', '2026-09-22',
      '2026-10-06', '2026-10-22', '2026-11-05', '2026-11-20', '2026-12-04', '2026-12-20',
    ]);
  });

  it('when 2026 is computed, then the two Ekadashis listed twice carry the published Vaishnava day', () => {
    // Hindusphere (as above) lists Yogini on 10 and 11 July and Devutthana on 20 and 21 November, the second day
    // being the Vaishnava fast (Drik Panchang's "Gauna Ekadashi"); no other 2026 Ekadashi has a second day.
    const vaishnava = festivalsOf(2026)
      .filter((festival) => festival.vaishnavaDate !== undefined)
      .map((festival) => [festival.key, festival.date, festival.vaishnavaDate]);
    expect(vaishnava).toEqual([
      ['ekadashi-yogini', '2026-07-10', '2026-07-11'],
      ['ekadashi-devutthana', '2026-11-20', '2026-11-21'],
    ]);
  });

  it('when 2026 is computed, then its 13 Purnimas (with Adhika Jyeshtha) fall on the published days', () => {
    // MarriageHoroscope, "Purnima Tithi" for New Delhi, 2026 (https://www.marriagehoroscope.com/panchang/purnima-tithi.php),
    // and SmartPuja, "Purnima Dates 2026" (https://www.smartpuja.com/blog/purnima-dates-2023), both with the tithi times.
    // 23 December: Purnima 10:47 on the 23rd to 06:57 on the 24th holds no sunrise ("Tithi Lost"), kept the day it begins.
    expect(datesOfKind(2026, 'purnima')).toEqual([
      '2026-01-03', '2026-02-01', '2026-03-03', '2026-04-02', '2026-05-01', '2026-05-31', '2026-06-29',
      '2026-07-29', '2026-08-28', '2026-09-26', '2026-10-26', '2026-11-24', '2026-12-23',
    ]);
  });

  it('when 2026 and 2027 are computed, then their Amavasyas fall on the published days', () => {
    // Temples in India Info, "2026 Amavasya Dates" and "2027 Amavasya Dates"
    // (https://templesinindiainfo.com/2026-amavasya-dates-2026-new-moon-days-2026-full-moon-day/,
    // https://templesinindiainfo.com/2027-amavasya-dates-2027-new-moon-days-2027-full-moon-day/);
    // they name the months purnimanta, the calendar amanta (docs/festivals.md), so only the days are compared.
    expect(datesOfKind(2026, 'amavasya')).toEqual([
      '2026-01-18', '2026-02-17', '2026-03-19', '2026-04-17', '2026-05-16', '2026-06-15',
      '2026-07-14', '2026-08-12', '2026-09-11', '2026-10-10', '2026-11-09', '2026-12-08',
    ]);
    expect(datesOfKind(2027, 'amavasya')).toEqual([
      '2027-01-07', '2027-02-06', '2027-03-08', '2027-04-06', '2027-05-06', '2027-06-04', '2027-07-04',
      '2027-08-02', '2027-08-31', '2027-09-30', '2027-10-29', '2027-11-28', '2027-12-27',
    ]);
  });

  it('when 2026 is computed, then its 12 sankrantis fall on the published days, the evening ones on the day of the entry', () => {
    // Shri Ram Temple, "2026 Sankranti Calendar" (https://www.shriramtemple.org.in/news/details/2026-sankranti-calendar),
    // with the entry times, and Sanatana Vibes, "Sankranti 2026" (https://www.sanatanavibes.in/2025/11/sankranti-2026-complete-calendar-of-12.html).
    // Tula (about 19:55 on 17 October) and Vrishchika (about 19:45 on 16 November) enter after sunset and are still
    // listed on the day of the entry; only Makar Sankranti moves to the next day (docs/festivals.md).
    expect(datesOfKind(2026, 'sankranti')).toEqual([
      '2026-01-14', '2026-02-13', '2026-03-15', '2026-04-14', '2026-05-15', '2026-06-15',
      '2026-07-16', '2026-08-17', '2026-09-17', '2026-10-17', '2026-11-16', '2026-12-16',
    ]);
  });

  // Government of India, DoPT holidays for central government offices at Delhi/New Delhi, 2026: the gazetted list as
  // Sakshi Post printed it (https://www.sakshipost.com/news/national/central-government-holidays-2026-full-list-national-and-festival-holidays-426604).
  it.each([
    ['holi', '2026-03-04'],
    ['ram-navami', '2026-03-26'],
    ['buddha-purnima', '2026-05-01'],
    ['janmashtami', '2026-09-04'],
    ['dussehra', '2026-10-20'],
    ['diwali', '2026-11-08'],
    ['kartika-purnima', '2026-11-24'],
  ])('when 2026 is computed, then %s falls on the gazetted %s', (key, date) => {
    expect(datesOf(2026, key)).toEqual([date]);
  });

  // The DoPT restricted holidays for 2026 as India Post's list repeats them (Dainik Jagran, 2 January 2026,
  // https://www.jagran.com/business/biz-post-office-holidays-2024-full-list-of-closure-dates-40093140.html), and for
  // November the CCMB staff calendar built from the same list (http://intranet.ccmb.res.in/intranet/cal/dbcal/mn1.php?m=11&y=2026).
  // Govardhan Puja (9 November there, 10 November here) is a convention difference described in docs/festivals.md.
  it.each([
    ['sankranti-9', '2026-01-14'],
    ['vasant-panchami', '2026-01-23'],
    ['maha-shivaratri', '2026-02-15'],
    ['holika-dahan', '2026-03-03'],
    ['chaitra-navratri', '2026-03-19'],
    ['rath-yatra', '2026-07-16'],
    ['raksha-bandhan', '2026-08-28'],
    ['ganesh-chaturthi', '2026-09-14'],
    ['karva-chauth', '2026-10-29'],
    ['naraka-chaturdashi', '2026-11-08'],
    ['bhai-dooj', '2026-11-11'],
    ['chhath', '2026-11-15'],
  ])('when 2026 is computed, then %s falls on the listed %s', (key, date) => {
    expect(datesOf(2026, key)).toEqual([date]);
  });

  it.each([
    // ABP Live, "Holi 2027" (https://news.abplive.com/religion/holi-2027-date-india-holika-dahan-rangwali-holi-1829836):
    // Holika Dahan 21 March, Holi 22 March; Purnima 18:21 on 21 March to 16:13 on 22 March.
    ['holika-dahan', '2027-03-21'],
    ['holi', '2027-03-22'],
    // Bhakti Ras, "Makar Sankranti" (https://bhaktiras.in/festival/makar-sankranti): Friday, 15 January 2027.
    ['sankranti-9', '2027-01-15'],
  ])('when 2027 is computed, then %s falls on the published %s', (key, date) => {
    expect(datesOf(2027, key)).toEqual([date]);
  });

  it('when the Holi 2027 Purnima is computed, then its span matches the published 18:21 - 16:13 within two minutes', () => {
    const holi = festivalsOf(2027).find((festival) => festival.key === 'holika-dahan')!;
    expect(Math.abs(Date.parse(holi.tithiStart!) - Date.parse('2027-03-21T18:21:00+05:30'))).toBeLessThan(120_000);
    expect(Math.abs(Date.parse(holi.tithiEnd!) - Date.parse('2027-03-22T16:13:00+05:30'))).toBeLessThan(120_000);
  });
});
