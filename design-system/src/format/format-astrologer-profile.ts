import { spokenLanguageCodes, type Specialization } from '@astrosetu/contracts';
import { useDesignSystemText } from '@astrosetu/design-system/locales';
import { currentLocale, isEnglish } from './format-locale';

const { translate } = useDesignSystemText;

const specializationKeys = {
  'Vedic Astrology': 'specialization.vedicAstrology',
  'Marriage & Relationships': 'specialization.marriageRelationships',
  'Career & Finance': 'specialization.careerFinance',
  Numerology: 'specialization.numerology',
  'Vastu Shastra': 'specialization.vastuShastra',
  'Tarot Reading': 'specialization.tarotReading',
  Palmistry: 'specialization.palmistry',
  'KP Astrology': 'specialization.kpAstrology',
  'Love & Relationships': 'specialization.loveRelationships',
  Business: 'specialization.business',
  Health: 'specialization.health',
  'Face Reading': 'specialization.faceReading',
  'Prashna Kundli': 'specialization.prashnaKundli',
  'Lal Kitab': 'specialization.lalKitab',
} as const satisfies Record<Specialization, Parameters<typeof translate>[0]>;

/**
 * A specialization (stored as its English name, the contracts' fixed vocabulary) in the site's language:
 * "Vedic Astrology", "वैदिक ज्योतिष", "வேத ஜோதிடம்". A value outside the vocabulary is shown as it is stored.
 */
export function specializationName(value: string): string {
  const key = (specializationKeys as Record<string, Parameters<typeof translate>[0]>)[value];
  return key ? translate(key) : value;
}

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * A language an astrologer consults in (stored as its English name) in the site's language: "Tamil", "तमिल",
 * "தமிழ்". English keeps the stored name; a language Intl cannot name is shown as it is stored.
 */
export function spokenLanguageName(value: string): string {
  const code = spokenLanguageCodes[value];
  if (!code || isEnglish()) return value;
  const locale = currentLocale();
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? value;
}

/** The languages of an astrologer as one line, each in the site's language, joined as the language lists them. */
export function spokenLanguageList(values: readonly string[]): string {
  return values.map(spokenLanguageName).join(', ');
}
