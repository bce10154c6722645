import { resolveMoment } from '../core/moment';
import { computeKpAnalysis, computeKpEphemeris, kpLords, signifiedHouses } from './kp';

describe('Krishnamurti Paddhati', () => {
  it('when a longitude is at the start of Ashwini, then sign lord Mars, star lord Ketu and sub lord Ketu', () => {
    expect(kpLords(0.1)).toEqual({ signLord: 'Mars', starLord: 'Ketu', subLord: 'Ketu' });
  });

  it('when a longitude passes the first sub (7/120 of 13°20\' = 0°46\'40"), then the sub lord moves on to Venus', () => {
    expect(kpLords(0.7777).subLord).toBe('Ketu');
    expect(kpLords(0.7779).subLord).toBe('Venus');
    // Venus' sub is 20/120 of the nakshatra (2°13'20"): Sun's sub starts at 3°00'00".
    expect(kpLords(2.9999).subLord).toBe('Venus');
    expect(kpLords(3.0001).subLord).toBe('Sun');
    // Bharani (13°20'-26°40') is Venus' star, and its first sub is Venus'.
    expect(kpLords(13.4)).toEqual({ signLord: 'Mars', starLord: 'Venus', subLord: 'Venus' });
  });

  it('when KP and Lahiri ascendants are compared, then they differ by the ayanamsa difference of about 6 arcminutes', () => {
    const moment = resolveMoment({ date: '1990-05-15', time: '06:30', latitude: 13.0827, longitude: 80.2707, timezone: 'Asia/Kolkata' });
    const analysis = computeKpAnalysis(moment);
    const { standardAscendant, kpAscendant, difference } = analysis.comparison;
    expect(standardAscendant.ayanamsaDegrees - kpAscendant.ayanamsaDegrees).toBeCloseTo(-difference.degrees, 5);
    expect(Math.abs(difference.arcminutes)).toBeGreaterThan(5);
    expect(Math.abs(difference.arcminutes)).toBeLessThan(7);
  });

  it('when the advanced analysis is computed, then cuspal wealth follows the 2nd cusp sub lord\'s signified houses', () => {
    const moment = resolveMoment({ date: '1990-05-15', time: '06:30', latitude: 13.0827, longitude: 80.2707, timezone: 'Asia/Kolkata' });
    const { cuspalWealth, panchangaGroup } = computeKpAnalysis(moment).advancedAnalysis;
    const houses = cuspalWealth.signifiedHouses;
    const expected = houses.includes(2) && houses.includes(11) ? 'High' : houses.some((house) => [2, 6, 10, 11].includes(house)) ? 'Moderate' : 'Low';
    expect(cuspalWealth.level).toBe(expected);
    expect(cuspalWealth.factors[0]).toContain(`sub lord is ${cuspalWealth.secondCuspSubLord}`);
    expect(panchangaGroup.lords.map((lord) => lord.limb.split(' ')[0])).toEqual(['Vara', 'Tithi', 'Nakshatra']);
    expect(panchangaGroup.cooperatingPlanets).toEqual([...new Set(panchangaGroup.lords.filter((lord) => lord.score > 0).map((lord) => lord.planet))]);
    expect(panchangaGroup.groupStrength).toBeGreaterThanOrEqual(0);
    expect(panchangaGroup.groupStrength).toBeLessThanOrEqual(100);
  });

  it('when the same input is analysed twice, then the answer is identical (computed, not random)', () => {
    const moment = resolveMoment({ date: '2001-09-11', time: '08:46', latitude: 40.7128, longitude: -74.006 });
    expect(computeKpAnalysis(moment)).toEqual(computeKpAnalysis(moment));
  });

  it('when the KP ephemeris is computed, then every planet carries sign, star and sub lords matching its longitude', () => {
    const moment = resolveMoment({ date: '1990-05-15', time: '06:30', latitude: 13.0827, longitude: 80.2707 });
    const kp = computeKpEphemeris(moment);
    expect(kp.planets).toHaveLength(9);
    for (const planet of kp.planets) expect(kpLords(planet.longitude)).toEqual({ signLord: planet.signLord, starLord: planet.starLord, subLord: planet.subLord });
    expect(kp.ayanamsa.name).toBe('Krishnamurti (KP)');
  });

  it('when significators are listed, then they include the house the planet occupies', () => {
    const planets = [{ name: 'Sun', longitude: 45 }, { name: 'Moon', longitude: 100 }, { name: 'Mars', longitude: 200 }, { name: 'Mercury', longitude: 30 },
      { name: 'Jupiter', longitude: 250 }, { name: 'Venus', longitude: 60 }, { name: 'Saturn', longitude: 300 }, { name: 'Rahu', longitude: 10 }, { name: 'Ketu', longitude: 190 }];
    const cusps = Array.from({ length: 12 }, (_, index) => index * 30);
    // Equal cusps from 0° Aries: Jupiter at 250° occupies house 9 and owns the 9th and 12th; its star lord (Mula: Ketu,
    // at 190°) occupies house 7 and acts for its sign lord Venus, who owns the 2nd and 7th.
    expect(signifiedHouses('Jupiter', { planets: planets as never, cusps })).toEqual([2, 7, 9, 12]);
  });
});
