import { computeKundli, resolveMoment } from '..';
import { MINIMUM_RUPAS, aspectValue } from './shadbala';

describe('shadbala (BPHS ch. 27)', () => {
  it('when aspects are graded, then the 3rd/10th give a quarter, 5th/9th a half, 4th/8th three quarters, the 7th in full, special aspects in full (BPHS ch. 26)', () => {
    expect(aspectValue('Sun', 180)).toBe(60);
    expect(aspectValue('Sun', 60)).toBe(15);
    expect(aspectValue('Sun', 270)).toBe(15);
    expect(aspectValue('Sun', 120)).toBe(30);
    expect(aspectValue('Sun', 240)).toBe(30);
    expect(aspectValue('Sun', 90)).toBe(45);
    expect(aspectValue('Sun', 210)).toBe(45);
    expect(aspectValue('Sun', 0)).toBe(0);
    expect([aspectValue('Mars', 90), aspectValue('Mars', 210)]).toEqual([60, 60]);
    expect([aspectValue('Jupiter', 120), aspectValue('Jupiter', 240)]).toEqual([60, 60]);
    expect([aspectValue('Saturn', 60), aspectValue('Saturn', 270)]).toEqual([60, 60]);
  });

  // Sachin Tendulkar, 24 April 1973, 14:25 IST, Mumbai (AstroSage's chart): Sun at about 10° Aries, near its deep exaltation.
  const moment = resolveMoment({ date: '1973-04-24', time: '14:25', latitude: 18.966, longitude: 72.833, timezone: 'UTC+05:30' });
  const kundli = computeKundli(moment, moment.utcMs);
  const row = (planet: string) => kundli.depth.shadbala.find((entry) => entry.planet === planet)!;

  it('when a chart is computed, then each of the seven planets has six strengths in rupas adding to its total, and the minimum of BPHS', () => {
    expect(kundli.depth.shadbala.map((entry) => entry.planet)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']);
    expect(MINIMUM_RUPAS).toEqual({ Sun: 6.5, Moon: 6, Mars: 5, Mercury: 7, Jupiter: 6.5, Venus: 5.5, Saturn: 5 });
    for (const entry of kundli.depth.shadbala) {
      const sum = entry.sthana + entry.dig + entry.kala + entry.chesta + entry.naisargika + entry.drik;
      expect(Math.abs(sum - entry.total)).toBeLessThan(0.04);
      expect(entry.meetsMinimum).toBe(entry.total >= entry.minimum);
      expect(entry.dig).toBeGreaterThanOrEqual(0);
      expect(entry.dig).toBeLessThanOrEqual(1);
      expect(entry.chesta).toBeGreaterThanOrEqual(0);
    }
    // Naisargika bala: Sun 60, Moon 51.43 ... Saturn 8.57 virupas.
    expect(kundli.depth.shadbala.map((entry) => entry.naisargika)).toEqual([1, 0.86, 0.29, 0.43, 0.57, 0.71, 0.14]);
  });

  it('when the Sun stands near 10° Aries, then its uchcha bala is near a full rupa and its sthana bala exceeds a debilitated planet’s', () => {
    const sun = kundli.planets.find((planet) => planet.name === 'Sun')!;
    expect(sun.sign).toBe('Aries');
    expect(Math.abs(sun.degree - 10)).toBeLessThan(1);
    // Uchcha = (180 - distance from the debilitation point 10° Libra) / 3 virupas: within a degree of 60 here.
    expect(row('Sun').sthana).toBeGreaterThan(1);
  });
});
