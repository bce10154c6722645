import type { UiLanguage } from '@astrosetu/contracts';

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
  /** Telugu script, as Telugu panchangams print it. */
  telugu: string;
  /** Bengali script, as Bengali panjikas print it. */
  bengali: string;
  /** Marathi (Devanagari), as Marathi panchangs print it: तूळ where Hindi has तुला. */
  marathi: string;
  /** Gujarati script. */
  gujarati: string;
  /** Kannada script, in the Sanskrit stem form Kannada panchangas print (ಕನ್ಯಾ, ತುಲಾ). */
  kannada: string;
  /** Malayalam script: the Malayalam month-sign names Kerala uses (മേടം for Mesha, ചിങ്ങം for Simha), not the Sanskrit ones. */
  malayalam: string;
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
  { id: 'aries', english: 'Aries', sanskrit: 'Mesha', hindi: 'मेष', tamil: 'மேஷம்', telugu: 'మేషం', bengali: 'মেষ', marathi: 'मेष', gujarati: 'મેષ', kannada: 'ಮೇಷ', malayalam: 'മേടം', symbol: `♈${TEXT_PRESENTATION}`, element: 'Fire', from: { month: 3, day: 21 }, to: { month: 4, day: 19 } },
  { id: 'taurus', english: 'Taurus', sanskrit: 'Vrishabha', hindi: 'वृषभ', tamil: 'ரிஷபம்', telugu: 'వృషభం', bengali: 'বৃষ', marathi: 'वृषभ', gujarati: 'વૃષભ', kannada: 'ವೃಷಭ', malayalam: 'ഇടവം', symbol: `♉${TEXT_PRESENTATION}`, element: 'Earth', from: { month: 4, day: 20 }, to: { month: 5, day: 20 } },
  { id: 'gemini', english: 'Gemini', sanskrit: 'Mithuna', hindi: 'मिथुन', tamil: 'மிதுனம்', telugu: 'మిథునం', bengali: 'মিথুন', marathi: 'मिथुन', gujarati: 'મિથુન', kannada: 'ಮಿಥುನ', malayalam: 'മിഥുനം', symbol: `♊${TEXT_PRESENTATION}`, element: 'Air', from: { month: 5, day: 21 }, to: { month: 6, day: 20 } },
  { id: 'cancer', english: 'Cancer', sanskrit: 'Karka', hindi: 'कर्क', tamil: 'கடகம்', telugu: 'కర్కాటకం', bengali: 'কর্কট', marathi: 'कर्क', gujarati: 'કર્ક', kannada: 'ಕರ್ಕಾಟಕ', malayalam: 'കർക്കടകം', symbol: `♋${TEXT_PRESENTATION}`, element: 'Water', from: { month: 6, day: 21 }, to: { month: 7, day: 22 } },
  { id: 'leo', english: 'Leo', sanskrit: 'Simha', hindi: 'सिंह', tamil: 'சிம்மம்', telugu: 'సింహం', bengali: 'সিংহ', marathi: 'सिंह', gujarati: 'સિંહ', kannada: 'ಸಿಂಹ', malayalam: 'ചിങ്ങം', symbol: `♌${TEXT_PRESENTATION}`, element: 'Fire', from: { month: 7, day: 23 }, to: { month: 8, day: 22 } },
  { id: 'virgo', english: 'Virgo', sanskrit: 'Kanya', hindi: 'कन्या', tamil: 'கன்னி', telugu: 'కన్య', bengali: 'কন্যা', marathi: 'कन्या', gujarati: 'કન્યા', kannada: 'ಕನ್ಯಾ', malayalam: 'കന്നി', symbol: `♍${TEXT_PRESENTATION}`, element: 'Earth', from: { month: 8, day: 23 }, to: { month: 9, day: 22 } },
  { id: 'libra', english: 'Libra', sanskrit: 'Tula', hindi: 'तुला', tamil: 'துலாம்', telugu: 'తుల', bengali: 'তুলা', marathi: 'तूळ', gujarati: 'તુલા', kannada: 'ತುಲಾ', malayalam: 'തുലാം', symbol: `♎${TEXT_PRESENTATION}`, element: 'Air', from: { month: 9, day: 23 }, to: { month: 10, day: 22 } },
  { id: 'scorpio', english: 'Scorpio', sanskrit: 'Vrishchika', hindi: 'वृश्चिक', tamil: 'விருச்சிகம்', telugu: 'వృశ్చికం', bengali: 'বৃশ্চিক', marathi: 'वृश्चिक', gujarati: 'વૃશ્ચિક', kannada: 'ವೃಶ್ಚಿಕ', malayalam: 'വൃശ്ചികം', symbol: `♏${TEXT_PRESENTATION}`, element: 'Water', from: { month: 10, day: 23 }, to: { month: 11, day: 21 } },
  { id: 'sagittarius', english: 'Sagittarius', sanskrit: 'Dhanu', hindi: 'धनु', tamil: 'தனுசு', telugu: 'ధనుస్సు', bengali: 'ধনু', marathi: 'धनु', gujarati: 'ધનુ', kannada: 'ಧನು', malayalam: 'ധനു', symbol: `♐${TEXT_PRESENTATION}`, element: 'Fire', from: { month: 11, day: 22 }, to: { month: 12, day: 21 } },
  { id: 'capricorn', english: 'Capricorn', sanskrit: 'Makara', hindi: 'मकर', tamil: 'மகரம்', telugu: 'మకరం', bengali: 'মকর', marathi: 'मकर', gujarati: 'મકર', kannada: 'ಮಕರ', malayalam: 'മകരം', symbol: `♑${TEXT_PRESENTATION}`, element: 'Earth', from: { month: 12, day: 22 }, to: { month: 1, day: 19 } },
  { id: 'aquarius', english: 'Aquarius', sanskrit: 'Kumbha', hindi: 'कुंभ', tamil: 'கும்பம்', telugu: 'కుంభం', bengali: 'কুম্ভ', marathi: 'कुंभ', gujarati: 'કુંભ', kannada: 'ಕುಂಭ', malayalam: 'കുംഭം', symbol: `♒${TEXT_PRESENTATION}`, element: 'Air', from: { month: 1, day: 20 }, to: { month: 2, day: 18 } },
  { id: 'pisces', english: 'Pisces', sanskrit: 'Meena', hindi: 'मीन', tamil: 'மீனம்', telugu: 'మీనం', bengali: 'মীন', marathi: 'मीन', gujarati: 'મીન', kannada: 'ಮೀನ', malayalam: 'മീനം', symbol: `♓${TEXT_PRESENTATION}`, element: 'Water', from: { month: 2, day: 19 }, to: { month: 3, day: 20 } },
];

/** A sign's name in each language of the site: the key makes a newly offered language a compile error until it has its names. */
const NAME_IN: Record<UiLanguage, (sign: ZodiacSign) => string> = {
  en: (sign) => sign.english,
  hi: (sign) => sign.hindi,
  ta: (sign) => sign.tamil,
  te: (sign) => sign.telugu,
  bn: (sign) => sign.bengali,
  mr: (sign) => sign.marathi,
  gu: (sign) => sign.gujarati,
  kn: (sign) => sign.kannada,
  ml: (sign) => sign.malayalam,
};

/** The sign's name as a reader of the language knows it: "Leo", "सिंह", "சிம்மம்", "సింహం", "সিংহ". */
export function zodiacSignName(sign: ZodiacSign, language: UiLanguage): string {
  return NAME_IN[language](sign);
}

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
