import express from 'express';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config/config';
import { createDevRouter } from '../src/modules/dev/dev.router';
import { isLoopbackAddress } from '../src/shared/http/loopback-only';
import type { AppContext } from '../src/shared/app-context';

async function statusOf(env: Record<string, string>, path: string, headers: Record<string, string> = {}): Promise<number> {
  const config = loadConfig({ JWT_SECRET: 'a-secret-that-is-long-enough-for-hs256', PAYMENT_SANDBOX: 'true', SMS_SANDBOX: 'true', ...env });
  const app = express();
  app.use('/api', createDevRouter({ config } as AppContext));
  app.use((_req, res) => {
    res.status(404).end();
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { headers });
    return response.status;
  } finally {
    server.close();
  }
}

describe('developer routes', () => {
  it('when the API runs in production, then /api/dev/outbox does not exist', async () => {
    expect(await statusOf({ NODE_ENV: 'production' }, '/api/dev/outbox')).toBe(404);
  });

  it('when the API runs in development without DEV_OUTBOX, then /api/dev/outbox does not exist', async () => {
    expect(await statusOf({ NODE_ENV: 'development', MAIL_OUTBOX_DIR: '/nonexistent-outbox-dir' }, '/api/dev/outbox')).toBe(404);
  });

  it('when DEV_OUTBOX=true, then /api/dev/outbox answers a client on this machine', async () => {
    expect(await statusOf({ DEV_OUTBOX: 'true', MAIL_OUTBOX_DIR: '/nonexistent-outbox-dir' }, '/api/dev/outbox')).toBe(200);
  });

  it('when DEV_OUTBOX=true, then a request relayed by a proxy (X-Forwarded-For or Forwarded) gets 404', async () => {
    const env = { DEV_OUTBOX: 'true', MAIL_OUTBOX_DIR: '/nonexistent-outbox-dir', TRUST_PROXY: 'loopback' };
    expect(await statusOf(env, '/api/dev/outbox', { 'x-forwarded-for': '203.0.113.9' })).toBe(404);
    expect(await statusOf(env, '/api/dev/outbox', { forwarded: 'for=203.0.113.9' })).toBe(404);
  });

  it('when DEV_OUTBOX=true in production, then the API refuses to start', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'true', JWT_SECRET: 'x'.repeat(32), PAYMENT_SANDBOX: 'true' })).toThrow(
      /DEV_OUTBOX: .*never served in production/,
    );
  });

  it('only loopback peers count as this machine', () => {
    for (const address of ['127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['10.0.0.1', '::ffff:192.168.1.4', '2001:db8::1', undefined, '']) expect(isLoopbackAddress(address)).toBe(false);
  });
});
