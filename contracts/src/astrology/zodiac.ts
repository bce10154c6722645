import { z } from 'zod';
import { astrologyMessages } from './birth-input';

/** The twelve signs in zodiac order; the id is the lower-case English name used in URLs (/api/horoscope/leo/...). */
export const zodiacSignIds = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type ZodiacSignId = (typeof zodiacSignIds)[number];

/** Accepts any letter case ('Leo', 'LEO') and answers the canonical id. */
export const zodiacSignSchema = z
  .string({ message: astrologyMessages.signUnknown })
  .trim()
  .toLowerCase()
  .pipe(z.enum(zodiacSignIds, { message: astrologyMessages.signUnknown }));

export type ZodiacElement = 'Fire' | 'Earth' | 'Air' | 'Water';
export type Modality = 'Cardinal' | 'Fixed' | 'Mutable';

export interface ZodiacSignInfo {
  id: ZodiacSignId;
  name: string;
  sanskrit: string;
  hindi: string;
  tamil: string;
  symbol: string;
  element: ZodiacElement;
  modality: Modality;
  /** Vedic (and traditional Western) ruler. */
  ruler: string;
  /** Tropical date range, as popular Sun-sign columns print it. */
  dates: string;
}

/** Reference data for the sign pickers (Sanskrit, Hindi and Tamil names and a symbol). */
export const zodiacSigns: readonly ZodiacSignInfo[] = [
  { id: 'aries', name: 'Aries', sanskrit: 'Mesha', hindi: 'मेष', tamil: 'மேஷம்', symbol: '♈', element: 'Fire', modality: 'Cardinal', ruler: 'Mars', dates: 'Mar 21 - Apr 19' },
  { id: 'taurus', name: 'Taurus', sanskrit: 'Vrishabha', hindi: 'वृषभ', tamil: 'ரிஷபம்', symbol: '♉', element: 'Earth', modality: 'Fixed', ruler: 'Venus', dates: 'Apr 20 - May 20' },
  { id: 'gemini', name: 'Gemini', sanskrit: 'Mithuna', hindi: 'मिथुन', tamil: 'மிதுனம்', symbol: '♊', element: 'Air', modality: 'Mutable', ruler: 'Mercury', dates: 'May 21 - Jun 20' },
  { id: 'cancer', name: 'Cancer', sanskrit: 'Karka', hindi: 'कर्क', tamil: 'கடகம்', symbol: '♋', element: 'Water', modality: 'Cardinal', ruler: 'Moon', dates: 'Jun 21 - Jul 22' },
  { id: 'leo', name: 'Leo', sanskrit: 'Simha', hindi: 'सिंह', tamil: 'சிம்மம்', symbol: '♌', element: 'Fire', modality: 'Fixed', ruler: 'Sun', dates: 'Jul 23 - Aug 22' },
  { id: 'virgo', name: 'Virgo', sanskrit: 'Kanya', hindi: 'कन्या', tamil: 'கன்னி', symbol: '♍', element: 'Earth', modality: 'Mutable', ruler: 'Mercury', dates: 'Aug 23 - Sep 22' },
  { id: 'libra', name: 'Libra', sanskrit: 'Tula', hindi: 'तुला', tamil: 'துலாம்', symbol: '♎', element: 'Air', modality: 'Cardinal', ruler: 'Venus', dates: 'Sep 23 - Oct 22' },
  { id: 'scorpio', name: 'Scorpio', sanskrit: 'Vrishchika', hindi: 'वृश्चिक', tamil: 'விருச்சிகம்', symbol: '♏', element: 'Water', modality: 'Fixed', ruler: 'Mars', dates: 'Oct 23 - Nov 21' },
  { id: 'sagittarius', name: 'Sagittarius', sanskrit: 'Dhanu', hindi: 'धनु', tamil: 'தனுசு', symbol: '♐', element: 'Fire', modality: 'Mutable', ruler: 'Jupiter', dates: 'Nov 22 - Dec 21' },
  { id: 'capricorn', name: 'Capricorn', sanskrit: 'Makara', hindi: 'मकर', tamil: 'மகரம்', symbol: '♑', element: 'Earth', modality: 'Cardinal', ruler: 'Saturn', dates: 'Dec 22 - Jan 19' },
  { id: 'aquarius', name: 'Aquarius', sanskrit: 'Kumbha', hindi: 'कुंभ', tamil: 'கும்பம்', symbol: '♒', element: 'Air', modality: 'Fixed', ruler: 'Saturn', dates: 'Jan 20 - Feb 18' },
  { id: 'pisces', name: 'Pisces', sanskrit: 'Meena', hindi: 'मीन', tamil: 'மீனம்', symbol: '♓', element: 'Water', modality: 'Mutable', ruler: 'Jupiter', dates: 'Feb 19 - Mar 20' },
];

export const grahaNames = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const;
export type GrahaName = (typeof grahaNames)[number];
