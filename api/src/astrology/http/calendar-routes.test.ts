import { festivalCalendarSchema, horoscopeListResponseSchema, panchangDaySchema, panchangMonthSchema } from '@astrosetu/contracts';
import { errorOf, startTestServer, type TestServer } from '../../../test/harness';

const delhi = 'latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata';

describe('calendar API: /api/panchang, /api/panchang/month, /api/festivals', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it('when a day is asked, then the muhurtas, choghadiya, hora, moonrise and lunar date come back with the sunrise convention', async () => {
    const response = await server.api('GET', `/api/panchang?date=2022-01-24&${delhi}`);
    expect(response.status).toBe(200);
    const day = panchangDaySchema.parse(response.body);
    expect(day.sunriseConvention).toBe('drik');
    expect(day.muhurta!.rahuKalam.start.slice(11, 16)).toBe('08:33');
    expect(day.choghadiya!.day).toHaveLength(8);
    expect(day.hora).toHaveLength(24);
    expect(day.lunar).toMatchObject({ vikramSamvat: 2078, amanta: { month: 'Pausha' }, purnimanta: { month: 'Magha' } });

    const traditional = panchangDaySchema.parse((await server.api('GET', `/api/panchang?date=2022-01-24&${delhi}&sunrise=traditional`)).body);
    expect(traditional.sunriseConvention).toBe('traditional');
    expect(traditional.sunrise! > day.sunrise!).toBe(true);
  });

  it('when an unknown sunrise convention is asked, then 400 says which are known', async () => {
    const response = await server.api('GET', `/api/panchang?date=2022-01-24&${delhi}&sunrise=vedic`);
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe('sunrise must be drik or traditional');
  });

  it('when the moon day and Abhijit-on-Wednesday conventions are asked, then the answer follows and records them', async () => {
    // Wednesday 26 Jan 2022 at New Delhi: Drik lists the moonrise of 02:03 on the 27th and no Abhijit.
    const drik = panchangDaySchema.parse((await server.api('GET', `/api/panchang?date=2022-01-26&${delhi}`)).body);
    expect(drik).toMatchObject({ sunriseConvention: 'drik', moonDayConvention: 'sunrise', abhijitWednesdayConvention: 'omitted' });
    expect(drik.moonrise!.slice(0, 16)).toBe('2022-01-27T02:03');
    expect(drik.muhurta!.abhijit).toBeNull();

    const civil = panchangDaySchema.parse((await server.api('GET', `/api/panchang?date=2022-01-26&${delhi}&moonDay=civil&abhijitWednesday=shown`)).body);
    expect(civil).toMatchObject({ moonDayConvention: 'civil', abhijitWednesdayConvention: 'shown' });
    expect(civil.moonrise!.slice(0, 10)).toBe('2022-01-26');
    expect(civil.muhurta!.abhijit!.start.slice(11, 16)).toBe('12:12');
  });

  it('when an unknown moon day or Abhijit convention is asked, then 400 says which are known', async () => {
    expect(errorOf(await server.api('GET', `/api/panchang?date=2022-01-26&${delhi}&moonDay=lunar`)).message).toBe('moonDay must be sunrise or civil');
    const response = await server.api('GET', `/api/panchang?date=2022-01-26&${delhi}&abhijitWednesday=hidden`);
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe('abhijitWednesday must be omitted or shown');
  });

  it('when a month is asked, then every day has its tithi, months and festivals (Diwali on 20 Oct 2025)', async () => {
    const response = await server.api('GET', `/api/panchang/month?month=2025-10&${delhi}`);
    expect(response.status).toBe(200);
    const month = panchangMonthSchema.parse(response.body);
    expect(month.days).toHaveLength(31);
    const diwali = month.days.find((day) => day.festivals.some((festival) => festival.key === 'diwali'))!;
    expect(diwali).toMatchObject({ date: '2025-10-20', weekday: 'Monday', amantaMonth: 'Ashwin', purnimantaMonth: 'Kartika' });
    expect((await server.api('GET', `/api/panchang/month?month=2025-13&${delhi}`)).status).toBe(400);
  });

  it('when a year of festivals is asked for a gazetteer place, then the list comes back in date order', async () => {
    const search = await server.api<Array<{ id: number; name: string }>>('GET', '/api/locations/search?q=delhi');
    const place = search.body.find((entry) => entry.name === 'Delhi')!;
    const response = await server.api('GET', `/api/festivals?year=2026&placeId=${place.id}`);
    expect(response.status).toBe(200);
    const calendar = festivalCalendarSchema.parse(response.body);
    expect(calendar.festivals.find((festival) => festival.key === 'diwali')!.date).toBe('2026-11-08');
    expect(calendar.timezone).toBe('Asia/Kolkata');
  });

  it('when the yearly horoscopes are asked, then the twelve signs read the calendar year by months', async () => {
    const response = await server.api('GET', '/api/horoscopes/yearly?date=2026-05-01');
    expect(response.status).toBe(200);
    const list = horoscopeListResponseSchema.parse(response.body);
    expect(list).toMatchObject({ period: 'yearly', periodStart: '2026-01-01', periodEnd: '2026-12-31' });
    expect(list.horoscopes).toHaveLength(12);
    expect(list.horoscopes[0].prediction).toMatch(/months this year|little support this year/);
    expect(errorOf(await server.api('GET', '/api/horoscope/aries/2026-05-01?period=decade')).message).toBe('Period must be daily, weekly, monthly or yearly');
  });

  it('when the year or place is missing or wrong, then a clear 400 or 404', async () => {
    expect(errorOf(await server.api('GET', `/api/festivals?year=1800&${delhi}`)).message).toBe('year must be 1900 or later');
    expect(errorOf(await server.api('GET', '/api/festivals?year=2025')).message).toBe('Give latitude and longitude, or a placeId');
    expect((await server.api('GET', '/api/festivals?year=2025&placeId=999999999')).status).toBe(404);
  });
});
