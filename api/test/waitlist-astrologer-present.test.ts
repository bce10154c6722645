import type { Consultation, WaitlistEntry } from '@astrosetu/contracts';
import mongoose from 'mongoose';
import { astrologerAdminRepository } from '../src/modules/astrologers/astrologer-admin.repository';
import { ConsultationModel } from '../src/modules/consultations/consultation.model';
import { endExpiredConsultation } from '../src/modules/consultations/use-cases/end-expired-consultation';
import { sessionSettingsOf } from '../src/modules/consultations/session-settings';
import { setupTestServer } from './harness';
import { commandData, connected, nextEvent, record, socketPool } from './realtime-test-clients';

/**
 * Issue 33: a called customer accepted, paid, and the session ended as the astrologer's no-show: the queue had
 * called them although nobody was at the astrologer's end. The call now waits for the astrologer to have the site
 * open; an accepted call reaches the astrologer, whose opening it starts the session.
 */
const t = setupTestServer({ WAITLIST_SWEEP_INTERVAL_MS: '100' });
const sockets = socketPool(() => t.current.url);
const RAJESH = 1;
const MINUTE = 60_000;

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

const book = (token: string) => t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 10 }, token);
const join = (token: string) => t.current.api<WaitlistEntry>('POST', '/api/waitlist', { astrologerId: RAJESH }, token);
const mine = async (token: string) => (await t.current.api<WaitlistEntry | null>('GET', '/api/waitlist/mine', undefined, token)).body;
const endSession = (id: number, token: string) => t.current.api<Consultation>('POST', `/api/consultations/${id}/end`, {}, token);
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('a waitlist call is made only when the astrologer is there to take it', () => {
  it('when the session ends while the astrologer has no connection, then nobody is called until they open the site', async () => {
    const a = await customer();
    const busy = await book(a.token);
    const b = await customer();
    await join(b.token);
    const calls = record(b.socket, 'waitlist-updated');

    await endSession(busy.body.id, a.token);
    await settle();
    expect(calls.filter((entry) => entry.status === 'called')).toEqual([]);
    expect(await mine(b.token)).toMatchObject({ status: 'waiting', position: 1 });
    // Nothing booked for B, so nothing to end as a no-show.
    expect(await ConsultationModel.countDocuments({ userId: b.user.id })).toBe(0);

    const called = nextEvent(b.socket, 'waitlist-updated', (entry) => entry.status === 'called');
    const rajesh = await t.current.loginAs('astrologer');
    await connected(sockets.open(rajesh.token));
    expect((await called).position).toBe(1);
    await t.current.api('POST', '/api/waitlist/leave', {}, b.token);
  });

  it('when the called customer accepts, then the astrologer hears of it, opens it, the session starts, and the no-show rule leaves it alone', async () => {
    const rajesh = await t.current.loginAs('astrologer');
    // Rajesh reads Hindi: the ring names the waitlist call's default topic in Hindi (issue 38).
    await t.current.api('PUT', '/api/profile/language', { language: 'hi' }, rajesh.token);
    const astrologerSocket = await connected(sockets.open(rajesh.token));
    const a = await customer();
    const busy = await book(a.token);
    const b = await customer();
    await join(b.token);
    const called = nextEvent(b.socket, 'waitlist-updated', (entry) => entry.status === 'called');
    await endSession(busy.body.id, a.token);
    await called;

    const told = nextEvent(astrologerSocket, 'new-consultation-for-astrologer');
    const accepted = await t.current.api<Consultation>('POST', '/api/waitlist/accept', { duration: 10 }, b.token);
    expect(accepted.status).toBe(201);
    const id = accepted.body.id;
    expect(await told).toMatchObject({ consultationId: id, userId: b.user.id, duration: 10, topic: 'सामान्य परामर्श' });

    // The customer lands in the chat and skips the birth details; the astrologer opens it from the alert.
    await commandData(b.socket, 'join-consultation', { consultationId: id });
    await t.current.api('POST', `/api/consultations/${id}/skip-details`, {}, b.token);
    const started = nextEvent(b.socket, 'session-started', (event) => event.consultationId === id);
    await commandData(astrologerSocket, 'join-consultation', { consultationId: id });
    expect((await started).timing.startedAt).not.toBeNull();

    // Past the 5-minute no-show window, neither side counts as absent.
    const later = new Date(Date.now() + 6 * MINUTE);
    for (const rule of ['astrologer-no-show', 'customer-never-joined'] as const) {
      expect(await endExpiredConsultation(id, { graceMs: 5 * MINUTE, holder: 'test', now: later, rule, settings: sessionSettingsOf(t.current.server.ctx.config), events: t.current.server.ctx.events })).toBeNull();
    }
    expect((await ConsultationModel.findById(id).lean())?.status).toBe('active');
    await endSession(id, b.token);
  });
});
