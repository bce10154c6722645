import Sanscript from '@indic-transliteration/sanscript';

/**
 * Place names typed in Devanagari or Tamil, matched against the gazetteer's Latin names by how they sound.
 *
 * GeoNames has Indian-script names for only some places (384 of 3 502 Indian places in Devanagari, 254 in Tamil,
 * and often one spelling: "कोयम्बटूर" but not "कोयंबटूर"). A query in those scripts is therefore also transliterated
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
const TAMIL = /[\u0B80-\u0BFF]/;

/** Whether a query is written (partly) in a script the place search transliterates. */
export function isIndicQuery(text: string): boolean {
  return DEVANAGARI.test(text) || TAMIL.test(text);
}

/** Devanagari and Tamil runs of a text in Latin letters (ISO 15919, marks stripped later); the rest unchanged. */
export function romanize(text: string): string {
  // ISO's c is the palatal (च, ச), which English spells "ch"; a bare c in an English name is a k ("Calicut").
  const palatal = (latin: string) => latin.replace(/c(?!h)/g, 'ch');
  return text
    .replace(/[\u0900-\u097F]+/g, (run) => palatal(Sanscript.t(run, 'devanagari', 'iso')))
    .replace(/[\u0B80-\u0BFF]+/g, (run) => palatal(Sanscript.t(run, 'tamil', 'iso')));
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

/** The sound key of one word in Latin letters (see above): "Tiruchirappalli" -> "TRSRPL". */
function wordKey(word: string): string {
  const letters = word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    // ch, sh and zh are sibilants (zh is Tamil ழ, an l-like sound, but English spells it as in "Alappuzha").
    .replace(/ch|sh/g, 's')
    .replace(/zh/g, 'l');
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

/** The sound key of a typed query (in any script): "पुणे" -> "PN", "சென்னை" -> "SN". */
export function querySoundKey(query: string): string {
  return romanize(query).split(/[\s\-'’.,()]+/).filter(Boolean).map(wordKey).join('');
}
