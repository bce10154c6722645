import type { ChatMessage, Consultation } from '@astrosetu/contracts';
import type { EmittedEvent } from '../src/shared/realtime/realtime-events';
import { errorOf, setupTestServer } from './harness';
import { startSession } from './session-start';

const t = setupTestServer();
const RAJESH = 1;

async function runningSession() {
  const customer = await t.current.registerUser();
  await t.current.topUp(customer.user.id, 100_000);
  const astrologer = await t.current.loginAs('astrologer');
  const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 10 }, customer.token);
  if (booked.status !== 201) throw new Error(`booking failed: ${booked.status}`);
  // Messages go through once the session has started (chat-before-start.test.ts has the time before).
  await startSession(booked.body.id, t.current.server.ctx.realtime);
  return { customer, astrologer, consultation: booked.body };
}

describe('POST /api/chat/message and GET /api/chat/{consultationId}', () => {
  it('when both participants write, then messages are stored in order with sender from the token', async () => {
    const { customer, astrologer, consultation } = await runningSession();
    const emitted: EmittedEvent[] = [];
    const stop = t.current.server.ctx.realtime.onEmit((event) => emitted.push(event));
    const first = await t.current.api<ChatMessage>(
      'POST',
      '/api/chat/message',
      // senderId and senderType in the body are not trusted.
      { consultationId: consultation.id, message: '  Namaste, I have a career question  ', senderId: 999, senderType: 'astrologer' },
      customer.token,
    );
    const reply = await t.current.api<ChatMessage>('POST', '/api/chat/message', { consultationId: consultation.id, message: 'Namaste! Please share your birth details.' }, astrologer.token);
    stop();

    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      id: expect.any(Number),
      consultationId: consultation.id,
      senderId: customer.user.id,
      senderType: 'user',
      senderName: customer.user.username,
      message: 'Namaste, I have a career question',
      timestamp: expect.any(String),
    });
    expect(reply.body).toMatchObject({ senderType: 'astrologer', senderName: 'Pandit Rajesh Sharma', senderId: astrologer.user.id });
    expect(emitted.filter((e) => e.event === 'new-message')).toEqual([
      { room: `consultation:${consultation.id}`, event: 'new-message', payload: first.body },
      { room: `consultation:${consultation.id}`, event: 'new-message', payload: reply.body },
    ]);

    for (const reader of [customer, astrologer]) {
      const history = await t.current.api<ChatMessage[]>('GET', `/api/chat/${consultation.id}`, undefined, reader.token);
      expect(history.status).toBe(200);
      expect(history.body.map((m) => m.id)).toEqual([first.body.id, reply.body.id]);
    }
  });

  it('when a client retries with the same clientMessageId, then the message is stored once', async () => {
    const { customer, consultation } = await runningSession();
    const body = { consultationId: consultation.id, message: 'Will I get the job?', clientMessageId: 'c-1' };
    const responses = await Promise.all([1, 2, 3].map(() => t.current.api<ChatMessage>('POST', '/api/chat/message', body, customer.token)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
    expect(responses[0].body.clientMessageId).toBe('c-1');
    const history = await t.current.api<ChatMessage[]>('GET', `/api/chat/${consultation.id}`, undefined, customer.token);
    expect(history.body).toHaveLength(1);
  });

  it('when someone outside the consultation reads or writes, then 403', async () => {
    const { consultation } = await runningSession();
    const stranger = await t.current.registerUser();
    const otherAstrologer = await t.current.createAstrologerAccount(6);
    const admin = await t.current.loginAs('admin');
    for (const outsider of [stranger, otherAstrologer, admin]) {
      expect((await t.current.api('GET', `/api/chat/${consultation.id}`, undefined, outsider.token)).status).toBe(403);
      expect((await t.current.api('POST', '/api/chat/message', { consultationId: consultation.id, message: 'hi' }, outsider.token)).status).toBe(403);
    }
  });

  it('when the consultation has ended, then sending is refused with 409 and history stays readable', async () => {
    const { customer, consultation } = await runningSession();
    await t.current.api('POST', '/api/chat/message', { consultationId: consultation.id, message: 'Thank you' }, customer.token);
    await t.current.api('POST', `/api/consultations/${consultation.id}/end`, {}, customer.token);
    const response = await t.current.api('POST', '/api/chat/message', { consultationId: consultation.id, message: 'One more thing' }, customer.token);
    expect(response.status).toBe(409);
    expect((await t.current.api<ChatMessage[]>('GET', `/api/chat/${consultation.id}`, undefined, customer.token)).body).toHaveLength(1);
  });

  it.each([
    [{ message: '   ' }, 'message', 'Message cannot be empty'],
    [{ message: 42 }, 'message', 'Message cannot be empty'],
    [{ message: 'x'.repeat(4001) }, 'message', 'Message must be at most 4000 characters'],
    [{ consultationId: 'abc', message: 'hi' }, 'consultationId', 'Id must be a positive whole number'],
  ])('when the body is %j, then 400', async (override, field, message) => {
    const { customer, consultation } = await runningSession();
    const response = await t.current.api('POST', '/api/chat/message', { consultationId: consultation.id, ...override }, customer.token);
    expect(response.status).toBe(400);
    expect(errorOf(response).fields?.[field]).toBe(message);
  });

  it('when the consultation does not exist, then 404', async () => {
    const customer = await t.current.registerUser();
    expect((await t.current.api('GET', '/api/chat/99999', undefined, customer.token)).status).toBe(404);
    expect((await t.current.api('POST', '/api/chat/message', { consultationId: 99999, message: 'hi' }, customer.token)).status).toBe(404);
  });
});
