import { computeKundli, resolveMoment } from '..';
import { VARGA_DIVISIONS, shodashavarga, vargaChart, vargaSign, type VargaDivision } from './vargas';

const at = (sign: number, degree: number) => sign * 30 + degree;

describe('divisional charts (shodashavarga, BPHS ch. 6)', () => {
  // P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. 6, Example 11 (drekkana) and Example 16
  // (navamsa), as encoded in PyJHora's book tests (src/jhora/tests/pvr_tests.py, chapter_6_tests).
  it('drekkana of 3°, 19° and 21° Gemini: Gemini, Libra, Aquarius (PVR Example 11)', () => {
    expect([at(2, 3), at(2, 19), at(2, 21)].map((longitude) => vargaSign(longitude, 3))).toEqual([2, 6, 10]);
  });

  it('navamsa of 11° Gemini and 19° Scorpio: Capricorn and Sagittarius (PVR Example 16)', () => {
    expect([at(2, 11), at(7, 19)].map((longitude) => vargaSign(longitude, 9))).toEqual([9, 8]);
  });

  // PVR ch. 6, Example 27: a birth on 12 July 1937, 00:30 (UTC-5), 39°57'N 75°10'W; Jupiter's sign in the sixteen
  // vargas as PyJHora checks it (same test file, all_chart_test). Our Jupiter is at 29°49' Sagittarius.
  it('places Jupiter of PVR Example 27 in the published sign of fifteen vargas; D2 by Parashara’s hora', () => {
    const moment = resolveMoment({ date: '1937-07-12', time: '00:30', latitude: 39 + 57 / 60, longitude: -(75 + 10 / 60), timezone: '-05:00' });
    const jupiter = computeKundli(moment, moment.utcMs).planets.find((planet) => planet.name === 'Jupiter')!;
    const published: Partial<Record<VargaDivision, number>> = {
      1: 8, 3: 4, 4: 5, 7: 2, 9: 8, 10: 5, 12: 7, 16: 11, 20: 11, 24: 3, 27: 2, 30: 6, 40: 3, 45: 4, 60: 7,
    };
    for (const [division, sign] of Object.entries(published)) {
      expect([division, vargaSign(jupiter.longitude, Number(division) as VargaDivision)]).toEqual([division, sign]);
    }
    // PyJHora's default hora is P.V.R.'s own variant (Virgo here); Parashara's hora of the second half of an odd
    // sign is the Moon's, Cancer.
    expect(vargaSign(jupiter.longitude, 2)).toBe(3);
  });

  it('follows the classical starting signs of each varga', () => {
    // Navamsa: Aries starts from Aries, Taurus from Capricorn, Gemini from Libra (movable / fixed / dual).
    expect([at(0, 1), at(1, 1), at(2, 1)].map((longitude) => vargaSign(longitude, 9))).toEqual([0, 9, 6]);
    // Dashamsa: odd signs from themselves, even signs from the 9th (Taurus -> Capricorn).
    expect([at(0, 1), at(1, 1), at(1, 29)].map((longitude) => vargaSign(longitude, 10))).toEqual([0, 9, 6]);
    // Hora: odd signs Sun then Moon, even signs Moon then Sun.
    expect([at(0, 5), at(0, 20), at(1, 5), at(1, 20)].map((longitude) => vargaSign(longitude, 2))).toEqual([4, 3, 3, 4]);
    // Trimshamsa: odd sign 0-5 Mars (Aries) ... 25-30 Venus (Libra); even sign 0-5 Venus (Taurus) ... 25-30 Mars (Scorpio).
    expect([1, 7, 15, 20, 27].map((degree) => vargaSign(at(0, degree), 30))).toEqual([0, 10, 8, 2, 6]);
    expect([1, 7, 15, 22, 27].map((degree) => vargaSign(at(1, degree), 30))).toEqual([1, 5, 11, 9, 7]);
    // Vimshamsa starts: movable Aries, fixed Sagittarius, dual Leo; shodashamsa: Aries, Leo, Sagittarius.
    expect([at(0, 0.1), at(1, 0.1), at(2, 0.1)].map((longitude) => vargaSign(longitude, 20))).toEqual([0, 8, 4]);
    expect([at(0, 0.1), at(1, 0.1), at(2, 0.1)].map((longitude) => vargaSign(longitude, 16))).toEqual([0, 4, 8]);
    // The last part of every sign in every varga is a valid sign (no part 'N' from rounding at 30°).
    for (const division of VARGA_DIVISIONS) expect(vargaSign(at(5, 29.9999999), division)).toBeGreaterThanOrEqual(0);
  });

  it('builds the sixteen charts of a kundli with houses from each varga’s own ascendant', () => {
    const moment = resolveMoment({ date: '1990-05-15', time: '06:30', latitude: 13.0827, longitude: 80.2707, timezone: 'Asia/Kolkata' });
    const kundli = computeKundli(moment, moment.utcMs);
    const charts = shodashavarga(kundli);
    expect(charts.map((chart) => chart.division)).toEqual([...VARGA_DIVISIONS]);
    const rashi = charts[0];
    for (const planet of kundli.planets) expect(rashi.placements.find((placement) => placement.name === planet.name)?.house).toBe(planet.house);
    const navamsa = vargaChart(kundli, 9);
    const ascendant = navamsa.placements[0];
    expect(ascendant.house).toBe(1);
    expect(ascendant.signIndex).toBe(vargaSign(kundli.ascendant.longitude, 9));
  });
});
