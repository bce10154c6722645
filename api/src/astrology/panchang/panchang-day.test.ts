import { resolveTimeZone } from '../core/time-zone';
import { dayDivisions } from './muhurta';
import { lunarDateAt, lunationAt } from './lunar-calendar';
import { panchangDay } from './panchang-day';

const delhi = { latitude: 28.6139, longitude: 77.209 };
const zone = resolveTimeZone('Asia/Kolkata', delhi.latitude, delhi.longitude);
/** Minutes between an ISO instant and a published 'HH:MM' on the same local date (+05:30). */
const minutesOff = (iso: string | null | undefined, date: string, clock: string) =>
  Math.abs(Date.parse(iso!) - Date.parse(`${date}T${clock}:00+05:30`)) / 60_000;

describe('the day panchang against Drik Panchang for New Delhi', () => {
  // https://www.drikpanchang.com/bengali/bengali-day-panjika.html?date=24/01/2022 (New Delhi, Monday 24 Jan 2022):
  // sunrise 07:13, sunset 05:54 PM, moonrise 11:55 PM, moonset 11:08 AM; Brahma muhurta 05:26-06:20; Abhijit
  // 12:12-12:55; Rahu Kalam 08:33-09:53; Yamaganda 11:13-12:33; Vikram Samvat 2078 Aananda; Shaka Samvat 1943
  // Plava; Magh purnimanta, Poush amanta; Drik ritu Shishir, Vedic ritu Hemant; Drik and Vedic ayana Uttarayana.
  const day = panchangDay('2022-01-24', delhi.latitude, delhi.longitude, zone);

  it('when Monday 24 Jan 2022 is computed, then sunrise, sunset, moonrise and moonset agree within a minute', () => {
    expect(day.sunriseConvention).toBe('drik');
    expect(minutesOff(day.sunrise, '2022-01-24', '07:13')).toBeLessThanOrEqual(1);
    expect(minutesOff(day.sunset, '2022-01-24', '17:54')).toBeLessThanOrEqual(1);
    expect(minutesOff(day.moonrise, '2022-01-24', '23:55')).toBeLessThanOrEqual(1.5);
    expect(minutesOff(day.moonset, '2022-01-24', '11:08')).toBeLessThanOrEqual(1);
  });

  it('when Monday 24 Jan 2022 is computed, then Rahu Kalam, Yamaganda, Abhijit and Brahma muhurta agree within a minute', () => {
    const muhurta = day.muhurta!;
    expect(minutesOff(muhurta.rahuKalam.start, '2022-01-24', '08:33')).toBeLessThanOrEqual(1);
    expect(minutesOff(muhurta.rahuKalam.end, '2022-01-24', '09:53')).toBeLessThanOrEqual(1);
    expect(minutesOff(muhurta.yamaganda.start, '2022-01-24', '11:13')).toBeLessThanOrEqual(1);
    expect(minutesOff(muhurta.yamaganda.end, '2022-01-24', '12:33')).toBeLessThanOrEqual(1);
    expect(minutesOff(muhurta.abhijit!.start, '2022-01-24', '12:12')).toBeLessThanOrEqual(1);
    expect(minutesOff(muhurta.abhijit!.end, '2022-01-24', '12:55')).toBeLessThanOrEqual(1);
    expect(minutesOff(muhurta.brahmaMuhurta.start, '2022-01-24', '05:26')).toBeLessThanOrEqual(1);
    expect(minutesOff(muhurta.brahmaMuhurta.end, '2022-01-24', '06:20')).toBeLessThanOrEqual(1);
  });

  it('when Monday 24 Jan 2022 is computed, then months, samvats, samvatsaras, ritus and ayanas are the published ones', () => {
    expect(day.lunar).toMatchObject({
      amanta: { month: 'Pausha', adhika: false },
      purnimanta: { month: 'Magha', adhika: false },
      paksha: 'Krishna',
      vikramSamvat: 2078,
      vikramSamvatsara: 'Ananda',
      shakaSamvat: 1943,
      samvatsara: 'Plava',
      ritu: 'Hemanta',
      drikRitu: 'Shishira',
      ayana: 'Uttarayana',
      drikAyana: 'Uttarayana',
    });
  });

  // https://www.news18.com/news/astrology/horoscope/aaj-ka-panchang-december-24-2021-... (per Drikpanchang, Saturday
  // 25 Dec 2021): sunrise 7:12, sunset 5:31 PM, moonrise 11:05 PM, Brahma 5:22-6:17, Abhijit 12:01-12:42, Rahu Kalam
  // 9:46-11:04, Gulikai 7:12-8:29, Yamaganda 1:39-2:56 PM.
  it('when Saturday 25 Dec 2021 is computed, then the published Rahu Kalam, Gulika, Yamaganda, Abhijit and Brahma muhurta agree within a minute', () => {
    const saturday = panchangDay('2021-12-25', delhi.latitude, delhi.longitude, zone);
    const date = '2021-12-25';
    expect(minutesOff(saturday.sunrise, date, '07:12')).toBeLessThanOrEqual(1);
    expect(minutesOff(saturday.sunset, date, '17:31')).toBeLessThanOrEqual(1);
    expect(minutesOff(saturday.moonrise, date, '23:05')).toBeLessThanOrEqual(1);
    const muhurta = saturday.muhurta!;
    expect(minutesOff(muhurta.rahuKalam.start, date, '09:46')).toBeLessThanOrEqual(1);
    expect(minutesOff(muhurta.rahuKalam.end, date, '11:04')).toBeLessThanOrEqual(1);
    expect(minutesOff(muhurta.gulikaKalam.start, date, '07:12')).toBeLessThanOrEqual(1);
    expect(minutesOff(muhurta.gulikaKalam.end, date, '08:29')).toBeLessThanOrEqual(1);
    expect(minutesOff(muhurta.yamaganda.start, date, '13:39')).toBeLessThanOrEqual(1);
    expect(minutesOff(muhurta.yamaganda.end, date, '14:56')).toBeLessThanOrEqual(1);
    expect(minutesOff(muhurta.abhijit!.start, date, '12:01')).toBeLessThanOrEqual(1);
    expect(minutesOff(muhurta.brahmaMuhurta.start, date, '05:22')).toBeLessThanOrEqual(1);
    expect(minutesOff(muhurta.brahmaMuhurta.end, date, '06:17')).toBeLessThanOrEqual(1);
    // Before Makara Sankranti the sidereal (Vedic) ayana is still Dakshinayana, the tropical one already Uttarayana.
    expect(saturday.lunar).toMatchObject({ amanta: { month: 'Margashirsha' }, purnimanta: { month: 'Pausha' }, ayana: 'Dakshinayana', drikAyana: 'Uttarayana' });
  });

  it('when the traditional sunrise (centre of the disc, no refraction) is asked, then sunrise is later, sunset earlier, and the output says so', () => {
    const traditional = panchangDay('2022-01-24', delhi.latitude, delhi.longitude, zone, { sunrise: 'traditional' });
    expect(traditional.sunriseConvention).toBe('traditional');
    const later = (Date.parse(traditional.sunrise!) - Date.parse(day.sunrise!)) / 60_000;
    const earlier = (Date.parse(day.sunset!) - Date.parse(traditional.sunset!)) / 60_000;
    // 34' of refraction plus 16' of semi-diameter at Delhi's latitude in January: about 4 minutes each way.
    expect(later).toBeGreaterThan(3);
    expect(later).toBeLessThan(6);
    expect(earlier).toBeGreaterThan(3);
    expect(earlier).toBeLessThan(6);
    expect(traditional.muhurta!.rahuKalam.start).not.toBe(day.muhurta!.rahuKalam.start);
  });
});

describe('which moonrise and moonset a day lists, and Abhijit on Wednesday', () => {
  // https://www.drikpanchang.com/bengali/bengali-day-panjika.html?date=26/01/2022 (New Delhi, Wednesday 26 Jan 2022):
  // moonrise "02:03 AM, Jan 27", moonset 12:18 PM; Abhijit "None", and 12:12 PM to 12:55 PM as Dur Muhurtam. The
  // Moon rose at 00:58 on the 26th too, before that day's sunrise: Drik lists the rise after sunrise, the civil
  // date holds the one before.
  const date = '2022-01-26';
  const drik = panchangDay(date, delhi.latitude, delhi.longitude, zone);
  const civil = panchangDay(date, delhi.latitude, delhi.longitude, zone, { moonDay: 'civil', abhijitWednesday: 'shown' });

  it('when no conventions are asked, then the answer records Drik\'s: sunrise moon day and no Abhijit on Wednesday', () => {
    expect(drik).toMatchObject({ sunriseConvention: 'drik', moonDayConvention: 'sunrise', abhijitWednesdayConvention: 'omitted' });
    expect(civil).toMatchObject({ sunriseConvention: 'drik', moonDayConvention: 'civil', abhijitWednesdayConvention: 'shown' });
  });

  it('when the moon day runs sunrise to sunrise, then Wednesday 26 Jan 2022 lists the moonrise of 02:03 on the 27th, as Drik does', () => {
    expect(drik.moonrise!.slice(0, 10)).toBe('2022-01-27');
    expect(minutesOff(drik.moonrise, '2022-01-27', '02:03')).toBeLessThanOrEqual(1);
    expect(minutesOff(drik.moonset, date, '12:18')).toBeLessThanOrEqual(1);
  });

  it('when the moon day is the civil date, then 26 Jan 2022 lists the moonrise after its midnight, before sunrise', () => {
    expect(civil.moonrise!.slice(0, 10)).toBe(date);
    expect(Date.parse(civil.moonrise!)).toBeLessThan(Date.parse(civil.sunrise!));
    // Computed, no published civil-day value: about 63 minutes before the 02:03 rise Drik lists for the next night.
    expect(minutesOff(civil.moonrise, date, '00:58')).toBeLessThanOrEqual(1.5);
    expect(civil.moonset).toBe(drik.moonset);
  });

  it('when Tuesday 25 Jan 2022 is computed, then its civil date has no moonrise and its sunrise day has the one of 00:58 on the 26th', () => {
    const tuesdayCivil = panchangDay('2022-01-25', delhi.latitude, delhi.longitude, zone, { moonDay: 'civil' });
    const tuesday = panchangDay('2022-01-25', delhi.latitude, delhi.longitude, zone);
    expect(tuesdayCivil.moonrise).toBeNull();
    expect(tuesday.moonrise).toBe(civil.moonrise);
  });

  // https://www.news18.com/amp/news/astrology/horoscope/aaj-ka-panchang-december-15-2021-...-for-wednesday-4554407.html
  // (per Drik, New Delhi, Wednesday 15 Dec 2021): moonrise 2:56 pm, moonset 4:28 am on December 16; "the Abhijit
  // muhurat will not be coming into effect on Wednesday".
  it('when Wednesday 15 Dec 2021 is computed, then the moonset of 04:28 on the 16th is listed, not the one before sunrise', () => {
    const wednesday = panchangDay('2021-12-15', delhi.latitude, delhi.longitude, zone);
    expect(minutesOff(wednesday.moonrise, '2021-12-15', '14:56')).toBeLessThanOrEqual(1);
    expect(minutesOff(wednesday.moonset, '2021-12-16', '04:28')).toBeLessThanOrEqual(1);
    expect(wednesday.muhurta!.abhijit).toBeNull();
    const civilDay = panchangDay('2021-12-15', delhi.latitude, delhi.longitude, zone, { moonDay: 'civil' });
    expect(civilDay.moonset!.slice(0, 10)).toBe('2021-12-15');
  });

  it('when Abhijit is omitted on Wednesday, then only Wednesday loses it, and shown it is the 8th muhurta (Drik\'s Dur Muhurtam of that day)', () => {
    expect(drik.muhurta!.abhijit).toBeNull();
    expect(drik.muhurta!.rahuKalam).toEqual(civil.muhurta!.rahuKalam);
    expect(minutesOff(civil.muhurta!.abhijit!.start, date, '12:12')).toBeLessThanOrEqual(1);
    expect(minutesOff(civil.muhurta!.abhijit!.end, date, '12:55')).toBeLessThanOrEqual(1);
    // Monday 24 Jan keeps its Abhijit under the default.
    expect(panchangDay('2022-01-24', delhi.latitude, delhi.longitude, zone).muhurta!.abhijit).not.toBeNull();
  });
});

describe('choghadiya and hora tables', () => {
  const hour = 3_600_000;
  // A 12-hour day and night make every part a round length; weekday 0 is Sunday.
  const sunday = dayDivisions(0, 0, 12 * hour, 24 * hour, 36 * hour);

  it('when Sunday is divided, then the day choghadiyas run Udveg, Char, Labh, Amrit, Kaal, Shubh, Rog, Udveg and the night ones start at Shubh', () => {
    // The standard table (Muhurta Chintamani; printed in every Gujarati and Marwari panchang).
    expect(sunday.choghadiya.day.map((part) => part.name)).toEqual(['Udveg', 'Char', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog', 'Udveg']);
    expect(sunday.choghadiya.night.map((part) => part.name)).toEqual(['Shubh', 'Amrit', 'Char', 'Rog', 'Kaal', 'Labh', 'Udveg', 'Shubh']);
    expect(sunday.choghadiya.day[1].end - sunday.choghadiya.day[1].start).toBe(1.5 * hour);
  });

  it.each([
    [1, 'Amrit', 'Char'],
    [2, 'Rog', 'Kaal'],
    [3, 'Labh', 'Udveg'],
    [4, 'Shubh', 'Amrit'],
    [5, 'Char', 'Rog'],
    [6, 'Kaal', 'Labh'],
  ])('when weekday %i is divided, then the first day choghadiya is %s and the first night one %s', (weekday, dayFirst, nightFirst) => {
    const divisions = dayDivisions(weekday, 0, 12 * hour, 24 * hour, 36 * hour);
    expect(divisions.choghadiya.day[0].name).toBe(dayFirst);
    expect(divisions.choghadiya.night[0].name).toBe(nightFirst);
  });

  it('when the horas of Sunday are listed, then the first is the Sun, the order is Chaldean and the 25th would be the Moon (Monday)', () => {
    expect(sunday.hora).toHaveLength(24);
    expect(sunday.hora.slice(0, 8).map((part) => part.lord)).toEqual(['Sun', 'Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars', 'Sun']);
    const last = sunday.hora[23].lord;
    expect(last).toBe('Mercury'); // followed by the Moon, Monday's lord
    expect(sunday.hora[12]).toMatchObject({ start: 24 * hour, part: 'night' });
  });
});

describe('lunar months and years', () => {
  it('when mid-2026 is looked up, then the month between the new moons of 17 May and 15 June is Adhika Jyeshtha', () => {
    // 2026 has an adhika Jyeshtha (Drik Panchang, "Adhik Maas 2026": 17 May - 15 June 2026).
    const lunation = lunationAt(Date.parse('2026-06-01T06:00:00Z'));
    expect(lunation.adhika).toBe(true);
    expect(lunarDateAt(Date.parse('2026-06-01T06:00:00Z'), lunation).amanta).toEqual({ month: 'Jyeshtha', adhika: true });
    expect(new Date(lunation.start).toISOString().slice(0, 10)).toBe('2026-05-16');
  });

  it('when a day of Vikram Samvat 2082 (April 2025, Vaishakha) is looked up, then the samvatsaras are Kalayukta and Vishvavasu', () => {
    // livetimes.news, Aaj Ka Panchang 28 April 2025: "Vikram Samvat 2082, Kalayukta samvatsara, Vaishakha Shukla Pratipada".
    const date = lunarDateAt(Date.parse('2025-04-28T06:00:00+05:30'));
    expect(date).toMatchObject({ vikramSamvat: 2082, vikramSamvatsara: 'Kalayukta', shakaSamvat: 1947, samvatsara: 'Vishvavasu', paksha: 'Shukla' });
    expect(date.amanta.month).toBe('Vaishakha');
  });
});
