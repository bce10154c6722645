import { zodiacSignIds } from '@astrosetu/contracts';
import { compatibilityBand, zodiacCompatibility } from './zodiac-compatibility';

describe('zodiac sign compatibility from the pair table', () => {
  it.each([
    ['aries', 'leo', 95, 'Excellent', 'green', 'high'],
    ['taurus', 'capricorn', 95, 'Excellent', 'green', 'high'],
    ['aries', 'gemini', 90, 'Excellent', 'green', 'high'],
    ['cancer', 'virgo', 90, 'Excellent', 'green', 'high'],
    ['aries', 'libra', 85, 'Great', 'green', 'high'],
    ['scorpio', 'scorpio', 80, 'Great', 'green', 'high'],
    ['aries', 'taurus', 75, 'Good', 'yellow', 'medium'],
    ['aries', 'cancer', 50, 'Challenging', 'red', 'low'],
    ['gemini', 'scorpio', 50, 'Challenging', 'red', 'medium'],
    ['leo', 'capricorn', 50, 'Challenging', 'red', 'medium'],
  ] as const)('when %s meets %s, then the score is %p (%s, %s) and the element match is %s', (a, b, score, overall, color, element) => {
    expect(zodiacCompatibility(a, b)).toMatchObject({ score, overall, color, elementMatch: element });
  });

  it('when the signs are swapped, then the score and band are the same', () => {
    for (const a of zodiacSignIds) {
      for (const b of zodiacSignIds) {
        expect(zodiacCompatibility(a, b).score).toBe(zodiacCompatibility(b, a).score);
      }
    }
  });

  it('when every pair is scored, then only the pair table\'s values 95, 90, 85, 80, 75 and 50 occur', () => {
    const scores = new Set(zodiacSignIds.flatMap((a) => zodiacSignIds.map((b) => zodiacCompatibility(a, b).score)));
    expect([...scores].sort((x, y) => x - y)).toEqual([50, 75, 80, 85, 90, 95]);
  });

  it('when a report is made, then it names strengths, challenges and advice', () => {
    const report = zodiacCompatibility('aries', 'cancer');
    expect(report.strengths.length + report.challenges.length).toBeGreaterThan(1);
    expect(report.challenges.join(' ')).toMatch(/Fire and Water|Square/);
    expect(report.advice).toContain('Aries and Cancer');
  });

  it.each([
    [100, 'Excellent'], [90, 'Excellent'], [89, 'Great'], [80, 'Great'], [70, 'Good'], [60, 'Moderate'], [50, 'Challenging'], [49, 'Difficult'],
  ] as const)('when the score is %p, then the band is %s', (score, band) => {
    expect(compatibilityBand(score)).toBe(band);
  });
});
