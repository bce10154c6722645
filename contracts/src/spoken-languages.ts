/**
 * The languages astrologers say they consult in are stored as English names ("Hindi", "Tamil"), as the admin form
 * and the seeds write them. Their ISO 639 codes let a screen name them in the reader's language through
 * Intl.DisplayNames ("हिन्दी", "தமிழ்") instead of keeping a translation of every language name by hand.
 * A name missing here is shown as it is stored.
 */
export const spokenLanguageCodes: Readonly<Record<string, string>> = {
  Assamese: 'as',
  Bengali: 'bn',
  Bhojpuri: 'bho',
  English: 'en',
  Gujarati: 'gu',
  Hindi: 'hi',
  Kannada: 'kn',
  Kashmiri: 'ks',
  Konkani: 'kok',
  Maithili: 'mai',
  Malayalam: 'ml',
  Marathi: 'mr',
  Nepali: 'ne',
  Odia: 'or',
  Punjabi: 'pa',
  Rajasthani: 'raj',
  Sanskrit: 'sa',
  Sindhi: 'sd',
  Tamil: 'ta',
  Telugu: 'te',
  Urdu: 'ur',
};
