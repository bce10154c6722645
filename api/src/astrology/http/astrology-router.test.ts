import {
  compatibilityReportSchema,
  ephemerisResponseSchema,
  gunaMilanResponseSchema,
  horoscopeEntrySchema,
  horoscopeListResponseSchema,
  kpCalculationResponseSchema,
  kpEphemerisResponseSchema,
  kundliSchema,
  locationListSchema,
  locationSearchResponseSchema,
  numerologyResponseSchema,
  panchangSchema,
  type HoroscopeEntry,
} from '@astrosetu/contracts';
import { errorOf, startTestServer, type TestServer } from '../../../test/harness';
import { HoroscopeReadingModel } from '../horoscope/horoscope.model';
import { createMongoHoroscopeStore } from '../horoscope/horoscope.repository';

const birth = { date: '1990-05-15', time: '06:30', latitude: 13.0827, longitude: 80.2707, timezone: 'UTC+05:30' };

describe('astrology API', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  describe('POST /api/ephemeris, /api/ephemeris/kp, /api/kp-calculation, /api/kundli', () => {
    it('when the documented body (date, time, latitude, longitude, timezone UTC+05:30) is posted, then planets and the panchang summary come back', async () => {
      const response = await server.api('POST', '/api/ephemeris', birth);
      expect(response.status).toBe(200);
      const body = ephemerisResponseSchema.parse(response.body);
      expect(body.planets.map((planet) => planet.name)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
      expect(body.input).toMatchObject({ utc: '1990-05-15T01:00:00.000Z', utcOffset: '+05:30' });
      expect(body.panchang.vara).toBe('Tuesday');
      expect(body.planets.find((planet) => planet.name === 'Rahu')!.retrograde).toBe(true);
    });

    it('when a Kolkata birth of 1943 is posted without a zone, then the war-time offset +06:30 is used', async () => {
      const response = await server.api('POST', '/api/kundli', { date: '1943-06-01', time: '10:00', latitude: 22.5726, longitude: 88.3639 });
      expect(response.status).toBe(200);
      const kundli = kundliSchema.parse(response.body);
      expect(kundli.input).toMatchObject({ timezone: 'Asia/Kolkata', utcOffset: '+06:30', utc: '1943-06-01T03:30:00.000Z' });
    });

    it('when a kundli is requested, then it carries planets, houses, dasha, yogas, doshas, panchang and the Moon details', async () => {
      const response = await server.api('POST', '/api/kundli', { ...birth, place: 'Chennai', asOf: '2025-01-01T00:00:00Z' });
      expect(response.status).toBe(200);
      const kundli = kundliSchema.parse(response.body);
      expect(kundli.houses).toHaveLength(12);
      expect(kundli.houseSystem).toBe('Whole sign');
      expect(kundli.dasha.asOf).toBe('2025-01-01T00:00:00.000Z');
      expect(kundli.yogas.map((yoga) => yoga.name)).toEqual(
        expect.arrayContaining(['Gajakesari Yoga', 'Budhaditya Yoga', 'Ruchaka Yoga', 'Bhadra Yoga', 'Hamsa Yoga', 'Malavya Yoga', 'Shasha Yoga']),
      );
      expect(kundli.doshas.map((dosha) => dosha.name)).toEqual(['Mangal Dosha', 'Kaal Sarp Dosha']);
      expect(kundli.moon.nakshatra).toBe(kundli.nakshatra);
      expect(kundli.input.place).toBe('Chennai');
    });

    it('when the KP ephemeris and the advanced analysis are requested, then both answer in their contract shapes', async () => {
      const kp = await server.api('POST', '/api/ephemeris/kp', birth);
      expect(kp.status).toBe(200);
      expect(kpEphemerisResponseSchema.parse(kp.body).ascendant.subLord).toBeTruthy();
      // The advanced analysis form's defaults: Chennai, India.
      const analysis = await server.api('POST', '/api/kp-calculation', { date: '1990-05-15', time: '06:30', latitude: 13.0827, longitude: 80.2707, place: 'Chennai, India' });
      expect(analysis.status).toBe(200);
      const body = kpCalculationResponseSchema.parse(analysis.body);
      expect(body.comparison.difference.sameSign).toBe(true);
    });

    it.each([
      [{ ...birth, date: '2023-02-30' }, 'Date must be a real calendar date', 'date'],
      [{ ...birth, date: '15-05-1990' }, 'Date must be in the form YYYY-MM-DD', 'date'],
      [{ ...birth, time: '25:00' }, 'Time must be in the form HH:mm or HH:mm:ss (24-hour clock)', 'time'],
      [{ ...birth, latitude: 91 }, 'Latitude must be between -90 and 90', 'latitude'],
      [{ ...birth, longitude: -181 }, 'Longitude must be between -180 and 180', 'longitude'],
      [{ ...birth, timezone: 'Mars/Olympus_Mons' }, "Time zone must be an IANA zone such as 'Asia/Kolkata' or an offset such as 'UTC+05:30'", 'timezone'],
    ])('when the input is invalid (%p), then 400 with a clear message', async (body, message, field) => {
      for (const path of ['/api/ephemeris', '/api/kundli', '/api/kp-calculation']) {
        const response = await server.api('POST', path, body);
        expect(response.status).toBe(400);
        expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', message });
        expect(errorOf(response).fields).toHaveProperty(field);
      }
    });
  });

  describe('POST /api/guna-milan, /api/compatibility, /api/numerology', () => {
    it('when two births are posted, then the eight kootas, the band and both Mangal doshas come back', async () => {
      const response = await server.api('POST', '/api/guna-milan', {
        boy: { date: '1973-04-24', time: '14:25', latitude: 18.966, longitude: 72.833, timezone: 'UTC+05:30' },
        girl: { date: '1982-07-18', time: '00:30', latitude: 22.783, longitude: 86.2, timezone: 'UTC+05:30' },
      });
      expect(response.status).toBe(200);
      const body = gunaMilanResponseSchema.parse(response.body);
      expect(body.kootas.map((koota) => koota.name)).toEqual(['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi']);
      expect(body.maxTotal).toBe(36);
    });

    it('when the girl is missing, then 400 names the field', async () => {
      const response = await server.api('POST', '/api/guna-milan', { boy: birth });
      expect(response.status).toBe(400);
      expect(Object.keys(errorOf(response).fields ?? {})[0]).toMatch(/^girl/);
    });

    it('when two signs are posted in any letter case, then the pair table score and report come back', async () => {
      const response = await server.api('POST', '/api/compatibility', { sign1: 'Aries', sign2: 'LEO' });
      expect(response.status).toBe(200);
      expect(compatibilityReportSchema.parse(response.body)).toMatchObject({ score: 95, overall: 'Excellent', elementMatch: 'high' });
    });

    it('when a sign is unknown, then 400 lists the valid signs', async () => {
      const response = await server.api('POST', '/api/compatibility', { sign1: 'dragon', sign2: 'leo' });
      expect(response.status).toBe(400);
      expect(errorOf(response).message).toMatch(/^Unknown zodiac sign: use one of aries, taurus/);
    });

    it('when a name and birth date are posted, then the numerology numbers come back with masters kept', async () => {
      const response = await server.api('POST', '/api/numerology', { fullName: 'John Smith', birthDate: '1990-05-15', currentYear: 2025 });
      expect(response.status).toBe(200);
      expect(numerologyResponseSchema.parse(response.body)).toMatchObject({ lifePath: { value: 3 }, personality: { value: 11, master: true } });
      const missing = await server.api('POST', '/api/numerology', { fullName: '', birthDate: '1990-05-15' });
      expect(missing.status).toBe(400);
      expect(errorOf(missing).message).toBe('Full name is required');
    });
  });

  describe('GET /api/panchang and /api/locations/search', () => {
    it('when a date and coordinates are given, then the day panchang at sunrise comes back', async () => {
      const response = await server.api('GET', '/api/panchang?date=2025-01-14&latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata');
      expect(response.status).toBe(200);
      const panchang = panchangSchema.parse(response.body);
      expect(panchang).toMatchObject({ date: '2025-01-14', vara: { english: 'Tuesday' }, nakshatra: { name: 'Punarvasu' } });
      expect(panchang.sunrise!.slice(11, 16)).toBe('07:15');
    });

    it('when a gazetteer place id is given, then its coordinates and zone are used', async () => {
      const search = await server.api<Array<{ id: number; name: string }>>('GET', '/api/locations/search?q=delhi');
      const delhi = search.body.find((place) => place.name === 'Delhi')!;
      const response = await server.api('GET', `/api/panchang?date=2025-01-14&placeId=${delhi.id}`);
      expect(response.status).toBe(200);
      expect(panchangSchema.parse(response.body).timezone).toBe('Asia/Kolkata');
      expect((await server.api('GET', '/api/panchang?date=2025-01-14&placeId=999999999')).status).toBe(404);
    });

    it('when the panchang query lacks a place or has an impossible date, then 400', async () => {
      const noPlace = await server.api('GET', '/api/panchang?date=2025-01-14');
      expect(noPlace.status).toBe(400);
      expect(errorOf(noPlace).message).toBe('Give latitude and longitude, or a placeId');
      const badDate = await server.api('GET', '/api/panchang?date=2025-02-29&latitude=28&longitude=77');
      expect(errorOf(badDate).message).toBe('date is not a real calendar date (check the month and the day)');
    });

    it('when places are searched with ?query=, then {success, locations} comes back; with ?q=, a plain list with zones', async () => {
      const tools = await server.api('GET', '/api/locations/search?query=mum');
      expect(tools.status).toBe(200);
      const body = locationSearchResponseSchema.parse(tools.body);
      expect(body.locations[0]).toMatchObject({ name: 'Mumbai', state: 'Maharashtra', country: 'India', display: 'Mumbai, Maharashtra, India' });
      const form = await server.api('GET', '/api/locations/search?q=chen');
      const list = locationListSchema.parse(form.body);
      expect(list[0]).toMatchObject({ name: 'Chennai', timezone: 'Asia/Kolkata' });
      expect(typeof list[0].latitude).toBe('number');
    });

    it('when the search text is one character, then 400', async () => {
      const response = await server.api('GET', '/api/locations/search?query=m');
      expect(response.status).toBe(400);
      expect(errorOf(response).message).toBe('Type at least 2 characters to search places');
    });
  });

  describe('horoscopes', () => {
    // A date inside the stored window (a year either side of today in India).
    const recentDay = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);

    it('when a daily reading is asked for twice, then the same stored reading comes back and the database holds it once', async () => {
      const first = await server.api<HoroscopeEntry>('GET', `/api/horoscope/leo/${recentDay}`);
      expect(first.status).toBe(200);
      const entry = horoscopeEntrySchema.parse(first.body);
      expect(entry).toMatchObject({ sign: 'leo', period: 'daily', periodStart: recentDay });
      const second = await server.api<HoroscopeEntry>('GET', `/api/horoscope/LEO/${recentDay}`);
      expect(second.body).toEqual(first.body);
      const generated = await server.api<HoroscopeEntry>('POST', '/api/horoscope/generate', { zodiacSign: 'Leo', date: recentDay });
      expect(generated.body).toEqual(first.body);
      expect(await HoroscopeReadingModel.countDocuments({ sign: 'leo', period: 'daily', periodStart: recentDay })).toBe(1);
    });

    it('when a reading is stored again for the same sign and period, then the unique index keeps one document', async () => {
      const store = createMongoHoroscopeStore();
      const [stored] = await store.find('daily', recentDay, ['leo']);
      await store.insertMissing([{ ...stored, prediction: 'changed' }]);
      const [after] = await store.find('daily', recentDay, ['leo']);
      expect(after.prediction).toBe(stored.prediction);
      await expect(
        HoroscopeReadingModel.create({ sign: 'leo', period: 'daily', periodStart: recentDay, engineVersion: 1, reading: {}, createdAt: new Date() }),
      ).rejects.toMatchObject({ code: 11000 });
    });

    it('when all signs are asked for a week, then twelve readings for the Sunday-to-Saturday week come back', async () => {
      const response = await server.api('GET', '/api/horoscopes/weekly?date=2025-01-15');
      expect(response.status).toBe(200);
      const list = horoscopeListResponseSchema.parse(response.body);
      expect(list).toMatchObject({ period: 'weekly', periodStart: '2025-01-12', periodEnd: '2025-01-18' });
      expect(list.horoscopes.every((entry) => entry.bestDays !== undefined)).toBe(true);
    });

    it('when the daily list is asked for without a date, then today in India is used', async () => {
      const response = await server.api('GET', '/api/horoscopes/daily');
      expect(response.status).toBe(200);
      const list = horoscopeListResponseSchema.parse(response.body);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
      expect(list.periodStart).toBe(today);
    });

    it('when the sign, the date or the period is wrong, then 400 or 404 with a clear message', async () => {
      const sign = await server.api('GET', '/api/horoscope/dragon/2025-01-14');
      expect(sign.status).toBe(400);
      expect(errorOf(sign).message).toMatch(/^Unknown zodiac sign/);
      const date = await server.api('GET', '/api/horoscope/leo/2023-02-30');
      expect(errorOf(date).message).toBe('Date must be a real calendar date');
      expect((await server.api('GET', '/api/horoscopes/decade')).status).toBe(404);
      const generate = await server.api('POST', '/api/horoscope/generate', { date: '2025-01-14' });
      expect(generate.status).toBe(400);
    });
  });

  describe('POST /api/chart/image', () => {
    const chart = { ascendantSign: 'Leo', planets: [{ name: 'Sun', sign: 'Aries', degree: 10.5 }, { name: 'Moon', sign: 8, degree: 25 }] };

    it('when a chart is posted for SVG, then an SVG document comes back', async () => {
      const response = await server.raw('POST', '/api/chart/image', {
        body: JSON.stringify({ chart, style: 'south', format: 'svg', size: 400 }),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(String(response.body)).toMatch(/^<svg[^>]+width="400"/);
    });

    it('when a birth is posted for PNG, then a PNG image comes back', async () => {
      const response = await fetch(`${server.url}/api/chart/image`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ birth, style: 'north', format: 'png', size: 300 }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await response.arrayBuffer());
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(300);
    });

    it('when the style or the sign is unknown, then 400', async () => {
      const style = await server.api('POST', '/api/chart/image', { chart, style: 'western' });
      expect(errorOf(style).message).toBe('Style must be north, south, diamond or east');
      const sign = await server.api('POST', '/api/chart/image', { chart: { ...chart, ascendantSign: 'Ophiuchus' } });
      expect(errorOf(sign).message).toBe('Unknown sign: Ophiuchus');
    });
  });
});
