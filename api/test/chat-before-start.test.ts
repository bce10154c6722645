import { ASTROLOGER_GREETING_CLIENT_ID, type ChatMessage, type Consultation, type ErrorBody, type FreeFirstMinutesResponse, type User } from '@astrosetu/contracts';
import mongoose from 'mongoose';
import { openConsultationChat, rereadConsultationChat } from '../src/modules/chat/use-cases/open-consultation-chat';
import { consultationRepository } from '../src/modules/consultations/consultation.repository';
import { recordDetailsDone, startSessionAtDeadline } from '../src/modules/consultations/use-cases/start-session';
import type { EmittedEvent } from '../src/shared/realtime/realtime-events';
import { startExpirySweeper } from '../src/realtime/session-expiry-sweeper';
import { sessionSettingsOf } from '../src/modules/consultations/session-settings';
import { createJobQueue } from '../src/shared/jobs/create-job-queue';
import { setupTestServer } from './harness';
import { command, commandData, connected, nextEvent, record, settle, socketPool } from './realtime-test-clients';

// No free work before the clock (docs/trust.md#no-free-work-before-the-clock): until startedAt the chat carries
// only the astrologer's greeting and the server's events; the birth-details step lasts at most
// CHAT_BIRTH_DETAILS_STEP_MS after the astrologer joins (3 minutes in production, 4 s here), then the session starts.
const STEP_MS = 4_000;
/** The session clock these tests drive use cases with: this file's birth-details step, the usual grace. */
const clock = { autoEndGraceMs: 120_000, birthDetailsStepMs: STEP_MS };
// The sweep is run by hand below (its timer would hide whether the deadline's own timer started a session).
const t = setupTestServer({ CHAT_BIRTH_DETAILS_STEP_MS: String(STEP_MS), CHAT_EXPIRY_SWEEP_INTERVAL_MS: '600000', FREE_FIRST_MINUTES_OFFER: 'on' });
const sockets = socketPool(() => t.current.url);
const RAJESH = 1;
const GREETING_EN = 'Namaste! I am Pandit Rajesh Sharma, welcome to your consultation. Please share or skip your birth details and we will begin.';
const GREETING_HI = 'नमस्ते! मैं Pandit Rajesh Sharma, आपके परामर्श में आपका स्वागत है। कृपया अपना जन्म विवरण साझा करें या छोड़ दें, फिर हम शुरू करेंगे।';
const NOT_STARTED = {
  code: 'SESSION_NOT_STARTED',
  message: 'Messages can be sent once the session starts: the customer first shares or skips the birth details, and the session starts by itself 3 minutes after the astrologer joins.',
};

afterEach(() => sockets.closeAll());

let phoneCounter = 0;

/** A funded new customer (a phone number of their own: the free first minutes go once per number) with a booked session. */
async function booked() {
  phoneCounter += 1;
  const customer = await t.current.registerUser({ phone: `+91 96${String(process.pid % 1000).padStart(3, '0')} ${String(phoneCounter).padStart(5, '0')}` });
  await t.current.topUp(customer.user.id, 200_000);
  const astrologer = await t.current.loginAs('astrologer');
  const response = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 10 }, customer.token);
  if (response.status !== 201) throw new Error(`booking failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { customer, astrologer, consultationId: response.body.id, freeFirstMinutes: response.body.freeFirstMinutes };
}

const post = (token: string, body: Record<string, unknown>) => t.current.api<ChatMessage & ErrorBody>('POST', '/api/chat/message', body, token);
const history = async (consultationId: number, token: string) => (await t.current.api<ChatMessage[]>('GET', `/api/chat/${consultationId}`, undefined, token)).body;

describe('messages before the session starts (HTTP)', () => {
  it('when either side writes before the start, then 409 SESSION_NOT_STARTED and nothing is stored; the greeting is stored once, in the customer’s language; after the start both write', async () => {
    const { customer, astrologer, consultationId } = await booked();
    expect((await t.current.api('PUT', '/api/profile/language', { language: 'hi' }, customer.token)).status).toBe(200);

    for (const token of [customer.token, astrologer.token]) {
      const refused = await post(token, { consultationId, message: 'Will I get the job?' });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual(NOT_STARTED);
    }
    // The greeting's id is the astrologer's only: from the customer it is an ordinary (refused) message.
    expect((await post(customer.token, { consultationId, message: 'call me', clientMessageId: ASTROLOGER_GREETING_CLIENT_ID })).status).toBe(409);

    // Whatever text comes with the greeting, the fixed words are stored (in Hindi, the customer's language), once.
    const greeting = await post(astrologer.token, { consultationId, message: 'Call me on 98765 43210', clientMessageId: ASTROLOGER_GREETING_CLIENT_ID });
    expect(greeting.status).toBe(201);
    expect(greeting.body).toMatchObject({ senderType: 'astrologer', message: GREETING_HI, clientMessageId: ASTROLOGER_GREETING_CLIENT_ID });
    const again = await post(astrologer.token, { consultationId, message: 'Namaste again', clientMessageId: ASTROLOGER_GREETING_CLIENT_ID });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(greeting.body.id);
    expect((await history(consultationId, customer.token)).map((m) => m.message)).toEqual([GREETING_HI]);

    // The astrologer joins (by opening the chat) and the customer skips the details: the session runs.
    const astrologerSocket = await connected(sockets.open(astrologer.token));
    await commandData(astrologerSocket, 'join-consultation', { consultationId });
    const skipped = await t.current.api<Consultation>('POST', `/api/consultations/${consultationId}/skip-details`, {}, customer.token);
    expect(skipped.body.startedAt).toEqual(expect.any(String));
    expect((await post(customer.token, { consultationId, message: 'Will I get the job?' })).status).toBe(201);
    expect((await post(astrologer.token, { consultationId, message: 'Jupiter favours a change.' })).status).toBe(201);
    expect((await history(consultationId, astrologer.token)).map((m) => m.message)).toEqual([GREETING_HI, 'Will I get the job?', 'Jupiter favours a change.']);
  });
});

describe('messages before the session starts (Socket.IO)', () => {
  it('when either side sends message-sent before the start, then the acknowledgement says SESSION_NOT_STARTED; the greeting and the server’s events reach the customer; after the start messages flow', async () => {
    const { customer, astrologer, consultationId } = await booked();
    const customerSocket = await connected(sockets.open(customer.token));
    const astrologerSocket = await connected(sockets.open(astrologer.token));
    await commandData(customerSocket, 'join-consultation', { consultationId });
    const customerHeard = record(customerSocket, 'new-message');

    expect(await command(customerSocket, 'message-sent', { consultationId, message: 'Hello?', clientMessageId: 'c-1' })).toEqual({ error: NOT_STARTED });
    // The astrologer has not opened the chat yet (no deadline runs): refused the same.
    expect(await command(astrologerSocket, 'message-sent', { consultationId, message: 'Hello', clientMessageId: 'a-1' })).toEqual({ error: NOT_STARTED });

    // The astrologer joins: the customer hears it with the deadline of the birth-details step.
    const joinedEvent = nextEvent(customerSocket, 'astrologer-joined');
    const joinedAt = Date.now();
    await commandData(astrologerSocket, 'join-consultation', { consultationId });
    const joined = await joinedEvent;
    expect(Date.parse(joined.startsBy ?? '') - Date.parse(joined.astrologerJoinedAt)).toBe(STEP_MS);
    expect(Date.parse(joined.astrologerJoinedAt)).toBeGreaterThanOrEqual(joinedAt - 1000);

    expect(await command(astrologerSocket, 'message-sent', { consultationId, message: 'Please pay me directly', clientMessageId: 'a-2' })).toEqual({ error: NOT_STARTED });
    const greeting = await commandData(astrologerSocket, 'message-sent', { consultationId, message: 'anything', clientMessageId: ASTROLOGER_GREETING_CLIENT_ID });
    expect(greeting.message).toBe(GREETING_EN);

    const started = nextEvent(customerSocket, 'session-started');
    expect((await t.current.api('POST', `/api/consultations/${consultationId}/skip-details`, {}, customer.token)).status).toBe(200);
    expect((await started).timing.startedAt).toEqual(expect.any(String));

    const atAstrologer = nextEvent(astrologerSocket, 'new-message', (m) => m.message === 'Will I get the job?');
    await commandData(customerSocket, 'message-sent', { consultationId, message: 'Will I get the job?', clientMessageId: 'c-2' });
    await atAstrologer;
    await commandData(astrologerSocket, 'message-sent', { consultationId, message: 'Yes, after June.', clientMessageId: 'a-3' });
    await settle(200);
    expect(customerHeard.map((m) => m.message)).toEqual([GREETING_EN, 'Yes, after June.']);
    expect((await history(consultationId, customer.token)).map((m) => m.message)).toEqual([GREETING_EN, 'Will I get the job?', 'Yes, after June.']);
  });
});

describe('the birth-details step’s deadline', () => {
  it('when the customer neither gives nor skips the details, then the session starts by itself at the deadline and the chat opens', async () => {
    const { customer, astrologer, consultationId } = await booked();
    const customerSocket = await connected(sockets.open(customer.token));
    const astrologerSocket = await connected(sockets.open(astrologer.token));
    await commandData(customerSocket, 'join-consultation', { consultationId });
    const started = nextEvent(customerSocket, 'session-started', undefined, STEP_MS + 5_000);
    const joined = await commandData(astrologerSocket, 'join-consultation', { consultationId });
    const startsBy = Date.parse(joined.consultation.startsBy ?? '');
    expect(startsBy - Date.parse(joined.consultation.astrologerJoinedAt ?? '')).toBe(STEP_MS);
    expect(joined.consultation.startedAt).toBeUndefined();

    const event = await started;
    const startedAt = Date.parse(event.timing.startedAt ?? '');
    // Started at its deadline by the timer (the sweep does not run in this file), not before.
    expect(startedAt).toBeGreaterThanOrEqual(startsBy);
    expect(startedAt).toBeLessThan(startsBy + 2_000);
    const stored = await consultationRepository.findById(consultationId);
    expect(stored).toMatchObject({ startedAt: new Date(startedAt).toISOString() });
    expect(stored?.detailsDoneAt).toBeUndefined();
    expect(await command(customerSocket, 'message-sent', { consultationId, message: 'Sorry, I was away', clientMessageId: 'late-1' })).toHaveProperty('data');
  }, 20_000);

  it('when no timer is armed on this instance (a restart, another instance), then the expiry sweep starts an overdue session', async () => {
    const { consultationId } = await booked();
    // Joined long ago as far as the database knows: nobody here armed a timer for it.
    await mongoose.connection.collection<{ _id: number }>('consultations').updateOne({ _id: consultationId }, { $set: { astrologerJoinedAt: new Date(Date.now() - STEP_MS - 1_000) } });
    const queue = createJobQueue({}, { name: 'test-sweeps', concurrency: 1, logger: t.current.server.ctx.logger });
    const sweeper = startExpirySweeper({
      events: t.current.server.ctx.events,
      realtime: t.current.server.ctx.realtime,
      intervalMs: 600_000,
      graceMs: 120_000,
      noShowMs: 300_000,
      connectionLostGraceMs: 120_000,
      birthDetailsStepMs: STEP_MS,
      sessionSettings: sessionSettingsOf(t.current.server.ctx.config),
      logger: t.current.server.ctx.logger,
      queue,
    });
    try {
      await sweeper.sweep();
      expect((await consultationRepository.findById(consultationId))?.startedAt).toEqual(expect.any(String));
    } finally {
      await sweeper.stop();
      await queue.close();
    }
  });

  it('when the customer skips the details at the very moment of the deadline, then each session starts once', async () => {
    // Booked one after another: the race under test is the start, not eight registrations at once.
    const sessions: Awaited<ReturnType<typeof booked>>[] = [];
    for (let i = 0; i < 8; i += 1) sessions.push(await booked());
    const joinedAt = new Date(Date.now() - STEP_MS);
    for (const { consultationId } of sessions) {
      await mongoose.connection.collection<{ _id: number }>('consultations').updateOne({ _id: consultationId }, { $set: { astrologerJoinedAt: joinedAt } });
    }
    const emitted: EmittedEvent[] = [];
    const stop = t.current.server.ctx.realtime.onEmit((event) => emitted.push(event));
    try {
      await Promise.all(
        sessions.flatMap(({ consultationId }) => [
          startSessionAtDeadline(consultationId, clock, t.current.server.ctx.realtime),
          startSessionAtDeadline(consultationId, clock, t.current.server.ctx.realtime),
          consultationRepository.findById(consultationId).then((record) => recordDetailsDone(record!, clock, t.current.server.ctx.realtime)),
        ]),
      );
    } finally {
      stop();
    }
    for (const { consultationId } of sessions) {
      const starts = emitted.filter((e) => e.event === 'session-started' && (e.payload as { consultationId: number }).consultationId === consultationId);
      // One start, announced once in each of its rooms.
      expect(starts.length).toBeGreaterThan(0);
      expect(new Set(starts.map((e) => e.room)).size).toBe(starts.length);
      const startedAts = new Set(starts.map((e) => (e.payload as { timing: { startedAt: string } }).timing.startedAt));
      expect(startedAts.size).toBe(1);
      expect((await consultationRepository.findById(consultationId))?.startedAt).toBe([...startedAts][0]);
    }
  });
});

describe('the free first minutes of a session that never started', () => {
  const eligible = async (token: string) => (await t.current.api<FreeFirstMinutesResponse>('GET', '/api/consultations/free-first-minutes', undefined, token)).body.eligible;

  it('when the customer calls it off after the astrologer joined, then the money comes back but the free minutes do not (no repeating)', async () => {
    const { customer, astrologer, consultationId, freeFirstMinutes } = await booked();
    expect(freeFirstMinutes).toBe(3);
    const astrologerSocket = await connected(sockets.open(astrologer.token));
    await commandData(astrologerSocket, 'join-consultation', { consultationId });
    const ended = await t.current.api<Consultation>('POST', `/api/consultations/${consultationId}/end`, {}, customer.token);
    expect(ended.body).toMatchObject({ status: 'cancelled', usedMinutes: 0 });
    expect(ended.body.refundedAmount).toBe(ended.body.cost);
    expect(await eligible(customer.token)).toBe(false);
  });

  it('when the astrologer ends it before the start, then the free minutes come back', async () => {
    const { customer, astrologer, consultationId, freeFirstMinutes } = await booked();
    expect(freeFirstMinutes).toBe(3);
    const astrologerSocket = await connected(sockets.open(astrologer.token));
    await commandData(astrologerSocket, 'join-consultation', { consultationId });
    const ended = await t.current.api<Consultation>('POST', `/api/consultations/${consultationId}/end`, {}, astrologer.token);
    expect(ended.body).toMatchObject({ status: 'cancelled' });
    expect(await eligible(customer.token)).toBe(true);
  });
});

describe('joining the chat room while the astrologer joins', () => {
  it('when the astrologer joins between the customer’s read and the customer’s room join, then the customer’s join answer carries the start deadline', async () => {
    const { customer, astrologer, consultationId } = await booked();
    const customerUser = (await t.current.api<User>('GET', '/api/auth/me', undefined, customer.token)).body;
    const astrologerUser = (await t.current.api<User>('GET', '/api/auth/me', undefined, astrologer.token)).body;
    // The customer's socket has read the consultation (no astrologer yet) but is not in the room yet...
    const opened = await openConsultationChat(customerUser, { consultationId }, clock, t.current.server.ctx.realtime);
    expect(opened.consultation.startsBy).toBeUndefined();
    // ...when the astrologer opens the chat: astrologer-joined goes to a room the customer is not in.
    await openConsultationChat(astrologerUser, { consultationId }, clock, t.current.server.ctx.realtime);
    // The read after the room join sees it.
    const reread = await rereadConsultationChat(opened, { consultationId }, clock);
    expect(reread.consultation.astrologerJoinedAt).toBeDefined();
    expect(Date.parse(reread.consultation.startsBy!)).toBeGreaterThan(Date.now());
    expect(reread.side).toBe('user');
  });
});
