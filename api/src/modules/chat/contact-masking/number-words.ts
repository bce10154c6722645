/**
 * Spoken digits people use to write a phone number past a digit filter: English, Hindi written in Latin
 * letters (the spellings seen in chats, several per word) and Hindi in Devanagari. Each maps to its digit.
 * Short Latin words that are also common English or Hinglish words ("do", "ek", "sat", "teen") only ever
 * count inside a long run of numbers (see detect-phone-numbers.ts), where they cannot be innocent.
 */
const DIGIT_WORDS: Record<string, string> = {};

function add(digit: number, words: string[]): void {
  for (const word of words) DIGIT_WORDS[word] = String(digit);
}

add(0, ['zero', 'oh', 'o', 'nil', 'shunya', 'shoonya', 'sunya', 'sunna', 'शून्य', 'सुन्ना', 'जीरो', 'ज़ीरो']);
add(1, ['one', 'won', 'ek', 'एक', 'वन']);
add(2, ['two', 'to', 'too', 'do', 'doo', 'दो', 'टू']);
add(3, ['three', 'tree', 'teen', 'tin', 'तीन', 'थ्री']);
add(4, ['four', 'for', 'fore', 'char', 'chaar', 'chár', 'चार', 'फोर']);
add(5, ['five', 'paanch', 'panch', 'paach', 'पांच', 'पाँच', 'फाइव']);
add(6, ['six', 'chhe', 'chhah', 'chah', 'chhai', 'che', 'cheh', 'chheh', 'छह', 'छः', 'छे', 'छ', 'सिक्स']);
add(7, ['seven', 'saat', 'sat', 'सात', 'सेवन']);
add(8, ['eight', 'ate', 'aath', 'aat', 'ath', 'आठ', 'एट']);
add(9, ['nine', 'nau', 'nao', 'nav', 'नौ', 'नाइन']);

/** "double nine" = 99, "triple zero" = 000; Hindi speakers say the same in English or Devanagari. */
const REPEATERS: Record<string, number> = {
  double: 2,
  dubble: 2,
  doubal: 2,
  triple: 3,
  tripple: 3,
  'डबल': 2,
  'ट्रिपल': 3,
};

/**
 * Words that the ambiguous English forms ("to", "for", "too", "won", "ate", "oh", "o", "tree", "tin")
 * collide with constantly. They count as digits only when the run around them is already made of
 * unambiguous digits: a run must hold at least this many unambiguous digits besides them.
 */
export const AMBIGUOUS_DIGIT_WORDS = new Set(['to', 'too', 'for', 'fore', 'won', 'ate', 'oh', 'o', 'tree', 'tin', 'do', 'sat', 'che', 'aat', 'ath', 'nav', 'nil']);

export function digitOfWord(word: string): string | undefined {
  return DIGIT_WORDS[word.toLowerCase()];
}

export function repeatOfWord(word: string): number | undefined {
  return REPEATERS[word.toLowerCase()];
}

/** Zero of each decimal digit block people in India type in (Devanagari, Bengali, Gurmukhi ... and full-width). */
const DIGIT_ZEROS = [0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0xff10];

const OTHER_DIGIT = /[\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f\uff10-\uff19]/g;

/** Rewrites digits of Indian scripts (and full-width digits) as ASCII digits, one character for one, so offsets stay. */
export function asciiDigits(text: string): string {
  return text.replace(OTHER_DIGIT, (char) => {
    const code = char.charCodeAt(0);
    const zero = DIGIT_ZEROS.find((base) => code >= base && code <= base + 9) ?? code;
    return String(code - zero);
  });
}
