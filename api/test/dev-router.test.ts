import express from 'express';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config/config';
import { createDevRouter } from '../src/modules/dev/dev.router';
import type { AppContext } from '../src/shared/app-context';

async function statusOf(env: Record<string, string>, path: string): Promise<number> {
  const config = loadConfig({ JWT_SECRET: 'a-secret-that-is-long-enough-for-hs256', PAYMENT_SANDBOX: 'true', ...env });
  const app = express();
  app.use('/api', createDevRouter({ config } as AppContext));
  app.use((_req, res) => {
    res.status(404).end();
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    return response.status;
  } finally {
    server.close();
  }
}

describe('developer routes', () => {
  it('when the API runs in production, then /api/dev/outbox does not exist', async () => {
    expect(await statusOf({ NODE_ENV: 'production' }, '/api/dev/outbox')).toBe(404);
  });

  it('when the API runs in development, then /api/dev/outbox answers', async () => {
    expect(await statusOf({ NODE_ENV: 'development', MAIL_OUTBOX_DIR: '/nonexistent-outbox-dir' }, '/api/dev/outbox')).toBe(200);
  });
});
