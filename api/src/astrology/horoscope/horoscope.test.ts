import { horoscopeEntrySchema, zodiacSignIds } from '@astrosetu/contracts';
import { SIGN_NAMES } from '../core/vedic-data';
import { houseFrom } from '../chart/zodiac-point';
import { createHoroscopeService } from './horoscope-service';
import { createMemoryHoroscopeStore } from './horoscope.repository';
import { periodRange } from './periods';
import { generateReading, isFavourable } from './reading-generator';
import { computePeriodFacts } from './transits';

describe('horoscope periods', () => {
  it('when a Wednesday is given, then the week runs from the Sunday before to the Saturday after', () => {
    expect(periodRange('weekly', '2025-01-15')).toMatchObject({ start: '2025-01-12', end: '2025-01-18' });
    expect(periodRange('weekly', '2025-01-12').start).toBe('2025-01-12');
    expect(periodRange('weekly', '2025-01-18').start).toBe('2025-01-12');
  });

  it('when a leap-year February is given, then the month has 29 days', () => {
    expect(periodRange('monthly', '2024-02-10')).toMatchObject({ start: '2024-02-01', end: '2024-02-29' });
    expect(periodRange('monthly', '2024-02-10').days).toHaveLength(29);
  });
});

describe('readings from transits', () => {
  const daily = computePeriodFacts('daily', '2025-01-14');

  it('when a daily reading is generated, then it has every field of the contract and scores between 0 and 100', () => {
    const reading = { ...generateReading(0, daily), generatedAt: new Date().toISOString() };
    expect(horoscopeEntrySchema.parse(reading)).toEqual(reading);
    for (const score of [reading.mood, reading.energy, reading.finance, reading.creativity]) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
    expect(reading.luckyNumbers.length).toBeGreaterThan(0);
    expect(reading.avoidTime).toContain('Rahu Kalam');
    expect(reading.favorableTime).toContain('hora');
  });

  it('when the same sign and date are generated twice, then the readings are identical', () => {
    expect(generateReading(5, computePeriodFacts('daily', '2025-01-14'))).toEqual(generateReading(5, daily));
  });

  it("when the Moon's transit is read, then its house counts from the reader's sign and the text names its sign", () => {
    // Almanac: on 2025-01-14 the Moon is in Karka (Cancer) at sunrise in Delhi and moves within it all day.
    const moon = daily.transits.find((transit) => transit.planet === 'Moon')!;
    expect(SIGN_NAMES[moon.signIndex]).toBe('Cancer');
    zodiacSignIds.forEach((_, sign) => {
      const reading = generateReading(sign, daily);
      const transit = reading.transits.find((entry) => entry.planet === 'Moon')!;
      expect(transit.house).toBe(houseFrom(sign, moon.signIndex));
      expect(transit.effect).toBe(isFavourable('Moon', transit.house) ? 'favourable' : 'challenging');
      expect(reading.prediction).toContain('The Moon moves through Cancer');
    });
  });

  it('when the Moon is in the 8th house from a sign, then that sign is warned of Chandrashtama', () => {
    // Cancer is the 8th sign from Sagittarius.
    const reading = generateReading(8, daily);
    expect(reading.transits.find((entry) => entry.planet === 'Moon')!.house).toBe(8);
    expect(reading.prediction).toContain('Chandrashtama');
  });

  it('when the twelve signs are read for one day, then each reading is different', () => {
    const predictions = new Set(zodiacSignIds.map((_, sign) => generateReading(sign, daily).prediction));
    expect(predictions.size).toBe(12);
  });

  it('when a weekly reading is generated, then its best and cautious days follow the Moon through the week', () => {
    const weekly = computePeriodFacts('weekly', '2025-01-15');
    expect(weekly.moonDays.map((day) => day.date)).toEqual(periodRange('weekly', '2025-01-15').days);
    const reading = generateReading(3, weekly);
    for (const day of reading.cautionDays!) {
      const moon = weekly.moonDays.find((entry) => entry.date === day.date)!;
      expect([8, 12]).toContain(houseFrom(3, moon.signIndex));
    }
    expect(reading.bestDays!.length + reading.cautionDays!.length).toBeGreaterThan(0);
    expect(reading.periodStart).toBe('2025-01-12');
  });

  it('when a monthly reading is generated for April 2025, then the Sun\'s ingress into Aries (mid-April) is mentioned', () => {
    const monthly = computePeriodFacts('monthly', '2025-04-01');
    const ingress = monthly.ingresses.find((entry) => entry.planet === 'Sun');
    // The Sun enters sidereal Aries (Mesha Sankranti) on 14 April 2025.
    expect(ingress).toMatchObject({ date: '2025-04-14', toSign: 0 });
    expect(generateReading(0, monthly).prediction).toContain('Sun enters Aries on 14 Apr');
  });
});

describe('horoscope service', () => {
  it('when a reading is asked for twice, then it is generated once and stored (the same text and generation time)', async () => {
    let clock = Date.parse('2025-01-14T03:00:00Z');
    const service = createHoroscopeService(createMemoryHoroscopeStore(), () => new Date(clock));
    const first = await service.reading('leo', 'daily', '2025-01-14');
    clock += 3_600_000;
    const second = await service.reading('leo', 'daily', '2025-01-14');
    expect(second).toEqual(first);
    expect(second.generatedAt).toBe('2025-01-14T03:00:00.000Z');
  });

  it('when all signs of a month are asked for, then twelve readings come in zodiac order with the month\'s range', async () => {
    const service = createHoroscopeService(createMemoryHoroscopeStore(), () => new Date('2025-03-05T10:00:00Z'));
    const list = await service.all('monthly', service.today());
    expect(list).toMatchObject({ period: 'monthly', periodStart: '2025-03-01', periodEnd: '2025-03-31' });
    expect(list.horoscopes.map((entry) => entry.sign)).toEqual([...zodiacSignIds]);
  });
});
