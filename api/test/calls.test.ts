import { createHmac } from 'node:crypto';
import mongoose from 'mongoose';
import type { CallAnswerResponse, Consultation, IceServersResponse } from '@astrosetu/contracts';
import { astrologerAdminRepository } from '../src/modules/astrologers/astrologer-admin.repository';
import { astrologerRepository } from '../src/modules/astrologers/astrologer.repository';
import { ConsultationModel } from '../src/modules/consultations/consultation.model';
import { endExpiredConsultation } from '../src/modules/consultations/use-cases/end-expired-consultation';
import { sessionSettingsOf } from '../src/modules/consultations/session-settings';
import { startExpirySweeper } from '../src/realtime/session-expiry-sweeper';
import { createJobQueue } from '../src/shared/jobs/create-job-queue';
import { setupTestServer } from './harness';
import { commandData, command, connected, nextEvent, record, settle, socketPool } from './realtime-test-clients';

/**
 * Voice consultations (issue 35, docs/voice.md): who may answer and signal, when the billing clock runs, and that
 * a missed or declined call gives everything back exactly once.
 */
const TURN_SECRET = 'test-turn-secret-of-some-length';
const t = setupTestServer({ TURN_SECRET, TURN_URLS: 'turn:turn.example.in:3478?transport=udp,turns:turn.example.in:5349', TURN_TTL_S: '600' });
const sockets = socketPool(() => t.current.url);
const RAJESH = 1; // the demo astrologer account's profile; takes calls at ₹40 a minute
const MINUTE = 60_000;

afterEach(async () => {
  sockets.closeAll();
  await astrologerAdminRepository.setOnline(RAJESH, true);
  await mongoose.connection.collection('astrologers').updateOne({ _id: RAJESH as never }, { $set: { missedCallsInRow: 0 } });
});

async function customer(balance = 500_000) {
  const account = await t.current.registerUser();
  await t.current.topUp(account.user.id, balance);
  return account;
}

const bookCall = (token: string, duration = 10) =>
  t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration, channel: 'call' }, token);
const balanceOf = async (token: string) => (await t.current.api<{ balance: number }>('GET', '/api/auth/user', undefined, token)).body.balance;
/** The call as the customer's own list shows it. */
async function readCall(id: number, token: string): Promise<Consultation> {
  const me = (await t.current.api<{ id: number }>('GET', '/api/auth/user', undefined, token)).body;
  const list = (await t.current.api<Consultation[]>('GET', `/api/consultations/user/${me.id}`, undefined, token)).body;
  const call = list.find((consultation) => consultation.id === id);
  if (!call) throw new Error(`call ${id} is not in the customer's list`);
  return call;
}

/** Moves a call's stored times back, as if `ms` had passed since they were written. */
async function age(id: number, ms: number) {
  const doc = await ConsultationModel.findById(id).lean();
  if (!doc) throw new Error(`no call ${id}`);
  const back = (date?: Date) => (date ? new Date(date.getTime() - ms) : undefined);
  const moved = Object.fromEntries(
    Object.entries({
      createdAt: back(doc.createdAt),
      astrologerJoinedAt: back(doc.astrologerJoinedAt),
      startedAt: back(doc.startedAt),
      callDroppedSince: back(doc.callDroppedSince),
      customerMediaAt: back(doc.customerMediaAt),
      astrologerMediaAt: back(doc.astrologerMediaAt),
    }).filter(([, value]) => value),
  );
  await ConsultationModel.collection.updateOne({ _id: id as never }, { $set: moved });
}

async function answeredCall() {
  const caller = await customer();
  const astrologer = await t.current.loginAs('astrologer');
  const booked = await bookCall(caller.token);
  expect(booked.status).toBe(201);
  const accepted = await t.current.api<CallAnswerResponse>('POST', `/api/calls/${booked.body.id}/accept`, {}, astrologer.token);
  expect(accepted.body).toEqual({ consultationId: booked.body.id, state: 'answered' });
  return { caller, astrologer, id: booked.body.id, cost: booked.body.cost };
}

async function connectBoth(id: number, callerToken: string, astrologerToken: string) {
  const callerSocket = await connected(sockets.open(callerToken));
  const astrologerSocket = await connected(sockets.open(astrologerToken));
  expect(await commandData(callerSocket, 'call-media', { consultationId: id, state: 'connected' })).toEqual({ consultationId: id, state: 'answered' });
  expect(await commandData(astrologerSocket, 'call-media', { consultationId: id, state: 'connected' })).toEqual({ consultationId: id, state: 'connected' });
  return { callerSocket, astrologerSocket };
}

describe('booking a call', () => {
  it('is priced at the call rate, shown as a call that rings for a minute', async () => {
    const caller = await customer();
    const booked = await bookCall(caller.token);
    expect(booked.status).toBe(201);
    // 10 minutes at ₹40 (the chat rate is ₹35); the package price rule is the chat's.
    expect(booked.body).toMatchObject({ channel: 'call', ratePerMinute: 40, callState: 'ringing' });
    expect(Date.parse(booked.body.callStateUntil ?? '') - Date.parse(booked.body.createdAt)).toBe(60_000);
    expect(booked.body.startedAt).toBeUndefined();
  });

  it('is refused with a clear reason by an astrologer who takes no calls, and nothing is charged', async () => {
    const caller = await customer();
    const before = await balanceOf(caller.token);
    const chatOnly = 3; // Acharya Vikram Joshi has no call rate
    await astrologerAdminRepository.setOnline(chatOnly, true);
    const refused = await t.current.api('POST', '/api/consultations', { astrologerId: chatOnly, duration: 10, channel: 'call' }, caller.token);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('does not take calls');
    expect(await balanceOf(caller.token)).toBe(before);
    await astrologerAdminRepository.setOnline(chatOnly, false);
  });

  it('astrologers set and withdraw their call rate within the admin limits', async () => {
    const astrologer = await t.current.loginAs('astrologer');
    const tooHigh = await t.current.api('PATCH', '/api/astrologer/profile', { callRatePerMinute: 5_000 }, astrologer.token);
    expect(tooHigh.status).toBe(400);
    const off = await t.current.api<{ takesCalls: boolean; callRatePerMinute: number | null }>('PATCH', '/api/astrologer/profile', { callRatePerMinute: null }, astrologer.token);
    expect(off.body).toMatchObject({ takesCalls: false, callRatePerMinute: null });
    const on = await t.current.api<{ takesCalls: boolean; callRatePerMinute: number | null }>('PATCH', '/api/astrologer/profile', { callRatePerMinute: 40 }, astrologer.token);
    expect(on.body).toMatchObject({ takesCalls: true, callRatePerMinute: 40 });
    const listed = await t.current.api<Array<{ id: number; takesCalls: boolean; callRatePerMinute: number | null }>>('GET', '/api/astrologers');
    expect(listed.body.find((a) => a.id === RAJESH)).toMatchObject({ takesCalls: true, callRatePerMinute: 40 });
  });
});

describe('ringing', () => {
  it('an answer is the astrologer’s alone; answering starts no clock', async () => {
    const caller = await customer();
    const booked = await bookCall(caller.token);
    const byCustomer = await t.current.api('POST', `/api/calls/${booked.body.id}/accept`, {}, caller.token);
    expect(byCustomer.status).toBe(403);
    const astrologer = await t.current.loginAs('astrologer');
    const ringing = record(await connected(sockets.open(caller.token)), 'call-state');
    await t.current.api('POST', `/api/calls/${booked.body.id}/accept`, {}, astrologer.token);
    await settle();
    expect(ringing.map((event) => event.state)).toEqual(['answered']);
    const call = await readCall(booked.body.id, caller.token);
    expect(call).toMatchObject({ callState: 'answered' });
    expect(call.startedAt).toBeUndefined();
  });

  it('a declined call is cancelled with a full refund', async () => {
    const caller = await customer();
    const before = await balanceOf(caller.token);
    const booked = await bookCall(caller.token);
    const astrologer = await t.current.loginAs('astrologer');
    const declined = await t.current.api<CallAnswerResponse>('POST', `/api/calls/${booked.body.id}/decline`, {}, astrologer.token);
    expect(declined.body.state).toBe('ended');
    expect(await readCall(booked.body.id, caller.token)).toMatchObject({ status: 'cancelled', endReason: 'declined-call', refundedAmount: booked.body.cost, usedMinutes: 0 });
    expect(await balanceOf(caller.token)).toBe(before);
  });

  it('an unanswered call is a missed call after 60 s: full refund once, even when two sweeps and a decline race', async () => {
    const caller = await customer();
    const before = await balanceOf(caller.token);
    const booked = await bookCall(caller.token);
    const astrologer = await t.current.loginAs('astrologer');
    await age(booked.body.id, 61_000);
    const now = new Date();
    const results = await Promise.allSettled([
      endExpiredConsultation(booked.body.id, { graceMs: 60_000, holder: 'a', now, rule: 'missed-call', settings: sessionSettingsOf(t.current.server.ctx.config), events: t.current.server.ctx.events }),
      endExpiredConsultation(booked.body.id, { graceMs: 60_000, holder: 'b', now, rule: 'missed-call', settings: sessionSettingsOf(t.current.server.ctx.config), events: t.current.server.ctx.events }),
      t.current.api('POST', `/api/calls/${booked.body.id}/decline`, {}, astrologer.token),
    ]);
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
    const ended = await readCall(booked.body.id, caller.token);
    expect(ended).toMatchObject({ status: 'cancelled', refundedAmount: booked.body.cost });
    expect(await balanceOf(caller.token)).toBe(before);
    const refunds = await mongoose.connection
      .collection('ledger_entries')
      .countDocuments({ userId: caller.user.id, reason: 'refund', 'reference.id': booked.body.id });
    expect(refunds).toBe(1);
  });

  it('three missed calls in a row take the astrologer offline; an answered call resets the count', async () => {
    for (let missed = 1; missed <= 3; missed += 1) {
      const caller = await customer();
      const booked = await bookCall(caller.token);
      await age(booked.body.id, 61_000);
      expect(await endExpiredConsultation(booked.body.id, { graceMs: 60_000, holder: 'h', rule: 'missed-call', settings: sessionSettingsOf(t.current.server.ctx.config), events: t.current.server.ctx.events })).toMatchObject({ endReason: 'missed-call' });
      const profile = await astrologerRepository.findById(RAJESH);
      expect({ missed, online: profile?.isOnline }).toEqual({ missed, online: missed < 3 });
    }
  });

  it('an answered call is never a missed call', async () => {
    const { id } = await answeredCall();
    await age(id, 61_000);
    expect(await endExpiredConsultation(id, { graceMs: 60_000, holder: 'h', rule: 'missed-call', settings: sessionSettingsOf(t.current.server.ctx.config), events: t.current.server.ctx.events })).toBeNull();
  });
});

describe('signalling', () => {
  it('relays offers, answers and candidates between the two participants only', async () => {
    const { caller, astrologer, id } = await answeredCall();
    const callerSocket = await connected(sockets.open(caller.token));
    const astrologerSocket = await connected(sockets.open(astrologer.token));
    const stranger = await customer();
    const strangerSocket = await connected(sockets.open(stranger.token));
    const strangerHeard = record(strangerSocket, 'call-signal');

    const offer = nextEvent(astrologerSocket, 'call-signal');
    await commandData(callerSocket, 'call-signal', { consultationId: id, signal: { kind: 'offer', sdp: 'v=0 offer' } });
    expect(await offer).toEqual({ consultationId: id, from: 'user', signal: { kind: 'offer', sdp: 'v=0 offer' } });

    const candidate = nextEvent(callerSocket, 'call-signal');
    const ice = { candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    await commandData(astrologerSocket, 'call-signal', { consultationId: id, signal: { kind: 'ice-candidate', candidate: ice } });
    expect(await candidate).toEqual({ consultationId: id, from: 'astrologer', signal: { kind: 'ice-candidate', candidate: ice } });

    const intruding = await command(strangerSocket, 'call-signal', { consultationId: id, signal: { kind: 'offer', sdp: 'v=0 intruder' } });
    expect(intruding).toMatchObject({ error: { code: 'FORBIDDEN' } });
    await settle();
    expect(strangerHeard).toEqual([]);
  });

  it('relays nothing before the astrologer answers or after the end, and refuses a malformed signal', async () => {
    const caller = await customer();
    const booked = await bookCall(caller.token);
    const callerSocket = await connected(sockets.open(caller.token));
    expect(await command(callerSocket, 'call-signal', { consultationId: booked.body.id, signal: { kind: 'offer', sdp: 'v=0' } })).toMatchObject({ error: { code: 'CONFLICT' } });
    expect(await command(callerSocket, 'call-signal', { consultationId: booked.body.id, signal: { kind: 'video', sdp: 'v=0' } } as never)).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const astrologer = await t.current.loginAs('astrologer');
    await t.current.api('POST', `/api/calls/${booked.body.id}/accept`, {}, astrologer.token);
    await t.current.api('POST', `/api/consultations/${booked.body.id}/end`, {}, caller.token);
    expect(await command(callerSocket, 'call-signal', { consultationId: booked.body.id, signal: { kind: 'hang-up' } })).toMatchObject({ error: { code: 'CONFLICT' } });
  });
});

describe('ICE servers', () => {
  it('gives each participant STUN and a TURN credential that coturn can verify with the secret, expiring after TURN_TTL_S', async () => {
    const { caller, astrologer, id } = await answeredCall();
    const before = Math.floor(Date.now() / 1000);
    const answer = await t.current.api<IceServersResponse>('GET', `/api/calls/${id}/ice-servers`, undefined, caller.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const [stun, turn] = answer.body.iceServers;
    expect(stun).toEqual({ urls: ['stun:turn.example.in:3478', 'stun:turn.example.in:5349'] });
    expect(turn?.urls).toEqual(['turn:turn.example.in:3478?transport=udp', 'turns:turn.example.in:5349']);
    const [expiry, userId] = (turn?.username ?? '').split(':').map(Number);
    expect(userId).toBe(caller.user.id);
    expect(expiry).toBeGreaterThanOrEqual(before + 600);
    expect(expiry).toBeLessThanOrEqual(before + 602);
    expect(turn?.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn?.username ?? '').digest('base64'));
    expect(answer.body).toMatchObject({ relay: true, expiresAt: new Date(expiry * 1000).toISOString() });
    // A credential made with another secret would not match: coturn would refuse it.
    expect(turn?.credential).not.toBe(createHmac('sha1', 'another-secret-entirely').update(turn?.username ?? '').digest('base64'));
    const astrologers = await t.current.api<IceServersResponse>('GET', `/api/calls/${id}/ice-servers`, undefined, astrologer.token);
    expect(astrologers.body.iceServers[1]?.username?.endsWith(`:${astrologer.user.id}`)).toBe(true);
  });

  it('gives nothing to anyone else, nor after the end', async () => {
    const { caller, id } = await answeredCall();
    const stranger = await customer();
    expect((await t.current.api('GET', `/api/calls/${id}/ice-servers`, undefined, stranger.token)).status).toBe(403);
    expect((await t.current.api('GET', `/api/calls/${id}/ice-servers`)).status).toBe(401);
    await t.current.api('POST', `/api/consultations/${id}/end`, {}, caller.token);
    expect((await t.current.api('GET', `/api/calls/${id}/ice-servers`, undefined, caller.token)).status).toBe(409);
  });
});

describe('billing: the chat’s rules, measured on the server', () => {
  it('the clock starts when both sides hear audio, not when it rings or is answered', async () => {
    const { caller, astrologer, id } = await answeredCall();
    const callerSocket = await connected(sockets.open(caller.token));
    const started = nextEvent(callerSocket, 'call-state', (event) => event.state === 'connected');
    expect(await commandData(callerSocket, 'call-media', { consultationId: id, state: 'connected' })).toEqual({ consultationId: id, state: 'answered' });
    expect((await readCall(id, caller.token)).startedAt).toBeUndefined();
    const astrologerSocket = await connected(sockets.open(astrologer.token));
    await commandData(astrologerSocket, 'call-media', { consultationId: id, state: 'connected' });
    const event = await started;
    const call = await readCall(id, caller.token);
    expect(call.callState).toBe('connected');
    expect(event.timing?.startedAt).toBe(call.startedAt);
    expect(event.timing?.endsAt).toBe(new Date(Date.parse(call.startedAt ?? '') + 10 * MINUTE).toISOString());
  });

  it('time while the call is dropped is not billed: the reconnection moves the end by the gap', async () => {
    const { caller, astrologer, id } = await answeredCall();
    const { callerSocket, astrologerSocket } = await connectBoth(id, caller.token, astrologer.token);
    const startedAt = Date.parse((await readCall(id, caller.token)).startedAt ?? '');
    const dropped = nextEvent(astrologerSocket, 'call-state', (event) => event.state === 'reconnecting');
    await commandData(callerSocket, 'call-media', { consultationId: id, state: 'reconnecting' });
    await commandData(astrologerSocket, 'call-media', { consultationId: id, state: 'reconnecting' });
    expect((await dropped).until).toBeDefined();
    // 40 s of silence (stored times moved back instead of waiting).
    await ConsultationModel.collection.updateOne({ _id: id as never }, { $set: { callDroppedSince: new Date(Date.now() - 40_000) } });
    // Back on one side only: still reconnecting.
    expect(await commandData(callerSocket, 'call-media', { consultationId: id, state: 'connected' })).toEqual({ consultationId: id, state: 'reconnecting' });
    const back = nextEvent(callerSocket, 'call-state', (event) => event.state === 'connected');
    await commandData(astrologerSocket, 'call-media', { consultationId: id, state: 'connected' });
    const event = await back;
    const moved = Date.parse((await readCall(id, caller.token)).startedAt ?? '');
    expect(moved - startedAt).toBeGreaterThanOrEqual(40_000);
    expect(moved - startedAt).toBeLessThan(42_000);
    expect(event.timing?.endsAt).toBe(new Date(moved + 10 * MINUTE).toISOString());
  });

  it('ending early refunds the unused whole minutes, the dropped time not counted', async () => {
    const { caller, astrologer, id, cost } = await answeredCall();
    const { callerSocket } = await connectBoth(id, caller.token, astrologer.token);
    // Two and a half minutes talked, then the line dropped 3 minutes ago and the customer gives up.
    await age(id, 150_000 + 180_000);
    await ConsultationModel.collection.updateOne({ _id: id as never }, { $set: { callDroppedSince: new Date(Date.now() - 180_000), customerCallDropped: true } });
    void callerSocket;
    const ended = await t.current.api<Consultation>('POST', `/api/consultations/${id}/end`, {}, caller.token);
    // 3 minutes started (2.5 rounded up); 7 of the 10 refunded at the call's per-minute worth.
    expect(ended.body).toMatchObject({ status: 'completed', usedMinutes: 3 });
    expect(ended.body.refundedAmount).toBeGreaterThan(0);
    expect(ended.body.refundedAmount).toBeLessThan(cost);
  });

  it('a call that does not come back within 60 s ends by itself, billed to the drop', async () => {
    const { caller, astrologer, id } = await answeredCall();
    await connectBoth(id, caller.token, astrologer.token);
    await age(id, 120_000);
    await ConsultationModel.collection.updateOne({ _id: id as never }, { $set: { callDroppedSince: new Date(Date.now() - 61_000), astrologerCallDropped: true } });
    const ended = await endExpiredConsultation(id, { graceMs: 60_000, holder: 'h', rule: 'call-dropped', settings: sessionSettingsOf(t.current.server.ctx.config), events: t.current.server.ctx.events });
    expect(ended).toMatchObject({ endReason: 'call-dropped', usedMinutes: 1, status: 'completed' });
  });

  it('a call ends at its booked time, without the chat’s two minutes of grace', async () => {
    const { caller, astrologer, id } = await answeredCall();
    await connectBoth(id, caller.token, astrologer.token);
    // The 10 booked minutes ran out 5 seconds ago.
    await age(id, 10 * MINUTE + 5_000);
    const queue = createJobQueue({}, { name: 'call-sweeps', concurrency: 1, logger: t.current.server.ctx.logger });
    const sweeper = startExpirySweeper({
      events: t.current.server.ctx.events,
      realtime: t.current.server.ctx.realtime,
      intervalMs: 600_000,
      graceMs: 120_000,
      noShowMs: 300_000,
      connectionLostGraceMs: 120_000,
      birthDetailsStepMs: 180_000,
      sessionSettings: sessionSettingsOf(t.current.server.ctx.config),
      logger: t.current.server.ctx.logger,
      queue,
    });
    try {
      expect(await sweeper.sweep()).toContain(id);
      expect(await readCall(id, caller.token)).toMatchObject({ status: 'completed', endReason: 'expired', usedMinutes: 10, refundedAmount: 0 });
    } finally {
      await sweeper.stop();
      await queue.close();
    }
  });

  it('an answered call whose audio never flows ends unbilled after 60 s', async () => {
    const { caller, id, cost } = await answeredCall();
    await age(id, 61_000);
    expect(await endExpiredConsultation(id, { graceMs: 60_000, holder: 'h', rule: 'call-not-connected', settings: sessionSettingsOf(t.current.server.ctx.config), events: t.current.server.ctx.events })).toMatchObject({ endReason: 'call-not-connected', status: 'cancelled' });
    expect((await readCall(id, caller.token)).refundedAmount).toBe(cost);
  });

  it('a microphone never allowed (the customer ends before any audio) costs nothing', async () => {
    const { caller, id, cost } = await answeredCall();
    const before = await balanceOf(caller.token);
    const ended = await t.current.api<Consultation>('POST', `/api/consultations/${id}/end`, {}, caller.token);
    expect(ended.body).toMatchObject({ status: 'cancelled', refundedAmount: cost, usedMinutes: 0 });
    expect(await balanceOf(caller.token)).toBe(before + cost);
  });
});
