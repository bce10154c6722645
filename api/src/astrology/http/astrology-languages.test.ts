import { compatibilityReportSchema, festivalCalendarSchema, gunaMilanResponseSchema, horoscopeEntrySchema, horoscopeListResponseSchema, panchangDaySchema, panchangMonthSchema, type HoroscopeEntry, type Kundli } from '@astrosetu/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { resolveTimeZone } from '../core/time-zone';
import { HoroscopeReadingModel } from '../horoscope/horoscope.model';
import { generateReading } from '../horoscope/reading-generator';
import { computePeriodFacts } from '../horoscope/transits';
import { panchangDay } from '../panchang/panchang-day';

/** The reading's sentences, the text a reader reads. */
const sentencesOf = (entry: HoroscopeEntry) => [entry.prediction, entry.generalAdvice, entry.loveLife, entry.career, entry.health, entry.finances, entry.spirituality];
/** Share of the letters written in a script (Devanagari U+0900-097F, Tamil U+0B80-0BFF) among all letters. */
function scriptShare(text: string, script: RegExp): number {
  const letters = text.match(/\p{L}|\p{M}/gu) ?? [];
  return letters.filter((letter) => script.test(letter)).length / letters.length;
}
const DEVANAGARI = /[\u0900-\u097F]/;
const TAMIL = /[\u0B80-\u0BFF]/;

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
    expect(day.lunar).toMatchObject({ amanta: { month: 'चैत्र' }, paksha: 'Shukla', pakshaName: 'शुक्ल पक्ष', ritu: 'वसंत', ayana: 'Uttarayana', ayanaName: 'उत्तरायण', samvatsara: 'क्रोधी', vikramSamvatsara: 'पिंगल' });
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
    // Shaka 1946 began in the year Tamil calendars call குரோதி (Krodhi).
    expect(day.lunar.samvatsara).toBe('குரோதி');
  });

  it('when the month is asked in Hindi, then weekdays, tithis and months are Hindi and festival keys stay', async () => {
    const month = panchangMonthSchema.parse((await server.api('GET', `/api/panchang/month?month=2025-10&${delhi}&lang=hi`)).body);
    const diwali = month.days.find((day) => day.festivals.some((festival) => festival.key === 'diwali'))!;
    expect(diwali).toMatchObject({ date: '2025-10-20', weekday: 'सोमवार', amantaMonth: 'आश्विन', purnimantaMonth: 'कार्तिक' });
    expect(diwali.tithi).toMatchObject({ paksha: 'Krishna', pakshaName: 'कृष्ण पक्ष' });
  });

  it('when a kundli is asked in Hindi, then its birth panchang, Moon sign and nakshatra are named in Hindi and the chart keeps its ids', async () => {
    const birth = { date: '1990-08-15', time: '10:30', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata', asOf: '2026-01-01T00:00:00Z' };
    const english = (await server.api<Kundli>('POST', '/api/kundli', birth)).body;
    const hindi = (await server.api<Kundli>('POST', '/api/kundli?lang=hi', birth)).body;
    expect(hindi.planets).toEqual(english.planets);
    expect(hindi.moonSign).not.toBe(english.moonSign);
    expect(hindi.moonSign).toMatch(/^[\u0900-\u097F ]+$/);
    expect(hindi.nakshatra).toMatch(/^[\u0900-\u097F ]+$/);
    expect(hindi.panchang.tithi.pakshaName).toMatch(/^(शुक्ल|कृष्ण) पक्ष$/);
    expect(english.panchang.tithi.pakshaName).toBeUndefined();
  });

  it('when a year of festivals is asked in Hindi and Tamil, then every festival has its name in the language and its key', async () => {
    const english = festivalCalendarSchema.parse((await server.api('GET', `/api/festivals?year=2026&${delhi}`)).body);
    const hindi = festivalCalendarSchema.parse((await server.api('GET', `/api/festivals?year=2026&${delhi}&lang=hi`)).body);
    const tamil = festivalCalendarSchema.parse((await server.api('GET', `/api/festivals?year=2026&${delhi}&lang=ta`)).body);
    expect(hindi.festivals.map((festival) => festival.key)).toEqual(english.festivals.map((festival) => festival.key));
    for (const festival of [...hindi.festivals, ...tamil.festivals]) expect(festival.name).not.toMatch(/[A-Za-z]/);
    const byKey = (calendar: typeof english, key: string) => calendar.festivals.find((festival) => festival.key === key)!.name;
    expect(byKey(hindi, 'diwali')).toBe('दीपावली (लक्ष्मी पूजा)');
    expect(byKey(tamil, 'ganesh-chaturthi')).toBe('விநாயகர் சதுர்த்தி');
    expect(byKey(tamil, 'sankranti-9')).toBe('மகர சங்கராந்தி, தைப்பொங்கல்');
    expect(hindi.festivals.find((festival) => festival.kind === 'ekadashi')!.name).toMatch(/ एकादशी$/);
    expect(byKey(english, 'diwali')).toBe('Diwali (Lakshmi Puja)');
  });

  it('when English (or no language) is asked, then the answer is the engine output unchanged', async () => {
    const expected = JSON.parse(JSON.stringify(panchangDay('2024-04-09', 28.6139, 77.209, resolveTimeZone('Asia/Kolkata', 28.6139, 77.209))));
    expect((await server.api('GET', ugadi)).body).toEqual(expected);
    expect((await server.raw('GET', ugadi, { headers: { 'accept-language': 'en-IN' } })).body).toEqual(expected);
    expect((await server.raw('GET', ugadi, { headers: { 'accept-language': 'or-IN' } })).body).toEqual(expected);
  });

  it('when a place is searched in Devanagari or Tamil, then the Indian city is found', async () => {
    type Search = { success: boolean; locations: { name: string; matchedName?: string }[] };
    const pune = await server.api<Search>('GET', `/api/locations/search?query=${encodeURIComponent('पुणे')}`);
    expect(pune.body.locations[0]).toMatchObject({ name: 'Pune', matchedName: 'पुणे' });
    const indore = await server.api<Search>('GET', `/api/locations/search?query=${encodeURIComponent('इंदौर')}`);
    // Found by sound (GeoNames has no इंदौर): offered under its own name, not as if इंदौर were a name it holds.
    expect(indore.body.locations[0]).toMatchObject({ name: 'Indore' });
    expect(indore.body.locations[0].matchedName).toBeUndefined();
    const madurai = await server.api<Search>('GET', `/api/locations/search?query=${encodeURIComponent('மதுரை')}`);
    expect(madurai.body.locations[0]).toMatchObject({ name: 'Madurai', matchedName: 'மதுரை' });
    const coimbatore = await server.api<Search['locations']>('GET', `/api/locations/search?q=${encodeURIComponent('கோயம்புத்தூர்')}`);
    expect(coimbatore.body[0].name).toBe('Coimbatore');
  });

  it('when kundli milan is asked in Hindi and Tamil, then kootas, poruthams and verdicts read in the language and the ids stay', async () => {
    const couple = {
      boy: { date: '1973-04-24', time: '14:25', latitude: 18.966, longitude: 72.833, timezone: 'UTC+05:30' },
      girl: { date: '1982-07-18', time: '00:30', latitude: 22.783, longitude: 86.2, timezone: 'UTC+05:30' },
    };
    const english = gunaMilanResponseSchema.parse((await server.api('POST', '/api/guna-milan', couple)).body);
    const hindi = gunaMilanResponseSchema.parse((await server.api('POST', '/api/guna-milan?lang=hi', couple)).body);
    expect(hindi.kootas.map((koota) => koota.name)).toEqual(english.kootas.map((koota) => koota.name));
    expect(hindi.kootas.map((koota) => koota.label)).toEqual(['वर्ण', 'वश्य', 'तारा', 'योनि', 'ग्रह मैत्री', 'गण', 'भकूट', 'नाड़ी']);
    expect(hindi.kootas.map((koota) => koota.points)).toEqual(english.kootas.map((koota) => koota.points));
    expect(hindi).toMatchObject({ total: english.total, band: english.band, bandName: 'अच्छा', boy: { nakshatra: 'पूर्वाषाढ़ा', moonSign: 'धनु' } });
    expect(hindi.conclusion).toMatch(/^36 में से 21 गुण मिले \(अच्छा\)।/);
    expect(hindi.poruthams.verdict).toContain('रज्जु और वेध');
    expect(english.bandName).toBeUndefined();

    const tamil = gunaMilanResponseSchema.parse((await server.raw('POST', '/api/guna-milan', { body: JSON.stringify(couple), headers: { 'content-type': 'application/json', 'accept-language': 'ta-IN' } })).body);
    expect(tamil.poruthams.items.find((item) => item.name === 'Rajju')).toMatchObject({ label: 'ரஜ்ஜுப் பொருத்தம்', detail: 'ஆண் கடி ரஜ்ஜு, பெண் கண்ட ரஜ்ஜு.' });
    expect(tamil.girl.nakshatra).toBe('ரோகிணி');
    for (const text of [tamil.conclusion, tamil.poruthams.verdict, ...tamil.kootas.flatMap((koota) => [koota.description, koota.boy, koota.girl])]) {
      expect(scriptShare(text, TAMIL)).toBeGreaterThan(0.9);
    }
  });

  it('when two signs are compared in Hindi and Tamil, then the report reads in the language and the band id stays', async () => {
    const english = compatibilityReportSchema.parse((await server.api('POST', '/api/compatibility', { sign1: 'aries', sign2: 'leo' })).body);
    const hindi = compatibilityReportSchema.parse((await server.api('POST', '/api/compatibility?lang=hi', { sign1: 'aries', sign2: 'leo' })).body);
    expect(hindi).toMatchObject({ sign1: 'मेष', sign2: 'सिंह', score: english.score, overall: 'Excellent', overallName: 'उत्तम', aspect: 'त्रिकोण (120°)', elements: ['Fire', 'Fire'] });
    expect(hindi.strengths[0]).toBe('दोनों अग्नि तत्व की राशियाँ हैं और दोनों में उत्साह और पहल है।');
    expect(english).toMatchObject({ sign1: 'Aries', aspect: 'Trine (120°)' });
    expect(english.overallName).toBeUndefined();
    const tamil = compatibilityReportSchema.parse((await server.api('POST', '/api/compatibility?lang=ta', { sign1: 'taurus', sign2: 'leo' })).body);
    expect(tamil).toMatchObject({ sign1: 'ரிஷபம்', sign2: 'சிம்மம்', overallName: 'சவாலானது' });
    for (const text of [...tamil.strengths, ...tamil.challenges, tamil.advice]) expect(scriptShare(text, TAMIL)).toBeGreaterThan(0.95);
  });

  describe('horoscopes', () => {
    // Inside the stored window (a year either side of today in India), so readings are stored.
    const recentDay = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);

    it('when the daily horoscope is asked in Hindi, then it reads in Hindi, names the sign and keeps the same astrology as English', async () => {
      const english = horoscopeEntrySchema.parse((await server.api('GET', `/api/horoscope/leo/${recentDay}`)).body);
      const hindi = horoscopeEntrySchema.parse((await server.raw('GET', `/api/horoscope/leo/${recentDay}`, { headers: { 'accept-language': 'hi' } })).body);
      expect(hindi.signName).toBe('सिंह');
      expect(hindi.spirituality).toContain('सिंह के स्वामी सूर्य');
      for (const sentence of sentencesOf(hindi)) {
        expect(scriptShare(sentence, DEVANAGARI)).toBeGreaterThan(0.95);
        expect(sentence).not.toMatch(/[A-Za-z]{3,}/);
      }
      expect(hindi.prediction).toMatch(/^चंद्र /);
      expect(hindi.avoidTime).toContain('राहुकाल');
      // The same sky: scores, numbers, transits and colour ids are the English reading's.
      const { mood, energy, finance, creativity, luckyNumbers, luckyColors, transits } = english;
      expect(hindi).toMatchObject({ mood, energy, finance, creativity, luckyNumbers, luckyColors, transits, sign: 'leo' });
      expect(hindi.luckyColorNames).toHaveLength(luckyColors.length);
      expect(english.luckyColorNames).toBeUndefined();
    });

    it('when the daily horoscope is asked in Tamil, then it reads in Tamil and names the sign', async () => {
      const tamil = horoscopeEntrySchema.parse((await server.api('GET', `/api/horoscope/aries/${recentDay}?lang=ta`)).body);
      expect(tamil.signName).toBe('மேஷம்');
      expect(tamil.spirituality).toContain('மேஷ ராசியின் அதிபதியான செவ்வாயை');
      for (const sentence of sentencesOf(tamil)) {
        expect(scriptShare(sentence, TAMIL)).toBeGreaterThan(0.95);
        expect(sentence).not.toMatch(/[A-Za-z]{3,}/);
      }
      expect(tamil.prediction).toMatch(/^சந்திரன் /);
    });

    it('when each language is read, then each is stored once beside the others and read back unchanged', async () => {
      const path = `/api/horoscope/virgo/${recentDay}`;
      const first = { en: (await server.api('GET', path)).body, hi: (await server.api('GET', `${path}?lang=hi`)).body, ta: (await server.api('GET', `${path}?lang=ta`)).body };
      expect((await server.api('GET', `${path}?lang=hi`)).body).toEqual(first.hi);
      expect((await server.api('GET', `${path}?lang=ta`)).body).toEqual(first.ta);
      expect((await server.api('GET', path)).body).toEqual(first.en);
      const documents = await HoroscopeReadingModel.find({ sign: 'virgo', period: 'daily', periodStart: recentDay }).lean();
      expect(documents.map((document) => document.language).sort()).toEqual(['en', 'hi', 'ta']);
    });

    it('when the English daily list is asked, then every reading is the generator output in English, unchanged', async () => {
      const list = horoscopeListResponseSchema.parse((await server.api('GET', `/api/horoscopes/daily?date=${recentDay}`)).body);
      const facts = computePeriodFacts('daily', recentDay);
      list.horoscopes.forEach((entry, sign) => {
        const { generatedAt, ...reading } = entry;
        expect(generatedAt).toEqual(expect.any(String));
        expect(JSON.stringify(reading)).toBe(JSON.stringify(generateReading(sign, facts)));
      });
      const hindi = horoscopeListResponseSchema.parse((await server.api('GET', `/api/horoscopes/weekly?date=${recentDay}&lang=hi`)).body);
      expect(hindi.horoscopes.map((entry) => entry.signName)).toEqual(['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन']);
      expect(hindi.horoscopes.every((entry) => scriptShare(entry.prediction, DEVANAGARI) > 0.95)).toBe(true);
    });
  });
});
