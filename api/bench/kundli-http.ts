/**
 * The kundli over HTTP (issue 37), the HTTP section of bench:astro: POST /api/kundli to the real API (its whole
 * middleware stack, started in this process on a free loopback port), one request at a time on a kept-alive
 * connection, with varied births. Per row: median and p90 ms from sending the request to the last byte of the
 * answer, and the answer's size raw and gzipped (level 6, as nginx compresses /api at the edge: deploy/nginx).
 * The body is read as bytes, not parsed, so the figures are the server's and the wire's, not JSON.parse's.
 */
import { Agent, request } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { BirthInput } from '@astrosetu/contracts';
import { loadConfig } from '../src/config/config';
import { startServer } from '../src/server';

export interface HttpRow {
  label: string;
  median: number;
  p90: number;
  /** Median answer size in bytes, raw and gzipped. */
  rawBytes: number;
  gzipBytes: number;
}

function post(agent: Agent, port: number, path: string, body: string): Promise<{ status: number; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { agent, host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)];

/** Each path POSTed once per birth (after a warm-up of up to 100), in turn, so the rows share the machine's state. */
export async function measureKundliOverHttp(births: BirthInput[], paths: Array<{ label: string; path: string }>): Promise<HttpRow[]> {
  // NODE_ENV=test in the config only (an embedded database, demo data off); process.env.NODE_ENV stays unset, so
  // the API does not check each answer against its schema (serve-endpoint.ts), as in production.
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const api = await startServer({ config });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const bodies = births.map((birth) => JSON.stringify(birth));
    for (const { path } of paths) {
      for (const body of bodies.slice(0, 100)) {
        const { status } = await post(agent, api.port, path, body);
        if (status !== 200) throw new Error(`POST ${path} answered ${status}`);
      }
    }
    const times = paths.map(() => [] as number[]);
    const sizes = paths.map(() => [] as Array<[number, number]>);
    for (const body of bodies) {
      for (const [index, { path }] of paths.entries()) {
        const started = process.hrtime.bigint();
        const { bytes } = await post(agent, api.port, path, body);
        times[index].push(Number(process.hrtime.bigint() - started) / 1e6);
        // Sizes from every tenth answer: gzipping each would only slow the run.
        if (sizes[index].length * 10 <= times[index].length) sizes[index].push([bytes.length, gzipSync(bytes, { level: 6 }).length]);
      }
    }
    return paths.map(({ label }, index) => {
      const sorted = times[index].sort((a, b) => a - b);
      return {
        label,
        median: median(sorted),
        p90: sorted[Math.floor(sorted.length * 0.9)],
        rawBytes: median(sizes[index].map(([raw]) => raw).sort((a, b) => a - b)),
        gzipBytes: median(sizes[index].map(([, gzip]) => gzip).sort((a, b) => a - b)),
      };
    });
  } finally {
    agent.destroy();
    await api.close();
  }
}
