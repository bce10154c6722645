import Sanscript from '@indic-transliteration/sanscript';

/**
 * Place names typed in Devanagari, Bengali or Tamil, matched against the gazetteer's Latin names by how they sound.
 *
 * GeoNames has Indian-script names for only some places (384 of 3 502 Indian places in Devanagari, 254 in Tamil,
 * of the 500 largest towns 205 in Devanagari, 196 in Bengali, 147 in Tamil; and often one spelling: "कोयम्बटूर" but not "कोयंबटूर"). A query in those scripts is therefore also transliterated
 * (Sanscript, the maintained Indic transliteration library) and reduced, like every Latin name and alias of an
 * Indian place, to a sound key that survives the differences between the scripts and English spellings:
 * - Tamil writes k/g, t/d, p/b, c/j/s with one letter each, and Sanscript reads them as aspirates (மதுரை ->
 *   "madhurai"); English drops aspiration ("Bhopal" and "Bopal" alike): voiced, voiceless and aspirated stops fall
 *   together (K, T, P, S for the palatals and sibilants);
 * - vowels, their length and the Devanagari inherent "a" are spelt every way ("Pune"/पुणे "puṇe", "Indore"/इंदौर
 *   "iṃdaura"): vowels are dropped, except that a name starting with one keeps a mark of it;
 * - the anusvara is n or m by the next consonant: nasals fall together; doubled letters count once.
 * So "Coimbatore", कोयंबटूर ("koyaṃbaṭūra") and கோயம்புத்தூர் ("ghoyambhudhdhūr") all read KNPTR.
 */

const DEVANAGARI = /[\u0900-\u097F]/;
const BENGALI = /[\u0980-\u09FF]/;
const TAMIL = /[\u0B80-\u0BFF]/;

/** Whether a query is written (partly) in a script the place search transliterates. */
export function isIndicQuery(text: string): boolean {
  return DEVANAGARI.test(text) || BENGALI.test(text) || TAMIL.test(text);
}

// ड़/ढ़ and ড়/ঢ় (precomposed, or the letter and a separate nukta): flaps that English spells with an r (हावड़ा Howrah,
// খড়্গপুর Kharagpur) or with a d (विजयवाड़ा Vijayawada, बड़ोदरा Vadodara); a query carrying one is read both ways.
const DEVANAGARI_FLAP = /\u095C|\u0921\u093C|\u095D|\u0922\u093C/g;
const BENGALI_FLAP = /\u09DC|\u09A1\u09BC|\u09DD|\u09A2\u09BC/g;
const HAS_FLAP = new RegExp(`${DEVANAGARI_FLAP.source}|${BENGALI_FLAP.source}`);

/** ISO 15919 of a Devanagari or Bengali run, as the name is said rather than spelt. */
function spokenNorthern(iso: string): string {
  return (
    iso
      // The inherent a of a word's last letter is not said (मेरठ "mēraṭh" is Meerut, जयपुर "jayapur" Jaipur).
      .replace(/(?<=[^\saāiīuūeēoō]\p{M}*)a(?=\s|$)/gu, '')
      // गांव/गाँव/गाव ("village", as a name's end) is said "gaon": बेलगांव Belgaum, जलगाँव Jalgaon.
      .replace(/gā(?:ṁ|m̐|ṃ)?v(?=\s|$)/gu, 'gāon')
      // Vocalic r (ऋ, ृ: कृष्णनगर "kr̥ṣṇanagar") is said and spelt "ri": Krishnanagar, Rishikesh.
      .replace(/r\u0325/g, 'ri')
  );
}

/** How a reading takes the letters whose English spelling varies. */
interface Reading {
  /** ड़/ড় as r (Howrah) or d (Vijayawada). */
  flap: 'r' | 'd';
  /** Bengali ব as b (বর্ধমান Barddhaman) or v (নবদ্বীপ Navadwip); a ব joined after a consonant (্ব) is always w/v. */
  bengaliB: 'b' | 'v';
  /**
   * A Tamil word's first இ before ர or ல kept or dropped: Tamil writes no word-initial r or l and puts an i before
   * it (இராஜபாளையம் Rajapalayam, இலக்னோ Lucknow), but some names do begin with that i (இருங்காட்டுக்கோட்டை Irungattukottai).
   */
  tamilInitialI: 'keep' | 'drop';
}

const TAMIL_INITIAL_I = /(?<![\u0B80-\u0BFF])\u0B87(?=[\u0BB0\u0BB2])/g;
const HAS_TAMIL_INITIAL_I = new RegExp(TAMIL_INITIAL_I.source);

/** Devanagari, Bengali and Tamil runs of a text in Latin letters (ISO 15919, marks stripped later); the rest unchanged. */
function romanizeReading(text: string, { flap, bengaliB, tamilInitialI }: Reading): string {
  // ISO's c is the palatal (च, ச), which English spells "ch"; a bare c in an English name is a k ("Calicut").
  const palatal = (latin: string) => latin.replace(/c(?!h)/g, 'ch');
  return (
    text
      .replace(DEVANAGARI_FLAP, flap === 'r' ? 'र' : 'ड')
      .replace(/[\u0900-\u097F]+/g, (run) => palatal(spokenNorthern(Sanscript.t(run, 'devanagari', 'iso'))))
      .replace(BENGALI_FLAP, flap === 'r' ? 'র' : 'ড')
      // Bengali য is said j except as য় or after a virama (যোধপুর Jodhpur, but ব্যারাকপুর Barrackpore).
      .replace(/(?<!\u09CD)\u09AF(?!\u09BC)/g, 'জ')
      .replace(/\u09DF|\u09AF\u09BC/g, '\u09AF')
      .replace(/[\u0980-\u09FF]+/g, (run) =>
        palatal(spokenNorthern(Sanscript.t(run, 'bengali', 'iso')))
          // Sanscript writes every ব as v; where it starts a word or follows a vowel it is the letter b.
          .replace(/(?<=^|[\saāiīuūeēoō]\p{M}*)v/gu, bengaliB)
          // ওয়া is "wa" (দেওয়াস Dewas, আলওয়ার Alwar).
          .replace(/ō\p{M}*y\p{M}*(?=[aāeēiīoōuū])/gu, 'w'),
      )
      .replace(TAMIL_INITIAL_I, tamilInitialI === 'drop' ? '' : '\u0B87')
      .replace(/[\u0B80-\u0BFF]+/g, (run) => palatal(Sanscript.t(run, 'tamil', 'iso')))
  );
}

/** The Latin readings of a text: one, or more when it has letters English spells two ways (see Reading). */
export function romanizations(text: string): string[] {
  const flaps: Reading['flap'][] = HAS_FLAP.test(text) ? ['r', 'd'] : ['r'];
  const bs: Reading['bengaliB'][] = /\u09AC/.test(text) ? ['b', 'v'] : ['b'];
  const is: Reading['tamilInitialI'][] = HAS_TAMIL_INITIAL_I.test(text) ? ['drop', 'keep'] : ['keep'];
  const readings = flaps.flatMap((flap) => bs.flatMap((bengaliB) => is.map((tamilInitialI) => romanizeReading(text, { flap, bengaliB, tamilInitialI }))));
  return [...new Set(readings)];
}

/** The first Latin reading of a text (see romanizations). */
export function romanize(text: string): string {
  return romanizeReading(text, { flap: 'r', bengaliB: 'b', tamilInitialI: 'drop' });
}

const CLASS_OF: Record<string, string> = {
  k: 'K', g: 'K', q: 'K', c: 'K',
  j: 'S', z: 'S', s: 'S',
  t: 'T', d: 'T',
  p: 'P', b: 'P', f: 'P',
  v: 'V', w: 'V',
  l: 'L', r: 'R', n: 'N', m: 'N', h: 'H', x: 'KS',
};
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

/** Lower-case a-z without marks, with ch and sh as s and zh as l (Tamil ழ, an l-like sound: "Alappuzha"). */
function plainLetters(latin: string): string {
  return latin
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // A vowel's h at a word's end is not said, only spelt (Howrah हावड़ा, Bettiah बेतिया).
    .replace(/(?<=[aeiou])h(?![a-z])/g, '')
    .replace(/[^a-z]/g, '')
    .replace(/ch|sh/g, 's')
    .replace(/zh/g, 'l');
}

/** The sound key of one word in Latin letters (see above): "Tiruchirappalli" -> "TRSRPL". */
function wordKey(word: string): string {
  const letters = plainLetters(word);
  let key = VOWELS.has(letters[0] ?? '') && letters[0] !== 'y' ? 'A' : '';
  for (let i = 0; i < letters.length; i += 1) {
    const letter = letters[i];
    if (VOWELS.has(letter) && !(letter === 'y' && i === 0)) continue;
    // h after a consonant is aspiration (bh, dh, th, kh), not a sound of its own.
    if (letter === 'h' && i > 0 && !VOWELS.has(letters[i - 1])) continue;
    const sound = letter === 'y' ? 'Y' : CLASS_OF[letter] ?? '';
    if (sound && !key.endsWith(sound)) key += sound;
  }
  return key;
}

/** The sound keys of a name: the whole name, and the name from each later word on ("New Delhi": NVTL, TL). */
export function soundKeys(name: string): string[] {
  const words = name.split(/[\s\-'’.,()]+/).filter(Boolean);
  return words.map((_, i) => words.slice(i).map(wordKey).join('')).filter((key, i, keys) => key.length > 0 && keys.indexOf(key) === i);
}

/** The sound keys of a typed query (in any script), one per reading: "पुणे" -> ["PN"], "हावड़ा" -> ["HVR", "HVT"]. */
export function querySoundKeys(query: string): string[] {
  const keys = romanizations(query).map((latin) => latin.split(/[\s\-'’.,()]+/).filter(Boolean).map(wordKey).join(''));
  return [...new Set(keys)].filter(Boolean);
}

/** The sound key of a typed query's first reading: "पुणे" -> "PN", "சென்னை" -> "SN". */
export function querySoundKey(query: string): string {
  return querySoundKeys(query)[0] ?? '';
}

const VOWEL_CLASS: Record<string, string> = { a: 'a', e: 'i', i: 'i', o: 'u', u: 'u' };

/**
 * A finer reading than the sound key, for ranking and checking sound matches: consonants by class as in the key,
 * vowels kept in three classes (a, i for e/i, u for o/u; a run of vowels reads as its last: "ai" i, "au" u), a
 * y or w that ends a vowel run is a vowel ("Ooty", "Lucknow"), and the a's inside the word are dropped (Hindi
 * spells the inherent a that Hindi speakers do not say: "lakhanaū" for Lucknow).
 */
function spellingSkeleton(latin: string): string {
  const letters = plainLetters(latin);
  const isVowel = (letter: string | undefined) => letter !== undefined && letter in VOWEL_CLASS;
  let out = '';
  for (let i = 0; i < letters.length; i += 1) {
    const letter = letters[i];
    const next = letters[i + 1];
    let sound: string;
    if (isVowel(letter)) {
      if (isVowel(next)) continue;
      sound = VOWEL_CLASS[letter];
    } else if ((letter === 'y' || letter === 'w') && !isVowel(next) && i > 0) {
      sound = letter === 'y' ? 'i' : 'u';
    } else if (letter === 'h' && i > 0 && !isVowel(letters[i - 1])) {
      continue;
    } else {
      sound = letter === 'y' ? 'Y' : CLASS_OF[letter] ?? '';
    }
    if (sound && !out.endsWith(sound)) out += sound;
  }
  // Dropping the inner a's can bring two like sounds together (जामनगर "jāmanagar": m, n): they count once, as above.
  return out.replace(/(?<=.)a(?=.)/g, '').replace(/(.)\1+/g, '$1');
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * How alike a typed name and a Latin place name read, from 0 to 1 (1: the same skeleton). With `prefix` the visitor
 * is still typing: the typed part is compared with the start of the name. Sound keys alone are too coarse (अयोध्या
 * and Ooty both read "AT"); this decides which sound matches are offered, in which order, and which may be labelled
 * with the typed name.
 */
export function spellingSimilarity(typed: string, name: string, prefix = false): number {
  return similarityTo(typed)(name, prefix);
}

/** spellingSimilarity with the typed text read once, for comparing one query with many names. */
export function similarityTo(typed: string): (name: string, prefix?: boolean) => number {
  const queries = romanizations(typed).map(spellingSkeleton);
  return (name, prefix = false) => {
    const full = spellingSkeleton(romanize(name));
    let best = 0;
    for (const query of queries) {
      const target = prefix ? full.slice(0, query.length) : full;
      const longest = Math.max(query.length, target.length);
      if (longest > 0) best = Math.max(best, 1 - editDistance(query, target) / longest);
    }
    return best;
  };
}
