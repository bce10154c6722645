import type { Kundli, UiLanguage } from '@astrosetu/contracts';
import { normalizeDegrees } from '../core/angles';
import { SIGN_LORDS, SIGN_NAMES, type Planet } from '../core/vedic-data';
import type { DrawingModel } from '../chart-render/drawing';
import { planetLabel } from '../chart-render/drawing';
import { chartWords } from '../chart-render/chart-words';

/**
 * The sixteen divisional charts (shodashavarga) of Brihat Parashara Hora Shastra, ch. 6 ("Shodashvarga"), as
 * pure functions of a sidereal longitude. A sign is cut into N equal parts; the rule of each varga says in
 * which sign the count of parts starts. Signs are 0 (Aries) to 11 (Pisces); "odd" signs are Aries, Gemini,
 * Leo... (index 0, 2, 4...), movable signs are Aries, Cancer, Libra, Capricorn (index % 3 == 0), fixed
 * index % 3 == 1, dual index % 3 == 2.
 *
 *   D1  Rashi          the sign itself
 *   D2  Hora           odd signs: 0-15° Sun's hora (Leo), 15-30° Moon's (Cancer); even signs the reverse
 *   D3  Drekkana       10° parts: the sign, the 5th from it, the 9th from it
 *   D4  Chaturthamsa   7°30' parts: the sign, the 4th, 7th, 10th from it
 *   D7  Saptamsa       30/7° parts counted from the sign (odd) or the 7th from it (even)
 *   D9  Navamsa        3°20' parts counted from the sign (movable), the 9th (fixed), the 5th (dual)
 *   D10 Dashamsa       3° parts counted from the sign (odd) or the 9th from it (even)
 *   D12 Dwadashamsa    2°30' parts counted from the sign
 *   D16 Shodashamsa    1°52'30" parts counted from Aries (movable), Leo (fixed), Sagittarius (dual)
 *   D20 Vimshamsa      1°30' parts counted from Aries (movable), Sagittarius (fixed), Leo (dual)
 *   D24 Chaturvimshamsa 1°15' parts counted from Leo (odd) or Cancer (even)
 *   D27 Bhamsa         1°6'40" parts counted from Aries, Cancer, Libra, Capricorn for fire, earth, air, water signs
 *   D30 Trimshamsa     odd signs: 5° Mars (Aries), 5° Saturn (Aquarius), 8° Jupiter (Sagittarius), 7° Mercury
 *                      (Gemini), 5° Venus (Libra); even signs: 5° Venus (Taurus), 7° Mercury (Virgo), 8° Jupiter
 *                      (Pisces), 5° Saturn (Capricorn), 5° Mars (Scorpio)
 *   D40 Khavedamsa     0°45' parts counted from Aries (odd) or Libra (even)
 *   D45 Akshavedamsa   0°40' parts counted from Aries (movable), Leo (fixed), Sagittarius (dual)
 *   D60 Shashtiamsa    0°30' parts counted from the sign
 */

export const VARGA_DIVISIONS = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60] as const;
export type VargaDivision = (typeof VARGA_DIVISIONS)[number];

export const VARGA_NAMES: Record<VargaDivision, { name: string; signifies: string }> = {
  1: { name: 'Rashi', signifies: 'the body and the whole of life' },
  2: { name: 'Hora', signifies: 'wealth and sustenance' },
  3: { name: 'Drekkana', signifies: 'siblings, courage and initiative' },
  4: { name: 'Chaturthamsa', signifies: 'home, property and fortune' },
  7: { name: 'Saptamsa', signifies: 'children and creativity' },
  9: { name: 'Navamsa', signifies: 'marriage, dharma and the strength of every planet' },
  10: { name: 'Dashamsa', signifies: 'career, status and deeds in the world' },
  12: { name: 'Dwadashamsa', signifies: 'parents and ancestry' },
  16: { name: 'Shodashamsa', signifies: 'vehicles, comforts and happiness' },
  20: { name: 'Vimshamsa', signifies: 'worship and spiritual progress' },
  24: { name: 'Chaturvimshamsa', signifies: 'learning and education' },
  27: { name: 'Bhamsa', signifies: 'physical and mental strength' },
  30: { name: 'Trimshamsa', signifies: 'misfortunes, illness and their causes' },
  40: { name: 'Khavedamsa', signifies: 'auspicious and inauspicious effects from the mother’s line' },
  45: { name: 'Akshavedamsa', signifies: 'character and conduct, from the father’s line' },
  60: { name: 'Shashtiamsa', signifies: 'the fruits of past actions; a fine check on everything' },
};

const isOddSign = (sign: number) => sign % 2 === 0;
const modality = (sign: number) => sign % 3; // 0 movable, 1 fixed, 2 dual

/** Odd signs' trimshamsa: [end degree, sign]; even signs use the mirror table. */
const TRIMSHAMSA_ODD: ReadonlyArray<readonly [number, number]> = [[5, 0], [10, 10], [18, 8], [25, 2], [30, 6]];
const TRIMSHAMSA_EVEN: ReadonlyArray<readonly [number, number]> = [[5, 1], [12, 5], [20, 11], [25, 9], [30, 7]];

/** The sign (0-11) a sidereal longitude falls in, in the divisional chart D`division`. */
export function vargaSign(longitude: number, division: VargaDivision): number {
  const normalized = normalizeDegrees(longitude);
  const sign = Math.floor(normalized / 30) % 12;
  const degree = normalized - sign * 30;
  const part = Math.min(division - 1, Math.floor((degree * division) / 30));
  const counted = (start: number) => (start + part) % 12;
  switch (division) {
    case 1:
      return sign;
    case 2:
      return (part === 0) === isOddSign(sign) ? 4 : 3;
    case 3:
      return (sign + 4 * part) % 12;
    case 4:
      return (sign + 3 * part) % 12;
    case 7:
      return counted(isOddSign(sign) ? sign : sign + 6);
    case 9:
      return counted([sign, sign + 8, sign + 4][modality(sign)]);
    case 10:
      return counted(isOddSign(sign) ? sign : sign + 8);
    case 12:
      return counted(sign);
    case 16:
      return counted([0, 4, 8][modality(sign)]);
    case 20:
      return counted([0, 8, 4][modality(sign)]);
    case 24:
      return counted(isOddSign(sign) ? 4 : 3);
    case 27:
      return counted([0, 3, 6, 9][sign % 4]);
    case 30:
      return (isOddSign(sign) ? TRIMSHAMSA_ODD : TRIMSHAMSA_EVEN).find(([end]) => degree < end)?.[1] ?? (isOddSign(sign) ? 6 : 7);
    case 40:
      return counted(isOddSign(sign) ? 0 : 6);
    case 45:
      return counted([0, 4, 8][modality(sign)]);
    case 60:
      return counted(sign);
  }
}

export interface VargaPlacement {
  name: Planet | 'Ascendant';
  /** Sign in the divisional chart, 0-11. */
  signIndex: number;
  sign: string;
  signLord: string;
  /** Whole-sign house from the divisional chart's own ascendant, 1-12. */
  house: number;
  /** Same sign in the rashi chart and in this varga (vargottama, for D9 the classical strength). */
  vargottama: boolean;
}

export interface VargaChart {
  division: VargaDivision;
  name: string;
  signifies: string;
  ascendantSign: number;
  placements: VargaPlacement[];
}

/** One divisional chart of a kundli: the ascendant and the nine grahas placed by `vargaSign`. */
export function vargaChart(kundli: Pick<Kundli, 'ascendant' | 'planets'>, division: VargaDivision): VargaChart {
  const ascendantSign = vargaSign(kundli.ascendant.longitude, division);
  const place = (name: Planet | 'Ascendant', longitude: number, rashiSign: number): VargaPlacement => {
    const signIndex = vargaSign(longitude, division);
    return {
      name,
      signIndex,
      sign: SIGN_NAMES[signIndex],
      signLord: SIGN_LORDS[signIndex],
      house: ((signIndex - ascendantSign + 12) % 12) + 1,
      vargottama: signIndex === rashiSign,
    };
  };
  return {
    division,
    ...VARGA_NAMES[division],
    ascendantSign,
    placements: [
      place('Ascendant', kundli.ascendant.longitude, kundli.ascendant.signIndex),
      ...kundli.planets.map((planet) => place(planet.name, planet.longitude, planet.signIndex)),
    ],
  };
}

/** All sixteen vargas of a kundli, D1 first. */
export function shodashavarga(kundli: Pick<Kundli, 'ascendant' | 'planets'>): VargaChart[] {
  return VARGA_DIVISIONS.map((division) => vargaChart(kundli, division));
}

/** What the chart renderers draw for a varga (no degrees: a varga position has none of its own). */
/** A varga's drawing; Hindi and Tamil write the grahas and the chart's words in their script. */
export function drawingFromVarga(chart: VargaChart, title?: string, language: UiLanguage = 'en'): DrawingModel {
  const words = language === 'en' ? undefined : chartWords(language);
  const labelsBySign: string[][] = Array.from({ length: 12 }, () => []);
  for (const placement of chart.placements) {
    if (placement.name !== 'Ascendant') labelsBySign[placement.signIndex].push(planetLabel(placement.name, undefined, undefined, words));
  }
  return { ascendantSign: chart.ascendantSign, labelsBySign, ...(title ? { title } : {}), ...(words ? { words } : {}) };
}
