/**
 * Payment callback benchmark (npm run bench:callback -w @astrosetu/api): paid report orders through the
 * sandbox gateway's signed answer, timing each callback's response (the PDF is built off the request path,
 * so the callback only marks the order paid and enqueues), alone and while other orders' PDFs are being
 * built in the same process (their CPU work shares the event loop), then the median PDF build time of the jobs.
 *
 *   npx tsx api/bench/payment-callback.ts [count]   (orders per phase: default 50; 5 with BENCH_SHORT=1)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuthResponse, CreatePaymentResponse } from '@astrosetu/contracts';
import { loadConfig } from '../src/config/config';
import { resolveGatewaySettings } from '../src/modules/payments/gateway/gateway-settings';
import { payuResponseHash } from '../src/modules/payments/gateway/payu-hash';
import { startServer } from '../src/server';
import { createLogger } from '../src/shared/logging/logger';
import { fullOrShort, shortRunNote } from './bench-mode';

const count = Number(process.argv[2] ?? fullOrShort(50, 5));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.9))];

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'astrosetu-bench-callback-'));
  const config = loadConfig({
    NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', JWT_SECRET: 'bench-secret-that-is-long-enough', SEED_DEMO: 'true', LOG_LEVEL: 'error',
    AUTH_RATE_LIMIT_MAX: '10000', REPORTS_DIR: join(dir, 'reports'), MAIL_OUTBOX_DIR: join(dir, 'outbox'), FULFILMENT_SWEEP_INTERVAL_MS: '3600000',
  });
  const server = await startServer({ config, logger: createLogger(config.logLevel) });
  const url = `http://127.0.0.1:${server.port}`;
  const json = async <T>(method: string, path: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${url}${path}`, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  try {
    const { token } = await json<AuthResponse>('POST', '/api/auth/register', { username: 'Bench Customer', email: 'bench.callback@example.com', password: 'secret123', phone: '+91 98765 00000' });
    const { salt } = resolveGatewaySettings(server.ctx.config);
    const runtime = server.services.fulfilment;
    const callbackMs: number[] = [];
    const contendedMs: number[] = [];
    // Phase 1 (the callback's own time): the queue is drained before each callback, so the PDF build runs
    // after the answer. Phase 2: callbacks back to back while earlier orders' PDFs build in the same process.
    for (let i = 0; i < 2 * count; i += 1) {
      const contended = i >= count;
      if (!contended) await runtime.queue.idle();
      const payment = await json<CreatePaymentResponse>('POST', '/api/payment/astrological-report/create', {
        formData: {
          name: `Bench Person ${i}`, email: 'bench.callback@example.com', phone: '+91 98765 43210', gender: i % 2 ? 'male' : 'female',
          birthDate: `19${60 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`, birthTime: `${10 + (i % 12)}:${10 + (i % 50)}`, birthPlace: 'Pune, Maharashtra',
          latitude: '18.5196', longitude: '73.8554', timezone: 'Asia/Kolkata', reportType: (['basic', 'comprehensive'] as const)[i % 2],
        },
      }, token);
      const data = payment.paymentData;
      const fields: Record<string, string> = { ...data, mihpayid: String(400000 + i), mode: 'UPI', status: 'success', bank_ref_num: String(i) };
      fields.hash = payuResponseHash({ ...data, status: 'success' }, salt);
      const started = performance.now();
      const response = await fetch(`${url}/api/payment/callback/success`, {
        method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(), redirect: 'manual',
      });
      await response.arrayBuffer();
      (contended ? contendedMs : callbackMs).push(performance.now() - started);
      if (response.status !== 303) throw new Error(`callback answered ${response.status}`);
    }
    const waitStarted = performance.now();
    await runtime.queue.idle();
    const builds = runtime.service.buildDurations();
    const line = (values: number[]) => `median ${median(values).toFixed(1)} ms, p90 ${p90(values).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
    if (shortRunNote) console.log(shortRunNote.trim());
    console.log(`gateway callback, ${callbackMs.length} paid report orders, the PDF built after the answer: ${line(callbackMs)}`);
    console.log(`gateway callback, ${contendedMs.length} more back to back while earlier PDFs build in this process: ${line(contendedMs)}`);
    console.log(`report PDF build (${builds.length} job runs, basic and comprehensive alternating)`);
    console.log(`  median ${median(builds).toFixed(0)} ms, p90 ${p90(builds).toFixed(0)} ms; queue drained ${((performance.now() - waitStarted) / 1000).toFixed(1)} s after the last callback`);
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
