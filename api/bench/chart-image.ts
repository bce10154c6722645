/**
 * How much POST /api/chart/image holds up other requests: /api/auth/me latency while 20 clients keep
 * asking for 1200 px PNG charts (each different, so no cache hit), with PNGs drawn on the event loop
 * (CHART_RENDER_WORKERS=0, as before issue 16) and in the worker pool (the default, 2 workers).
 *   npx tsx bench/chart-image.ts   (8 s under 20 concurrent renders per mode; 2 s under 8 with BENCH_SHORT=1)
 */
import { startServer } from '../src/server';
import { loadConfig } from '../src/config/config';
import { createLogger } from '../src/shared/logging/logger';
import { fullOrShort, shortRunNote } from './bench-mode';

const CONCURRENT_RENDERS = fullOrShort(20, 8);
const DURATION_MS = fullOrShort(8_000, 2_000);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(workers: number): Promise<string> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'error',
    CHART_RENDER_WORKERS: String(workers),
    CHART_IMAGE_RATE_LIMIT_MAX: '1000000',
    AUTH_RATE_LIMIT_MAX: '1000',
  });
  const server = await startServer({ config, logger: createLogger('error') });
  const url = `http://127.0.0.1:${server.port}`;
  try {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'user@example.com', password: 'password123' }),
    });
    const { token } = (await login.json()) as { token: string };
    const me = async () => {
      const started = performance.now();
      await (await fetch(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
      return performance.now() - started;
    };
    const idle: number[] = [];
    for (let i = 0; i < 30; i += 1) idle.push(await me());

    let stop = false;
    let renders = 0;
    let counter = 0;
    const renderer = async () => {
      while (!stop) {
        counter += 1;
        const minute = String(counter % 60).padStart(2, '0');
        const hour = String(Math.floor(counter / 60) % 24).padStart(2, '0');
        const response = await fetch(`${url}/api/chart/image`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ birth: { date: '1990-05-15', time: `${hour}:${minute}`, latitude: 13.08, longitude: 80.27, timezone: 'UTC+05:30' }, format: 'png', size: 1200 }),
        });
        await response.arrayBuffer();
        if (response.status === 200) renders += 1;
      }
    };
    const load = Array.from({ length: CONCURRENT_RENDERS }, renderer);
    const busy: number[] = [];
    const until = Date.now() + DURATION_MS;
    while (Date.now() < until) {
      busy.push(await me());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    stop = true;
    await Promise.all(load);
    const a = idle.sort((x, y) => x - y);
    const b = busy.sort((x, y) => x - y);
    return [
      `PNG drawn ${workers === 0 ? 'on the event loop     ' : `in ${workers} worker threads    `}`,
      `idle /api/auth/me p50 ${percentile(a, 50).toFixed(1)} ms`,
      `under ${CONCURRENT_RENDERS} renders p50 ${percentile(b, 50).toFixed(1)} ms, p99 ${percentile(b, 99).toFixed(1)} ms, max ${b[b.length - 1].toFixed(1)} ms`,
      `(${b.length} samples, ${(renders / (DURATION_MS / 1000)).toFixed(1)} charts/s)`,
    ].join(' | ');
  } finally {
    await server.close();
  }
}

async function main() {
  if (shortRunNote) console.log(shortRunNote.trim());
  const lines = [await measure(0), await measure(2)];
  console.log(lines.join('\n'));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
