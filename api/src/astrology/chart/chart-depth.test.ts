import { computeKundli, resolveMoment } from '..';
import { computeSky, spicaApparentLongitude } from '../ephemeris/sky';
import { firstYoginiIndex, YOGINIS } from '../dasha/yogini';
import { DASHA_YEAR_DAYS } from '../dasha/vimshottari';

const YEAR_MS = DASHA_YEAR_DAYS * 86_400_000;
const span = (node: { start: string; end: string }) => (Date.parse(node.end) - Date.parse(node.start)) / YEAR_MS;
// Sachin Tendulkar, 24 April 1973, 14:25 IST, Mumbai (AstroSage's chart, see ascendant.test.ts): Leo lagna.
const sachin = resolveMoment({ date: '1973-04-24', time: '14:25', latitude: 18.966, longitude: 72.833, timezone: 'UTC+05:30' });
const asOf = Date.parse('2026-01-01T00:00:00Z');

describe('the kundli depth', () => {
  const kundli = computeKundli(sachin, asOf);

  it('when a kundli is computed, then all sixteen vargas are in it, D1 equal to the rashi chart', () => {
    expect(kundli.depth.vargas.map((varga) => varga.division)).toEqual([1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60]);
    const d1 = kundli.depth.vargas[0];
    expect(d1.ascendantSign).toBe(kundli.ascendant.signIndex);
    for (const planet of kundli.planets) expect(d1.placements.find((placement) => placement.name === planet.name)!.signIndex).toBe(planet.signIndex);
  });

  it('when the ashtakavarga of a real chart is computed, then the sarvashtakavarga totals 337 bindus (BPHS ch. 66)', () => {
    expect(kundli.depth.ashtakavarga.total).toBe(337);
    expect(Object.keys(kundli.depth.ashtakavarga.bhinna)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']);
    // BPHS: each planet's bhinnashtakavarga has a fixed total (Sun 48, Moon 49, Mars 39, Mercury 54, Jupiter 56, Venus 52, Saturn 39).
    const totals = Object.values(kundli.depth.ashtakavarga.bhinna).map((bindus) => bindus.reduce((a, b) => a + b, 0));
    expect(totals).toEqual([48, 49, 39, 54, 56, 52, 39]);
  });

  it('when the Vimshottari tree is built, then three levels cover 120 years and each level fills its parent (BPHS ch. 46-48)', () => {
    const { mahadashas } = kundli.depth.vimshottari;
    expect(mahadashas).toHaveLength(9);
    expect(mahadashas[0].lord).toBe(kundli.dasha.birthDashaLord);
    expect((Date.parse(mahadashas[8].end) - Date.parse(mahadashas[0].start)) / YEAR_MS).toBeCloseTo(120, 6);
    for (const maha of mahadashas) {
      expect(maha.periods).toHaveLength(9);
      expect(maha.periods![0].lord).toBe(maha.lord);
      expect(maha.periods![8].end).toBe(maha.end);
      for (const antar of maha.periods!) {
        expect(antar.periods).toHaveLength(9);
        expect(antar.periods![0].lord).toBe(antar.lord);
        expect(antar.periods![8].end).toBe(antar.end);
      }
    }
    // Rahu-Rahu-Rahu lasts 18 x 18/120 x 18/120 = 0.405 years; Venus-Venus-Venus 20 x 20/120 x 20/120 = 0.5556.
    const rahu = mahadashas.find((maha) => maha.lord === 'Rahu')!;
    expect(span(rahu.periods![0].periods![0])).toBeCloseTo(0.405, 6);
    const venus = mahadashas.find((maha) => maha.lord === 'Venus')!;
    expect(span(venus.periods![0].periods![0])).toBeCloseTo(500 / 900, 6);
    // The current mahadasha of the existing summary is one of the tree's.
    expect(mahadashas.some((maha) => maha.lord === kundli.dasha.currentMahadasha.lord && maha.start === kundli.dasha.currentMahadasha.start)).toBe(true);
  });

  it('when the Yogini dasha is computed, then it starts from (nakshatra + 3) mod 8 and each round lasts 36 years', () => {
    // Rule as in BPHS: Ardra (6), Chitra (14), Shravana (22) start with Mangala; Ashwini (1) with Bhramari; Mrigashira (5) with Sankata; Revati (27) with Ulka.
    expect(YOGINIS[firstYoginiIndex(6)].name).toBe('Mangala');
    expect(YOGINIS[firstYoginiIndex(14)].name).toBe('Mangala');
    expect(YOGINIS[firstYoginiIndex(22)].name).toBe('Mangala');
    expect(YOGINIS[firstYoginiIndex(1)].name).toBe('Bhramari');
    expect(YOGINIS[firstYoginiIndex(5)].name).toBe('Sankata');
    expect(YOGINIS[firstYoginiIndex(27)].name).toBe('Ulka');
    const { yogini } = kundli.depth;
    const firstRound = yogini.mahadashas.slice(0, 8);
    expect((Date.parse(firstRound[7].end) - Date.parse(firstRound[0].start)) / YEAR_MS).toBeCloseTo(36, 6);
    for (const maha of yogini.mahadashas) expect(maha.periods![7].end).toBe(maha.end);
    expect(yogini.currentMahadasha).not.toBe('');
  });

  it('when aspects are listed, then Mars casts 4/7/8, Jupiter 5/7/9, Saturn 3/7/10 and the rest the 7th (BPHS ch. 26)', () => {
    const of = (name: string) => kundli.depth.drishti.find((entry) => entry.planet === name)!;
    expect(of('Mars').aspectsFromPlanet).toEqual([4, 7, 8]);
    expect(of('Jupiter').aspectsFromPlanet).toEqual([5, 7, 9]);
    expect(of('Saturn').aspectsFromPlanet).toEqual([3, 7, 10]);
    expect(of('Sun').aspectsFromPlanet).toEqual([7]);
    // Saturn in Taurus (10th from Leo) aspects the 12th, 4th and 7th houses.
    expect(of('Saturn').housesAspected).toEqual([12, 4, 7]);
  });

  it('when the bhava chalit is built, then the ascendant degree is the middle of the 1st bhava and every planet is in exactly one bhava', () => {
    const { bhavas } = kundli.depth.bhavaChalit;
    expect(bhavas[0].middle).toBeCloseTo(kundli.ascendant.longitude, 3);
    expect(bhavas.flatMap((bhava) => bhava.planets).sort()).toEqual(kundli.planets.map((planet) => planet.name).sort());
  });

  it('when no conventions are sent, then Lahiri, mean nodes and apparent positions are recorded on the answer', () => {
    expect(kundli.depth.conventions).toEqual({ ayanamsa: 'lahiri', nodes: 'mean', positions: 'apparent' });
    expect(kundli.nodes).toBe('Mean');
  });
});

describe('conventions as options', () => {
  const j2000 = Date.parse('2000-01-01T11:58:56Z'); // J2000.0 (12:00 TT)

  it('when Lahiri is used, then Spica stands at 179°58′58″ in 2000, and True Chitrapaksha puts it at exactly 180°', () => {
    // Swiss Ephemeris documentation, "The Spica/Citra tradition and the Lahiri ayanamsha": SIDM_LAHIRI, Spica (2000) 179°58'58".
    const lahiri = computeSky(j2000, 'lahiri');
    const spicaSidereal = spicaApparentLongitude(lahiri.time) - lahiri.trueAyanamsa;
    expect(Math.abs(spicaSidereal - (179 + 58 / 60 + 58 / 3600)) * 3600).toBeLessThan(5);
    const citra = computeSky(j2000, 'true-chitrapaksha');
    expect(spicaApparentLongitude(citra.time) - citra.trueAyanamsa).toBeCloseTo(180, 9);
    expect((lahiri.trueAyanamsa - citra.trueAyanamsa) * 3600).toBeGreaterThan(55);
    expect((lahiri.trueAyanamsa - citra.trueAyanamsa) * 3600).toBeLessThan(70);
  });

  it('when Raman or KP is chosen, then the ayanamsa is Swiss Ephemeris’ definition at J1900 (21°00′52″, 22°21′50″)', () => {
    const j1900 = Date.parse('1899-12-31T12:00:00Z');
    const nutation = (sky: ReturnType<typeof computeSky>) => sky.trueAyanamsa - sky.meanAyanamsa;
    const raman = computeSky(j1900, 'raman');
    expect(Math.abs(raman.meanAyanamsa - 21.01444) * 3600).toBeLessThan(2);
    expect(nutation(raman)).toBeCloseTo(raman.nutation, 9);
    const kp = computeSky(j1900, 'krishnamurti');
    expect(Math.abs(kp.meanAyanamsa - 22.363889) * 3600).toBeLessThan(2);
  });

  it('when true positions are asked for, then the Sun is the annual aberration (20.5″) ahead of its apparent place', () => {
    // IAU constant of aberration 20.49552″: the apparent Sun lags its geometric place by about that much.
    const apparent = computeSky(j2000, { positions: 'apparent' }).bodies.Sun.tropicalLongitude;
    const geometric = computeSky(j2000, { positions: 'true' }).bodies.Sun.tropicalLongitude;
    expect((geometric - apparent) * 3600).toBeGreaterThan(19.5);
    expect((geometric - apparent) * 3600).toBeLessThan(21.5);
  });

  it('when true nodes are asked for, then Rahu is within 1°45′ of the mean node, and the kundli records "True"', () => {
    // Meeus ch. 47: the true node oscillates about the mean one with an amplitude of about 1.5°.
    const mean = computeSky(j2000, { nodes: 'mean' }).bodies.Rahu.siderealLongitude;
    const trueNode = computeSky(j2000, { nodes: 'true' }).bodies.Rahu.siderealLongitude;
    expect(Math.abs(((trueNode - mean + 540) % 360) - 180)).toBeLessThan(1.75);
    const kundli = computeKundli(sachin, asOf, { ayanamsa: 'raman', nodes: 'true', positions: 'true' });
    expect(kundli.nodes).toBe('True');
    expect(kundli.ayanamsa.name).toBe('B. V. Raman');
    expect(kundli.depth.conventions).toEqual({ ayanamsa: 'raman', nodes: 'true', positions: 'true' });
  });
});
