import { setupTestServer } from './harness';

/** Issue 16: anonymous POST /api/chart/image is limited per client, capped in size, cached and drawn off the event loop. */
const t = setupTestServer({ CHART_IMAGE_RATE_LIMIT_MAX: '6' });
const birth = { date: '1990-05-15', time: '06:30', latitude: 13.0827, longitude: 80.2707, timezone: 'UTC+05:30', name: 'Asha' };

describe('POST /api/chart/image', () => {
  it('a PNG is drawn by a worker and an identical request is answered from the cache', async () => {
    const drawPng = () =>
      fetch(`${t.current.url}/api/chart/image`, {
        method: 'POST',
        body: JSON.stringify({ birth, format: 'png', size: 800 }),
        headers: { 'content-type': 'application/json' },
      });
    const first = await drawPng();
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const again = await drawPng();
    const bytes = Buffer.from(await again.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(bytes.equals(firstBytes)).toBe(true);
  });

  it('a size above 1200 px is refused with 400', async () => {
    const response = await t.current.api('POST', '/api/chart/image', { birth, format: 'png', size: 2000 });
    expect(response.status).toBe(400);
  });

  it('is limited per client (here 6 a minute; the two calls above counted)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await t.current.api('POST', '/api/chart/image', { birth: { ...birth, time: `07:0${i}` } })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });
});
