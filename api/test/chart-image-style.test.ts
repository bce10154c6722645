import { setupTestServer } from './harness';

/** Issue 36: POST /api/chart/image draws the style the reader's language uses unless a style is asked for. */
const t = setupTestServer();
const birth = { date: '1985-01-27', time: '22:15', latitude: 13.0827, longitude: 80.2707, timezone: 'UTC+05:30', name: 'Karthik' };

async function drawIn(language: string, request: Record<string, unknown>) {
  const response = await t.current.raw<string>('POST', '/api/chart/image', {
    body: JSON.stringify({ birth, ...request }),
    headers: { 'content-type': 'application/json', 'accept-language': language },
  });
  expect(response.status).toBe(200);
  return { svg: String(response.body), disposition: response.headers.get('content-disposition') };
}

describe('POST /api/chart/image chart style', () => {
  it('a Tamil reader gets the South Indian chart with Tamil grahas, a Hindi reader the North Indian one with Hindi grahas', async () => {
    const tamil = await drawIn('ta', {});
    expect(tamil.disposition).toContain('chart-south.svg');
    expect(tamil.svg).toContain('<title>தென்னிந்திய</title>');
    expect(tamil.svg).toMatch(/<title>[^<]*சந் \d+°/);
    const hindi = await drawIn('hi', {});
    expect(hindi.disposition).toContain('chart-north.svg');
    expect(hindi.svg).toMatch(/<title>[^<]*चं \d+°/);
    expect(hindi.svg).not.toContain('दक्षिण भारतीय');
  });

  it('a Telugu reader gets the South Indian chart with Telugu grahas, a Bengali reader the North Indian one with Bengali grahas (issue 38)', async () => {
    const telugu = await drawIn('te', {});
    expect(telugu.disposition).toContain('chart-south.svg');
    // Written as <text> or as shaped outlines with a <title> (indic-text.ts): either way the words are there.
    expect(telugu.svg).toMatch(/>దక్షిణ భారత</);
    expect(telugu.svg).toMatch(/>[^<]*చం \d+°/);
    const bengali = await drawIn('bn', {});
    expect(bengali.disposition).toContain('chart-north.svg');
    expect(bengali.svg).toMatch(/>(?:[^<]*\s)?চ \d+°/);
    expect(bengali.svg).not.toContain('দক্ষিণ ভারতীয়');
  });

  it('a style asked for wins over the language\'s', async () => {
    const tamilNorth = await drawIn('ta', { style: 'north' });
    expect(tamilNorth.disposition).toContain('chart-north.svg');
    expect(tamilNorth.svg).not.toContain('தென்னிந்திய');
    const englishSouth = await drawIn('en', { style: 'south' });
    expect(englishSouth.svg).toContain('>South Indian<');
    expect(englishSouth.svg).toMatch(/>[^<]*\bMo \d+°/);
  });
});
