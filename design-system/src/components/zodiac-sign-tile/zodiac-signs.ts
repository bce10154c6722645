
export type ZodiacSignId =
  | 'aries'
  | 'taurus'
  | 'gemini'
  | 'cancer'
  | 'leo'
  | 'virgo'
  | 'libra'
  | 'scorpio'
  | 'sagittarius'
  | 'capricorn'
  | 'aquarius'
  | 'pisces';

/** A month and day of the year, month 1-12. */
export interface MonthDay {
  month: number;
  day: number;
}

export interface ZodiacSign {
  id: ZodiacSignId;
  english: string;
  /** The Vedic (rashi) name in Latin transliteration. */
  sanskrit: string;
  /** Devanagari. */
  hindi: string;
  /** Tamil script. */
  tamil: string;
  /** The astrological glyph, with U+FE0E so it renders as text, not as a coloured emoji. */
  symbol: string;
  element: 'Fire' | 'Earth' | 'Air' | 'Water';
  /** Standard (tropical) sun-sign date range, inclusive. */
  from: MonthDay;
  to: MonthDay;
}

const TEXT_PRESENTATION = '\uFE0E';

/** The twelve signs in zodiac order, Aries first. */
export const ZODIAC_SIGNS: readonly ZodiacSign[] = [
  { id: 'aries', english: 'Aries', sanskrit: 'Mesha', hindi: 'मेष', tamil: 'மேஷம்', symbol: `♈${TEXT_PRESENTATION}`, element: 'Fire', from: { month: 3, day: 21 }, to: { month: 4, day: 19 } },
  { id: 'taurus', english: 'Taurus', sanskrit: 'Vrishabha', hindi: 'वृषभ', tamil: 'ரிஷபம்', symbol: `♉${TEXT_PRESENTATION}`, element: 'Earth', from: { month: 4, day: 20 }, to: { month: 5, day: 20 } },
  { id: 'gemini', english: 'Gemini', sanskrit: 'Mithuna', hindi: 'मिथुन', tamil: 'மிதுனம்', symbol: `♊${TEXT_PRESENTATION}`, element: 'Air', from: { month: 5, day: 21 }, to: { month: 6, day: 20 } },
  { id: 'cancer', english: 'Cancer', sanskrit: 'Karka', hindi: 'कर्क', tamil: 'கடகம்', symbol: `♋${TEXT_PRESENTATION}`, element: 'Water', from: { month: 6, day: 21 }, to: { month: 7, day: 22 } },
  { id: 'leo', english: 'Leo', sanskrit: 'Simha', hindi: 'सिंह', tamil: 'சிம்மம்', symbol: `♌${TEXT_PRESENTATION}`, element: 'Fire', from: { month: 7, day: 23 }, to: { month: 8, day: 22 } },
  { id: 'virgo', english: 'Virgo', sanskrit: 'Kanya', hindi: 'कन्या', tamil: 'கன்னி', symbol: `♍${TEXT_PRESENTATION}`, element: 'Earth', from: { month: 8, day: 23 }, to: { month: 9, day: 22 } },
  { id: 'libra', english: 'Libra', sanskrit: 'Tula', hindi: 'तुला', tamil: 'துலாம்', symbol: `♎${TEXT_PRESENTATION}`, element: 'Air', from: { month: 9, day: 23 }, to: { month: 10, day: 22 } },
  { id: 'scorpio', english: 'Scorpio', sanskrit: 'Vrishchika', hindi: 'वृश्चिक', tamil: 'விருச்சிகம்', symbol: `♏${TEXT_PRESENTATION}`, element: 'Water', from: { month: 10, day: 23 }, to: { month: 11, day: 21 } },
  { id: 'sagittarius', english: 'Sagittarius', sanskrit: 'Dhanu', hindi: 'धनु', tamil: 'தனுசு', symbol: `♐${TEXT_PRESENTATION}`, element: 'Fire', from: { month: 11, day: 22 }, to: { month: 12, day: 21 } },
  { id: 'capricorn', english: 'Capricorn', sanskrit: 'Makara', hindi: 'मकर', tamil: 'மகரம்', symbol: `♑${TEXT_PRESENTATION}`, element: 'Earth', from: { month: 12, day: 22 }, to: { month: 1, day: 19 } },
  { id: 'aquarius', english: 'Aquarius', sanskrit: 'Kumbha', hindi: 'कुंभ', tamil: 'கும்பம்', symbol: `♒${TEXT_PRESENTATION}`, element: 'Air', from: { month: 1, day: 20 }, to: { month: 2, day: 18 } },
  { id: 'pisces', english: 'Pisces', sanskrit: 'Meena', hindi: 'मीन', tamil: 'மீனம்', symbol: `♓${TEXT_PRESENTATION}`, element: 'Water', from: { month: 2, day: 19 }, to: { month: 3, day: 20 } },
];

export function zodiacSignById(id: ZodiacSignId): ZodiacSign {
  const sign = ZODIAC_SIGNS.find((candidate) => candidate.id === id);
  if (!sign) throw new RangeError(`Unknown zodiac sign ${String(id)}`);
  return sign;
}

const ordinal = ({ month, day }: MonthDay): number => month * 100 + day;

/** The sun sign for a birthday, by the twelve standard date ranges. */
export function zodiacSignForDate(month: number, day: number): ZodiacSign {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(day) || day < 1 || day > 31) {
    throw new RangeError(`Not a calendar day: ${month}/${day}`);
  }
  const value = month * 100 + day;
  const sign = ZODIAC_SIGNS.find(({ from, to }) =>
    ordinal(from) <= ordinal(to) ? value >= ordinal(from) && value <= ordinal(to) : value >= ordinal(from) || value <= ordinal(to),
  );
  // The ranges cover every day of the year, so this only guards the type.
  if (!sign) throw new RangeError(`No sign for ${month}/${day}`);
  return sign;
}
