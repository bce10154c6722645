import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMsg91SmsSender } from '../src/modules/account-verification/sms/msg91-sms-sender';
import { SmsNotSentError } from '../src/modules/account-verification/sms/sms-sender';
import { VerificationCodeModel } from '../src/modules/account-verification/verification-code.model';
import { errorOf, setupTestServer } from './harness';

/**
 * Issue #33: verification codes by SMS through MSG91's Flow API (POST /api/v5/flow, `authkey` header). A fake MSG91
 * records what it receives and answers as MSG91 documents: {type: 'success' | 'error', message}.
 */
let fake: Server;
let baseUrl = '';
let received: Array<{ method?: string; url?: string; authkey?: string; body: unknown }> = [];
let reply: { status: number; body: unknown } = { status: 200, body: { type: 'success', message: '3763646c3058313530393035' } };

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
  });

// Declared before setupTestServer so the fake is listening when the API reads MSG91_BASE_URL.
beforeAll(async () => {
  fake = createServer((req, res) => {
    void readBody(req).then((text) => {
      received.push({ method: req.method, url: req.url, authkey: req.headers.authkey as string | undefined, body: JSON.parse(text) });
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));
const t = setupTestServer(() => ({ MSG91_AUTH_KEY: 'key-123', MSG91_TEMPLATE_ID: 'tmpl-otp', MSG91_BASE_URL: baseUrl }));
beforeEach(() => {
  received = [];
  reply = { status: 200, body: { type: 'success', message: '3763646c3058313530393035' } };
});

describe('MSG91 Flow protocol', () => {
  it('when a code is sent, then MSG91 gets POST /api/v5/flow with the auth key, the template and the number without "+"', async () => {
    const sender = createMsg91SmsSender({ authKey: 'key-123', templateId: 'tmpl-otp', baseUrl });
    expect(await sender.sendVerificationCode({ to: '+919845077050', code: '482913', minutes: 10 })).toEqual({ id: '3763646c3058313530393035' });
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/api/v5/flow',
        authkey: 'key-123',
        body: { template_id: 'tmpl-otp', short_url: '0', recipients: [{ mobiles: '919845077050', otp: '482913', minutes: '10' }] },
      },
    ]);
  });

  it('when MSG91 answers type "error" (even with HTTP 200), then the send fails', async () => {
    reply = { status: 200, body: { type: 'error', message: 'Invalid authkey' } };
    const sender = createMsg91SmsSender({ authKey: 'wrong', templateId: 'tmpl-otp', baseUrl });
    await expect(sender.sendVerificationCode({ to: '+919845077051', code: '111222', minutes: 10 })).rejects.toThrow(SmsNotSentError);
  });

  it('when the API is configured for MSG91 and MSG91 refuses, then the customer is told to retry and no code is left behind', async () => {
    const { token, user } = await t.current.registerUser({}, { verified: false });
    reply = { status: 401, body: { type: 'error', message: 'Unauthorized' } };
    const refused = await t.current.api('POST', '/api/verification/phone/send', { phone: '9845077052' }, token);
    expect(refused.status).toBe(503);
    expect(errorOf(refused).message).toBe('We could not send the SMS just now. Please try again in a few minutes.');
    expect(await VerificationCodeModel.findById(`phone:${user.id}`).lean()).toBeNull();

    reply = { status: 200, body: { type: 'success', message: 'req-1' } };
    const sent = await t.current.api('POST', '/api/verification/phone/send', { phone: '9845077052' }, token);
    expect(sent.status).toBe(200);
    expect(received.at(-1)?.body).toMatchObject({ recipients: [{ mobiles: '919845077052' }] });
  });
});
