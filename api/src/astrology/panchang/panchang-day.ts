import type { PanchangDay, PanchangSpan } from '@astrosetu/contracts';
import { civilToUtcMs, parseCivil, toLocalIso, type TimeZoneSpec } from '../core/time-zone';
import { dayDivisions } from './muhurta';
import { lunarDateAt } from './lunar-calendar';
import { panchangAt } from './panchang';
import { moonEventsOn, nextDate, sunEventsOn, type SunriseConvention } from './sunrise-convention';

/**
 * The full day panchang a calendar page shows: the five limbs at sunrise, the day's muhurtas (Rahu Kalam,
 * Yamaganda, Gulika, Abhijit, Brahma muhurta), choghadiya and hora tables, moonrise and moonset, and the lunar
 * date (amanta and purnimanta month, samvat, samvatsara, ritu, ayana). Every sunrise-based value follows the
 * chosen sunrise convention, which the output records.
 */
export function panchangDay(date: string, latitude: number, longitude: number, zone: TimeZoneSpec, convention: SunriseConvention = 'drik'): PanchangDay {
  const sun = sunEventsOn(date, latitude, longitude, zone, convention);
  const at = sun.sunrise ?? civilToUtcMs(parseCivil(date, '00:00:00'), zone);
  const limbs = { ...panchangAt(at, latitude, longitude, zone, { sun }), date };
  const moon = moonEventsOn(date, latitude, longitude, zone);
  const iso = (value: number | null) => (value === null ? null : toLocalIso(value, zone));
  const span = (value: { start: number; end: number }): PanchangSpan => ({ start: toLocalIso(value.start, zone), end: toLocalIso(value.end, zone) });

  const previous = sunEventsOn(nextDate(date, -1), latitude, longitude, zone, convention);
  const next = sunEventsOn(nextDate(date), latitude, longitude, zone, convention);
  const { year, month, day } = parseCivil(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const canDivide = sun.sunrise !== null && sun.sunset !== null && previous.sunset !== null && next.sunrise !== null;
  const divisions = canDivide ? dayDivisions(weekday, previous.sunset!, sun.sunrise!, sun.sunset!, next.sunrise!) : null;

  return {
    ...limbs,
    sunriseConvention: convention,
    moonrise: iso(moon.moonrise),
    moonset: iso(moon.moonset),
    muhurta: divisions
      ? {
          rahuKalam: span(divisions.rahuKalam),
          yamaganda: span(divisions.yamaganda),
          gulikaKalam: span(divisions.gulikaKalam),
          abhijit: span(divisions.abhijit),
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
