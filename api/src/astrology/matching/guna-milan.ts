import type { GunaMilanResponse, KootaResult, UiLanguage } from '@astrosetu/contracts';
import { matchLanguage } from './match-language';
import {
  GANA_BY_NAKSHATRA,
  NADI_BY_NAKSHATRA,
  NAKSHATRA_NAMES,
  RASHI_NAMES,
  SIGN_LORDS,
  SIGN_NAMES,
  VARNA_BY_SIGN,
  VARNA_RANK,
  YONI_ANIMALS,
  YONI_BY_NAKSHATRA,
  naturalRelation,
  vashyaOf,
  type SevenPlanet,
  type Vashya,
} from '../core/vedic-data';

/**
 * Ashtakoot guna milan: eight kootas read from the Moons of the boy and the girl (North Indian practice,
 * Muhurta Chintamani ch. 6; points as printed by Indian almanacs such as AstroSage and Drik Panchang).
 *
 * 1. Varna (1): 1 when the boy's varna (by Moon sign) ranks the same as or above the girl's.
 * 2. Vashya (2): VASHYA_POINTS[boy][girl] by the Moon's vashya class.
 * 3. Tara (3): count from the girl's nakshatra to the boy's and back (inclusive) and take each count
 *    mod 9; remainders 3 (Vipat), 5 (Pratyari) and 7 (Naidhana) are malefic. Each benefic direction gives 1.5.
 * 4. Yoni (4): YONI_POINTS for the two nakshatra animals (same 4, sworn enemies 0).
 * 5. Graha Maitri (5): natural relationship of the Moon-sign lords both ways: same lord or friend/friend
 *    5, friend/neutral 4, neutral/neutral 3, friend/enemy 1, neutral/enemy 0.5, enemy/enemy 0.
 * 6. Gana (6): GANA_POINTS[boy][girl] (Deva, Manushya, Rakshasa).
 * 7. Bhakoot (7): 0 when the Moon signs are 2/12, 5/9 or 6/8 from each other, else 7.
 * 8. Nadi (8): 0 when both have the same nadi (Adi, Madhya, Antya), else 8.
 *
 * The total is the classical sum. Exceptions that cancel a dosha are reported beside it without
 * changing the points:
 * - Nadi dosha is cancelled when the Moon signs are the same but the nakshatras differ, when the
 *   nakshatra is the same but the Moon signs differ, when the nakshatra is the same but the padas differ,
 *   or when both Moon signs have the same lord.
 * - Bhakoot dosha is cancelled when both Moon signs have the same lord or their lords are mutual friends.
 */

export interface MoonPlacement {
  signIndex: number;
  /** Degrees within the sign (decides the vashya of Sagittarius and Capricorn). */
  degree: number;
  nakshatraIndex: number;
  pada: number;
}

const VASHYA_ORDER: Vashya[] = ['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta'];
/** Rows: boy's class, columns: girl's class, in VASHYA_ORDER. */
const VASHYA_POINTS = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

/** Symmetric; order as YONI_ANIMALS (Horse, Elephant, Sheep, Serpent, Dog, Cat, Rat, Cow, Buffalo, Tiger, Deer, Monkey, Mongoose, Lion). */
const YONI_POINTS = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

const GANA_ORDER = ['Deva', 'Manushya', 'Rakshasa'];
/** Rows: boy's gana, columns: girl's gana. */
const GANA_POINTS = [
  [6, 6, 0],
  [5, 6, 0],
  [1, 0, 6],
];

const TARA_NAMES = ['Janma', 'Sampat', 'Vipat', 'Kshema', 'Pratyari', 'Sadhaka', 'Naidhana', 'Mitra', 'Parama Mitra'];
const MALEFIC_TARAS = [3, 5, 7];

function taraRemainder(from: number, to: number): number {
  const count = ((to - from + 27) % 27) + 1;
  return count % 9 === 0 ? 9 : count % 9;
}

function maitriPoints(boyLord: SevenPlanet, girlLord: SevenPlanet): number {
  if (boyLord === girlLord) return 5;
  const a = naturalRelation(boyLord, girlLord);
  const b = naturalRelation(girlLord, boyLord);
  const pair = [a, b].sort().join('/');
  const table: Record<string, number> = {
    'friend/friend': 5,
    'friend/neutral': 4,
    'neutral/neutral': 3,
    'enemy/friend': 1,
    'enemy/neutral': 0.5,
    'enemy/enemy': 0,
  };
  return table[pair];
}

export interface AshtakootResult {
  kootas: KootaResult[];
  total: number;
  doshas: GunaMilanResponse['doshas'];
}

/**
 * The eight kootas from the boy's and the girl's Moons, worded in `language` (English by default). In Hindi and
 * Tamil each koota keeps its id in `name` and adds its name in `label`; the values read as almanacs write them.
 */
export function ashtakoot(boy: MoonPlacement, girl: MoonPlacement, language: UiLanguage = 'en'): AshtakootResult {
  const { t, name, planet, sign, nakshatra } = matchLanguage(language);
  const kootas: KootaResult[] = [];

  const boyVarna = VARNA_BY_SIGN[boy.signIndex];
  const girlVarna = VARNA_BY_SIGN[girl.signIndex];
  kootas.push({
    name: 'Varna',
    points: VARNA_RANK[boyVarna] >= VARNA_RANK[girlVarna] ? 1 : 0,
    maxPoints: 1,
    boy: name.varna(boyVarna),
    girl: name.varna(girlVarna),
    description: t('description.Varna'),
  });

  const boyVashya = vashyaOf(boy.signIndex, boy.degree);
  const girlVashya = vashyaOf(girl.signIndex, girl.degree);
  kootas.push({
    name: 'Vashya',
    points: VASHYA_POINTS[VASHYA_ORDER.indexOf(boyVashya)][VASHYA_ORDER.indexOf(girlVashya)],
    maxPoints: 2,
    boy: name.vashya(boyVashya),
    girl: name.vashya(girlVashya),
    description: t('description.Vashya'),
  });

  const toBoy = taraRemainder(girl.nakshatraIndex, boy.nakshatraIndex);
  const toGirl = taraRemainder(boy.nakshatraIndex, girl.nakshatraIndex);
  const taraPoints = (MALEFIC_TARAS.includes(toBoy) ? 0 : 1.5) + (MALEFIC_TARAS.includes(toGirl) ? 0 : 1.5);
  kootas.push({
    name: 'Tara',
    points: taraPoints,
    maxPoints: 3,
    boy: t('tara', { nakshatra: nakshatra(NAKSHATRA_NAMES[boy.nakshatraIndex]), tara: name.taraName(TARA_NAMES[toBoy - 1]) }),
    girl: t('taraFromBoy', { nakshatra: nakshatra(NAKSHATRA_NAMES[girl.nakshatraIndex]), tara: name.taraName(TARA_NAMES[toGirl - 1]) }),
    description: t('description.Tara'),
  });

  const boyYoni = YONI_BY_NAKSHATRA[boy.nakshatraIndex];
  const girlYoni = YONI_BY_NAKSHATRA[girl.nakshatraIndex];
  kootas.push({
    name: 'Yoni',
    points: YONI_POINTS[YONI_ANIMALS.indexOf(boyYoni)][YONI_ANIMALS.indexOf(girlYoni)],
    maxPoints: 4,
    boy: name.yoni(boyYoni),
    girl: name.yoni(girlYoni),
    description: t('description.Yoni'),
  });

  const boyLord = SIGN_LORDS[boy.signIndex];
  const girlLord = SIGN_LORDS[girl.signIndex];
  kootas.push({
    name: 'Graha Maitri',
    points: maitriPoints(boyLord, girlLord),
    maxPoints: 5,
    boy: planet(boyLord),
    girl: planet(girlLord),
    description: t('description.Graha Maitri'),
  });

  const boyGana = GANA_BY_NAKSHATRA[boy.nakshatraIndex];
  const girlGana = GANA_BY_NAKSHATRA[girl.nakshatraIndex];
  kootas.push({
    name: 'Gana',
    points: GANA_POINTS[GANA_ORDER.indexOf(boyGana)][GANA_ORDER.indexOf(girlGana)],
    maxPoints: 6,
    boy: name.gana(boyGana),
    girl: name.gana(girlGana),
    description: t('description.Gana'),
  });

  const distance = ((girl.signIndex - boy.signIndex + 12) % 12) + 1;
  const pair = [distance, ((boy.signIndex - girl.signIndex + 12) % 12) + 1].sort((a, b) => a - b).join('/');
  const bhakootDosha = ['2/12', '5/9', '6/8'].includes(pair);
  kootas.push({
    name: 'Bhakoot',
    points: bhakootDosha ? 0 : 7,
    maxPoints: 7,
    boy: sign(SIGN_NAMES[boy.signIndex]),
    girl: sign(SIGN_NAMES[girl.signIndex]),
    description: t('description.Bhakoot', { pair }),
  });

  const boyNadi = NADI_BY_NAKSHATRA[boy.nakshatraIndex];
  const girlNadi = NADI_BY_NAKSHATRA[girl.nakshatraIndex];
  const nadiDosha = boyNadi === girlNadi;
  kootas.push({
    name: 'Nadi',
    points: nadiDosha ? 0 : 8,
    maxPoints: 8,
    boy: name.nadi(boyNadi),
    girl: name.nadi(girlNadi),
    description: t('description.Nadi'),
  });

  const sameLord = boyLord === girlLord;
  const mutualFriends = !sameLord && naturalRelation(boyLord, girlLord) === 'friend' && naturalRelation(girlLord, boyLord) === 'friend';
  let nadiReason: string | undefined;
  if (nadiDosha) {
    if (boy.signIndex === girl.signIndex && boy.nakshatraIndex !== girl.nakshatraIndex) nadiReason = t('reason.sameSign');
    else if (boy.nakshatraIndex === girl.nakshatraIndex && boy.signIndex !== girl.signIndex) nadiReason = t('reason.sameStar');
    else if (boy.nakshatraIndex === girl.nakshatraIndex && boy.pada !== girl.pada) nadiReason = t('reason.samePadaStar');
    else if (sameLord) nadiReason = t('reason.sameLord', { lord: planet(boyLord) });
  }
  let bhakootReason: string | undefined;
  if (bhakootDosha) {
    if (sameLord) bhakootReason = t('reason.sameLord', { lord: planet(boyLord) });
    else if (mutualFriends) bhakootReason = t('reason.friendLords', { boyLord: planet(boyLord), girlLord: planet(girlLord) });
  }

  return {
    kootas: language === 'en' ? kootas : kootas.map((koota) => ({ ...koota, label: name.koota(koota.name) })),
    total: kootas.reduce((sum, koota) => sum + koota.points, 0),
    doshas: [
      { name: name.dosha('Nadi Dosha'), present: nadiDosha, cancelled: Boolean(nadiReason), ...(nadiReason ? { reason: nadiReason } : {}) },
      { name: name.dosha('Bhakoot Dosha'), present: bhakootDosha, cancelled: Boolean(bhakootReason), ...(bhakootReason ? { reason: bhakootReason } : {}) },
    ],
  };
}

/** The band of a total: bands start at 32, 26, 20 and 14 points out of 36. */
export function gunaBand(total: number): GunaMilanResponse['band'] {
  if (total >= 32) return 'Excellent';
  if (total >= 26) return 'Very good';
  if (total >= 20) return 'Good';
  if (total >= 14) return 'Average';
  return 'Not recommended';
}

/** The Moon of one partner; in Hindi and Tamil the sign (and its rashi) and nakshatra by their names there. */
export const describeMoon = (placement: MoonPlacement, language: UiLanguage = 'en') => {
  const { sign, nakshatra } = matchLanguage(language);
  return {
    moonSign: sign(SIGN_NAMES[placement.signIndex]),
    rashi: language === 'en' ? RASHI_NAMES[placement.signIndex] : sign(SIGN_NAMES[placement.signIndex]),
    nakshatra: nakshatra(NAKSHATRA_NAMES[placement.nakshatraIndex]),
    pada: placement.pada,
  };
};
