import type { Panchang } from '@astrosetu/contracts';
import { dayPanchang } from '../../../astrology';
import { localDateOf, resolveTimeZone, utcMsToCivil, type TimeZoneSpec } from '../../../astrology/core/time-zone';
import type { ViewBuilder } from '../view-builder';

/**
 * A month of panchang at the customer's place: every day's panchang at local sunrise from the engine, with
 * the end times of tithi and nakshatra, sunrise, sunset and Rahu Kalam (the eighth of the daytime given by
 * the weekday: Sunday 8th, Monday 2nd, Tuesday 7th, Wednesday 5th, Thursday 6th, Friday 4th, Saturday 3rd).
 */

const RAHU_KALAM_PART = [8, 2, 7, 5, 6, 4, 3];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

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
function until(iso: string | null, day: string, zone: TimeZoneSpec): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  return ` till ${hhmm(ms, zone)}${localDateOf(ms, zone) > day ? ' (+1)' : ''}`;
}

export function monthTitle(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return `${MONTHS[index - 1]} ${year}`;
}

export function writePanchangMonth(view: ViewBuilder, input: PanchangMonthInput): Panchang[] {
  const zone = resolveTimeZone(input.timezone, input.latitude, input.longitude);
  const [year, month] = input.month.split('-').map(Number);
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const days = Array.from({ length }, (_, index) => dayPanchang(`${input.month}-${String(index + 1).padStart(2, '0')}`, input.latitude, input.longitude, zone));
  view.section('Place and method').keyValues([
    ['Place', `${input.place} (${Math.abs(input.latitude).toFixed(4)}° ${input.latitude >= 0 ? 'N' : 'S'}, ${Math.abs(input.longitude).toFixed(4)}° ${input.longitude >= 0 ? 'E' : 'W'})`],
    ['Time zone', zone.name],
    ['Month', monthTitle(input.month)],
    ['Taken at', 'local sunrise (the Hindu day begins at sunrise)'],
  ]);
  view.section(`Daily panchang, ${monthTitle(input.month)}`).table(
    ['Date', 'Vara', 'Sunrise / sunset', 'Tithi', 'Nakshatra', 'Yoga', 'Karana', 'Rahu Kalam'],
    days.map((day) => [
      `${Number(day.date.slice(8))} ${MONTHS[month - 1].slice(0, 3)}`,
      day.vara.english.slice(0, 3),
      `${clock(day.sunrise, zone)} / ${clock(day.sunset, zone)}`,
      `${day.tithi.paksha === 'Shukla' ? 'S' : 'K'} ${day.tithi.name}${until(day.tithi.endsAt, day.date, zone)}`,
      `${day.nakshatra.name}${until(day.nakshatra.endsAt, day.date, zone)}`,
      day.yoga.name,
      day.karana.name,
      rahuKalam(day, zone),
    ]),
    'S = Shukla paksha (waxing), K = Krishna paksha (waning). Times are local, 24-hour; "till" is when the tithi or nakshatra ends, (+1) on the next day.',
  );
  const marked = days.filter((day) => ['Ekadashi', 'Purnima', 'Amavasya', 'Chaturthi'].some((name) => day.tithi.name.includes(name)) || day.tithi.number === 13 || day.tithi.number === 28);
  view.section('Days to note').list(marked.map((day) => {
    const name = day.tithi.name;
    const note = name.includes('Ekadashi') ? 'the traditional fast of Vishnu'
      : name.includes('Purnima') ? 'full Moon: Satyanarayan puja and charity'
        : name.includes('Amavasya') ? 'new Moon: remembrance of ancestors (pitru tarpan)'
          : name.includes('Chaturthi') ? `${day.tithi.paksha === 'Krishna' ? 'Sankashti' : 'Vinayaka'} Chaturthi, sacred to Ganesha`
            : 'Pradosh vrat, worship of Shiva at dusk';
    return `${day.vara.english} ${Number(day.date.slice(8))} ${MONTHS[month - 1]}: ${day.tithi.paksha} ${name}, ${note}.`;
  }));
  const sunrises = days.map((day) => day.sunrise).filter((value): value is string => value !== null);
  if (sunrises.length > 1) {
    view.paragraph(`Sunrise moves from ${clock(sunrises[0], zone)} on the 1st to ${clock(sunrises[sunrises.length - 1], zone)} on the ${length}th at ${input.place}.`);
  }
  return days;
}
