import { REDACTED, maskPersonalData, redactForLog } from '../src/shared/logging/log-redaction';
import { createLogger } from '../src/shared/logging/logger';
import { loadConfig } from '../src/config/config';
import { startServer, type RunningServer } from '../src/server';
import { TEST_JWT_SECRET } from './harness';

/** Issue 21: JSON log lines with request ids; secrets never logged; e-mail addresses and phone numbers masked. */
describe('log redaction', () => {
  it('replaces secrets whole, whatever their type', () => {
    const cleaned = redactForLog({
      password: 'password123',
      newPassword: 'hunter2hunter2',
      headers: { authorization: 'Bearer eyJhbGciOi.abc.def', cookie: 'sid=1' },
      payment: { txnid: 'T1', hash: 'a'.repeat(128), salt: 'xyz', amount: 49900 },
      token: 'download-token',
      code: '123456',
      nested: [{ refreshToken: 'r' }],
    });
    expect(cleaned).toEqual({
      password: REDACTED,
      newPassword: REDACTED,
      headers: { authorization: REDACTED, cookie: REDACTED },
      payment: { txnid: 'T1', hash: REDACTED, salt: REDACTED, amount: 49900 },
      token: REDACTED,
      code: REDACTED,
      nested: [{ refreshToken: REDACTED }],
    });
  });

  it('masks e-mail addresses and Indian phone numbers inside any text, and leaves ids and amounts alone', () => {
    expect(maskPersonalData('mail to priya.sharma@example.co.in now')).toBe('mail to p***@example.co.in now');
    expect(maskPersonalData('call +91 98765 43210 or 09876543210 or 9876543210')).toBe('call ******3210 or ******3210 or ******3210');
    expect(maskPersonalData('order 1732430000123 of 49900 paise on 2026-11-24, id 1234567890')).toBe(
      'order 1732430000123 of 49900 paise on 2026-11-24, id 1234567890',
    );
    const error = redactForLog(new Error('No account for asha@example.com')) as { message: string; stack: string };
    expect(error.message).toBe('No account for a***@example.com');
    expect(error.stack).not.toContain('asha@example.com');
  });
});

describe('request logs', () => {
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  let server: RunningServer;
  let url: string;

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', JWT_SECRET: TEST_JWT_SECRET, SEED_DEMO: 'true' });
    const logger = createLogger('info', {
      destination: {
        write(line: string) {
          raw.push(line);
          lines.push(JSON.parse(line) as Record<string, unknown>);
        },
      },
    });
    server = await startServer({ config, logger });
    url = `http://127.0.0.1:${server.port}`;
  });
  afterAll(() => server.close());

  /**
   * The line of one request. It is written when the server's response finishes, which on a busy machine can come
   * after the client has read the answer and gone on (a fixed 50 ms wait failed once in a full run): wait up to 5 s.
   */
  async function lineOf(requestId: string): Promise<Record<string, unknown> | undefined> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const line = lines.find((candidate) => candidate.requestId === requestId);
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return undefined;
  }

  it('writes one JSON line per request with its id, user, route, status and latency, and returns the id', async () => {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'user@example.com', password: 'password123' }),
    });
    expect(login.status).toBe(200);
    const generatedId = login.headers.get('x-request-id');
    expect(generatedId).toMatch(/^[0-9a-f-]{36}$/);
    const { token, user } = (await login.json()) as { token: string; user: { id: number } };

    const me = await fetch(`${url}/api/auth/me?token=${token}`, { headers: { authorization: `Bearer ${token}`, 'x-request-id': 'edge-req-0001' } });
    expect(me.status).toBe(200);
    expect(me.headers.get('x-request-id')).toBe('edge-req-0001');
    // A header that is not a plain id is not echoed into logs or answers.
    const odd = await fetch(`${url}/api/astrologers`, { headers: { 'x-request-id': 'x'.repeat(300) } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const meLine = await lineOf('edge-req-0001');
    expect(meLine).toMatchObject({
      level: 'info',
      service: 'api',
      requestId: 'edge-req-0001',
      userId: user.id,
      route: '/api/auth/me',
      req: { method: 'GET', path: '/api/auth/me' },
      res: { statusCode: 200 },
    });
    expect(typeof meLine?.latencyMs).toBe('number');
    expect(typeof meLine?.time).toBe('string');
    expect(await lineOf(generatedId!)).toMatchObject({ route: '/api/auth/login', res: { statusCode: 200 } });

    const everything = raw.join('');
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('password123');
    expect(everything).not.toContain('user@example.com');
  });

  it('cleans what use cases log: payment hashes and e-mail addresses included', () => {
    server.ctx.logger.warn('Payment callback rejected for T123 (payer meera@example.com, +91 99887 66554)', {
      form: { txnid: 'T123', hash: 'f'.repeat(128), email: 'meera@example.com', phone: '9988766554' },
    });
    const line = lines.at(-1) as { msg: string; detail: { form: Record<string, string> } };
    expect(line.msg).toBe('Payment callback rejected for T123 (payer m***@example.com, ******6554)');
    expect(line.detail.form).toEqual({ txnid: 'T123', hash: REDACTED, email: 'm***@example.com', phone: '******6554' });
    expect(raw.at(-1)).not.toContain('f'.repeat(128));
  });
});
