import { WAITLIST_CALL_MINUTES, type AstrologerWaitlist, type Consultation, type WaitlistEntry } from '@astrosetu/contracts';
import mongoose from 'mongoose';
import { astrologerAdminRepository } from '../src/modules/astrologers/astrologer-admin.repository';
import { ledgerRepository } from '../src/modules/wallet/ledger.repository';
import { errorOf, setupTestServer } from './harness';
import { connected, nextEvent, socketPool } from './realtime-test-clients';

// A fast sweep so an unanswered call expires within a test.
const t = setupTestServer({ WAITLIST_SWEEP_INTERVAL_MS: '150' });
const sockets = socketPool(() => t.current.url);
const RAJESH = 1;
const MEENAKSHI = 2;
const MINUTE = 60_000;

// Rajesh has the site open (the dashboard): the waitlist calls a customer only then (waitlist-astrologer-present.test.ts).
beforeEach(async () => {
  const rajesh = await t.current.loginAs('astrologer');
  await connected(sockets.open(rajesh.token));
});

afterEach(async () => {
  sockets.closeAll();
  await mongoose.connection.collection('waitlist_entries').deleteMany({});
  await astrologerAdminRepository.setOnline(RAJESH, true);
});

async function customer() {
  const account = await t.current.registerUser();
  await t.current.topUp(account.user.id, 200_000);
  const socket = await connected(sockets.open(account.token));
  return { ...account, socket };
}

/** A keeps Rajesh busy: a booked session (not started yet counts as busy too). */
async function busyWith() {
  const a = await customer();
  const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 10 }, a.token);
  expect(booked.status).toBe(201);
  return { a, consultationId: booked.body.id };
}

const join = (token: string, astrologerId = RAJESH) => t.current.api<WaitlistEntry>('POST', '/api/waitlist', { astrologerId }, token);
const mine = async (token: string) => (await t.current.api<WaitlistEntry | null>('GET', '/api/waitlist/mine', undefined, token)).body;
const endSession = (id: number, token: string) => t.current.api<Consultation>('POST', `/api/consultations/${id}/end`, {}, token);

describe('the waitlist of a busy astrologer', () => {
  it('when a customer joins a busy astrologer’s queue, then they are position 1 with an estimate, the astrologer sees them, and a reload finds the same place', async () => {
    const { a, consultationId } = await busyWith();
    const astrologer = await t.current.loginAs('astrologer');
    const astrologerSocket = await connected(sockets.open(astrologer.token));
    const b = await customer();
    const queueChanged = nextEvent(astrologerSocket, 'waitlist-changed');
    const placeForB = nextEvent(b.socket, 'waitlist-updated');

    const status = await t.current.api('GET', `/api/waitlist/astrologers/${RAJESH}`);
    expect(status.body).toEqual({ astrologerId: RAJESH, isOnline: true, busy: true, waiting: 0, canJoin: true });
    const joined = await join(b.token);
    expect(joined.status).toBe(201);
    // Rajesh's 10-minute session has not started: it counts in full.
    expect(joined.body).toMatchObject({ astrologerId: RAJESH, status: 'waiting', position: 1, estimatedWaitMinutes: 10, callExpiresAt: null });
    expect((await placeForB).position).toBe(1);
    expect((await queueChanged).entries).toEqual([expect.objectContaining({ userId: b.user.id, userName: b.user.username, position: 1, status: 'waiting' })]);
    const { body: queue } = await t.current.api<AstrologerWaitlist>('GET', '/api/astrologer/waitlist', undefined, astrologer.token);
    expect(queue.entries.map((entry) => entry.userId)).toEqual([b.user.id]);
    expect(await mine(b.token)).toMatchObject({ id: joined.body.id, position: 1 });

    // One entry per customer, whatever the astrologer.
    const again = await join(b.token, RAJESH);
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toMatch(/already waiting/);

    await endSession(consultationId, a.token);
  });

  it('when the session ends, then the first in line is called for 2 minutes, accepts, and the booking is paid from the wallet', async () => {
    const { a, consultationId } = await busyWith();
    const b = await customer();
    await join(b.token);
    const called = nextEvent(b.socket, 'waitlist-updated', (entry) => entry.status === 'called');
    const endedAt = Date.now();
    await endSession(consultationId, a.token);
    const call = await called;
    expect(call.position).toBe(1);
    expect(Date.parse(call.callExpiresAt ?? '') - endedAt).toBeGreaterThanOrEqual(WAITLIST_CALL_MINUTES * MINUTE - 1_000);
    expect(Date.parse(call.callExpiresAt ?? '') - endedAt).toBeLessThanOrEqual(WAITLIST_CALL_MINUTES * MINUTE + 5_000);

    const accepted = await t.current.api<Consultation>('POST', '/api/waitlist/accept', { duration: 10 }, b.token);
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ astrologerId: RAJESH, userId: b.user.id, status: 'active' });
    const debit = (await ledgerRepository.listForUser(b.user.id)).find((e) => e.reason === 'consultation');
    expect(debit).toMatchObject({ amount: -accepted.body.cost, reference: { type: 'consultation', id: accepted.body.id } });
    expect(await mine(b.token)).toBeNull();
    await endSession(accepted.body.id, b.token);
  });

  it('when the called customer accepts as a call, then a voice call is booked at the call rate (the astrologer takes calls)', async () => {
    const { a, consultationId } = await busyWith();
    const b = await customer();
    await join(b.token);
    const called = nextEvent(b.socket, 'waitlist-updated', (entry) => entry.status === 'called');
    await endSession(consultationId, a.token);
    await called;
    const accepted = await t.current.api<Consultation>('POST', '/api/waitlist/accept', { duration: 10, channel: 'call' }, b.token);
    expect(accepted.status).toBe(201);
    // Rajesh's call rate is ₹40 a minute (his chat rate is ₹35).
    expect(accepted.body).toMatchObject({ channel: 'call', ratePerMinute: 40, callState: 'ringing', astrologerId: RAJESH });
    await endSession(accepted.body.id, b.token);
  });

  it('when a customer accepts before their turn, then 409 and nothing is booked', async () => {
    const { a, consultationId } = await busyWith();
    const b = await customer();
    await join(b.token);
    const early = await t.current.api('POST', '/api/waitlist/accept', { duration: 10 }, b.token);
    expect(early.status).toBe(409);
    expect(errorOf(early).message).toMatch(/not your turn/);
    expect((await ledgerRepository.listForUser(b.user.id)).some((e) => e.reason === 'consultation')).toBe(false);
    await endSession(consultationId, a.token);
  });

  it('when the first in line leaves with one tap, then the next moves up to position 1 live', async () => {
    const { a, consultationId } = await busyWith();
    const b = await customer();
    const c = await customer();
    await join(b.token);
    const joinedC = await join(c.token);
    expect(joinedC.body).toMatchObject({ position: 2, estimatedWaitMinutes: 10 + 15 });
    const movedUp = nextEvent(c.socket, 'waitlist-updated', (entry) => entry.position === 1);
    const left = await t.current.api<WaitlistEntry>('POST', '/api/waitlist/leave', {}, b.token);
    expect(left.body).toMatchObject({ status: 'left', position: 0 });
    expect((await movedUp).estimatedWaitMinutes).toBe(10);
    expect(await mine(b.token)).toBeNull();
    await endSession(consultationId, a.token);
  });

  it('when the called customer does not accept within 2 minutes, then the call expires and the next one is called', async () => {
    const { a, consultationId } = await busyWith();
    const b = await customer();
    const c = await customer();
    await join(b.token);
    await join(c.token);
    const bCalled = nextEvent(b.socket, 'waitlist-updated', (entry) => entry.status === 'called');
    await endSession(consultationId, a.token);
    const call = await bCalled;
    const bExpired = nextEvent(b.socket, 'waitlist-updated', (entry) => entry.status === 'expired');
    const cCalled = nextEvent(c.socket, 'waitlist-updated', (entry) => entry.status === 'called');
    // Two minutes pass.
    await mongoose.connection.collection<{ _id: number }>('waitlist_entries').updateOne({ _id: call.id }, { $set: { callExpiresAt: new Date(Date.now() - 1_000) } });
    expect((await bExpired).position).toBe(0);
    expect((await cCalled).position).toBe(1);
    const late = await t.current.api('POST', '/api/waitlist/accept', { duration: 10 }, b.token);
    expect(late.status).toBe(404);
  });

  it('when the astrologer is free or offline, then joining is refused with the reason', async () => {
    const b = await customer();
    expect((await t.current.api('GET', `/api/waitlist/astrologers/${MEENAKSHI}`)).body).toMatchObject({ busy: false, waiting: 0, canJoin: false });
    const free = await join(b.token, MEENAKSHI);
    expect(free.status).toBe(409);
    expect(errorOf(free)).toMatchObject({ details: { astrologerFree: true } });
    await astrologerAdminRepository.setOnline(MEENAKSHI, false);
    const offline = await join(b.token, MEENAKSHI);
    expect(errorOf(offline).message).toMatch(/offline/);
    await astrologerAdminRepository.setOnline(MEENAKSHI, true);
  });
});
