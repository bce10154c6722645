import { ASHTAKA_PLANETS, computeAshtakavarga, type ContributorSigns } from './ashtakavarga';

describe('ashtakavarga (BPHS ch. 66-72)', () => {
  // P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. 12, Chart 6 (Exercises 19 and 20), as
  // encoded in PyJHora (src/jhora/tests/pvr_tests.py, _ashtaka_varga_tests): Ketu and Venus in Aries, Mars, Sun
  // and Mercury in Gemini, Saturn and Jupiter in Leo, Virgo rising, Rahu in Libra, Moon in Pisces.
  const chart6: ContributorSigns = { Sun: 2, Moon: 11, Mars: 2, Mercury: 2, Jupiter: 4, Venus: 0, Saturn: 4, Ascendant: 5 };
  const published = {
    Sun: [5, 3, 5, 3, 4, 4, 2, 3, 5, 4, 5, 5],
    Moon: [3, 2, 5, 3, 6, 3, 4, 5, 5, 5, 3, 5],
    Mars: [4, 3, 4, 3, 4, 3, 2, 5, 1, 3, 3, 4],
    Mercury: [7, 4, 7, 4, 4, 3, 4, 4, 4, 3, 6, 4],
    Jupiter: [4, 3, 5, 6, 3, 7, 4, 3, 5, 6, 5, 5],
    Venus: [8, 7, 4, 3, 3, 2, 4, 6, 4, 4, 4, 3],
    Saturn: [3, 3, 4, 3, 2, 3, 2, 3, 4, 5, 3, 4],
  };

  it('gives the published bhinnashtakavarga of every planet for PVR’s Chart 6', () => {
    const result = computeAshtakavarga(chart6);
    for (const planet of ASHTAKA_PLANETS) expect([planet, result.bhinna[planet]]).toEqual([planet, published[planet]]);
  });

  it('gives the published sarvashtakavarga, 337 bindus in all', () => {
    const { sarva } = computeAshtakavarga(chart6);
    expect(sarva).toEqual([34, 25, 34, 25, 26, 25, 22, 29, 28, 30, 29, 30]);
    expect(sarva.reduce((sum, bindus) => sum + bindus, 0)).toBe(337);
  });
});
