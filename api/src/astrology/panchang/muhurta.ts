import type { SevenPlanet } from '../core/vedic-data';

/**
 * Time divisions of a day computed from its sunrise, sunset and the next sunrise (all UTC ms). The day is the
 * span sunrise -> sunset, the night sunset -> next sunrise; each is cut into equal parts, so the parts are
 * longer in summer days and winter nights.
 *
 * - Rahu Kalam, Yamaganda, Gulika Kalam: the day in 8 parts; which part depends on the weekday
 *   (Rahu: Mon 2, Sat 3, Fri 4, Wed 5, Thu 6, Tue 7, Sun 8 - the mnemonic "Mother Saw Father Wearing The
 *   Turban Suitably"; Yamaganda: Sun 5, Mon 4, Tue 3, Wed 2, Thu 1, Fri 7, Sat 6; Gulika: Sun 7, Mon 6,
 *   Tue 5, Wed 4, Thu 3, Fri 2, Sat 1).
 * - Abhijit muhurta: the 8th of the day's 15 muhurtas, the one around local noon.
 * - Brahma muhurta: the 14th of the night's 15 muhurtas, i.e. it ends one night-muhurta before sunrise.
 * - Choghadiya: day and night each in 8 parts. The day's first part belongs to the weekday's lord and the
 *   following ones run in the hora order (Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars); the night's
 *   first part belongs to the lord five steps further, and each next night part again five steps on.
 * - Hora: day and night each in 12 parts; the first day hora is the weekday lord's and the lords run in the
 *   hora order through the day and on into the night (the 25th hora is the next weekday's lord).
 */

export const HORA_ORDER: readonly SevenPlanet[] = ['Sun', 'Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars'];
/** Weekday (0 = Sunday) -> its lord's place in HORA_ORDER. */
const WEEKDAY_LORD_INDEX = [0, 3, 6, 2, 5, 1, 4];

const RAHU_PART = [8, 2, 7, 5, 6, 4, 3];
const YAMAGANDA_PART = [5, 4, 3, 2, 1, 7, 6];
const GULIKA_PART = [7, 6, 5, 4, 3, 2, 1];

export type ChoghadiyaName = 'Udveg' | 'Char' | 'Labh' | 'Amrit' | 'Kaal' | 'Shubh' | 'Rog';
const CHOGHADIYA_OF: Record<SevenPlanet, { name: ChoghadiyaName; quality: 'good' | 'neutral' | 'bad' }> = {
  Sun: { name: 'Udveg', quality: 'bad' },
  Venus: { name: 'Char', quality: 'neutral' },
  Mercury: { name: 'Labh', quality: 'good' },
  Moon: { name: 'Amrit', quality: 'good' },
  Saturn: { name: 'Kaal', quality: 'bad' },
  Jupiter: { name: 'Shubh', quality: 'good' },
  Mars: { name: 'Rog', quality: 'bad' },
};

export interface Span {
  start: number;
  end: number;
}

export interface DayDivisions {
  rahuKalam: Span;
  yamaganda: Span;
  gulikaKalam: Span;
  abhijit: Span;
  brahmaMuhurta: Span;
  choghadiya: { day: (Span & { name: ChoghadiyaName; quality: 'good' | 'neutral' | 'bad'; lord: SevenPlanet })[]; night: (Span & { name: ChoghadiyaName; quality: 'good' | 'neutral' | 'bad'; lord: SevenPlanet })[] };
  hora: (Span & { lord: SevenPlanet; part: 'day' | 'night' })[];
}

function part(start: number, end: number, parts: number, index: number): Span {
  const size = (end - start) / parts;
  return { start: start + size * index, end: start + size * (index + 1) };
}

/**
 * @param weekday the Vedic weekday of the day (0 = Sunday), which runs from this sunrise to the next
 * @param previousSunset the sunset before `sunrise` (the Brahma muhurta lies in that night)
 */
export function dayDivisions(weekday: number, previousSunset: number, sunrise: number, sunset: number, nextSunrise: number): DayDivisions {
  const lordIndex = WEEKDAY_LORD_INDEX[weekday];
  const choghadiya = (from: number, to: number, firstIndex: number, step: number) =>
    Array.from({ length: 8 }, (_, i) => {
      const lord = HORA_ORDER[(firstIndex + i * step) % 7];
      return { ...part(from, to, 8, i), lord, ...CHOGHADIYA_OF[lord] };
    });
  const nightMuhurta = (sunrise - previousSunset) / 15;
  return {
    rahuKalam: part(sunrise, sunset, 8, RAHU_PART[weekday] - 1),
    yamaganda: part(sunrise, sunset, 8, YAMAGANDA_PART[weekday] - 1),
    gulikaKalam: part(sunrise, sunset, 8, GULIKA_PART[weekday] - 1),
    abhijit: part(sunrise, sunset, 15, 7),
    brahmaMuhurta: { start: sunrise - 2 * nightMuhurta, end: sunrise - nightMuhurta },
    choghadiya: { day: choghadiya(sunrise, sunset, lordIndex, 1), night: choghadiya(sunset, nextSunrise, lordIndex + 5, 5) },
    hora: [
      ...Array.from({ length: 12 }, (_, i) => ({ ...part(sunrise, sunset, 12, i), lord: HORA_ORDER[(lordIndex + i) % 7], part: 'day' as const })),
      ...Array.from({ length: 12 }, (_, i) => ({ ...part(sunset, nextSunrise, 12, i), lord: HORA_ORDER[(lordIndex + 12 + i) % 7], part: 'night' as const })),
    ],
  };
}
