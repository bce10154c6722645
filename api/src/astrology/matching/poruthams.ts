import type { Porutham, UiLanguage } from '@astrosetu/contracts';
import { GANA_BY_NAKSHATRA, NAKSHATRA_NAMES, RASHI_NAMES, SIGN_LORDS, SIGN_NAMES, YONI_BY_NAKSHATRA, naturalRelation, type Yoni } from '../core/vedic-data';
import type { MoonPlacement } from './guna-milan';
import { matchLanguage } from './match-language';

/**
 * The ten poruthams of South Indian (Tamil, Kerala) marriage matching, from the two Moons' nakshatras and rasis.
 * Counting is always from the girl's star (or rasi) to the boy's, both inclusive. Sources: the "10 Porutham"
 * notes (scribd.com/document/240285402/10-Porutham) for Dina, and the common almanac tables for the rest:
 *
 * 1 Dina: the count is 2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24 or 26; the same star matches for Rohini, Ardra,
 *   Pushya, Magha, Hasta and Shravana (uttama) and for Ashwini, Bharani, Krittika, Mrigashira, Punarvasu,
 *   Uttara Phalguni, Chitra and Anuradha (madhyama).
 * 2 Gana: the same gana, or Deva with Manushya; a Rakshasa with a Deva or Manushya partner does not match.
 * 3 Mahendra: the count is 4, 7, 10, 13, 16, 19, 22 or 25 (prosperity and children).
 * 4 Stree Deergha: the count is more than 13.
 * 5 Yoni: the two animals are not sworn enemies (Horse-Buffalo, Elephant-Lion, Sheep-Monkey, Serpent-Mongoose,
 *   Dog-Deer, Cat-Rat, Cow-Tiger).
 * 6 Rasi: the boy's rasi is the same as the girl's or the 7th, 9th, 10th or 11th from it (not 2/12, 6/8 or 5/9
 *   with the boy behind).
 * 7 Rasi Adhipati: neither rasi lord counts the other as an enemy.
 * 8 Vasya: one rasi is vasya (under the sway) of the other, by the classical table.
 * 9 Rajju: the stars are on different parts of the rope (Pada, Kati, Nabhi, Kanta, Siro). Essential.
 * 10 Vedha: the two stars are not a vedha (mutually obstructing) pair. Essential.
 */

const DINA_COUNTS = new Set([2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26]);
const SAME_STAR_UTTAMA = new Set(['Rohini', 'Ardra', 'Pushya', 'Magha', 'Hasta', 'Shravana']);
const SAME_STAR_MADHYAMA = new Set(['Ashwini', 'Bharani', 'Krittika', 'Mrigashira', 'Punarvasu', 'Uttara Phalguni', 'Chitra', 'Anuradha']);
const MAHENDRA_COUNTS = new Set([4, 7, 10, 13, 16, 19, 22, 25]);
const YONI_ENEMIES: [Yoni, Yoni][] = [
  ['Horse', 'Buffalo'], ['Elephant', 'Lion'], ['Sheep', 'Monkey'], ['Serpent', 'Mongoose'], ['Dog', 'Deer'], ['Cat', 'Rat'], ['Cow', 'Tiger'],
];
const RASI_COUNTS = new Set([1, 7, 9, 10, 11]);
/** Vasya rasis of each rasi (0 = Mesha). */
const VASYA: readonly number[][] = [[4, 7], [3, 6], [5], [7, 8], [6], [2, 11], [9, 5], [3], [11], [0, 10], [0], [9]];
export const RAJJU_PARTS = ['Pada', 'Kati', 'Nabhi', 'Kanta', 'Siro'] as const;
/** The rope runs up and down: Pada, Kati, Nabhi, Kanta, Siro, Kanta, Nabhi, Kati, Pada, then again. */
const RAJJU_CYCLE = [0, 1, 2, 3, 4, 3, 2, 1, 0];
export const rajjuOf = (nakshatraIndex: number) => RAJJU_PARTS[RAJJU_CYCLE[nakshatraIndex % 9]];
const VEDHA_PAIRS: [string, string][] = [
  ['Ashwini', 'Jyeshtha'], ['Bharani', 'Anuradha'], ['Krittika', 'Vishakha'], ['Rohini', 'Swati'], ['Ardra', 'Shravana'],
  ['Punarvasu', 'Uttara Ashadha'], ['Pushya', 'Purva Ashadha'], ['Ashlesha', 'Mula'], ['Magha', 'Revati'],
  ['Purva Phalguni', 'Uttara Bhadrapada'], ['Uttara Phalguni', 'Purva Bhadrapada'], ['Hasta', 'Shatabhisha'],
  ['Mrigashira', 'Dhanishta'], ['Mrigashira', 'Chitra'], ['Chitra', 'Dhanishta'],
];

const countFrom = (from: number, to: number, size: number) => ((to - from + size) % size) + 1;

/** The ten poruthams, worded in `language` (Hindi and Tamil add each one's name as `label`; `name` stays the id). */
export function tenPoruthams(boy: MoonPlacement, girl: MoonPlacement, language: UiLanguage = 'en'): Porutham[] {
  const { t, name, planet, nakshatra, sign } = matchLanguage(language);
  const rasi = (signIndex: number) => (language === 'en' ? RASHI_NAMES[signIndex] : sign(SIGN_NAMES[signIndex]));
  const boyStar = NAKSHATRA_NAMES[boy.nakshatraIndex];
  const girlStar = NAKSHATRA_NAMES[girl.nakshatraIndex];
  const starCount = countFrom(girl.nakshatraIndex, boy.nakshatraIndex, 27);
  const rasiCount = countFrom(girl.signIndex, boy.signIndex, 12);
  const sameStar = boy.nakshatraIndex === girl.nakshatraIndex;

  const dina = sameStar ? SAME_STAR_UTTAMA.has(boyStar) || SAME_STAR_MADHYAMA.has(boyStar) : DINA_COUNTS.has(starCount);
  const boyGana = GANA_BY_NAKSHATRA[boy.nakshatraIndex];
  const girlGana = GANA_BY_NAKSHATRA[girl.nakshatraIndex];
  const gana = boyGana === girlGana || (boyGana !== 'Rakshasa' && girlGana !== 'Rakshasa');
  const boyYoni = YONI_BY_NAKSHATRA[boy.nakshatraIndex];
  const girlYoni = YONI_BY_NAKSHATRA[girl.nakshatraIndex];
  const yoni = !YONI_ENEMIES.some(([a, b]) => (a === boyYoni && b === girlYoni) || (a === girlYoni && b === boyYoni));
  const boyLord = SIGN_LORDS[boy.signIndex];
  const girlLord = SIGN_LORDS[girl.signIndex];
  const lords = boyLord === girlLord || (naturalRelation(boyLord, girlLord) !== 'enemy' && naturalRelation(girlLord, boyLord) !== 'enemy');
  const vasya = boy.signIndex === girl.signIndex || VASYA[girl.signIndex].includes(boy.signIndex) || VASYA[boy.signIndex].includes(girl.signIndex);
  const rajju = rajjuOf(boy.nakshatraIndex) !== rajjuOf(girl.nakshatraIndex);
  const vedha = !VEDHA_PAIRS.some(([a, b]) => (a === boyStar && b === girlStar) || (a === girlStar && b === boyStar));

  const items: Porutham[] = [
    { name: 'Dina', matched: dina, essential: false, detail: sameStar ? t('detail.dinaSameStar', { star: nakshatra(boyStar) }) : t('detail.dina', { count: starCount }) },
    { name: 'Gana', matched: gana, essential: false, detail: t('detail.boyGirl', { boy: name.gana(boyGana), girl: name.gana(girlGana) }) },
    { name: 'Mahendra', matched: MAHENDRA_COUNTS.has(starCount), essential: false, detail: t('detail.mahendra', { count: starCount }) },
    { name: 'Stree Deergha', matched: starCount > 13, essential: false, detail: t('detail.streeDeergha', { count: starCount }) },
    { name: 'Yoni', matched: yoni, essential: false, detail: t('detail.boyGirl', { boy: name.yoni(boyYoni), girl: name.yoni(girlYoni) }) },
    { name: 'Rasi', matched: RASI_COUNTS.has(rasiCount), essential: false, detail: t('detail.rasi', { boy: rasi(boy.signIndex), count: rasiCount, girl: rasi(girl.signIndex) }) },
    { name: 'Rasi Adhipati', matched: lords, essential: false, detail: t('detail.lords', { boy: planet(boyLord), girl: planet(girlLord) }) },
    { name: 'Vasya', matched: vasya, essential: false, detail: t('detail.vasya', { boy: rasi(boy.signIndex), girl: rasi(girl.signIndex) }) },
    { name: 'Rajju', matched: rajju, essential: true, detail: t('detail.rajju', { boy: name.rajju(rajjuOf(boy.nakshatraIndex)), girl: name.rajju(rajjuOf(girl.nakshatraIndex)) }) },
    { name: 'Vedha', matched: vedha, essential: true, detail: t(vedha ? 'detail.noVedha' : 'detail.vedha', { boy: nakshatra(boyStar), girl: nakshatra(girlStar) }) },
  ];
  return language === 'en' ? items : items.map((item) => ({ ...item, label: name.porutham(item.name) }));
}

/**
 * The usual reading: at least five of the ten, including Rajju and Vedha (reocities.com/dr_soundar Match page:
 * "at least 5 matches are a requisite, and rajju should be present in those five").
 */
export function poruthamVerdict(items: Porutham[], language: UiLanguage = 'en'): { items: Porutham[]; matched: number; verdict: string } {
  const { t, name, list } = matchLanguage(language);
  const matched = items.filter((item) => item.matched).length;
  const missingEssential = items.filter((item) => item.essential && !item.matched).map((item) => name.porutham(item.name));
  const verdict = missingEssential.length
    ? t('verdict.essentialMissing', { count: missingEssential.length, matched, missing: list(missingEssential) })
    : matched >= 5
      ? t('verdict.acceptable', { matched })
      : t('verdict.tooFew', { matched });
  return { items, matched, verdict };
}
