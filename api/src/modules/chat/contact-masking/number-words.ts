import { normalizeForDetection } from './normalize-for-detection';

/**
 * Spoken digits people use to write a phone number past a digit filter: English, Hindi written in Latin
 * letters (the spellings seen in chats, several per word), and the digit words of every language the site
 * offers or is adding, in their own script and, for Tamil, in Latin letters too: Hindi, Tamil, Telugu,
 * Bengali, Marathi, Kannada, Gujarati, Malayalam (the colloquial forms next to the literary ones: Tamil
 * "ரெண்டு" as well as "இரண்டு"). Each maps to its digit.
 * Short Latin words that are also common English or Hinglish words ("do", "ek", "sat", "teen") only ever
 * count inside a long run of numbers (see detect-phone-numbers.ts), where they cannot be innocent.
 */
const DIGIT_WORDS: Record<string, string> = {};

function add(digit: number, words: string[]): void {
  // Keys are stored as the detectors read text (NFKC, no joiners), so "য়" matches however it was typed.
  for (const word of words) DIGIT_WORDS[normalizeForDetection(word).text.toLowerCase()] = String(digit);
}

// English, Hinglish and Hindi (Devanagari; Marathi shares most of them).
add(0, ['zero', 'oh', 'o', 'nil', 'shunya', 'shoonya', 'sunya', 'sunna', 'शून्य', 'सुन्ना', 'जीरो', 'ज़ीरो']);
add(1, ['one', 'won', 'ek', 'एक', 'वन']);
add(2, ['two', 'to', 'too', 'do', 'doo', 'दो', 'टू']);
add(3, ['three', 'tree', 'teen', 'tin', 'तीन', 'थ्री']);
add(4, ['four', 'for', 'fore', 'char', 'chaar', 'chár', 'चार', 'फोर']);
add(5, ['five', 'paanch', 'panch', 'paach', 'पांच', 'पाँच', 'फाइव']);
add(6, ['six', 'chhe', 'chhah', 'chah', 'chhai', 'che', 'cheh', 'chheh', 'छह', 'छः', 'छे', 'छ', 'सिक्स']);
add(7, ['seven', 'saat', 'sat', 'सात', 'सेवन']);
add(8, ['eight', 'ate', 'aath', 'aat', 'ath', 'आठ', 'एट']);
add(9, ['nine', 'niner', 'nain', 'nau', 'nao', 'nav', 'नौ', 'नाइन']);
// Marathi (Devanagari): the forms that differ from Hindi, as typed in chats too (नउ for नऊ, शुन्य for शून्य).
add(0, ['शुन्य', 'झिरो']);
add(2, ['दोन']);
add(5, ['पाच']);
add(6, ['सहा']);
add(9, ['नऊ', 'नउ']);
// Tamil, literary and spoken, and Tamil in Latin letters ("onbadhu ettu ezhu...").
add(0, ['பூஜ்யம்', 'பூஜ்ஜியம்', 'பூஜியம்', 'சுழியம்', 'சைபர்', 'ஜீரோ', 'poojyam', 'pujyam', 'saibar', 'saiber']);
add(1, ['ஒன்று', 'ஒண்ணு', 'ஒன்னு', 'onnu', 'ondru', 'onru', 'onnu']);
add(2, ['இரண்டு', 'ரெண்டு', 'இரெண்டு', 'rendu', 'irandu', 'erandu']);
add(3, ['மூன்று', 'மூணு', 'மூனு', 'moonu', 'moondru', 'munu', 'moonru']);
add(4, ['நான்கு', 'நாலு', 'naalu', 'naangu', 'nalu', 'nangu']);
add(5, ['ஐந்து', 'அஞ்சு', 'anju', 'ainthu', 'aindhu', 'anchu']);
add(6, ['ஆறு', 'aaru', 'aru']);
add(7, ['ஏழு', 'ezhu', 'elu', 'ezu', 'yezhu']);
add(8, ['எட்டு', 'ettu', 'yettu']);
add(9, ['ஒன்பது', 'ஒம்பது', 'onbathu', 'onbadhu', 'ombadhu', 'ombathu', 'onpathu']);
// Telugu.
add(0, ['సున్నా', 'సున్న']);
add(1, ['ఒకటి']);
add(2, ['రెండు']);
add(3, ['మూడు']);
add(4, ['నాలుగు']);
add(5, ['ఐదు', 'అయిదు']);
add(6, ['ఆరు']);
add(7, ['ఏడు']);
add(8, ['ఎనిమిది']);
add(9, ['తొమ్మిది']);
// Bengali.
add(0, ['শূন্য']);
add(1, ['এক']);
add(2, ['দুই']);
add(3, ['তিন']);
add(4, ['চার']);
add(5, ['পাঁচ']);
add(6, ['ছয়', 'ছয়']);
add(7, ['সাত']);
add(8, ['আট']);
add(9, ['নয়', 'নয়']);
// Kannada, with the spellings seen beside the standard ones (ಶೂನ್ಯ and ಜೀರೋ for zero, ಒಂಭತ್ತು for nine).
add(0, ['ಸೊನ್ನೆ', 'ಶೂನ್ಯ', 'ಜೀರೋ']);
add(1, ['ಒಂದು']);
add(2, ['ಎರಡು']);
add(3, ['ಮೂರು']);
add(4, ['ನಾಲ್ಕು']);
add(5, ['ಐದು', 'ಅಯ್ದು']);
add(6, ['ಆರು']);
add(7, ['ಏಳು']);
add(8, ['ಎಂಟು']);
add(9, ['ಒಂಬತ್ತು', 'ಒಂಭತ್ತು']);
// Gujarati, with the spellings chats use (શુન્ય, and મીંડું, the everyday word for zero).
add(0, ['શૂન્ય', 'શુન્ય', 'મીંડું', 'મીંડુ', 'ઝીરો']);
add(1, ['એક']);
add(2, ['બે']);
add(3, ['ત્રણ']);
add(4, ['ચાર']);
add(5, ['પાંચ']);
add(6, ['છ']);
add(7, ['સાત']);
add(8, ['આઠ']);
add(9, ['નવ']);
// Malayalam. A word ending in a chillu (ൻ, ർ) is typed either as the one chillu letter or, on older keyboards, as
// the consonant, virama and a zero-width joiner that the detectors drop (ന്‍ read as ന്): both are listed. The
// spoken forms end in ു as often as in ്  (ഒന്നു, രണ്ടു).
add(0, ['പൂജ്യം', 'സീറോ']);
add(1, ['ഒന്ന്', 'ഒന്നു']);
add(2, ['രണ്ട്', 'രണ്ടു']);
add(3, ['മൂന്ന്', 'മൂന്നു']);
add(4, ['നാല്', 'നാലു']);
add(5, ['അഞ്ച്', 'അഞ്ചു']);
add(6, ['ആറ്', 'ആറു']);
add(7, ['ഏഴ്', 'ഏഴു']);
add(8, ['എട്ട്', 'എട്ടു']);
add(9, ['ഒമ്പത്', 'ഒൻപത്', 'ഒന\u0D4D\u200Dപത്', 'ഒമ്പതു']);

/**
 * "double nine" = 99, "triple zero" = 000; speakers of every language the site offers say the English word in their
 * own script (Marathi shares the Devanagari डबल). Malayalam also says ഇരട്ട ("twin"); its ൾ is listed both ways, as
 * the digit words' chillus are.
 */
const REPEATERS: Record<string, number> = {
  double: 2,
  dubble: 2,
  doubal: 2,
  triple: 3,
  tripple: 3,
  'डबल': 2,
  'ट्रिपल': 3,
  'டபுள்': 2,
  'இரட்டை': 2,
  'ட்ரிபிள்': 3,
  'డబుల్': 2,
  'ట్రిపుల్': 3,
  'ডাবল': 2,
  'ট্রিপল': 3,
  'ડબલ': 2,
  'ટ્રિપલ': 3,
  'ಡಬಲ್': 2,
  'ಟ್ರಿಪಲ್': 3,
  'ഡബിൾ': 2,
  'ഡബിള്': 2,
  'ഇരട്ട': 2,
  'ട്രിപ്പിൾ': 3,
  'ട്രിപ്പിള്': 3,
};

/**
 * Words that the ambiguous English forms ("to", "for", "too", "won", "ate", "oh", "o", "tree", "tin")
 * collide with constantly. They count as digits only when the run around them is already made of
 * unambiguous digits: a run must hold at least this many unambiguous digits besides them.
 */
export const AMBIGUOUS_DIGIT_WORDS = new Set(['to', 'too', 'for', 'fore', 'won', 'ate', 'oh', 'o', 'tree', 'tin', 'do', 'sat', 'che', 'aat', 'ath', 'nav', 'nil', 'aru', 'elu', 'nalu']);

export function digitOfWord(word: string): string | undefined {
  const digit = DIGIT_WORDS[word.toLowerCase()];
  return typeof digit === 'string' ? digit : undefined;
}

export function repeatOfWord(word: string): number | undefined {
  const repeat = REPEATERS[word.toLowerCase()];
  return typeof repeat === 'number' ? repeat : undefined;
}
