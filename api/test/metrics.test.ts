import type { CreatePaymentResponse } from '@astrosetu/contracts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a test connects as a browser would
import { io as connectSocket, type Socket } from 'socket.io-client';
import { gatewayAnswer, postCallback } from './payments-gateway-simulator';
import { startTestServer, type TestServer } from './harness';

/** Issue 21: Prometheus metrics on a port of their own: request latency, sockets and rooms, queue depth, payments. */
let t: TestServer;
let metricsUrl = '';
beforeAll(async () => {
  t = await startTestServer({ METRICS_PORT: '0' });
  metricsUrl = `http://127.0.0.1:${t.server.metricsPort}/metrics`;
});
afterAll(() => t.close());

const scrape = async () => (await fetch(metricsUrl)).text();
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('metrics', () => {
  it('are not served on the public port', async () => {
    expect(t.server.metricsPort).not.toBe(t.server.port);
    expect((await fetch(`${t.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/metrics`)).status).toBe(404);
  });

  it('time requests by method, route pattern and status', async () => {
    await t.api('GET', '/api/astrologers/1');
    await t.api('GET', '/api/astrologers/2');
    const text = await scrape();
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/astrologers/:id",status="200"}')).toBe(2);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/astrologers/:id",status="200"}');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('count the sockets and rooms open on this instance', async () => {
    const before = valueOf(await scrape(), 'socketio_connected_sockets');
    expect(before).toBe(0);
    const { token } = await t.loginAs('user');
    const socket: Socket = connectSocket(t.url, { auth: { token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const text = await scrape();
    expect(valueOf(text, 'socketio_connected_sockets')).toBe(1);
    expect(valueOf(text, 'socketio_rooms')).toBeGreaterThanOrEqual(1);
    socket.close();
  });

  it('show the queue depth and count payments by outcome', async () => {
    expect(await scrape()).toMatch(/^job_queue_depth\{queue="jobs"\} \d+$/m);
    const { token } = await t.registerUser();
    const payment = (await t.api<CreatePaymentResponse>('POST', '/api/payment/wallet/recharge', { amount: 50_000 }, token)).body;
    const failed = (await t.api<CreatePaymentResponse>('POST', '/api/payment/wallet/recharge', { amount: 20_000 }, token)).body;
    await postCallback(t, gatewayAnswer(t, payment, 'success'));
    await postCallback(t, gatewayAnswer(t, payment, 'success')); // a replay is not counted twice
    await postCallback(t, gatewayAnswer(t, failed, 'failure'));
    const text = await scrape();
    const kind = text.match(/^payments_total\{outcome="paid",kind="([^"]+)"\}/m)?.[1];
    expect(kind).toBeDefined();
    expect(valueOf(text, `payments_total{outcome="paid",kind="${kind}"}`)).toBe(1);
    expect(valueOf(text, `payments_total{outcome="failed",kind="${kind}"}`)).toBe(1);
  });
});
