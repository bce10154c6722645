import type { HoroscopeEntry, HoroscopeListResponse, HoroscopePeriod, UiLanguage, ZodiacSignId } from '@astrosetu/contracts';
import { zodiacSignIds } from '@astrosetu/contracts';
import { addDays, periodRange, todayInIndia } from './periods';
import { generateReading } from './reading-generator';
import type { HoroscopeStore } from './horoscope.repository';
import { computePeriodFacts } from './transits';

/**
 * Only periods starting within this many days of today are stored: the readings people read. Any
 * other date (the API accepts 1800 to 2200) is computed on each request and not kept, so requests
 * for far dates cannot fill the collection (and slow every later lookup).
 */
export const STORED_WINDOW_DAYS = 366;

/**
 * Readings on demand: a reading is read from the store, or generated from the period's transits and
 * stored (within the stored window). Generating all twelve signs of a period costs one set of transit
 * calculations. Each language has its own stored readings, written from the same transits.
 */
export function createHoroscopeService(store: HoroscopeStore, now: () => Date = () => new Date()) {
  /** Whether the period containing `date` is kept in the store (else it is computed each time). */
  function isStored(period: HoroscopePeriod, date: string): boolean {
    const { start } = periodRange(period, date);
    const today = todayInIndia(now());
    return start >= addDays(today, -STORED_WINDOW_DAYS) && start <= addDays(today, STORED_WINDOW_DAYS);
  }

  async function readings(period: HoroscopePeriod, date: string, signs: readonly ZodiacSignId[], language: UiLanguage): Promise<HoroscopeEntry[]> {
    const { start } = periodRange(period, date);
    if (!isStored(period, date)) {
      const facts = computePeriodFacts(period, date);
      const generatedAt = now().toISOString();
      return signs.map((sign) => ({ ...generateReading(zodiacSignIds.indexOf(sign), facts, language), generatedAt }));
    }
    const stored = await store.find(period, start, signs, language);
    const missing = signs.filter((sign) => !stored.some((entry) => entry.sign === sign));
    if (missing.length > 0) {
      const facts = computePeriodFacts(period, date);
      const generatedAt = now().toISOString();
      const fresh = missing.map((sign) => ({ ...generateReading(zodiacSignIds.indexOf(sign), facts, language), generatedAt }));
      await store.insertMissing(fresh, language);
      const settled = await store.find(period, start, missing, language);
      stored.push(...(settled.length === missing.length ? settled : fresh));
    }
    return signs.map((sign) => stored.find((entry) => entry.sign === sign)!);
  }

  return {
    today: () => todayInIndia(now()),
    isStored,
    async reading(sign: ZodiacSignId, period: HoroscopePeriod, date: string, language: UiLanguage = 'en'): Promise<HoroscopeEntry> {
      const [entry] = await readings(period, date, [sign], language);
      return entry;
    },
    async all(period: HoroscopePeriod, date: string, language: UiLanguage = 'en'): Promise<HoroscopeListResponse> {
      const { start, end } = periodRange(period, date);
      return { period, periodStart: start, periodEnd: end, horoscopes: await readings(period, date, zodiacSignIds, language) };
    },
  };
}

export type HoroscopeService = ReturnType<typeof createHoroscopeService>;
