import { DASHA_YEAR_DAYS, computeVimshottari } from './vimshottari';

const YEAR = DASHA_YEAR_DAYS * 86_400_000;
const birth = Date.parse('1990-01-01T00:00:00Z');
const years = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / YEAR;

describe('Vimshottari dasha', () => {
  it('when the Moon is at 10° (three quarters through Ashwini), then a Ketu balance of 1.75 years (1y 9m) opens the sequence', () => {
    // Worked by hand: Ashwini spans 0°-13°20' and is ruled by Ketu (7 years); 10° is 0.75 of it, so 0.25 x 7 = 1.75 years remain.
    const dasha = computeVimshottari(10, birth, birth);
    expect(dasha.birthNakshatra).toBe('Ashwini');
    expect(dasha.balanceAtBirth).toMatchObject({ lord: 'Ketu', years: 1, months: 9, days: 0 });
    expect(dasha.balanceAtBirth.totalYears).toBeCloseTo(1.75, 6);
    expect(dasha.mahadashas.map((period) => period.lord)).toEqual(['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury']);
    expect(years(dasha.mahadashas[0].start, new Date(birth).toISOString())).toBeCloseTo(5.25, 6);
    expect(years(new Date(birth).toISOString(), dasha.mahadashas[1].start)).toBeCloseTo(1.75, 6);
  });

  it('when the Moon is in Rohini, then the first dasha is the Moon\'s and the cycle after it lasts 120 years in all', () => {
    // Rohini (40°-53°20') is ruled by the Moon (10 years); at 45° the Moon has crossed 37.5% of it.
    const dasha = computeVimshottari(45, birth, birth);
    expect(dasha.birthDashaLord).toBe('Moon');
    expect(dasha.balanceAtBirth.totalYears).toBeCloseTo(6.25, 6);
    expect(dasha.mahadashas.map((period) => period.years)).toEqual([10, 7, 18, 16, 19, 17, 7, 20, 6]);
    expect(years(dasha.mahadashas[0].start, dasha.mahadashas[8].end)).toBeCloseTo(120, 6);
    for (let i = 1; i < 9; i += 1) expect(dasha.mahadashas[i].start).toBe(dasha.mahadashas[i - 1].end);
  });

  it('when a date 30 years after birth is asked for, then the current mahadasha and antardasha contain it and the bhuktis fill the dasha', () => {
    const asOf = birth + 30 * YEAR;
    const dasha = computeVimshottari(45, birth, asOf);
    // Moon 6.25 + Mars 7 + Rahu 18 = 31.25 years: at 30 years Rahu's mahadasha runs.
    expect(dasha.currentMahadasha.lord).toBe('Rahu');
    expect(Date.parse(dasha.currentMahadasha.start)).toBeLessThanOrEqual(asOf);
    expect(Date.parse(dasha.currentMahadasha.end)).toBeGreaterThan(asOf);
    expect(dasha.antardashas[0].lord).toBe('Rahu');
    expect(dasha.antardashas.map((period) => period.lord)).toEqual(['Rahu', 'Jupiter', 'Saturn', 'Mercury', 'Ketu', 'Venus', 'Sun', 'Moon', 'Mars']);
    // Rahu-Rahu lasts 18 x 18 / 120 = 2.7 years.
    expect(dasha.antardashas[0].years).toBeCloseTo(2.7, 4);
    expect(dasha.antardashas[8].end).toBe(dasha.currentMahadasha.end);
    expect(Date.parse(dasha.currentAntardasha.start)).toBeLessThanOrEqual(asOf);
    expect(Date.parse(dasha.currentAntardasha.end)).toBeGreaterThan(asOf);
  });

  it('when the "as of" date is past the first 120-year cycle, then the next cycle continues the sequence', () => {
    // The Moon dasha began 3.75 years before birth, so the second cycle's Moon dasha runs 116.25-126.25 years after
    // birth and Mars' 126.25-133.25.
    const dasha = computeVimshottari(45, birth, birth + 130 * YEAR);
    expect(dasha.currentMahadasha.lord).toBe('Mars');
    expect(years(new Date(birth).toISOString(), dasha.currentMahadasha.start)).toBeCloseTo(126.25, 6);
  });
});
