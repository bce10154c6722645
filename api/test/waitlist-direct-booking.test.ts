import type { Consultation, WaitlistEntry } from '@astrosetu/contracts';
import mongoose from 'mongoose';
import { astrologerAdminRepository } from '../src/modules/astrologers/astrologer-admin.repository';
import { setupTestServer } from './harness';
import { connected, nextEvent, record, socketPool } from './realtime-test-clients';

// A fast sweep: a wrong call would reach the customer within the test.
const t = setupTestServer({ WAITLIST_SWEEP_INTERVAL_MS: '100' });
const sockets = socketPool(() => t.current.url);
const RAJESH = 1;
const MEENAKSHI = 2;

// Rajesh has the site open (the dashboard): the waitlist calls a customer only then (waitlist-astrologer-present.test.ts).
beforeEach(async () => {
  const rajesh = await t.current.loginAs('astrologer');
  await connected(sockets.open(rajesh.token));
});

afterEach(async () => {
  sockets.closeAll();
  await mongoose.connection.collection('waitlist_entries').deleteMany({});
  await astrologerAdminRepository.setOnline(RAJESH, true);
  await astrologerAdminRepository.setOnline(MEENAKSHI, true);
});

async function customer() {
  const account = await t.current.registerUser();
  await t.current.topUp(account.user.id, 200_000);
  const socket = await connected(sockets.open(account.token));
  return { ...account, socket };
}

const book = (token: string, astrologerId: number) =>
  t.current.api<Consultation>('POST', '/api/consultations', { astrologerId, duration: 10 }, token);
const join = (token: string, astrologerId = RAJESH) => t.current.api<WaitlistEntry>('POST', '/api/waitlist', { astrologerId }, token);
const mine = async (token: string) => (await t.current.api<WaitlistEntry | null>('GET', '/api/waitlist/mine', undefined, token)).body;
const endSession = (id: number, token: string) => t.current.api<Consultation>('POST', `/api/consultations/${id}/end`, {}, token);
const entriesOf = (userId: number) =>
  mongoose.connection.collection<{ _id: number; userId: number; status: string; consultationId?: number }>('waitlist_entries').find({ userId }).toArray();
const turnNotices = (userId: number) =>
  mongoose.connection.collection('notifications').countDocuments({ userId, 'reference.type': 'waitlist' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('a queued customer who books directly leaves every queue', () => {
  it('when B, queued for Rajesh, books Meenakshi directly, then B is out of Rajesh’s queue and is never called when Rajesh is free', async () => {
    const a = await customer();
    const busy = await book(a.token, RAJESH);
    const b = await customer();
    expect((await join(b.token)).status).toBe(201);
    const told = nextEvent(b.socket, 'waitlist-updated', (entry) => entry.status === 'left');
    const calls = record(b.socket, 'waitlist-updated');

    const direct = await book(b.token, MEENAKSHI);
    expect(direct.status).toBe(201);
    // Already out when the booking answers.
    expect(await mine(b.token)).toBeNull();
    expect(await entriesOf(b.user.id)).toEqual([expect.objectContaining({ status: 'left' })]);
    expect((await told).astrologerId).toBe(RAJESH);
    const queue = await t.current.api<{ waiting: number }>('GET', `/api/waitlist/astrologers/${RAJESH}`);
    expect(queue.body.waiting).toBe(0);

    // Rajesh becomes free: no turn for B, now or on the next sweeps.
    await endSession(busy.body.id, a.token);
    await settle();
    expect(calls.filter((entry) => entry.status === 'called')).toEqual([]);
    expect(await turnNotices(b.user.id)).toBe(0);
    await endSession(direct.body.id, b.token);
  });

  it('when B, queued for Rajesh, books Rajesh directly, then the entry ends as accepted with that session, C moves up, and only C is called later', async () => {
    const a = await customer();
    const busy = await book(a.token, RAJESH);
    const b = await customer();
    const c = await customer();
    await join(b.token);
    expect((await join(c.token)).body.position).toBe(2);
    const cMovedUp = nextEvent(c.socket, 'waitlist-updated', (entry) => entry.position === 1);
    const bCalls = record(b.socket, 'waitlist-updated');

    const direct = await book(b.token, RAJESH);
    expect(direct.status).toBe(201);
    expect(await mine(b.token)).toBeNull();
    expect(await entriesOf(b.user.id)).toEqual([expect.objectContaining({ status: 'accepted', consultationId: direct.body.id })]);
    expect((await cMovedUp).status).toBe('waiting');

    // A ends: Rajesh is still busy with B's session, so nobody is called; B ends: C (not B) is called.
    await endSession(busy.body.id, a.token);
    await settle();
    expect((await mine(c.token))?.status).toBe('waiting');
    const cCalled = nextEvent(c.socket, 'waitlist-updated', (entry) => entry.status === 'called');
    await endSession(direct.body.id, b.token);
    await cCalled;
    await settle();
    expect(bCalls.filter((entry) => entry.status === 'called')).toEqual([]);
    expect(await turnNotices(b.user.id)).toBe(0);
    await t.current.api('POST', '/api/waitlist/leave', {}, c.token);
  });

  it('when B is being called and books another astrologer instead, then the call ends at once and passes to the next in line', async () => {
    const a = await customer();
    const busy = await book(a.token, RAJESH);
    const b = await customer();
    const c = await customer();
    await join(b.token);
    await join(c.token);
    const bCalled = nextEvent(b.socket, 'waitlist-updated', (entry) => entry.status === 'called');
    await endSession(busy.body.id, a.token);
    await bCalled;

    const cCalled = nextEvent(c.socket, 'waitlist-updated', (entry) => entry.status === 'called');
    const direct = await book(b.token, MEENAKSHI);
    expect(direct.status).toBe(201);
    expect((await cCalled).position).toBe(1);
    expect(await mine(b.token)).toBeNull();
    const late = await t.current.api('POST', '/api/waitlist/accept', { duration: 10 }, b.token);
    expect(late.status).toBe(404);
    await endSession(direct.body.id, b.token);
    await t.current.api('POST', '/api/waitlist/leave', {}, c.token);
  });
});
