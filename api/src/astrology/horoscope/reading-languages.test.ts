import type { HoroscopePeriod } from '@astrosetu/contracts';
import { generateReading } from './reading-generator';
import { computePeriodFacts } from './transits';

/** Days that bring Ekadashi, Purnima and Amavasya, Chandrashtama, stations and ingresses across the year. */
const CASES: [HoroscopePeriod, string][] = [
  ['daily', '2025-10-21'],
  ['daily', '2025-11-05'],
  ['daily', '2025-11-01'],
  ['daily', '2026-03-14'],
  ['weekly', '2025-09-14'],
  ['weekly', '2025-11-09'],
  ['monthly', '2025-07-10'],
  ['monthly', '2026-02-10'],
  ['yearly', '2026-05-01'],
];
const textFields = ['signName', 'prediction', 'generalAdvice', 'loveLife', 'career', 'health', 'finances', 'spirituality', 'favorableTime', 'avoidTime', 'favorablePeriod', 'challengingPeriod'] as const;

describe('horoscope readings in Hindi, Tamil, Telugu, Bengali, Marathi, Gujarati, Kannada and Malayalam', () => {
  it.each(['hi', 'ta', 'te', 'bn', 'mr', 'gu', 'kn', 'ml'] as const)('when written in %s, then every sentence of every sign and period is in the language, with every placeholder filled', (language) => {
    for (const [period, date] of CASES) {
      const facts = computePeriodFacts(period, date);
      for (let sign = 0; sign < 12; sign += 1) {
        const reading = generateReading(sign, facts, language);
        const texts = [
          ...textFields.map((field) => reading[field] ?? ''),
          ...reading.compatibleSigns,
          ...(reading.luckyColorNames ?? []),
          ...[...(reading.bestDays ?? []), ...(reading.cautionDays ?? [])].map((day) => day.reason),
        ];
        for (const text of texts) {
          expect(text).not.toMatch(/[A-Za-z]{2,}|\{\{|undefined/);
        }
        expect(reading.luckyColorNames).toHaveLength(reading.luckyColors.length);
      }
    }
  });

  it('when the same sign and period are written in each language, then the astrology behind them is the same', () => {
    const facts = computePeriodFacts('monthly', '2025-07-10');
    const astrologyOf = (reading: ReturnType<typeof generateReading>) => ({
      scores: [reading.mood, reading.energy, reading.finance, reading.creativity],
      luckyNumbers: reading.luckyNumbers,
      luckyColors: reading.luckyColors,
      transits: reading.transits,
      bestDays: reading.bestDays?.map((day) => day.date),
      cautionDays: reading.cautionDays?.map((day) => day.date),
      compatibleSigns: reading.compatibleSigns.length,
    });
    const english = astrologyOf(generateReading(7, facts));
    expect(astrologyOf(generateReading(7, facts, 'hi'))).toEqual(english);
    expect(astrologyOf(generateReading(7, facts, 'ta'))).toEqual(english);
    expect(astrologyOf(generateReading(7, facts, 'te'))).toEqual(english);
    expect(astrologyOf(generateReading(7, facts, 'bn'))).toEqual(english);
    for (const language of ['mr', 'gu', 'kn', 'ml'] as const) expect(astrologyOf(generateReading(7, facts, language))).toEqual(english);
  });
});
