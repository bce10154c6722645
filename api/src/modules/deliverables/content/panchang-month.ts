import type { Panchang } from '@astrosetu/contracts';
import { dayPanchang } from '../../../astrology';
import { localDateOf, resolveTimeZone, utcMsToCivil, type TimeZoneSpec } from '../../../astrology/core/time-zone';
import type { ViewBuilder } from '../view-builder';
import type { ReportText } from '../../reports/report-text';
import { tithiName } from '../../../astrology/core/vedic-data';

/**
 * A month of panchang at the customer's place: every day's panchang at local sunrise from the engine, with
 * the end times of tithi and nakshatra, sunrise, sunset and Rahu Kalam (the eighth of the daytime given by
 * the weekday: Sunday 8th, Monday 2nd, Tuesday 7th, Wednesday 5th, Thursday 6th, Friday 4th, Saturday 3rd).
 */

const RAHU_KALAM_PART = [8, 2, 7, 5, 6, 4, 3];

export interface PanchangMonthInput {
  place: string;
  latitude: number;
  longitude: number;
  timezone?: string | number;
  month: string;
}

/** 24-hour local time to the minute (rounded), compact enough for a month on a page. */
function hhmm(utcMs: number, zone: TimeZoneSpec): string {
  const civil = utcMsToCivil(utcMs + 30_000, zone);
  return `${String(civil.hour).padStart(2, '0')}:${String(civil.minute).padStart(2, '0')}`;
}

function clock(iso: string | null, zone: TimeZoneSpec): string {
  return iso ? hhmm(Date.parse(iso), zone) : '-';
}

function rahuKalam(day: Panchang, zone: TimeZoneSpec): string {
  if (!day.sunrise || !day.sunset) return '-';
  const sunrise = Date.parse(day.sunrise);
  const length = (Date.parse(day.sunset) - sunrise) / 8;
  const weekday = new Date(`${day.date}T00:00:00Z`).getUTCDay();
  const from = sunrise + (RAHU_KALAM_PART[weekday] - 1) * length;
  return `${hhmm(from, zone)}-${hhmm(from + length, zone)}`;
}

/** ' till 14:05', or ' till 06:12 (+1)' when the element ends on the next civil day. */
function until(words: ReportText, iso: string | null, day: string, zone: TimeZoneSpec): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  return `${words.t('panchang.until', { time: hhmm(ms, zone) })}${localDateOf(ms, zone) > day ? ' (+1)' : ''}`;
}

/** Ekadashi (11, 26), Purnima (15), Amavasya (30), Chaturthi (4, 19) and Pradosh (Trayodashi, 13 and 28). */
const isNoted = (tithi: number) => [4, 11, 13, 15, 19, 26, 28, 30].includes(tithi);

/**
 * The tithis of each civil day: the one at sunrise, and a kshaya tithi (one that begins after this sunrise and
 * ends before the next, so no sunrise ever sees it) with the time it begins. The tradition keeps a kshaya tithi's
 * observance on the day it runs, so it is noted on that day rather than lost.
 */
function tithisOfTheDays(days: Panchang[], following: Panchang[]): Array<{ day: Panchang; number: number; kshayaFrom?: string }> {
  return days.flatMap((day, index) => {
    const after = (day.tithi.number % 30) + 1;
    const skipped = day.tithi.endsAt && following[index].tithi.number === (after % 30) + 1;
    return [{ day, number: day.tithi.number }, ...(skipped ? [{ day, number: after, kshayaFrom: day.tithi.endsAt! }] : [])];
  });
}

/** 'January 2027' in the language ('जनवरी 2027'). */
export function monthTitle(words: ReportText, month: string): string {
  return new Intl.DateTimeFormat(words.locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(`${month}-01T00:00:00Z`));
}

export function writePanchangMonth(view: ViewBuilder, input: PanchangMonthInput): Panchang[] {
  const words = view.text;
  const zone = resolveTimeZone(input.timezone, input.latitude, input.longitude);
  const [year, month] = input.month.split('-').map(Number);
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const monthName = new Intl.DateTimeFormat(words.locale, { timeZone: 'UTC', month: 'long' }).format(new Date(Date.UTC(year, month - 1, 1)));
  const monthShort = new Intl.DateTimeFormat(words.locale, { timeZone: 'UTC', month: 'short' }).format(new Date(Date.UTC(year, month - 1, 1)));
  const days = Array.from({ length }, (_, index) => dayPanchang(`${input.month}-${String(index + 1).padStart(2, '0')}`, input.latitude, input.longitude, zone));
  const latitude = words.t(input.latitude >= 0 ? 'cover.north' : 'cover.south', { value: Math.abs(input.latitude).toFixed(4) });
  const longitude = words.t(input.longitude >= 0 ? 'cover.east' : 'cover.west', { value: Math.abs(input.longitude).toFixed(4) });
  view.section(words.t('panchang.placeAndMethod')).keyValues([
    [words.t('panchang.place'), words.t('panchang.placeValue', { place: input.place, latitude, longitude })],
    [words.t('panchang.timeZone'), zone.name],
    [words.t('panchang.month'), monthTitle(words, input.month)],
    [words.t('panchang.takenAt'), words.t('panchang.takenAtValue')],
  ]);
  view.section(words.t('panchang.daily', { month: monthTitle(words, input.month) })).table(
    ['date', 'vara', 'sun', 'tithi', 'nakshatra', 'yoga', 'karana', 'rahuKalam'].map((column) => words.t(`panchang.column.${column}`)),
    days.map((day) => [
      words.t('panchang.dayMonth', { day: Number(day.date.slice(8)), month: monthShort }),
      words.name('varaShort', day.vara.name),
      `${clock(day.sunrise, zone)} / ${clock(day.sunset, zone)}`,
      `${words.t(`panchang.pakshaMark.${day.tithi.paksha}`)} ${words.name('tithi', day.tithi.name)}${until(words, day.tithi.endsAt, day.date, zone)}`,
      `${words.nakshatra(day.nakshatra.name)}${until(words, day.nakshatra.endsAt, day.date, zone)}`,
      words.name('yoga', day.yoga.name),
      words.name('karana', day.karana.name),
      rahuKalam(day, zone),
    ]),
    words.t('panchang.legend'),
  );
  // The day after the month: whether the month's last day holds a tithi that never prevails at a sunrise.
  const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  const following = [...days.slice(1), dayPanchang(next, input.latitude, input.longitude, zone)];
  view.section(words.t('panchang.daysToNote')).list(tithisOfTheDays(days, following).filter((entry) => isNoted(entry.number)).map((entry) => {
    const name = tithiName(entry.number);
    const paksha = entry.number <= 15 ? 'Shukla' : 'Krishna';
    const note = name === 'Ekadashi' ? 'ekadashi'
      : name === 'Purnima' ? 'purnima'
        : name === 'Amavasya' ? 'amavasya'
          : name === 'Chaturthi' ? (paksha === 'Krishna' ? 'sankashti' : 'vinayaka')
            : 'pradosh';
    const tithi = words.name('tithi', name);
    return words.t('panchang.noteLine', {
      weekday: words.t(`panchang.weekday.${entry.day.vara.name}`),
      day: Number(entry.day.date.slice(8)),
      month: monthName,
      paksha: words.name('paksha', paksha),
      tithi: entry.kshayaFrom ? words.t('panchang.kshayaTithi', { tithi, time: hhmm(Date.parse(entry.kshayaFrom), zone) }) : tithi,
      note: words.t(`panchang.note.${note}`),
    });
  }));
  const sunrises = days.map((day) => day.sunrise).filter((value): value is string => value !== null);
  if (sunrises.length > 1) {
    view.paragraph(words.t('panchang.sunrise', { from: clock(sunrises[0], zone), to: clock(sunrises[sunrises.length - 1], zone), last: length, place: input.place }));
  }
  return days;
}
