import { startTestServer, type TestServer } from '../../../test/harness';
import { HoroscopeReadingModel } from './horoscope.model';
import { HOROSCOPE_ENGINE_VERSION, createMongoHoroscopeStore } from './horoscope.repository';
import { generateReading } from './reading-generator';
import { computePeriodFacts } from './transits';

/**
 * Stored readings and the generator's version: a reading an older generator stored (the yearly 2026 reading that
 * called Mercury retrograde all year) is neither served nor kept; the current generator's reading replaces it.
 */
describe('stored horoscope readings and the generator version', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it('when a reading of an older generator is stored, then it is not served and storing the current one replaces it', async () => {
    const fresh = { ...generateReading(0, computePeriodFacts('yearly', '2026-01-01'), 'en'), generatedAt: new Date().toISOString() };
    const stale = { ...fresh, career: 'Mercury is retrograde in your 4th house: re-read contracts and back up your work.' };
    await HoroscopeReadingModel.create({ sign: 'aries', period: 'yearly', periodStart: '2026-01-01', language: 'en', engineVersion: HOROSCOPE_ENGINE_VERSION - 1, reading: stale, createdAt: new Date() });
    const store = createMongoHoroscopeStore();
    expect(await store.find('yearly', '2026-01-01', ['aries'], 'en')).toEqual([]);

    await store.insertMissing([fresh], 'en');
    const [served] = await store.find('yearly', '2026-01-01', ['aries'], 'en');
    expect(served.career).toBe(fresh.career);
    expect(await HoroscopeReadingModel.countDocuments({ sign: 'aries', period: 'yearly', periodStart: '2026-01-01' })).toBe(1);

    // A current reading is kept: a concurrent request's copy does not overwrite it.
    await store.insertMissing([{ ...fresh, career: 'changed' }], 'en');
    expect((await store.find('yearly', '2026-01-01', ['aries'], 'en'))[0].career).toBe(fresh.career);
  });
});
