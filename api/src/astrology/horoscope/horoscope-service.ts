import type { HoroscopeEntry, HoroscopeListResponse, HoroscopePeriod, ZodiacSignId } from '@astrosetu/contracts';
import { zodiacSignIds } from '@astrosetu/contracts';
import { periodRange, todayInIndia } from './periods';
import { generateReading } from './reading-generator';
import type { HoroscopeStore } from './horoscope.repository';
import { computePeriodFacts } from './transits';

/**
 * Readings on demand: a reading is read from the store, or generated from the period's transits and
 * stored. Generating all twelve signs of a period costs one set of transit calculations.
 */
export function createHoroscopeService(store: HoroscopeStore, now: () => Date = () => new Date()) {
  async function readings(period: HoroscopePeriod, date: string, signs: readonly ZodiacSignId[]): Promise<HoroscopeEntry[]> {
    const { start } = periodRange(period, date);
    const stored = await store.find(period, start, signs);
    const missing = signs.filter((sign) => !stored.some((entry) => entry.sign === sign));
    if (missing.length > 0) {
      const facts = computePeriodFacts(period, date);
      const generatedAt = now().toISOString();
      const fresh = missing.map((sign) => ({ ...generateReading(zodiacSignIds.indexOf(sign), facts), generatedAt }));
      await store.insertMissing(fresh);
      const settled = await store.find(period, start, missing);
      stored.push(...(settled.length === missing.length ? settled : fresh));
    }
    return signs.map((sign) => stored.find((entry) => entry.sign === sign)!);
  }

  return {
    today: () => todayInIndia(now()),
    async reading(sign: ZodiacSignId, period: HoroscopePeriod, date: string): Promise<HoroscopeEntry> {
      const [entry] = await readings(period, date, [sign]);
      return entry;
    },
    async all(period: HoroscopePeriod, date: string): Promise<HoroscopeListResponse> {
      const { start, end } = periodRange(period, date);
      return { period, periodStart: start, periodEnd: end, horoscopes: await readings(period, date, zodiacSignIds) };
    },
  };
}

export type HoroscopeService = ReturnType<typeof createHoroscopeService>;
