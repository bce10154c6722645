import express from 'express';
import type { AddressInfo } from 'node:net';
import { securityHeaders } from '../src/shared/http/security-headers';

/** The response headers of GET /x on an app with the security headers the API uses (app.ts). */
async function headersOfAResponse(): Promise<Record<string, string>> {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders({ crossOriginResourcePolicy: { policy: 'same-site' } }));
  app.get('/x', (_req, res) => {
    res.json({ ok: true });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`);
    return Object.fromEntries(response.headers.entries());
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('securityHeaders', () => {
  it('sends helmet\'s protections on every response, with resources shared across the site (same-site)', async () => {
    const headers = await headersOfAResponse();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-site');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['x-powered-by']).toBeUndefined();
  });
});
