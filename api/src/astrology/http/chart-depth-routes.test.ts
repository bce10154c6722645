import { errorOf, startTestServer, type TestServer } from '../../../test/harness';
import { kundliSchema, transitResponseSchema } from '@astrosetu/contracts';

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

  it('when a kundli is posted with conventions, then the depth (16 vargas, 3-level dasha, Yogini, 337 bindus) carries them', async () => {
    const response = await server.api('POST', '/api/kundli', { ...birth, conventions: { ayanamsa: 'krishnamurti', nodes: 'true' } });
    expect(response.status).toBe(200);
    const kundli = kundliSchema.parse(response.body);
    expect(kundli.depth.conventions).toEqual({ ayanamsa: 'krishnamurti', nodes: 'true', positions: 'apparent' });
    expect(kundli.ayanamsa.name).toBe('Krishnamurti (KP)');
    expect(kundli.depth.vargas).toHaveLength(16);
    expect(kundli.depth.vimshottari.mahadashas[0].periods![0].periods).toHaveLength(9);
    expect(kundli.depth.ashtakavarga.total).toBe(337);
    expect(kundli.depth.yogini.system).toBe('Yogini');
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
