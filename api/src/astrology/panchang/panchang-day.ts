import type { PanchangDay, PanchangSpan } from '@astrosetu/contracts';
import { civilToUtcMs, parseCivil, toLocalIso, type TimeZoneSpec } from '../core/time-zone';
import { listsAbhijit, type AbhijitWednesdayConvention } from './abhijit-wednesday';
import { dayDivisions } from './muhurta';
import { lunarDateAt } from './lunar-calendar';
import { moonEventsOfDay, type MoonDayConvention } from './moon-day-convention';
import { panchangAt } from './panchang';
import { nextDate, sunEventsOn, type SunriseConvention } from './sunrise-convention';

/** The conventions a day panchang is computed and listed by; each is recorded on the answer. */
export interface PanchangDayConventions {
  sunrise: SunriseConvention;
  moonDay: MoonDayConvention;
  abhijitWednesday: AbhijitWednesdayConvention;
}

/** Drik Panchang's ways, the almanac the engine is checked against (docs/muhurta.md, "Day panchang conventions"). */
export const DEFAULT_DAY_CONVENTIONS: PanchangDayConventions = { sunrise: 'drik', moonDay: 'sunrise', abhijitWednesday: 'omitted' };

/**
 * The full day panchang a calendar page shows: the five limbs at sunrise, the day's muhurtas (Rahu Kalam,
 * Yamaganda, Gulika, Abhijit, Brahma muhurta), choghadiya and hora tables, moonrise and moonset, and the lunar
 * date (amanta and purnimanta month, samvat, samvatsara, ritu, ayana). Every sunrise-based value follows the
 * chosen sunrise convention; which moonrise and moonset are listed and whether a Wednesday lists Abhijit follow
 * theirs. The output records all three.
 */
export function panchangDay(date: string, latitude: number, longitude: number, zone: TimeZoneSpec, chosen: Partial<PanchangDayConventions> = {}): PanchangDay {
  const sunriseConvention = chosen.sunrise ?? DEFAULT_DAY_CONVENTIONS.sunrise;
  const moonDay = chosen.moonDay ?? DEFAULT_DAY_CONVENTIONS.moonDay;
  const abhijitWednesday = chosen.abhijitWednesday ?? DEFAULT_DAY_CONVENTIONS.abhijitWednesday;
  const sun = sunEventsOn(date, latitude, longitude, zone, sunriseConvention);
  const at = sun.sunrise ?? civilToUtcMs(parseCivil(date, '00:00:00'), zone);
  const limbs = { ...panchangAt(at, latitude, longitude, zone, { sun }), date };
  const iso = (value: number | null) => (value === null ? null : toLocalIso(value, zone));
  const span = (value: { start: number; end: number }): PanchangSpan => ({ start: toLocalIso(value.start, zone), end: toLocalIso(value.end, zone) });

  const previous = sunEventsOn(nextDate(date, -1), latitude, longitude, zone, sunriseConvention);
  const next = sunEventsOn(nextDate(date), latitude, longitude, zone, sunriseConvention);
  const moon = moonEventsOfDay(date, latitude, longitude, zone, moonDay, sun.sunrise, next.sunrise);
  const { year, month, day } = parseCivil(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const canDivide = sun.sunrise !== null && sun.sunset !== null && previous.sunset !== null && next.sunrise !== null;
  const divisions = canDivide ? dayDivisions(weekday, previous.sunset!, sun.sunrise!, sun.sunset!, next.sunrise!) : null;

  return {
    ...limbs,
    sunriseConvention,
    moonDayConvention: moonDay,
    abhijitWednesdayConvention: abhijitWednesday,
    moonrise: iso(moon.moonrise),
    moonset: iso(moon.moonset),
    muhurta: divisions
      ? {
          rahuKalam: span(divisions.rahuKalam),
          yamaganda: span(divisions.yamaganda),
          gulikaKalam: span(divisions.gulikaKalam),
          abhijit: listsAbhijit(weekday, abhijitWednesday) ? span(divisions.abhijit) : null,
          brahmaMuhurta: span(divisions.brahmaMuhurta),
        }
      : null,
    choghadiya: divisions
      ? {
          day: divisions.choghadiya.day.map((part) => ({ ...span(part), name: part.name, quality: part.quality, lord: part.lord })),
          night: divisions.choghadiya.night.map((part) => ({ ...span(part), name: part.name, quality: part.quality, lord: part.lord })),
        }
      : null,
    hora: divisions ? divisions.hora.map((part) => ({ ...span(part), lord: part.lord, part: part.part })) : null,
    lunar: lunarDateAt(at),
  };
}
