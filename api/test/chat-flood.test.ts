import type { Consultation } from '@astrosetu/contracts';
import { setupTestServer } from './harness';
import { startSession } from './session-start';
import { command, connected, socketPool } from './realtime-test-clients';

/**
 * Issue 16: chat limits count per user, across all of their sockets and HTTP. Here 20 at once and a refill
 * too slow to matter on a busy machine (the default is 3 per second).
 */
const t = setupTestServer({ CHAT_MESSAGE_BURST: '20', CHAT_MESSAGES_PER_SECOND: '0.01' });
const sockets = socketPool(() => t.current.url);
afterEach(() => sockets.closeAll());

async function bookedConsultation() {
  const customer = await t.current.registerUser();
  await t.current.topUp(customer.user.id, 200_000);
  const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: 1, duration: 10 }, customer.token);
  expect(booked.status).toBe(201);
  // Messages go through once the session has started.
  await startSession(booked.body.id, t.current.server.ctx.realtime);
  return { customer, consultationId: booked.body.id };
}

describe('chat flooding', () => {
  it('ten sockets of one user share one allowance: 30 messages at once, 20 accepted, and HTTP is refused too', async () => {
    const { customer, consultationId } = await bookedConsultation();
    const clients = await Promise.all(Array.from({ length: 10 }, () => connected(sockets.open(customer.token))));
    for (const client of clients) expect(await command(client, 'join-consultation', { consultationId })).toHaveProperty('data');

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        command(clients[index % clients.length], 'message-sent', { consultationId, message: `flood ${index}`, clientMessageId: `flood-${index}` }),
      ),
    );
    expect(answers.filter((answer) => 'data' in answer)).toHaveLength(20);

    const overHttp = await t.current.api('POST', '/api/chat/message', { consultationId, message: 'and over HTTP' }, customer.token);
    expect(overHttp.status).toBe(429);
  });

  it('POST /api/chat/message alone is limited per user', async () => {
    const { customer, consultationId } = await bookedConsultation();
    const statuses = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        t.current.api('POST', '/api/chat/message', { consultationId, message: `http ${index}`, clientMessageId: `http-${index}` }, customer.token).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('join-consultation is limited per user across sockets', async () => {
    const { customer, consultationId } = await bookedConsultation();
    const clients = await Promise.all(Array.from({ length: 5 }, () => connected(sockets.open(customer.token))));
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, index) => command(clients[index % clients.length], 'join-consultation', { consultationId })),
    );
    const refused = answers.filter((answer) => 'error' in answer);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    expect(refused[0]).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });

  it('one user\'s flood does not limit the other side of the consultation', async () => {
    const { customer, consultationId } = await bookedConsultation();
    await Promise.all(
      Array.from({ length: 22 }, (_, index) => t.current.api('POST', '/api/chat/message', { consultationId, message: `x ${index}` }, customer.token)),
    );
    const astrologer = await t.current.loginAs('astrologer');
    expect((await t.current.api('POST', '/api/chat/message', { consultationId, message: 'Namaste' }, astrologer.token)).status).toBe(201);
  });
});
