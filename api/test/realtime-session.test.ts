import { packagePriceInPaise, type Consultation, type ErrorBody } from '@astrosetu/contracts';
import mongoose from 'mongoose';
import { ConsultationModel, type ConsultationDocument } from '../src/modules/consultations/consultation.model';
import { consultationExpiryRepository } from '../src/modules/consultations/consultation-expiry.repository';
import { endExpiredConsultation } from '../src/modules/consultations/use-cases/end-expired-consultation';
import { sessionSettingsOf } from '../src/modules/consultations/session-settings';
import type { EmittedEvent } from '../src/shared/realtime/realtime-events';
import { setupTestServer } from './harness';
import { commandData, connected, nextEvent, record, settle, socketPool } from './realtime-test-clients';

// A fast sweep so the automatic end shows within the test; the 2-minute grace stays the real one.
const t = setupTestServer({ CHAT_EXPIRY_SWEEP_INTERVAL_MS: '150' });
const sockets = socketPool(() => t.current.url);
const RAJESH = 1;
const MINUTE = 60_000;

afterEach(() => sockets.closeAll());

async function chatSession(options: { balance?: number; duration?: number } = {}) {
  const customer = await t.current.registerUser();
  await t.current.topUp(customer.user.id, options.balance ?? 100_000);
  const astrologer = await t.current.loginAs('astrologer');
  const astrologerSocket = await connected(sockets.open(astrologer.token));
  const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: options.duration ?? 10 }, customer.token);
  if (booked.status !== 201) throw new Error(`booking failed: ${booked.status} ${JSON.stringify(booked.body)}`);
  const consultationId = booked.body.id;
  const customerSocket = await connected(sockets.open(customer.token));
  await commandData(customerSocket, 'join-consultation', { consultationId });
  await commandData(astrologerSocket, 'join-consultation', { consultationId });
  // The birth-details step skipped: with the astrologer there the billing clock starts.
  await t.current.api('POST', `/api/consultations/${consultationId}/skip-details`, {}, customer.token);
  return { customer, astrologer, consultationId, customerSocket, astrologerSocket };
}

/** Moves a session's start into the past, as if it had been running for `elapsedMs`. */
async function startedAgo(consultationId: number, elapsedMs: number): Promise<void> {
  await mongoose.connection
    .collection<Pick<ConsultationDocument, '_id' | 'startedAt'>>('consultations')
    .updateOne({ _id: consultationId }, { $set: { startedAt: new Date(Date.now() - elapsedMs) } });
}

async function consultationOf(consultationId: number, token: string): Promise<Consultation | undefined> {
  const { body } = await t.current.api<Consultation[]>('GET', `/api/consultations/user/${(await userIdOf(token))}`, undefined, token);
  return body.find((c) => c.id === consultationId);
}

async function userIdOf(token: string): Promise<number> {
  const { body } = await t.current.api<{ id: number }>('GET', '/api/auth/me', undefined, token);
  return body.id;
}

describe('new consultation alert', () => {
  it('when a customer books, then the astrologer’s socket gets new-consultation-for-astrologer with the customer’s name', async () => {
    const astrologer = await t.current.loginAs('astrologer');
    const astrologerSocket = await connected(sockets.open(astrologer.token));
    const customer = await t.current.registerUser();
    await t.current.topUp(customer.user.id, 100_000);
    const alert = nextEvent(astrologerSocket, 'new-consultation-for-astrologer');
    const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 15, topic: 'Career' }, customer.token);
    expect(await alert).toEqual({ consultationId: booked.body.id, userId: customer.user.id, userName: customer.user.username, topic: 'Career', duration: 15, channel: 'chat' });
  });
});

describe('extensions', () => {
  it('when the astrologer gives the free 5 minutes twice, then the customer hears both and a third is refused', async () => {
    const { astrologer, consultationId, customerSocket } = await chatSession();
    const heard = record(customerSocket, 'session-extended');
    for (const expectedTotal of [15, 20]) {
      const extended = nextEvent(customerSocket, 'session-extended', (e) => e.totalDuration === expectedTotal);
      const response = await t.current.api<Consultation>('POST', `/api/consultations/${consultationId}/extend-astrologer`, undefined, astrologer.token);
      expect(response.status).toBe(200);
      expect(await extended).toEqual({ consultationId, extendedBy: 'astrologer', duration: 5, totalDuration: expectedTotal });
    }
    const third = await t.current.api<ErrorBody>('POST', `/api/consultations/${consultationId}/extend-astrologer`, undefined, astrologer.token);
    expect(third.status).toBe(409);
    expect(third.body.error.message).toBe('The free extension can be given at most 2 times per session');
    await settle();
    expect(heard).toHaveLength(2);

    const joined = await commandData(customerSocket, 'join-consultation', { consultationId });
    expect(joined.timing.duration).toBe(20);
    expect(joined.consultation.astrologerExtensions).toBe(2);
  });

  it('when the customer buys 10 minutes from the wallet, then the astrologer hears it and the cost is rate x minutes (extensions have no package saving)', async () => {
    const { customer, consultationId, astrologerSocket } = await chatSession();
    const { body: rajesh } = await t.current.api<{ ratePerMinute: number }>('GET', `/api/astrologers/${RAJESH}`);
    const { body: before } = await t.current.api<{ balance: number }>('GET', '/api/auth/me', undefined, customer.token);
    const extended = nextEvent(astrologerSocket, 'session-extended');
    const response = await t.current.api<Consultation>('POST', `/api/consultations/${consultationId}/extend`, { duration: 10 }, customer.token);
    expect(response.status).toBe(200);
    expect(await extended).toEqual({ consultationId, extendedBy: 'user', duration: 10, totalDuration: 20 });
    const { body: after } = await t.current.api<{ balance: number }>('GET', '/api/auth/me', undefined, customer.token);
    expect(before.balance - after.balance).toBe(rajesh.ratePerMinute * 10 * 100);
  });

  it('when the wallet does not cover an extension, then the answer is 402 with the figures and nobody hears of an extension', async () => {
    const { body: rajesh } = await t.current.api<{ ratePerMinute: number }>('GET', `/api/astrologers/${RAJESH}`);
    const packagePrice = packagePriceInPaise(rajesh.ratePerMinute, 10);
    const { customer, consultationId, astrologerSocket } = await chatSession({ balance: packagePrice + 100 });
    const heard = record(astrologerSocket, 'session-extended');
    const response = await t.current.api<ErrorBody>('POST', `/api/consultations/${consultationId}/extend`, { duration: 5 }, customer.token);
    expect(response.status).toBe(402);
    expect(response.body.error).toMatchObject({ code: 'INSUFFICIENT_BALANCE', details: { required: rajesh.ratePerMinute * 5 * 100, balance: 100 } });
    await settle();
    expect(heard).toEqual([]);
  });
});

describe('session end', () => {
  it('when the astrologer ends the session, then the customer gets consultation-ended', async () => {
    const { astrologer, consultationId, customerSocket } = await chatSession();
    const ended = nextEvent(customerSocket, 'consultation-ended');
    const response = await t.current.api('POST', `/api/consultations/${consultationId}/end`, {}, astrologer.token);
    expect(response.status).toBe(200);
    expect(await ended).toMatchObject({ consultationId, endedBy: 'astrologer', endReason: 'ended-by-astrologer', status: 'completed' });
  });

  it('when a session is 2 minutes past its time and nobody ended it, then the server ends it by itself and tells both', async () => {
    const { customer, consultationId, customerSocket, astrologerSocket } = await chatSession();
    const toCustomer = nextEvent(customerSocket, 'consultation-ended');
    const toAstrologer = nextEvent(astrologerSocket, 'consultation-ended');
    await startedAgo(consultationId, 10 * MINUTE + 2 * MINUTE + 1_000);

    const expected = { consultationId, endedBy: 'system', endReason: 'expired', status: 'completed', usedMinutes: 10, refundedAmount: 0 };
    expect(await toCustomer).toEqual(expected);
    expect(await toAstrologer).toEqual(expected);
    expect(await consultationOf(consultationId, customer.token)).toMatchObject({ status: 'completed', endedBy: 'system', endReason: 'expired' });
    const active = await t.current.api('GET', `/api/consultations/active/${customer.user.id}`, undefined, customer.token);
    expect(active.body).toBeNull();
  });

  it('when a session ran out less than 2 minutes ago, or was extended in time, then it keeps running', async () => {
    const inGrace = await chatSession();
    const extended = await chatSession();
    const endings = [record(inGrace.customerSocket, 'consultation-ended'), record(extended.customerSocket, 'consultation-ended')];
    await startedAgo(inGrace.consultationId, 10 * MINUTE + 1 * MINUTE);
    // 13 minutes in: a 10-minute package would be ended, but the astrologer added 5 free minutes.
    await t.current.api('POST', `/api/consultations/${extended.consultationId}/extend-astrologer`, undefined, extended.astrologer.token);
    await startedAgo(extended.consultationId, 13 * MINUTE);
    await settle(1_000);

    expect(endings.flat()).toEqual([]);
    expect(await consultationOf(inGrace.consultationId, inGrace.customer.token)).toMatchObject({ status: 'active' });
    expect(await consultationOf(extended.consultationId, extended.customer.token)).toMatchObject({ status: 'active' });
  });

  it('when several instances try to end the same expired session at once, then exactly one ends it and it is announced once', async () => {
    const { consultationId } = await chatSession();
    const emitted: EmittedEvent[] = [];
    const stop = t.current.server.ctx.realtime.onEmit((event) => {
      if (event.event === 'consultation-ended' && event.room === `consultation:${consultationId}`) emitted.push(event);
    });
    await startedAgo(consultationId, 10 * MINUTE + 3 * MINUTE);
    // Racing the background sweeper as well as each other.
    const results = await Promise.all(
      ['instance-a', 'instance-b', 'instance-c'].map((holder) => endExpiredConsultation(consultationId, { graceMs: 2 * MINUTE, holder, settings: sessionSettingsOf(t.current.server.ctx.config), events: t.current.server.ctx.events })),
    );
    await settle(500);
    stop();
    expect(results.filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(emitted).toHaveLength(1);
    const stored = await ConsultationModel.findById(consultationId).lean();
    expect(stored).toMatchObject({ status: 'completed', endedBy: 'system' });
  });

  it('when two instances claim the end of one session, then only the first holds the lease until it runs out', async () => {
    const consultationId = 900_000 + Math.floor(Math.random() * 1000);
    const now = new Date();
    expect(await consultationExpiryRepository.claimEnd(consultationId, 'instance-a', 1_000, now)).toBe(true);
    expect(await consultationExpiryRepository.claimEnd(consultationId, 'instance-b', 1_000, now)).toBe(false);
    expect(await consultationExpiryRepository.claimEnd(consultationId, 'instance-b', 1_000, new Date(now.getTime() + 500))).toBe(false);
    // The holder died without finishing: once the lease ran out another instance takes over.
    expect(await consultationExpiryRepository.claimEnd(consultationId, 'instance-b', 1_000, new Date(now.getTime() + 1_001))).toBe(true);
  });
});
