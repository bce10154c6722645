import type { PersonBirth } from '@astrosetu/contracts';
import { NAKSHATRA_NAMES, NAKSHATRA_SPAN } from '../../../astrology/core/vedic-data';
import { computeSky } from '../../../astrology/ephemeris/sky';
import { noonIst } from '../../../astrology/horoscope/transits';
import { buildPeriodReading, type DeliverableContext } from '../build-deliverable';
import { TARAS, dayStrength, natalNakshatraIndex } from './day-strength';

/** The rules the horoscope readings choose days by (day-strength.ts), and the readings in Hindi and Tamil. */

const moonStarOn = (date: string) => Math.floor(computeSky(noonIst(date)).bodies.Moon.siderealLongitude / NAKSHATRA_SPAN) % 27;

describe('tara bala and chandra bala (Muhurta Chintamani)', () => {
  const date = '2026-12-09';
  const star = moonStarOn(date);

  it('counts the day star from the birth star inclusively, in nine taras that repeat three times', () => {
    // The birth star itself is 1 (Janma); the next Sampat; the 10th and 19th are Janma again; the 27th Parama Mitra.
    expect(dayStrength(date, 0, star)).toMatchObject({ starCount: 1, tara: 'janma', taraGood: false });
    expect(dayStrength(date, 0, (star + 26) % 27)).toMatchObject({ starCount: 2, tara: 'sampat', taraGood: true });
    expect(dayStrength(date, 0, (star + 25) % 27)).toMatchObject({ starCount: 3, tara: 'vipat', taraGood: false });
    expect(dayStrength(date, 0, (star + 18) % 27)).toMatchObject({ starCount: 10, tara: 'janma' });
    expect(dayStrength(date, 0, (star + 1) % 27)).toMatchObject({ starCount: 27, tara: 'paramaMitra', taraGood: true });
    expect(TARAS.filter((_, index) => dayStrength(date, 0, (star + 27 - index) % 27).taraGood)).toEqual(['sampat', 'kshema', 'sadhana', 'mitra', 'paramaMitra']);
  });

  it('counts the Moon sign from the natal Moon sign: 1, 3, 6, 7, 10, 11 good; the 8th is Chandrashtama', () => {
    const { moonSign } = dayStrength(date, 0, star);
    const houses = Array.from({ length: 12 }, (_, natal) => dayStrength(date, natal, star));
    expect(houses.filter((day) => day.chandraBalaGood).map((day) => day.houseFromMoon).sort((a, b) => a - b)).toEqual([1, 3, 6, 7, 10, 11]);
    expect(dayStrength(date, (moonSign + 5) % 12, star)).toMatchObject({ houseFromMoon: 8, verdict: 'chandrashtama' });
    // Janma tara (not good) with the Moon in the 1st (good): mixed; Vipat with the Moon in the 12th: wait.
    expect(dayStrength(date, moonSign, star).verdict).toBe('mixed');
    expect(dayStrength(date, (moonSign + 1) % 12, (star + 25) % 27).verdict).toBe('wait');
    expect(dayStrength(date, moonSign, (star + 26) % 27).verdict).toBe('act');
  });

  it('reads the nakshatra names of the natal chart', () => {
    expect(natalNakshatraIndex('Ashwini')).toBe(0);
    expect(natalNakshatraIndex('Revati')).toBe(26);
    expect(NAKSHATRA_NAMES[natalNakshatraIndex('Punarvasu')]).toBe('Punarvasu');
  });
});

describe('the scheduled readings in Hindi and Tamil', () => {
  const meena: PersonBirth = {
    name: 'மீனாட்சி சுந்தரம்', gender: 'female', birthDate: '1990-04-02', birthTime: '07:20', birthPlace: 'மதுரை', latitude: 9.9252, longitude: 78.1198,
  };
  const context: DeliverableContext = { reference: 'TXN-TEST-1', generatedAt: new Date('2026-11-24T04:00:00Z'), customerName: 'மீனாட்சி சுந்தரம்' };
  const periods = {
    'tool-daily-horoscope': '2026-12-09T00:00:00+05:30',
    'horoscope-daily-premium': '2026-12-09T00:00:00+05:30',
    'horoscope-weekly-premium': '2026-12-06T00:00:00+05:30',
    'horoscope-monthly-premium': '2026-12-01T00:00:00+05:30',
  };
  const english = ['Remedy of the day', 'Good and bad hours', 'Auspicious hours', 'Day by day', 'Transit alerts', 'Favourable dates', 'Personal remedies', 'Mantra of the day', 'do not replace'];

  it.each([['hi' as const], ['ta' as const]])('%s: every added section is written in the language', async (language) => {
    for (const [itemKey, start] of Object.entries(periods)) {
      const built = await buildPeriodReading(itemKey, { person: meena }, { index: 1, start: new Date(start), end: new Date(start) }, { ...context, language });
      const text = JSON.stringify(built.view.sections);
      for (const phrase of english) expect(text).not.toContain(phrase);
      expect(built.view.sections.length).toBeGreaterThan(5);
    }
  }, 60_000);
});
