import type { MoonDetails, PlanetPosition } from '@astrosetu/contracts';
import {
  GANA_BY_NAKSHATRA,
  NADI_BY_NAKSHATRA,
  NAME_SYLLABLES,
  TATVA_BY_ELEMENT,
  VARNA_BY_SIGN,
  YONI_BY_NAKSHATRA,
  elementOfSign,
  payaOf,
  vashyaOf,
  yunjaOf,
} from '../core/vedic-data';

/**
 * The Moon's avakhada chakra. Gana, nadi, yoni, varna and vashya follow the tables almanacs use for
 * match-making (see core/vedic-data.ts). Paya is read from the Moon's house counted from the ascendant
 * (1/6/11 gold, 2/5/9 silver, 3/7/10 copper, 4/8/12 iron); tatva is the element of the Moon sign.
 */
export function moonDetailsOf(moon: PlanetPosition): MoonDetails {
  const nakshatraIndex = moon.nakshatraNumber - 1;
  const element = elementOfSign(moon.signIndex);
  return {
    sign: moon.sign,
    rashi: moon.rashi,
    signLord: moon.signLord,
    nakshatra: moon.nakshatra,
    nakshatraLord: moon.nakshatraLord,
    pada: moon.pada,
    element,
    tatva: TATVA_BY_ELEMENT[element],
    gana: GANA_BY_NAKSHATRA[nakshatraIndex],
    nadi: NADI_BY_NAKSHATRA[nakshatraIndex],
    yoni: YONI_BY_NAKSHATRA[nakshatraIndex],
    varna: VARNA_BY_SIGN[moon.signIndex],
    vashya: vashyaOf(moon.signIndex, moon.degree),
    paya: payaOf(moon.house),
    nameAlphabet: NAME_SYLLABLES[nakshatraIndex][moon.pada - 1],
    yunja: yunjaOf(nakshatraIndex),
  };
}
