import type { HoroscopeEntry, HoroscopePeriod, UiLanguage } from '@astrosetu/contracts';
import { HoroscopeReadingModel, LEGACY_HOROSCOPE_INDEX } from './horoscope.model';

/** Where generated readings live. The HTTP layer takes any implementation (tests may pass an in-memory one). */
export interface HoroscopeStore {
  /** Stored readings of a period for the given signs, in one language (default English). */
  find(period: HoroscopePeriod, periodStart: string, signs: readonly string[], language?: UiLanguage): Promise<HoroscopeEntry[]>;
  /** Stores readings (all in `language`, default English) that are not stored yet; a reading already stored (e.g. by a concurrent request) wins. */
  insertMissing(entries: readonly HoroscopeEntry[], language?: UiLanguage): Promise<void>;
}

/**
 * Bump when the generator's wording or rules change: readings stored by an older version are not served, and are
 * replaced by the current generator's on the next request. 2: ingresses on their IST day, one verdict per house,
 * yearly readings from the year's dated stays and retrograde stretches.
 */
export const HOROSCOPE_ENGINE_VERSION = 2;

let indexesReady: Promise<unknown> | undefined;

/** Builds the unique index once per process (idempotent on the server side too). */
export function ensureHoroscopeIndexes(): Promise<unknown> {
  indexesReady ??= HoroscopeReadingModel.collection
    .dropIndex(LEGACY_HOROSCOPE_INDEX)
    // Absent on a new database (and on every embedded one): nothing to drop.
    .catch(() => undefined)
    .then(() => HoroscopeReadingModel.createIndexes())
    .catch((error: unknown) => {
    indexesReady = undefined;
    throw error;
  });
  return indexesReady;
}

export function createMongoHoroscopeStore(): HoroscopeStore {
  return {
    async find(period, periodStart, signs, language = 'en') {
      await ensureHoroscopeIndexes();
      const documents = await HoroscopeReadingModel.find({ period, periodStart, sign: { $in: [...signs] } })
        .select({ reading: 1, language: 1, engineVersion: 1, _id: 0 })
        .lean();
      // Filtered here rather than in the query: readings stored before languages have no language field (English).
      return documents
        .filter((document) => (document.language ?? 'en') === language && document.engineVersion === HOROSCOPE_ENGINE_VERSION)
        .map((document) => document.reading as unknown as HoroscopeEntry);
    },
    async insertMissing(entries, language = 'en') {
      if (entries.length === 0) return;
      await ensureHoroscopeIndexes();
      await HoroscopeReadingModel.bulkWrite(
        entries.flatMap((entry) => [
          // A reading an older generator stored is replaced (find no longer serves it); a current one is kept.
          {
            updateOne: {
              filter: { sign: entry.sign, period: entry.period, periodStart: entry.periodStart, language, engineVersion: { $ne: HOROSCOPE_ENGINE_VERSION } },
              update: { $set: { engineVersion: HOROSCOPE_ENGINE_VERSION, reading: entry, createdAt: new Date(entry.generatedAt) } },
            },
          },
          {
            updateOne: {
              filter: { sign: entry.sign, period: entry.period, periodStart: entry.periodStart, language },
              update: {
                $setOnInsert: {
                  sign: entry.sign,
                  period: entry.period,
                  periodStart: entry.periodStart,
                  language,
                  engineVersion: HOROSCOPE_ENGINE_VERSION,
                  reading: entry,
                  createdAt: new Date(entry.generatedAt),
                },
              },
              upsert: true,
            },
          },
        ]),
        { ordered: false },
      );
    },
  };
}

/** A store in process memory (tests, or a deployment without a database). */
export function createMemoryHoroscopeStore(): HoroscopeStore {
  const readings = new Map<string, HoroscopeEntry>();
  const key = (sign: string, period: string, start: string, language: UiLanguage) => `${sign}|${period}|${start}|${language}`;
  return {
    async find(period, periodStart, signs, language = 'en') {
      return signs.flatMap((sign) => readings.get(key(sign, period, periodStart, language)) ?? []);
    },
    async insertMissing(entries, language = 'en') {
      for (const entry of entries) {
        const id = key(entry.sign, entry.period, entry.periodStart, language);
        if (!readings.has(id)) readings.set(id, entry);
      }
    },
  };
}
