import express, { type Express } from 'express';
import helmet from 'helmet';
import type { AddressInfo } from 'node:net';
import { securityHeaders } from '../src/shared/http/security-headers';

const options = { crossOriginResourcePolicy: { policy: 'same-site' as const } };

/** The response headers of GET /x on an app with the given middleware, without the ones every response varies. */
async function headersOf(app: Express): Promise<Record<string, string>> {
  app.disable('x-powered-by');
  app.get('/x', (_req, res) => {
    res.json({ ok: true });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`);
    const headers = Object.fromEntries(response.headers.entries());
    for (const varying of ['date', 'etag', 'keep-alive', 'connection', 'content-length']) delete headers[varying];
    return headers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('securityHeaders', () => {
  it('sends exactly the headers helmet sends with the same options', async () => {
    const withHelmet = express();
    withHelmet.use(helmet(options));
    const withCaptured = express();
    withCaptured.use(securityHeaders(options));

    const expected = await headersOf(withHelmet);
    expect(expected['x-content-type-options']).toBe('nosniff');
    expect(await headersOf(withCaptured)).toEqual(expected);
  });
});
