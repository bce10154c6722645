/**
 * Reference tables of Vedic astrology used across the engine. Sources: Brihat Parashara Hora Shastra
 * (signs, lords, dignities, natural friendships, Vimshottari periods), the standard avakhada chakra of
 * Indian almanacs (gana, nadi, yoni, varna, vashya, paya, yunja, name syllables).
 */

export type Planet = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu';
export type SevenPlanet = Exclude<Planet, 'Rahu' | 'Ketu'>;

export const PLANETS: readonly Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

export const SIGN_NAMES = [
  'Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces',
] as const;
export const RASHI_NAMES = [
  'Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika', 'Dhanu', 'Makara', 'Kumbha', 'Meena',
] as const;
export const SIGN_LORDS: readonly SevenPlanet[] = [
  'Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter',
];
export const SIGN_ELEMENTS = ['Fire', 'Earth', 'Air', 'Water'] as const;
export type SignElement = (typeof SIGN_ELEMENTS)[number];
export const elementOfSign = (signIndex: number): SignElement => SIGN_ELEMENTS[signIndex % 4];
export const TATVA_BY_ELEMENT: Record<SignElement, string> = { Fire: 'Agni', Earth: 'Prithvi', Air: 'Vayu', Water: 'Jala' };
export type Modality = 'Cardinal' | 'Fixed' | 'Mutable';
export const modalityOfSign = (signIndex: number): Modality => (['Cardinal', 'Fixed', 'Mutable'] as const)[signIndex % 3];

export const NAKSHATRA_SPAN = 360 / 27;
export const PADA_SPAN = NAKSHATRA_SPAN / 4;

export const NAKSHATRA_NAMES = [
  'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha', 'Magha',
  'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha', 'Mula',
  'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada',
  'Revati',
] as const;

/** Vimshottari order from Ashwini, with each lord's mahadasha length in years (120 in all). */
export const VIMSHOTTARI: readonly { lord: Planet; years: number }[] = [
  { lord: 'Ketu', years: 7 },
  { lord: 'Venus', years: 20 },
  { lord: 'Sun', years: 6 },
  { lord: 'Moon', years: 10 },
  { lord: 'Mars', years: 7 },
  { lord: 'Rahu', years: 18 },
  { lord: 'Jupiter', years: 16 },
  { lord: 'Saturn', years: 19 },
  { lord: 'Mercury', years: 17 },
];
export const nakshatraLord = (nakshatraIndex: number): Planet => VIMSHOTTARI[nakshatraIndex % 9].lord;

/** Exaltation sign of each graha (the debilitation sign is the opposite one). Nodes: Taurus/Scorpio. */
export const EXALTATION_SIGN: Record<Planet, number> = {
  Sun: 0, Moon: 1, Mars: 9, Mercury: 5, Jupiter: 3, Venus: 11, Saturn: 6, Rahu: 1, Ketu: 7,
};
export const OWN_SIGNS: Record<Planet, readonly number[]> = {
  Sun: [4], Moon: [3], Mars: [0, 7], Mercury: [2, 5], Jupiter: [8, 11], Venus: [1, 6], Saturn: [9, 10], Rahu: [], Ketu: [],
};
/** Moolatrikona sign and degree range. */
export const MOOLATRIKONA: Partial<Record<Planet, { sign: number; from: number; to: number }>> = {
  Sun: { sign: 4, from: 0, to: 20 },
  Moon: { sign: 1, from: 3, to: 30 },
  Mars: { sign: 0, from: 0, to: 12 },
  Mercury: { sign: 5, from: 15, to: 20 },
  Jupiter: { sign: 8, from: 0, to: 10 },
  Venus: { sign: 6, from: 0, to: 15 },
  Saturn: { sign: 10, from: 0, to: 20 },
};

/** Natural (naisargika) relationships, BPHS ch. 3. Anything not listed as friend or enemy is neutral. */
const NATURAL_FRIENDS: Record<SevenPlanet, readonly SevenPlanet[]> = {
  Sun: ['Moon', 'Mars', 'Jupiter'],
  Moon: ['Sun', 'Mercury'],
  Mars: ['Sun', 'Moon', 'Jupiter'],
  Mercury: ['Sun', 'Venus'],
  Jupiter: ['Sun', 'Moon', 'Mars'],
  Venus: ['Mercury', 'Saturn'],
  Saturn: ['Mercury', 'Venus'],
};
const NATURAL_ENEMIES: Record<SevenPlanet, readonly SevenPlanet[]> = {
  Sun: ['Venus', 'Saturn'],
  Moon: [],
  Mars: ['Mercury'],
  Mercury: ['Moon'],
  Jupiter: ['Mercury', 'Venus'],
  Venus: ['Sun', 'Moon'],
  Saturn: ['Sun', 'Moon', 'Mars'],
};
export type Relation = 'friend' | 'neutral' | 'enemy';
/** How `planet` regards `other`. */
export function naturalRelation(planet: SevenPlanet, other: SevenPlanet): Relation {
  if (NATURAL_FRIENDS[planet].includes(other)) return 'friend';
  if (NATURAL_ENEMIES[planet].includes(other)) return 'enemy';
  return 'neutral';
}

/** Combustion orbs in degrees from the Sun (Surya Siddhanta); smaller values apply when retrograde. */
export const COMBUSTION_ORB: Partial<Record<Planet, { direct: number; retrograde: number }>> = {
  Moon: { direct: 12, retrograde: 12 },
  Mars: { direct: 17, retrograde: 17 },
  Mercury: { direct: 14, retrograde: 12 },
  Jupiter: { direct: 11, retrograde: 11 },
  Venus: { direct: 10, retrograde: 8 },
  Saturn: { direct: 15, retrograde: 15 },
};

export const NATURAL_BENEFICS: readonly Planet[] = ['Jupiter', 'Venus', 'Mercury', 'Moon'];
export const NATURAL_MALEFICS: readonly Planet[] = ['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu'];

export const VARAS: readonly { name: string; english: string; lord: SevenPlanet }[] = [
  { name: 'Ravivara', english: 'Sunday', lord: 'Sun' },
  { name: 'Somavara', english: 'Monday', lord: 'Moon' },
  { name: 'Mangalavara', english: 'Tuesday', lord: 'Mars' },
  { name: 'Budhavara', english: 'Wednesday', lord: 'Mercury' },
  { name: 'Guruvara', english: 'Thursday', lord: 'Jupiter' },
  { name: 'Shukravara', english: 'Friday', lord: 'Venus' },
  { name: 'Shanivara', english: 'Saturday', lord: 'Saturn' },
];

export const TITHI_NAMES = [
  'Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami', 'Navami', 'Dashami',
  'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi',
] as const;
/** Tithi 1-30 -> name; 15 is Purnima and 30 Amavasya. */
export function tithiName(tithi: number): string {
  if (tithi === 15) return 'Purnima';
  if (tithi === 30) return 'Amavasya';
  return TITHI_NAMES[(tithi - 1) % 15];
}
/** Planetary lords of the tithis: Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu repeating in each paksha; Amavasya is Rahu's. */
export function tithiLord(tithi: number): Planet {
  if (tithi === 30) return 'Rahu';
  const order: Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu'];
  return order[(((tithi - 1) % 15) % 8)];
}

export const YOGA_NAMES = [
  'Vishkambha', 'Priti', 'Ayushman', 'Saubhagya', 'Shobhana', 'Atiganda', 'Sukarma', 'Dhriti', 'Shula', 'Ganda',
  'Vriddhi', 'Dhruva', 'Vyaghata', 'Harshana', 'Vajra', 'Siddhi', 'Vyatipata', 'Variyan', 'Parigha', 'Shiva',
  'Siddha', 'Sadhya', 'Shubha', 'Shukla', 'Brahma', 'Indra', 'Vaidhriti',
] as const;

const MOVABLE_KARANAS = ['Bava', 'Balava', 'Kaulava', 'Taitila', 'Gara', 'Vanija', 'Vishti'] as const;
/** Karana 1-60 (half-tithis from the new moon): 1 Kimstughna, 2-57 the seven movable ones in turn, 58-60 Shakuni, Chatushpada, Naga. */
export function karanaName(karana: number): string {
  if (karana === 1) return 'Kimstughna';
  if (karana >= 58) return ['Shakuni', 'Chatushpada', 'Naga'][karana - 58];
  return MOVABLE_KARANAS[(karana - 2) % 7];
}

// --- Avakhada chakra ---------------------------------------------------------------------------

export const GANA_BY_NAKSHATRA = [
  'Deva', 'Manushya', 'Rakshasa', 'Manushya', 'Deva', 'Manushya', 'Deva', 'Deva', 'Rakshasa', 'Rakshasa',
  'Manushya', 'Manushya', 'Deva', 'Rakshasa', 'Deva', 'Rakshasa', 'Deva', 'Rakshasa', 'Rakshasa', 'Manushya',
  'Manushya', 'Deva', 'Rakshasa', 'Rakshasa', 'Manushya', 'Manushya', 'Deva',
] as const;
export type Gana = (typeof GANA_BY_NAKSHATRA)[number];

/** Adi (Vata), Madhya (Pitta), Antya (Kapha): the zig-zag Ashwini A, Bharani M, Krittika An, Rohini An, ... */
export const NADI_BY_NAKSHATRA = [
  'Adi', 'Madhya', 'Antya', 'Antya', 'Madhya', 'Adi', 'Adi', 'Madhya', 'Antya', 'Antya', 'Madhya', 'Adi', 'Adi',
  'Madhya', 'Antya', 'Antya', 'Madhya', 'Adi', 'Adi', 'Madhya', 'Antya', 'Antya', 'Madhya', 'Adi', 'Adi', 'Madhya',
  'Antya',
] as const;

export const YONI_ANIMALS = [
  'Horse', 'Elephant', 'Sheep', 'Serpent', 'Dog', 'Cat', 'Rat', 'Cow', 'Buffalo', 'Tiger', 'Deer', 'Monkey', 'Mongoose',
  'Lion',
] as const;
export type Yoni = (typeof YONI_ANIMALS)[number];
export const YONI_BY_NAKSHATRA: readonly Yoni[] = [
  'Horse', 'Elephant', 'Sheep', 'Serpent', 'Serpent', 'Dog', 'Cat', 'Sheep', 'Cat', 'Rat', 'Rat', 'Cow', 'Buffalo',
  'Tiger', 'Buffalo', 'Tiger', 'Deer', 'Deer', 'Dog', 'Monkey', 'Mongoose', 'Monkey', 'Lion', 'Horse', 'Lion', 'Cow',
  'Elephant',
];

export const VARNA_BY_SIGN = [
  'Kshatriya', 'Vaishya', 'Shudra', 'Brahmin', 'Kshatriya', 'Vaishya', 'Shudra', 'Brahmin', 'Kshatriya', 'Vaishya',
  'Shudra', 'Brahmin',
] as const;
export const VARNA_RANK: Record<string, number> = { Brahmin: 4, Kshatriya: 3, Vaishya: 2, Shudra: 1 };

export type Vashya = 'Chatushpada' | 'Manava' | 'Jalachara' | 'Vanachara' | 'Keeta';
/** Vashya class of a Moon position; Sagittarius and Capricorn change class at 15°. */
export function vashyaOf(signIndex: number, degreeInSign: number): Vashya {
  switch (signIndex) {
    case 0:
    case 1:
      return 'Chatushpada';
    case 2:
    case 5:
    case 6:
    case 10:
      return 'Manava';
    case 3:
    case 11:
      return 'Jalachara';
    case 4:
      return 'Vanachara';
    case 7:
      return 'Keeta';
    case 8:
      return degreeInSign < 15 ? 'Manava' : 'Chatushpada';
    default:
      return degreeInSign < 15 ? 'Chatushpada' : 'Jalachara';
  }
}

/** Paya from the Moon's house counted from the ascendant: 1, 6, 11 gold; 2, 5, 9 silver; 3, 7, 10 copper; 4, 8, 12 iron. */
export function payaOf(moonHouse: number): string {
  if ([1, 6, 11].includes(moonHouse)) return 'Gold (Swarna)';
  if ([2, 5, 9].includes(moonHouse)) return 'Silver (Rajat)';
  if ([3, 7, 10].includes(moonHouse)) return 'Copper (Tamra)';
  return 'Iron (Loha)';
}

/** Yunja: Purva for Revati to Mrigashira, Madhya for Ardra to Jyeshtha, Antya for Mula to Uttara Bhadrapada. */
export function yunjaOf(nakshatraIndex: number): string {
  if (nakshatraIndex === 26 || nakshatraIndex <= 4) return 'Purva';
  if (nakshatraIndex <= 17) return 'Madhya';
  return 'Antya';
}

/** Name syllables (namakshar) for the 108 nakshatra padas. */
export const NAME_SYLLABLES: readonly (readonly [string, string, string, string])[] = [
  ['Chu', 'Che', 'Cho', 'La'], ['Li', 'Lu', 'Le', 'Lo'], ['A', 'I', 'U', 'E'], ['O', 'Va', 'Vi', 'Vu'],
  ['Ve', 'Vo', 'Ka', 'Ki'], ['Ku', 'Gha', 'Ng', 'Chha'], ['Ke', 'Ko', 'Ha', 'Hi'], ['Hu', 'He', 'Ho', 'Da'],
  ['Di', 'Du', 'De', 'Do'], ['Ma', 'Mi', 'Mu', 'Me'], ['Mo', 'Ta', 'Ti', 'Tu'], ['Te', 'To', 'Pa', 'Pi'],
  ['Pu', 'Sha', 'Na', 'Tha'], ['Pe', 'Po', 'Ra', 'Ri'], ['Ru', 'Re', 'Ro', 'Ta'], ['Ti', 'Tu', 'Te', 'To'],
  ['Na', 'Ni', 'Nu', 'Ne'], ['No', 'Ya', 'Yi', 'Yu'], ['Ye', 'Yo', 'Bha', 'Bhi'], ['Bhu', 'Dha', 'Pha', 'Dha'],
  ['Bhe', 'Bho', 'Ja', 'Ji'], ['Khi', 'Khu', 'Khe', 'Kho'], ['Ga', 'Gi', 'Gu', 'Ge'], ['Go', 'Sa', 'Si', 'Su'],
  ['Se', 'So', 'Da', 'Di'], ['Du', 'Tha', 'Jha', 'Na'], ['De', 'Do', 'Cha', 'Chi'],
];

/** Lucky number of each graha in Vedic numerology (Sun 1, Moon 2, Jupiter 3, Rahu 4, Mercury 5, Venus 6, Ketu 7, Saturn 8, Mars 9). */
export const PLANET_NUMBER: Record<Planet, number> = {
  Sun: 1, Moon: 2, Jupiter: 3, Rahu: 4, Mercury: 5, Venus: 6, Ketu: 7, Saturn: 8, Mars: 9,
};
/** Colours associated with each graha. */
export const PLANET_COLORS: Record<Planet, readonly string[]> = {
  Sun: ['Orange', 'Gold'],
  Moon: ['White', 'Silver'],
  Mars: ['Red', 'Coral'],
  Mercury: ['Green', 'Emerald'],
  Jupiter: ['Yellow', 'Saffron'],
  Venus: ['Pink', 'Cream'],
  Saturn: ['Blue', 'Black'],
  Rahu: ['Smoky Grey', 'Navy'],
  Ketu: ['Brown', 'Ash Grey'],
};
