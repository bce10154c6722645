import * as Astronomy from 'astronomy-engine';
import type { PlanetPosition } from '@astrosetu/contracts';
import { normalizeDegrees, round, signedDifference } from '../core/angles';
import { MOOLATRIKONA, SIGN_LORDS, naturalRelation, type SevenPlanet } from '../core/vedic-data';
import { computeAngles, type Sky } from '../ephemeris/sky';
import { vargaSign, type VargaDivision } from '../varga/vargas';

/**
 * Shadbala, the six strengths of the seven planets (BPHS ch. 27; worked method as in B. V. Raman, "Graha and Bhava
 * Balas"), in virupas (shashtiamsas), 60 to a rupa:
 *
 * 1. Sthana: uchcha ((180° − distance from the debilitation point) / 3), saptavargaja (D1, D2, D3, D7, D9, D12, D30:
 *    moolatrikona 45 (in the rashi chart only, within BPHS's arc, as Raman), own 30, great friend 22.5, friend 15,
 *    neutral 7.5, enemy 3.75, great enemy 1.875, by the compound of natural and temporary relation), ojayugma (Moon and Venus 15 each for an even rashi and navamsa, the
 *    rest for odd), kendradi (kendra 60, panaphara 30, apoklima 15) and drekkana (male planets 15 in the first decanate,
 *    neuter in the second, female in the third).
 * 2. Dig: (180° − distance from the strongest point) / 3; Jupiter and Mercury strongest on the ascendant, Saturn on
 *    the descendant, Sun and Mars on the meridian (MC), Moon and Venus on its opposite (IC), as in the worked examples.
 * 3. Kala: nathonnata (day planets 60 at noon, night planets 60 at midnight, Mercury always 60, by the Sun's hour
 *    angle), paksha (benefics elongation/3, malefics 60 − that; the Moon always as a benefic and doubled; Mercury a
 *    benefic alone or with more benefics than malefics in its sign, the nearer one deciding a tie, as V. P. Jain),
 *    tribhaga (the lord of the third of day or night: Mercury, Sun, Saturn / Moon, Venus, Mars; Jupiter always),
 *    abda 15, masa 30, vara 45, hora 60 to their lords, ayana ((24° ± kranti) / 48 × 60, doubled for the Sun; kranti
 *    from the sayana longitude alone, as the books' kranti table). Abda and masa lords come from Raman's ahargana
 *    ("Graha and Bhava Balas", table I: 174 days at the end of 1951): the weekday lord of (⌊A/360⌋ × 3 + 1) and of
 *    (⌊A/30⌋ × 2 + 1) counted from Tuesday. Yuddha bala (planetary war) is not applied: neither worked example
 *    below applies it (V. P. Jain's Mercury and Jupiter stand 0.06° apart with yuddha 0).
 * 4. Chesta: from the chesta kendra, the planet's true place against its mean and its sighrocca (the Sun for Mars,
 *    Jupiter, Saturn; the heliocentric planet for Mercury and Venus) / 3. The Sun's cheshta is its ayana bala and the
 *    Moon's its paksha bala; as in Raman's and V. P. Jain's tables they are counted once, inside kala (that is why
 *    both are doubled there), and the cheshta column shows 0 for the two luminaries.
 * 5. Naisargika: Sun 60, Moon 51.43, Venus 42.86, Jupiter 34.29, Mercury 25.71, Mars 17.14, Saturn 8.57.
 * 6. Drik: (aspects received from benefics − from malefics) / 4 (the waxing Moon and Mercury as in paksha bala),
 *    with BPHS's graded aspect values by angle and the special aspects of Mars, Jupiter and Saturn counted in full.
 *
 * Checked against V. P. Jain's and B. V. Raman's worked examples (shadbala-worked-examples.test.ts).
 *
 * Required minimum (BPHS ch. 27): Sun 6.5, Moon 6, Mars 5, Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5 rupas.
 */
export const SHADBALA_PLANETS: readonly SevenPlanet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
export const MINIMUM_RUPAS: Record<SevenPlanet, number> = { Sun: 6.5, Moon: 6, Mars: 5, Mercury: 7, Jupiter: 6.5, Venus: 5.5, Saturn: 5 };
const DEEP_EXALTATION: Record<SevenPlanet, number> = { Sun: 10, Moon: 33, Mars: 298, Mercury: 165, Jupiter: 95, Venus: 357, Saturn: 200 };
const NAISARGIKA: Record<SevenPlanet, number> = { Sun: 60, Moon: 51.43, Venus: 42.86, Jupiter: 34.29, Mercury: 25.71, Mars: 17.14, Saturn: 8.57 };
const SAPTAVARGA: readonly VargaDivision[] = [1, 2, 3, 7, 9, 12, 30];
const CHALDEAN: readonly SevenPlanet[] = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];
const WEEKDAY_LORDS: readonly SevenPlanet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const BENEFICS: readonly SevenPlanet[] = ['Jupiter', 'Venus', 'Mercury', 'Moon'];
const DAY_MS = 86_400_000;

export interface ShadbalaRow {
  planet: SevenPlanet;
  /** Rupas. */
  sthana: number;
  dig: number;
  kala: number;
  chesta: number;
  naisargika: number;
  drik: number;
  total: number;
  minimum: number;
  meetsMinimum: boolean;
}

export interface ShadbalaInput {
  sky: Sky;
  ascendantLongitude: number;
  planets: PlanetPosition[];
  latitude: number;
  longitude: number;
  /** Sunrise and sunset of the birth's civil date (ms), from the panchang. */
  sunriseMs: number | null;
  sunsetMs: number | null;
}

/**
 * BPHS's graded aspect (0-60 virupas) of a planet on a point `angle` degrees ahead of it: a quarter on the 3rd and
 * 10th, a half on the 5th and 9th, three quarters on the 4th and 8th, full on the 7th; the special aspects made full
 * (Mars +15 on the 4th and 8th, Jupiter +30 on the 5th and 9th, Saturn +45 on the 3rd and 10th).
 */
export function aspectValue(planet: SevenPlanet, angle: number): number {
  const d = normalizeDegrees(angle);
  let value = 0;
  if (d >= 30 && d < 60) value = (d - 30) / 2;
  else if (d >= 60 && d < 90) value = d - 60 + 15;
  else if (d >= 90 && d < 120) value = (120 - d) / 2 + 30;
  else if (d >= 120 && d < 150) value = 150 - d;
  else if (d >= 150 && d < 180) value = (d - 150) * 2;
  else if (d >= 180 && d < 300) value = (300 - d) / 2;
  if (planet === 'Saturn' && ((d >= 60 && d < 90) || (d >= 270 && d < 300))) value += 45;
  if (planet === 'Jupiter' && ((d >= 120 && d < 150) || (d >= 240 && d < 270))) value += 30;
  if (planet === 'Mars' && ((d >= 90 && d < 120) || (d >= 210 && d < 240))) value += 15;
  return value;
}

/** Raman's ahargana (days counted for abda and masa bala): 174 on 31 December 1951. */
const AHARGANA_AT_END_OF_1951 = 174;
const END_OF_1951_MS = Date.UTC(1951, 11, 31);
const FROM_TUESDAY: readonly SevenPlanet[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Sun', 'Moon'];
const modulo = (value: number, by: number) => ((value % by) + by) % by;
/** The local mean civil date (year, month index, day) of an instant, enough to count whole days. */
function localCivilDate(utcMs: number, longitude: number): [number, number, number] {
  const local = new Date(utcMs + longitude * 240_000);
  return [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
}

const weekdayLordAt = (utcMs: number, longitude: number) => WEEKDAY_LORDS[new Date(utcMs + longitude * 240_000).getUTCDay()];

export function computeShadbala(input: ShadbalaInput): ShadbalaRow[] {
  const { sky, planets } = input;
  const byName = new Map(planets.map((planet) => [planet.name, planet]));
  const eps = sky.trueObliquity * (Math.PI / 180);
  const sun = byName.get('Sun')!;
  const moon = byName.get('Moon')!;
  const ascendantSign = Math.floor(input.ascendantLongitude / 30);
  // The meridian (sidereal MC) and its opposite, where the Sun and Mars, and the Moon and Venus, are strongest.
  const midheaven = computeAngles(sky.time, sky.trueObliquity, input.latitude, input.longitude).midheaven - sky.trueAyanamsa;
  const mercury = byName.get('Mercury')!;
  // Mercury is a benefic alone or with more benefics than malefics in its sign; a tie goes to the nearer planet.
  const companions = SHADBALA_PLANETS.filter((name) => name !== 'Mercury' && byName.get(name)!.signIndex === mercury.signIndex);
  const waxing = signedDifference(moon.longitude, sun.longitude) > 0;
  const beneficCompanion = (name: SevenPlanet) => (name === 'Moon' ? waxing : BENEFICS.includes(name));
  const benefics = companions.filter(beneficCompanion).length;
  const malefics = companions.length - benefics;
  const nearest = [...companions].sort((a, b) => Math.abs(signedDifference(byName.get(a)!.longitude, mercury.longitude)) - Math.abs(signedDifference(byName.get(b)!.longitude, mercury.longitude)))[0];
  const mercuryBenefic = benefics !== malefics ? benefics > malefics : companions.length === 0 || beneficCompanion(nearest);

  // Kala bala inputs: the Sun's hour angle, day or night and its third, the lords of year, month, day and hour.
  const sunTropical = sky.bodies.Sun.tropicalLongitude * (Math.PI / 180);
  const sunRa = Math.atan2(Math.sin(sunTropical) * Math.cos(eps), Math.cos(sunTropical)) / (Math.PI / 180);
  const hourAngle = signedDifference(Astronomy.SiderealTime(sky.time) * 15 + input.longitude, sunRa); // 0 at noon
  const fromMidnight = 180 - Math.abs(hourAngle); // 180 at noon, 0 at midnight
  const birth = sky.utcMs;
  let sunrise = input.sunriseMs ?? birth - DAY_MS / 4;
  let sunset = input.sunsetMs ?? sunrise + DAY_MS / 2;
  const isDay = birth >= sunrise && birth < sunset;
  let third: number;
  if (isDay) third = Math.min(2, Math.floor(((birth - sunrise) / (sunset - sunrise)) * 3));
  else {
    // The night runs from the sunset before the birth to the sunrise after it.
    if (birth < sunrise) sunset -= DAY_MS;
    else sunrise += DAY_MS;
    third = Math.min(2, Math.floor(((birth - sunset) / (sunrise - sunset)) * 3));
  }
  const tribhagaLord: SevenPlanet = isDay ? (['Mercury', 'Sun', 'Saturn'] as const)[third] : (['Moon', 'Venus', 'Mars'] as const)[third];
  const vedicDayStart = birth >= (input.sunriseMs ?? birth) ? (input.sunriseMs ?? birth) : (input.sunriseMs ?? birth) - DAY_MS;
  const varaLord = weekdayLordAt(vedicDayStart + DAY_MS / 4, input.longitude);
  const horaLord = CHALDEAN[(CHALDEAN.indexOf(varaLord) + Math.floor((birth - vedicDayStart) / 3_600_000)) % 7];
  const ahargana = AHARGANA_AT_END_OF_1951 + Math.round((Date.UTC(...localCivilDate(vedicDayStart + DAY_MS / 4, input.longitude)) - END_OF_1951_MS) / DAY_MS);
  const abdaLord = FROM_TUESDAY[modulo(Math.floor(ahargana / 360) * 3 + 1, 7)];
  const masaLord = FROM_TUESDAY[modulo(Math.floor(ahargana / 30) * 2 + 1, 7)];
  const elongation = Math.abs(signedDifference(moon.longitude, sun.longitude)); // 0-180

  const declination = (name: SevenPlanet) => {
    const body = sky.bodies[name];
    const lambda = body.tropicalLongitude * (Math.PI / 180);
    return Math.asin(Math.sin(eps) * Math.sin(lambda)) / (Math.PI / 180);
  };
  const ayana = (name: SevenPlanet) => {
    const delta = declination(name);
    const signed = name === 'Mercury' ? Math.abs(delta) : name === 'Moon' || name === 'Saturn' ? -delta : delta;
    const value = ((24 + signed) / 48) * 60;
    return name === 'Sun' ? value * 2 : value;
  };
  const isBenefic = (name: SevenPlanet) => (name === 'Moon' ? waxing : name === 'Mercury' ? mercuryBenefic : BENEFICS.includes(name));
  const paksha = (name: SevenPlanet) => (name === 'Moon' ? (elongation / 3) * 2 : isBenefic(name) ? elongation / 3 : 60 - elongation / 3);

  const relationScore = (planet: SevenPlanet, lord: SevenPlanet) => {
    const natural = { friend: 1, neutral: 0, enemy: -1 }[naturalRelation(planet, lord)];
    const house = ((byName.get(lord)!.signIndex - byName.get(planet)!.signIndex + 12) % 12) + 1;
    const temporary = [2, 3, 4, 10, 11, 12].includes(house) ? 1 : -1;
    return natural + temporary;
  };
  const RELATION_VIRUPAS: Record<number, number> = { 2: 22.5, 1: 15, 0: 7.5, [-1]: 3.75, [-2]: 1.875 };

  const heliocentric = (name: SevenPlanet) => Astronomy.EclipticLongitude(Astronomy.Body[name as 'Mars'], sky.time);

  return SHADBALA_PLANETS.map((name) => {
    const planet = byName.get(name)!;
    const lon = planet.longitude;
    // 1. Sthana
    const uchcha = Math.abs(signedDifference(lon, DEEP_EXALTATION[name] + 180)) / 3;
    let saptavargaja = 0;
    for (const division of SAPTAVARGA) {
      const sign = vargaSign(lon, division);
      const moolatrikona = MOOLATRIKONA[name]!;
      const lord = SIGN_LORDS[sign] as SevenPlanet;
      if (division === 1 && moolatrikona.sign === sign && planet.degree >= moolatrikona.from && planet.degree < moolatrikona.to) saptavargaja += 45;
      else if (lord === name) saptavargaja += 30;
      else saptavargaja += RELATION_VIRUPAS[relationScore(name, lord)];
    }
    const evenWanted = name === 'Moon' || name === 'Venus';
    const ojayugma = [planet.signIndex, vargaSign(lon, 9)].filter((sign) => (sign % 2 === 1) === evenWanted).length * 15;
    const house = ((planet.signIndex - ascendantSign + 12) % 12) + 1;
    const kendradi = [1, 4, 7, 10].includes(house) ? 60 : [2, 5, 8, 11].includes(house) ? 30 : 15;
    const decanate = Math.floor(planet.degree / 10);
    const drekkana = (['Sun', 'Mars', 'Jupiter'].includes(name) ? 0 : ['Mercury', 'Saturn'].includes(name) ? 1 : 2) === decanate ? 15 : 0;
    const sthana = uchcha + saptavargaja + ojayugma + kendradi + drekkana;
    // 2. Dig
    const strongest = { Jupiter: input.ascendantLongitude, Mercury: input.ascendantLongitude, Moon: midheaven + 180, Venus: midheaven + 180, Saturn: input.ascendantLongitude + 180, Sun: midheaven, Mars: midheaven }[name];
    const dig = (180 - Math.abs(signedDifference(lon, strongest))) / 3;
    // 3. Kala
    const nathonnata = name === 'Mercury' ? 60 : ['Sun', 'Jupiter', 'Venus'].includes(name) ? fromMidnight / 3 : 60 - fromMidnight / 3;
    const tribhaga = name === 'Jupiter' || name === tribhagaLord ? 60 : 0;
    const lords = (abdaLord === name ? 15 : 0) + (masaLord === name ? 30 : 0) + (varaLord === name ? 45 : 0) + (horaLord === name ? 60 : 0);
    const kala = nathonnata + paksha(name) + tribhaga + lords + ayana(name);
    // 4. Chesta
    let chesta: number;
    if (name === 'Sun' || name === 'Moon') chesta = 0; // counted in kala (ayana, paksha doubled)
    else {
      const trueTropical = sky.bodies[name].tropicalLongitude;
      const helio = heliocentric(name);
      const sunTrue = sky.bodies.Sun.tropicalLongitude;
      // Mean planet and sighrocca: (heliocentric planet, Sun) for the outer planets, (Sun, heliocentric planet) for the inner.
      const [mean, sighrocca] = name === 'Mercury' || name === 'Venus' ? [sunTrue, helio] : [helio, sunTrue];
      const kendra = Math.abs(signedDifference(sighrocca, normalizeDegrees(mean + signedDifference(trueTropical, mean) / 2)));
      chesta = kendra / 3;
    }
    // 6. Drik
    let drik = 0;
    for (const other of SHADBALA_PLANETS) {
      if (other === name) continue;
      const value = aspectValue(other, lon - byName.get(other)!.longitude);
      // The Moon counts as a benefic while waxing, Mercury by its company (as in paksha bala).
      drik += isBenefic(other) ? value : -value;
    }
    drik /= 4;
    const virupas = { sthana, dig, kala, chesta, naisargika: NAISARGIKA[name], drik };
    const total = Object.values(virupas).reduce((sum, value) => sum + value, 0) / 60;
    return {
      planet: name,
      sthana: round(sthana / 60, 2),
      dig: round(dig / 60, 2),
      kala: round(kala / 60, 2),
      chesta: round(chesta / 60, 2),
      naisargika: round(NAISARGIKA[name] / 60, 2),
      drik: round(drik / 60, 2),
      total: round(total, 2),
      minimum: MINIMUM_RUPAS[name],
      meetsMinimum: total >= MINIMUM_RUPAS[name],
    };
  });
}
