import { panchangDaySchema, panchangMonthSchema } from '@astrosetu/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { resolveTimeZone } from '../core/time-zone';
import { panchangDay } from '../panchang/panchang-day';

const delhi = 'latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata';
/** Chaitra Shukla Pratipada 2081 (Gudi Padwa, Ugadi): Revati nakshatra, Vaidhriti yoga, Kimstughna karana at sunrise in Delhi. */
const ugadi = `/api/panchang?date=2024-04-09&${delhi}`;

describe('astrology answers in the request language (?lang=, then Accept-Language)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it('when the panchang is asked in Hindi, then the limbs carry the almanac names and the ids stay', async () => {
    const response = await server.raw('GET', ugadi, { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } });
    expect(response.status).toBe(200);
    const day = panchangDaySchema.parse(response.body);
    expect(`${day.tithi.pakshaName} ${day.tithi.name}`).toBe('शुक्ल पक्ष प्रतिपदा');
    expect(day.tithi.paksha).toBe('Shukla');
    expect(day.vara).toMatchObject({ name: 'मंगलवार', english: 'Tuesday', lord: 'मंगल' });
    expect(day.nakshatra.name).toBe('रेवती');
    expect(day.yoga.name).toBe('वैधृति');
    expect(day.karana.name).toBe('किंस्तुघ्न');
    expect(day.lunar).toMatchObject({ amanta: { month: 'चैत्र' }, paksha: 'Shukla', pakshaName: 'शुक्ल पक्ष', ritu: 'वसंत', ayana: 'Uttarayana', ayanaName: 'उत्तरायण' });
    expect(day.choghadiya!.day[0]).toMatchObject({ name: 'Rog', label: 'रोग', lord: 'मंगल' });
  });

  it('when the panchang is asked in Tamil (?lang=ta), then it reads as a Tamil panchangam', async () => {
    const day = panchangDaySchema.parse((await server.api('GET', `${ugadi}&lang=ta`)).body);
    expect(`${day.tithi.pakshaName} ${day.tithi.name}`).toBe('வளர்பிறை பிரதமை');
    expect(day.vara.name).toBe('செவ்வாய்க்கிழமை');
    expect(day.nakshatra).toMatchObject({ name: 'ரேவதி', lord: 'புதன்' });
    expect(day.yoga.name).toBe('வைதிருதி');
    expect(day.karana.name).toBe('கிம்ஸ்துக்னம்');
    expect(day.moonSign).toBe('மீனம்');
  });

  it('when the month is asked in Hindi, then weekdays, tithis and months are Hindi and festival keys stay', async () => {
    const month = panchangMonthSchema.parse((await server.api('GET', `/api/panchang/month?month=2025-10&${delhi}&lang=hi`)).body);
    const diwali = month.days.find((day) => day.festivals.some((festival) => festival.key === 'diwali'))!;
    expect(diwali).toMatchObject({ date: '2025-10-20', weekday: 'सोमवार', amantaMonth: 'आश्विन', purnimantaMonth: 'कार्तिक' });
    expect(diwali.tithi).toMatchObject({ paksha: 'Krishna', pakshaName: 'कृष्ण पक्ष' });
  });

  it('when English (or no language) is asked, then the answer is the engine output unchanged', async () => {
    const expected = JSON.parse(JSON.stringify(panchangDay('2024-04-09', 28.6139, 77.209, resolveTimeZone('Asia/Kolkata', 28.6139, 77.209))));
    expect((await server.api('GET', ugadi)).body).toEqual(expected);
    expect((await server.raw('GET', ugadi, { headers: { 'accept-language': 'en-IN' } })).body).toEqual(expected);
    expect((await server.raw('GET', ugadi, { headers: { 'accept-language': 'bn-IN' } })).body).toEqual(expected);
  });
});
