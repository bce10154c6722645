import { generateReading } from './reading-generator';
import { contradictionsIn, recurrenceOf } from './reading-quality';
import { computePeriodFacts } from './transits';

/**
 * The twelve readings of 90 periods (30 dates, 12 days apart through 2026, for each of daily, weekly and monthly).
 * Measured when this test was written (report of the jyotish-calendar branch): before the rewrite 149 of 1080
 * readings (13.8 %) spoke of a planet both well and badly, 30.7 % of sentences recurred in another sign's reading,
 * and the general advice took 4.4 different texts on average for 12 signs; after it, 0 readings, 0.8 % and 12.
 */
const sets = (['daily', 'weekly', 'monthly'] as const).flatMap((period) =>
  Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 0, 1 + index * 12)).toISOString().slice(0, 10);
    const facts = computePeriodFacts(period, date);
    return { period, date, readings: Array.from({ length: 12 }, (_, sign) => generateReading(sign, facts)) };
  }),
);
// Yearly readings of ten years, held to the same standards.
const yearlySets = Array.from({ length: 10 }, (_, index) => {
  const date = `${2020 + index}-06-01`;
  const facts = computePeriodFacts('yearly', date);
  return { period: 'yearly' as const, date, readings: Array.from({ length: 12 }, (_, sign) => generateReading(sign, facts)) };
});

describe('horoscope readings are consistent and varied', () => {
  it('when 1080 readings are checked, then none speaks of the same planet both favourably and unfavourably', () => {
    const contradictory = sets.flatMap(({ period, date, readings }) =>
      readings.filter((reading) => contradictionsIn(reading).length > 0).map((reading) => `${period} ${date} ${reading.sign}: ${contradictionsIn(reading).join(', ')}`),
    );
    expect(contradictory).toEqual([]);
  });

  it('when the 12 signs of a period are compared, then under 3 % of their sentences recur in another sign', () => {
    let sentences = 0;
    let recurring = 0;
    for (const { readings } of sets) {
      const measured = recurrenceOf(readings);
      sentences += measured.sentences;
      recurring += measured.recurring;
    }
    expect(recurring / sentences).toBeLessThan(0.03);
  });

  it('when the general advice of the 12 signs is compared, then at least 10 of 12 differ in every period', () => {
    for (const { readings } of sets) expect(new Set(readings.map((reading) => reading.generalAdvice)).size).toBeGreaterThanOrEqual(10);
  });

  it('when a reading has Jupiter retrograde in a favourable house, then finances gives it one, mixed verdict', () => {
    const checked = sets.flatMap(({ readings }) => readings).filter((reading) => reading.transits.some((transit) => transit.planet === 'Jupiter' && transit.effect === 'mixed'));
    for (const reading of checked) {
      expect(reading.finances).toMatch(/comes through late/);
      expect(reading.finances).not.toMatch(/Jupiter[^.]*support/);
    }
  });

  it('when ten years of yearly readings are checked, then none contradicts itself, under 3 % of sentences recur and they read by months', () => {
    let sentences = 0;
    let recurring = 0;
    for (const { readings } of yearlySets) {
      expect(readings.filter((reading) => contradictionsIn(reading).length > 0).map((reading) => reading.sign)).toEqual([]);
      const measured = recurrenceOf(readings);
      sentences += measured.sentences;
      recurring += measured.recurring;
      for (const reading of readings) {
        expect(reading).toMatchObject({ period: 'yearly', periodStart: expect.stringMatching(/-01-01$/), periodEnd: expect.stringMatching(/-12-31$/) });
        expect(reading.bestDays!.every((day) => day.date.endsWith('-15'))).toBe(true);
        expect(reading.favorableTime).toMatch(/January|February|March|April|May|June|July|August|September|October|November|December|No month/);
      }
    }
    expect(recurring / sentences).toBeLessThan(0.03);
  });

  it('when the checker meets a planet praised and warned against, then it reports it (the check can fail)', () => {
    const reading = { prediction: 'Jupiter in your 11th house supports earnings.', generalAdvice: '', loveLife: '', career: '', health: '', finances: 'With Jupiter in your 11th house, avoid speculation.', spirituality: '' };
    expect(contradictionsIn(reading)).toEqual(['Jupiter']);
  });
});
