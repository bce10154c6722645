import * as Astronomy from 'astronomy-engine';
import { meanAyanamsa } from '../core/ayanamsa';
import { normalizeDegrees } from '../core/angles';
import horizons from './fixtures/horizons-de441.json';
import { apparentEcliptic, computeSky, meanNodeLongitude } from './sky';

const arcsecondsBetween = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) * 3600;
const ttFromJd = (jdTt: number) => Astronomy.AstroTime.FromTerrestrialTime(jdTt - 2451545);
const utcMsFromJd = (jdUt: number) => (jdUt - 2440587.5) * 86_400_000;

type Body = keyof typeof horizons.longitude;

describe('planet longitudes against published reference ephemerides', () => {
  // Reference: NASA/JPL Horizons DE441, geocentric apparent ecliptic longitude of date (ObsEcLon),
  // 60 epochs spread over 1900-1946 and 2083-2100 (source and transcription noted in the fixture).
  it.each(Object.keys(horizons.longitude) as Body[])(
    'when %s is computed at the Horizons epochs of 1900-2100, then every tropical longitude is within 1 arcminute',
    (body) => {
      const errors = horizons.longitude[body].map((reference, index) =>
        arcsecondsBetween(apparentEcliptic(body, ttFromJd(horizons.jdTt[index])).longitude, reference),
      );
      expect(errors).toHaveLength(60);
      // Measured worst cases: Sun 1.6", Moon 3.7", Mercury 4.2", Venus 8.9", Mars 6.7", Jupiter 7.7", Saturn 8.7".
      expect(Math.max(...errors)).toBeLessThan(60);
    },
  );

  it("when the Moon is computed for 1992 April 12 0h TD, then it matches Meeus' worked example 47.a (apparent λ 133.167265°)", () => {
    // Jean Meeus, Astronomical Algorithms, 2nd ed. (1998), example 47.a, p. 342-343: JDE 2448724.5,
    // λ = 133.162655° geometric + Δψ 0.004610° = 133.167265° apparent (PyMeeus docs reproduce 133.167264).
    const moon = apparentEcliptic('Moon', ttFromJd(2448724.5)).longitude;
    expect(arcsecondsBetween(moon, 133.167265)).toBeLessThan(60);
  });

  it('when the 1963-06-09 05:00 UT chart is computed, then the planets agree with Swiss Ephemeris (kerykeion test data) within 1 arcminute', () => {
    // kerykeion tests/test_astrological_subject.py (Johnny Depp chart, Swiss Ephemeris, tropical): JD UT 2438189.7083333.
    const sky = computeSky(utcMsFromJd(2438189.7083333335));
    const expected: Record<string, number> = {
      Sun: 77.65970072361976,
      Moon: 278.73517321089366,
      Mercury: 55.00187700457719,
      Venus: 55.60375324022454,
      Mars: 153.01166984755753,
      Jupiter: 13.910952211401664,
      Saturn: 323.0835109999455,
    };
    for (const [name, longitude] of Object.entries(expected)) {
      expect(arcsecondsBetween(sky.bodies[name as Body].tropicalLongitude, longitude)).toBeLessThan(60);
    }
    expect(sky.bodies.Saturn.speed).toBeLessThan(0);
  });
});

describe('Lahiri ayanamsa and sidereal positions', () => {
  it('when the mean Lahiri ayanamsa is taken at its defining epoch, then it is 23°15\'00.658" minus the nutation of that day', () => {
    // Indian Calendar Reform Committee / IAE 1985: 23°15'00.658" on 1956-03-21 0h TT, a true (nutated) value;
    // Swiss Ephemeris keeps 23.250182778 - 0.004658035 as the mean value.
    expect(meanAyanamsa('lahiri', 2435553.5 - 2451545)).toBeCloseTo(23.245524743, 9);
  });

  it('when the ayanamsa is computed for JD 2458434.0833 UT, then it matches Swiss Ephemeris SE_SIDM_LAHIRI within 1 arcsecond', () => {
    // jyotisha (github.com/jyotisham/jyotisha) tests/temporal/test_zodiac.py: swe.get_ayanamsa_ut(2458434.083333251) == 24.120535828308334.
    const time = Astronomy.MakeTime(new Date(utcMsFromJd(2458434.083333251)));
    expect(Math.abs(meanAyanamsa('lahiri', time.tt) - 24.120535828308334) * 3600).toBeLessThan(1);
  });

  it('when the KP ayanamsa is taken at J1900, then it is 22°21\'50" (Swiss Ephemeris SE_SIDM_KRISHNAMURTI)', () => {
    expect(meanAyanamsa('krishnamurti', 2415020.0 - 2451545)).toBeCloseTo(22.363889, 6);
  });

  // Reference almanac (Drik Panchang "Sidereal Planetary Positions", Lahiri, printed to 0.01°), as transcribed in
  // github.com/ishankgupta95/panchang testdata/almanac/almanac-planets.json. That almanac's Lahiri runs about
  // 0.01° (36") ahead of the Swiss Ephemeris definition used here, so the tolerance is 0.025°.
  it.each([
    ['2025-01-14T18:13:36Z', { Sun: 270.62, Moon: 100.78, Mars: 92.53, Mercury: 255.0, Jupiter: 47.78, Venus: 317.71, Saturn: 321.47, Rahu: 336.55, Ketu: 156.55 }],
    ['2025-08-15T18:13:35Z', { Sun: 118.94, Moon: 22.89, Mars: 161.28, Mercury: 101.18, Jupiter: 80.55, Venus: 83.99, Saturn: 336.79, Rahu: 325.26, Ketu: 145.26 }],
    ['2026-03-30T18:13:36Z', { Sun: 345.82, Moon: 138.21, Mars: 327.91, Mercury: 318.46, Jupiter: 81.47, Venus: 5.88, Saturn: 341.16, Rahu: 313.23, Ketu: 133.23 }],
  ] as const)('when the sky of %s is computed, then sidereal longitudes (mean nodes) match the almanac', (instant, expected) => {
    const sky = computeSky(Date.parse(instant));
    for (const [name, longitude] of Object.entries(expected)) {
      expect(Math.abs(normalizeDegrees(sky.bodies[name as keyof typeof sky.bodies].siderealLongitude - longitude + 180) - 180)).toBeLessThan(0.025);
    }
  });

  it('when the almanac marks Mars and Jupiter retrograde on 2025-01-14 and Saturn on 2025-08-15, then so does the engine', () => {
    expect(computeSky(Date.parse('2025-01-14T18:13:36Z')).bodies.Mars.speed).toBeLessThan(0);
    expect(computeSky(Date.parse('2025-01-14T18:13:36Z')).bodies.Jupiter.speed).toBeLessThan(0);
    expect(computeSky(Date.parse('2025-08-15T18:13:35Z')).bodies.Saturn.speed).toBeLessThan(0);
    expect(computeSky(Date.parse('2025-08-15T18:13:35Z')).bodies.Mars.speed).toBeGreaterThan(0);
  });

  it("when the mean node is computed for 1913 May 27, then it matches Meeus' example 47.7 value 0.0°", () => {
    // Meeus, Astronomical Algorithms 2nd ed., p. 343: the mean ascending node passed through 0° on 1913 May 27.
    const time = Astronomy.MakeTime(new Date(Date.UTC(1913, 4, 27)));
    const node = meanNodeLongitude(time.tt);
    expect(Math.min(node, 360 - node)).toBeLessThan(0.06);
  });
});
