import { errorOf, startTestServer, type TestServer } from '../../../test/harness';
import { kundliSchema, transitResponseSchema, type KundliDepth } from '@astrosetu/contracts';

// Chennai, 15 May 1990, 06:30 IST: Moon in Sagittarius (Dhanu).
const birth = { date: '1990-05-15', time: '06:30', latitude: 13.0827, longitude: 80.2707, timezone: 'UTC+05:30' };
const days = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

describe('kundli depth and transits API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('when a kundli is posted with conventions and every section, then the depth (16 vargas, 3-level dasha, Yogini, 337 bindus) carries them', async () => {
    const response = await server.api('POST', '/api/kundli?sections=vargas,dasha,ashtakavarga,shadbala', { ...birth, conventions: { ayanamsa: 'krishnamurti', nodes: 'true' } });
    expect(response.status).toBe(200);
    const kundli = kundliSchema.parse(response.body);
    expect(kundli.depth.conventions).toEqual({ ayanamsa: 'krishnamurti', nodes: 'true', positions: 'apparent' });
    expect(kundli.ayanamsa.name).toBe('Krishnamurti (KP)');
    expect(kundli.depth.vargas).toHaveLength(16);
    expect(kundli.depth.vimshottari!.mahadashas[0].periods![0].periods).toHaveLength(9);
    expect(kundli.depth.ashtakavarga!.total).toBe(337);
    expect(kundli.depth.yogini!.system).toBe('Yogini');
    expect(kundli.depth.shadbala).toHaveLength(7);
  });

  it('when a kundli is posted without sections, then it carries what the overview shows (D9, D10, conventions) and no depth section', async () => {
    const response = await server.api('POST', '/api/kundli', birth);
    expect(response.status).toBe(200);
    const kundli = kundliSchema.parse(response.body);
    expect(kundli.depth.vargas.map((varga) => varga.division)).toEqual([9, 10]);
    expect(kundli.depth.conventions).toEqual({ ayanamsa: 'lahiri', nodes: 'mean', positions: 'apparent' });
    expect(kundli.depth.drishti).toHaveLength(9);
    expect(kundli.depth.bhavaChalit.bhavas).toHaveLength(12);
    for (const section of ['vimshottari', 'yogini', 'ashtakavarga', 'shadbala']) expect(kundli.depth).not.toHaveProperty(section);
    expect(kundli.dasha.currentMahadasha.lord).toEqual(expect.any(String));
    // A fifth of the whole: the depth sections are four fifths of it (issue 37).
    expect(JSON.stringify(response.body).length).toBeLessThan(40_000);
  });

  it.each([
    ['vargas', (depth: KundliDepth) => expect(depth.vargas).toHaveLength(16), ['vimshottari', 'yogini', 'ashtakavarga', 'shadbala']],
    ['dasha', (depth: KundliDepth) => expect([depth.vimshottari!.levels, depth.yogini!.system]).toEqual([3, 'Yogini']), ['ashtakavarga', 'shadbala']],
    ['ashtakavarga', (depth: KundliDepth) => expect(depth.ashtakavarga!.total).toBe(337), ['vimshottari', 'yogini', 'shadbala']],
    ['shadbala', (depth: KundliDepth) => expect(depth.shadbala!.map((row) => row.planet)).toContain('Saturn'), ['vimshottari', 'yogini', 'ashtakavarga']],
  ] as const)('when ?sections=%s is asked, then the answer carries that section and no other', async (section, check, absent) => {
    const response = await server.api('POST', `/api/kundli?sections=${section}`, birth);
    expect(response.status).toBe(200);
    const kundli = kundliSchema.parse(response.body);
    check(kundli.depth);
    for (const other of absent) expect(kundli.depth).not.toHaveProperty(other);
    if (section !== 'vargas') expect(kundli.depth.vargas).toHaveLength(2);
  });

  it('when an unknown section is asked, then a 400 names the sections there are', async () => {
    const response = await server.api('POST', '/api/kundli?sections=dasha,transits', birth);
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toMatch(/vargas, dasha, ashtakavarga and shadbala/);
  });

  it('when an unknown ayanamsa is posted, then a 400 names the field', async () => {
    const response = await server.api('POST', '/api/kundli', { ...birth, conventions: { ayanamsa: 'fagan' } });
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toMatch(/Ayanamsa must be/);
  });

  it('when transits are asked for 1 June 2021, then Saturn in Capricorn is the setting phase of the Dhanu native’s Sade Sati, and its lifetime periods match the published Saturn ingresses', async () => {
    const response = await server.api('POST', '/api/kundli/transits', { ...birth, at: '2021-06-01T00:00:00Z' });
    expect(response.status).toBe(200);
    const body = transitResponseSchema.parse(response.body);
    expect(body.natalMoonSign).toBe('Sagittarius');
    const saturn = body.transits.find((transit) => transit.planet === 'Saturn')!;
    expect(saturn).toMatchObject({ sign: 'Capricorn', houseFromMoon: 2 });
    expect(body.sadeSati.current).toEqual({ active: true, phase: 'setting' });
    // Sidereal (Lahiri) Saturn ingresses as Drik Panchang publishes them ("Shani Gochar"): Scorpio 2 Nov 2014,
    // Capricorn 24 Jan 2020, Aquarius 29 Apr 2022, retrograde back to Capricorn 12 Jul 2022, Aquarius 17 Jan 2023:
    // Dhanu's Sade Sati ran from 2 Nov 2014 to 17 Jan 2023.
    const period = body.sadeSati.periods.find((candidate) => candidate.start.startsWith('2014'))!;
    expect(days(period.start, '2014-11-02')).toBeLessThan(3);
    expect(days(period.end, '2023-01-17')).toBeLessThan(3);
    expect(period.phases.map((phase) => phase.phase)).toEqual(expect.arrayContaining(['rising', 'peak', 'setting']));
    expect(days(period.phases.find((phase) => phase.phase === 'setting')!.start, '2020-01-24')).toBeLessThan(3);
    expect(body.sadeSati.periods.length).toBeGreaterThanOrEqual(3);
    expect(typeof saturn.bindus).toBe('number');
  });

  it('when a place is searched in Devanagari, then the API finds it (query sent URL-encoded)', async () => {
    const response = await server.api('GET', `/api/locations/search?query=${encodeURIComponent('वाराणसी')}`);
    expect(response.status).toBe(200);
    expect((response.body as { locations: Array<{ name: string }> }).locations[0].name).toBe('Varanasi');
  });
});
