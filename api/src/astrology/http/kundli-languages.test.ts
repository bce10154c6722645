import { numerologyResponseSchema, type Kundli, type KpCalculationResponse, type TransitResponse } from '@astrosetu/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { computeKundli } from '../chart/kundli';
import { resolveMoment } from '../core/moment';
import { computeNumerology } from '../numerology/numerology';

const DEVANAGARI_ONLY = /^[\u0900-\u097F\s\d,;:.()\-–—।/]+$/;
const TAMIL_ONLY = /^[\u0B80-\u0BFF\s\d,;:.()\-–—/]+$/;
const birth = { date: '1990-08-15', time: '10:30', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata', asOf: '2026-01-01T00:00:00Z' };
/** Every depth section the kundli serves on request (the default answer leaves them out: issue 37). */
const ALL_SECTIONS = 'vargas,dasha,ashtakavarga,shadbala';

describe('kundli, numerology and chart images in the request language', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it('when numerology is asked in Hindi and Tamil, then the meanings and planets read in the language and the numbers stay', async () => {
    const input = { fullName: 'Priya Sharma', birthDate: '1990-05-15', currentYear: 2026 };
    const hindi = numerologyResponseSchema.parse((await server.api('POST', '/api/numerology?lang=hi', input)).body);
    const tamil = numerologyResponseSchema.parse((await server.api('POST', '/api/numerology?lang=ta', input)).body);
    const english = numerologyResponseSchema.parse((await server.api('POST', '/api/numerology', input)).body);
    // 1990-05-15: 5 + 6 + 1 = 12 -> life path 3; born on the 15th: mulank 6 (Venus).
    expect(hindi.lifePath).toEqual({ value: 3, master: false, meaning: 'रचनात्मकता, आत्म-अभिव्यक्ति और आनंद।' });
    expect(tamil.lifePath.meaning).toBe('படைப்பாற்றல், தன்னை வெளிப்படுத்துதல், மகிழ்ச்சி.');
    expect(hindi.indian.mulank).toEqual({ value: 6, planet: 'Venus', planetName: 'शुक्र' });
    expect(tamil.indian.mulank.planetName).toBe('சுக்கிரன்');
    expect(hindi.chaldean.planet).toBe(english.chaldean.planet);
    expect(hindi.chaldean.meaning).toMatch(new RegExp(`^${hindi.chaldean.planetName}: `));
    for (const key of ['lifePath', 'destiny', 'soulUrge', 'personality', 'birthDay', 'maturity', 'personalYear'] as const) {
      expect(hindi[key].value).toBe(english[key].value);
      expect(hindi[key].meaning).toMatch(DEVANAGARI_ONLY);
      expect(tamil[key].meaning).toMatch(TAMIL_ONLY);
    }
    expect(english).toEqual(computeNumerology('Priya Sharma', '1990-05-15', 2026));
  });

  it('when a kundli is asked in Hindi, then yogas, doshas and every name a screen shows read in Hindi and the ids stay', async () => {
    const english = (await server.api<Kundli>('POST', `/api/kundli?sections=${ALL_SECTIONS}`, birth)).body;
    const hindi = (await server.api<Kundli>('POST', `/api/kundli?lang=hi&sections=${ALL_SECTIONS}`, birth)).body;
    expect(hindi.planets).toEqual(english.planets);
    expect(hindi.dasha).toEqual(english.dasha);
    expect(hindi.depth).toEqual(english.depth);
    const formed = hindi.yogas.filter((yoga) => yoga.present);
    expect(formed.length).toBeGreaterThan(0);
    for (const yoga of hindi.yogas) {
      expect(yoga.label).toMatch(DEVANAGARI_ONLY);
      expect(yoga.rule).toMatch(DEVANAGARI_ONLY);
      expect(yoga.description).toMatch(DEVANAGARI_ONLY);
      if (yoga.source) expect(yoga.source).toMatch(DEVANAGARI_ONLY);
    }
    expect(hindi.yogas.find((yoga) => yoga.name === 'Sunapha Yoga')!.source).toBe('बृहत् पाराशर होराशास्त्र, अध्याय 37; फलदीपिका, अध्याय 6');
    expect(hindi.yogas.map((yoga) => yoga.name)).toEqual(english.yogas.map((yoga) => yoga.name));
    const gajakesari = hindi.yogas.find((yoga) => yoga.name === 'Gajakesari Yoga')!;
    expect(gajakesari.label).toBe('गजकेसरी योग');
    expect(hindi.doshas.map((dosha) => dosha.label)).toEqual(['मंगल दोष', 'काल सर्प दोष']);
    for (const dosha of hindi.doshas) expect(`${dosha.rule} ${dosha.description} ${dosha.reasons.join(' ')}`).toMatch(DEVANAGARI_ONLY);
    // Names of everything the kundli page shows: planets, signs, rashis, nakshatras, dignities, avakhada, dasha and Yogini lords, vargas.
    const names = hindi.names!;
    const shown = [
      ...english.planets.flatMap((planet) => [planet.name, planet.sign, planet.rashi, planet.nakshatra, planet.nakshatraLord, planet.dignity]),
      ...english.houses.map((house) => house.lord),
      english.moon.gana, english.moon.nadi, english.moon.yoni, english.moon.varna, english.moon.vashya, english.moon.paya, english.moon.tatva, english.moon.yunja,
      ...english.dasha.mahadashas.map((period) => period.lord),
      ...english.depth.yogini!.mahadashas.map((period) => period.lord),
      ...english.depth.vargas.flatMap((varga) => [varga.name, varga.signifies]),
    ];
    for (const id of shown) expect([id, names[id]]).toEqual([id, expect.stringMatching(DEVANAGARI_ONLY)]);
    expect(names).toMatchObject({ Sun: 'सूर्य', Leo: 'सिंह', Simha: 'सिंह', Navamsa: 'नवमांश', 'Lahiri (Chitrapaksha)': 'लाहिरी (चित्रपक्ष)' });
    // The name syllable of the Moon's nakshatra pada in Devanagari (English keeps 'Chu', 'Bhe'...).
    expect(hindi.moon.nameAlphabetName).toMatch(/^[\u0900-\u097F]+$/);
    expect(english.moon).not.toHaveProperty('nameAlphabetName');
    expect(english.names).toBeUndefined();
    expect(english.yogas[0]).not.toHaveProperty('label');
  });

  it('when a kundli is asked in Tamil, then yoga and dosha names and the chart names read in Tamil', async () => {
    const tamil = (await server.api<Kundli>('POST', '/api/kundli?lang=ta&sections=dasha', birth)).body;
    expect(tamil.yogas.find((yoga) => yoga.name === 'Budhaditya Yoga')!.label).toBe('புதாதித்ய யோகம்');
    for (const yoga of tamil.yogas) expect(`${yoga.label} ${yoga.rule} ${yoga.description} ${yoga.source ?? ''}`).toMatch(TAMIL_ONLY);
    expect(tamil.doshas[0].label).toBe('செவ்வாய் தோஷம்');
    expect(tamil.names).toMatchObject({ Jupiter: 'குரு', Pisces: 'மீனம்', 'own sign': 'ஆட்சி' });
    expect(tamil.names![tamil.depth.yogini!.currentMahadasha]).toMatch(TAMIL_ONLY);
  });

  it('when English is asked, then the kundli is the engine output unchanged', async () => {
    const expected = JSON.parse(JSON.stringify(computeKundli(resolveMoment(birth), Date.parse(birth.asOf))));
    expect((await server.api<Kundli>('POST', `/api/kundli?sections=${ALL_SECTIONS}`, birth)).body).toEqual(expected);
  });

  it('when transits and the KP analysis are asked in Hindi or Tamil, then their names and the KP sentences read in the language', async () => {
    const transits = (await server.api<TransitResponse>('POST', '/api/kundli/transits?lang=hi', { ...birth, at: '2026-01-01T00:00:00Z' })).body;
    for (const transit of transits.transits) expect(transits.names![transit.sign]).toMatch(DEVANAGARI_ONLY);
    expect(transits.names!.Saturn).toBe('शनि');
    const kp = (await server.api<KpCalculationResponse>('POST', '/api/kp-calculation?lang=ta', birth)).body;
    expect(kp.names![kp.advancedAnalysis.cuspalWealth.secondCuspSubLord]).toMatch(TAMIL_ONLY);
    const { cuspalWealth, panchangaGroup } = kp.advancedAnalysis;
    for (const sentence of [cuspalWealth.description, ...cuspalWealth.factors, panchangaGroup.description, ...panchangaGroup.lords.map((lord) => lord.limb)]) {
      expect(sentence.replace(/[°'"+]/g, '')).toMatch(TAMIL_ONLY);
    }
    expect(kp.comparison.difference.text).toMatch(/^\d+°\d+'\d+" \(KP லக்னம் லாஹிரி (லக்னத்துக்குப் பின்னால்|லக்னத்துக்கு முன்னால்)\)$/);
    const hindiKp = (await server.api<KpCalculationResponse>('POST', '/api/kp-calculation?lang=hi', birth)).body;
    expect(hindiKp.advancedAnalysis.panchangaGroup.lords[0].limb).toBe('वार (बुधवार)');
    expect(hindiKp.comparison.standardAscendant.ayanamsa).toBe('लाहिरी (चित्रपक्ष)');
    const englishKp = (await server.api<KpCalculationResponse>('POST', '/api/kp-calculation', birth)).body;
    expect(englishKp.advancedAnalysis.panchangaGroup.lords[0].limb).toBe('Vara (Wednesday)');
    expect(englishKp.names).toBeUndefined();
    expect((await server.api<TransitResponse>('POST', '/api/kundli/transits', { ...birth, at: '2026-01-01T00:00:00Z' })).body.names).toBeUndefined();
  });

  describe('chart images', () => {
    const chart = { ascendantSign: 'Leo', planets: [{ name: 'Sun', sign: 'Aries', degree: 10.5 }, { name: 'Saturn', sign: 8, degree: 25, retrograde: true }] };
    const svgOf = async (language: string | null, style = 'south') => {
      const response = await server.raw('POST', `/api/chart/image${language ? `?lang=${language}` : ''}`, {
        body: JSON.stringify({ chart, style, format: 'svg', size: 400 }),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(200);
      return String(response.body);
    };

    it('when a chart is drawn in Hindi, then the grahas, signs and Lagna are written in Devanagari outlines', async () => {
      const svg = await svgOf('hi');
      // The label's text is kept for screen readers beside its outlines.
      expect(svg).toContain('<title>सू 10°</title>');
      expect(svg).toContain('<title>श(व) 25°</title>');
      expect(svg).toContain('<title>मेष</title>');
      expect(svg).toContain('<title>लग्न</title>');
      expect(svg).toContain('<title>दक्षिण भारतीय</title>');
      expect(svg).not.toMatch(/>Su 10°</);
      expect(await svgOf('hi', 'diamond')).toContain('<title>लग्न</title>');
    });

    it('when a chart is drawn in Tamil, then it is written in Tamil', async () => {
      const svg = await svgOf('ta', 'east');
      expect(svg).toContain('<title>சூ 10°</title>');
      expect(svg).toContain('<title>சனி(வ) 25°</title>');
      expect(svg).toContain('<title>கிழக்கிந்திய</title>');
    });

    it('when a chart is drawn in English, then it is unchanged: Latin text, no outlines', async () => {
      const svg = await svgOf(null);
      expect(svg).toMatch(/>Su 10°<\/text>/);
      expect(svg).toMatch(/>Sa\(R\) 25°<\/text>/);
      expect(svg).not.toContain('<path');
    });

    it('when a Hindi PNG is asked, then it is drawn and differs from the English one (not served from its cache)', async () => {
      const png = async (language: string) =>
        Buffer.from(await (await fetch(`${server.url}/api/chart/image?lang=${language}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ chart, style: 'north', format: 'png', size: 300 }) })).arrayBuffer());
      const hindi = await png('hi');
      const english = await png('en');
      expect(hindi.subarray(1, 4).toString()).toBe('PNG');
      expect(hindi.equals(english)).toBe(false);
    });
  });
});
