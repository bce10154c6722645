import type { GunaMilanResponse, KootaResult } from '@astrosetu/contracts';
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

export function ashtakoot(boy: MoonPlacement, girl: MoonPlacement): AshtakootResult {
  const kootas: KootaResult[] = [];

  const boyVarna = VARNA_BY_SIGN[boy.signIndex];
  const girlVarna = VARNA_BY_SIGN[girl.signIndex];
  kootas.push({
    name: 'Varna',
    points: VARNA_RANK[boyVarna] >= VARNA_RANK[girlVarna] ? 1 : 0,
    maxPoints: 1,
    boy: boyVarna,
    girl: girlVarna,
    description: 'Spiritual and working temperament (ego development).',
  });

  const boyVashya = vashyaOf(boy.signIndex, boy.degree);
  const girlVashya = vashyaOf(girl.signIndex, girl.degree);
  kootas.push({
    name: 'Vashya',
    points: VASHYA_POINTS[VASHYA_ORDER.indexOf(boyVashya)][VASHYA_ORDER.indexOf(girlVashya)],
    maxPoints: 2,
    boy: boyVashya,
    girl: girlVashya,
    description: 'Mutual attraction and influence.',
  });

  const toBoy = taraRemainder(girl.nakshatraIndex, boy.nakshatraIndex);
  const toGirl = taraRemainder(boy.nakshatraIndex, girl.nakshatraIndex);
  const taraPoints = (MALEFIC_TARAS.includes(toBoy) ? 0 : 1.5) + (MALEFIC_TARAS.includes(toGirl) ? 0 : 1.5);
  kootas.push({
    name: 'Tara',
    points: taraPoints,
    maxPoints: 3,
    boy: `${NAKSHATRA_NAMES[boy.nakshatraIndex]} (${TARA_NAMES[toBoy - 1]} from the girl)`,
    girl: `${NAKSHATRA_NAMES[girl.nakshatraIndex]} (${TARA_NAMES[toGirl - 1]} from the boy)`,
    description: 'Destiny and well-being of each towards the other (birth-star count).',
  });

  const boyYoni = YONI_BY_NAKSHATRA[boy.nakshatraIndex];
  const girlYoni = YONI_BY_NAKSHATRA[girl.nakshatraIndex];
  kootas.push({
    name: 'Yoni',
    points: YONI_POINTS[YONI_ANIMALS.indexOf(boyYoni)][YONI_ANIMALS.indexOf(girlYoni)],
    maxPoints: 4,
    boy: boyYoni,
    girl: girlYoni,
    description: 'Physical and intimate compatibility (nakshatra animals).',
  });

  const boyLord = SIGN_LORDS[boy.signIndex];
  const girlLord = SIGN_LORDS[girl.signIndex];
  kootas.push({
    name: 'Graha Maitri',
    points: maitriPoints(boyLord, girlLord),
    maxPoints: 5,
    boy: boyLord,
    girl: girlLord,
    description: 'Friendship of the Moon-sign lords: mental wavelength.',
  });

  const boyGana = GANA_BY_NAKSHATRA[boy.nakshatraIndex];
  const girlGana = GANA_BY_NAKSHATRA[girl.nakshatraIndex];
  kootas.push({
    name: 'Gana',
    points: GANA_POINTS[GANA_ORDER.indexOf(boyGana)][GANA_ORDER.indexOf(girlGana)],
    maxPoints: 6,
    boy: boyGana,
    girl: girlGana,
    description: 'Temperament (divine, human or demonic nature).',
  });

  const distance = ((girl.signIndex - boy.signIndex + 12) % 12) + 1;
  const pair = [distance, ((boy.signIndex - girl.signIndex + 12) % 12) + 1].sort((a, b) => a - b).join('/');
  const bhakootDosha = ['2/12', '5/9', '6/8'].includes(pair);
  kootas.push({
    name: 'Bhakoot',
    points: bhakootDosha ? 0 : 7,
    maxPoints: 7,
    boy: SIGN_NAMES[boy.signIndex],
    girl: SIGN_NAMES[girl.signIndex],
    description: `Moon signs ${pair} from each other: family welfare and prosperity.`,
  });

  const boyNadi = NADI_BY_NAKSHATRA[boy.nakshatraIndex];
  const girlNadi = NADI_BY_NAKSHATRA[girl.nakshatraIndex];
  const nadiDosha = boyNadi === girlNadi;
  kootas.push({
    name: 'Nadi',
    points: nadiDosha ? 0 : 8,
    maxPoints: 8,
    boy: boyNadi,
    girl: girlNadi,
    description: 'Health and progeny (constitution).',
  });

  const sameLord = boyLord === girlLord;
  const mutualFriends = !sameLord && naturalRelation(boyLord, girlLord) === 'friend' && naturalRelation(girlLord, boyLord) === 'friend';
  let nadiReason: string | undefined;
  if (nadiDosha) {
    if (boy.signIndex === girl.signIndex && boy.nakshatraIndex !== girl.nakshatraIndex) nadiReason = 'Same Moon sign, different nakshatras';
    else if (boy.nakshatraIndex === girl.nakshatraIndex && boy.signIndex !== girl.signIndex) nadiReason = 'Same nakshatra, different Moon signs';
    else if (boy.nakshatraIndex === girl.nakshatraIndex && boy.pada !== girl.pada) nadiReason = 'Same nakshatra, different padas';
    else if (sameLord) nadiReason = `Both Moon signs are ruled by ${boyLord}`;
  }
  let bhakootReason: string | undefined;
  if (bhakootDosha) {
    if (sameLord) bhakootReason = `Both Moon signs are ruled by ${boyLord}`;
    else if (mutualFriends) bhakootReason = `The Moon-sign lords ${boyLord} and ${girlLord} are mutual friends`;
  }

  return {
    kootas,
    total: kootas.reduce((sum, koota) => sum + koota.points, 0),
    doshas: [
      { name: 'Nadi Dosha', present: nadiDosha, cancelled: Boolean(nadiReason), ...(nadiReason ? { reason: nadiReason } : {}) },
      { name: 'Bhakoot Dosha', present: bhakootDosha, cancelled: Boolean(bhakootReason), ...(bhakootReason ? { reason: bhakootReason } : {}) },
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

export const describeMoon = (placement: MoonPlacement) => ({
  moonSign: SIGN_NAMES[placement.signIndex],
  rashi: RASHI_NAMES[placement.signIndex],
  nakshatra: NAKSHATRA_NAMES[placement.nakshatraIndex],
  pada: placement.pada,
});
