import {
  packagePriceInPaise,
  packageSavingInPaise,
  type Consultation,
  type CreatePaymentResponse,
  type EarningsStatement,
  type EarningsSummary,
  type LedgerEntry,
  type OwnAstrologerProfile,
  type PayoutDue,
  type Review,
  type ReviewPage,
} from '@astrosetu/contracts';
import mongoose from 'mongoose';
import { astrologerAdminRepository } from '../src/modules/astrologers/astrologer-admin.repository';
import { consultationRepository } from '../src/modules/consultations/consultation.repository';
import { startLegacyActiveSessions } from '../src/modules/consultations/legacy-session-clock';
import { ledgerRepository } from '../src/modules/wallet/ledger.repository';
import { errorOf, setupTestServer } from './harness';
import { gatewayAnswer, postCallback } from './payments-gateway-simulator';
import { commandData, connected, nextEvent, record, settle, socketPool, type ChatClient } from './realtime-test-clients';

// A fast sweep and a short lost-connection grace so the server's own ends show within a test.
const t = setupTestServer({ CHAT_EXPIRY_SWEEP_INTERVAL_MS: '150', CHAT_CONNECTION_LOST_GRACE_MS: '1500' });
const sockets = socketPool(() => t.current.url);
const RAJESH = 1;
const MINUTE = 60_000;

afterEach(async () => {
  sockets.closeAll();
  // The no-show rule takes Rajesh offline; the next test needs him online.
  await astrologerAdminRepository.setOnline(RAJESH, true);
});

async function rajeshRate(): Promise<number> {
  const { body } = await t.current.api<{ ratePerMinute: number }>('GET', `/api/astrologers/${RAJESH}`);
  return body.ratePerMinute;
}

async function balanceOf(token: string): Promise<number> {
  const { body } = await t.current.api<{ balance: number }>('GET', '/api/auth/me', undefined, token);
  return body.balance;
}

async function consultationOf(consultationId: number, token: string, userId: number): Promise<Consultation> {
  const { body } = await t.current.api<Consultation[]>('GET', `/api/consultations/user/${userId}`, undefined, token);
  const found = body.find((c) => c.id === consultationId);
  if (!found) throw new Error(`consultation ${consultationId} not listed`);
  return found;
}

/** Moves stored times into the past (the raw collection: mongoose treats createdAt as immutable). */
async function shiftTimes(consultationId: number, fields: Partial<Record<'createdAt' | 'startedAt', number>>): Promise<void> {
  const set = Object.fromEntries(Object.entries(fields).map(([field, agoMs]) => [field, new Date(Date.now() - (agoMs ?? 0))]));
  await mongoose.connection.collection<{ _id: number }>('consultations').updateOne({ _id: consultationId }, { $set: set });
}

async function refundEntries(userId: number, consultationId: number): Promise<LedgerEntry[]> {
  return (await ledgerRepository.listForUser(userId)).filter((e) => e.reason === 'refund' && e.reference.id === consultationId);
}

interface Session {
  customer: { token: string; user: { id: number } };
  astrologer: { token: string };
  consultationId: number;
  customerSocket: ChatClient;
  astrologerSocket: ChatClient;
  cost: number;
}

/** A booked session; `start` also joins the astrologer and skips the birth details (the clock runs). */
async function bookedSession(options: { duration?: number; start?: boolean; balance?: number } = {}): Promise<Session> {
  const duration = options.duration ?? 15;
  const customer = await t.current.registerUser();
  await t.current.topUp(customer.user.id, options.balance ?? 200_000);
  const astrologer = await t.current.loginAs('astrologer');
  const astrologerSocket = await connected(sockets.open(astrologer.token));
  const customerSocket = await connected(sockets.open(customer.token));
  const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration }, customer.token);
  if (booked.status !== 201) throw new Error(`booking failed: ${booked.status} ${JSON.stringify(booked.body)}`);
  const consultationId = booked.body.id;
  await commandData(customerSocket, 'join-consultation', { consultationId });
  if (options.start !== false) {
    await commandData(astrologerSocket, 'join-consultation', { consultationId });
    const skipped = await t.current.api<Consultation>('POST', `/api/consultations/${consultationId}/skip-details`, {}, customer.token);
    if (!skipped.body.startedAt) throw new Error('session did not start');
  }
  return { customer, astrologer, consultationId, customerSocket, astrologerSocket, cost: booked.body.cost };
}

describe('the billing clock', () => {
  it('when a session is booked, then nothing counts down until the birth-details step is done and the astrologer has joined', async () => {
    const { customer, consultationId, customerSocket, astrologerSocket } = await bookedSession({ start: false });
    const joinedByCustomer = await commandData(customerSocket, 'join-consultation', { consultationId });
    expect(joinedByCustomer.timing).toMatchObject({ startedAt: null, endsAt: null, autoEndAt: null, duration: 15 });
    expect(joinedByCustomer.consultation.startedAt).toBeUndefined();

    const astrologerJoined = nextEvent(customerSocket, 'astrologer-joined');
    const afterJoin = await commandData(astrologerSocket, 'join-consultation', { consultationId });
    expect((await astrologerJoined).consultationId).toBe(consultationId);
    expect(afterJoin.timing.startedAt).toBeNull();

    const startedForAstrologer = nextEvent(astrologerSocket, 'session-started');
    const detailsAt = Date.now();
    const saved = await t.current.api<Consultation>(
      'PATCH',
      `/api/consultations/${consultationId}`,
      { userDetails: { name: 'Asha Verma', dateOfBirth: '1990-04-12', timeOfBirth: '06:30', placeOfBirth: 'Pune' } },
      customer.token,
    );
    expect(saved.status).toBe(200);
    const started = await startedForAstrologer;
    expect(Date.parse(started.timing.startedAt ?? '')).toBeGreaterThanOrEqual(detailsAt - 5);
    expect(Date.parse(started.timing.endsAt ?? '') - Date.parse(started.timing.startedAt ?? '')).toBe(15 * MINUTE);
    expect(saved.body.startedAt).toBe(started.timing.startedAt);
    expect(Date.parse(saved.body.expiresAt ?? '') - Date.parse(saved.body.startedAt ?? '')).toBe(15 * MINUTE);
  });

  it('when the session was booked long before it started, then the sweeper counts from the start, not from the booking', async () => {
    const { customer, consultationId, customerSocket } = await bookedSession({ duration: 10 });
    const endings = record(customerSocket, 'consultation-ended');
    // Booked 20 minutes ago (a 10-minute package), started 1 minute ago: it keeps running.
    await shiftTimes(consultationId, { createdAt: 20 * MINUTE, startedAt: 1 * MINUTE });
    await settle(800);
    expect(endings).toEqual([]);
    expect(await consultationOf(consultationId, customer.token, customer.user.id)).toMatchObject({ status: 'active' });
  });
});

describe('sessions booked before the billing clock', () => {
  it('when one is still running at start-up, then it runs from its booking time at the rate it was priced at', async () => {
    const { consultationId } = await bookedSession({ start: false, duration: 10 });
    await mongoose.connection
      .collection<{ _id: number }>('consultations')
      .updateOne({ _id: consultationId }, { $unset: { ratePerMinute: 1, detailsDoneAt: 1, astrologerJoinedAt: 1 } });
    expect(await startLegacyActiveSessions()).toBeGreaterThanOrEqual(1);
    const migrated = await consultationRepository.findById(consultationId);
    expect(migrated?.startedAt).toBe(migrated?.createdAt);
    expect(migrated?.ratePerMinute).toBe(await rajeshRate());
    expect(await startLegacyActiveSessions()).toBe(0);
  });
});

describe('customers pay for the minutes they use', () => {
  it('when the astrologer ends a 15-minute package after a minute and a second, then 13 unused minutes go back at the package’s per-minute price', async () => {
    const { customer, astrologer, consultationId, customerSocket, astrologerSocket, cost } = await bookedSession();
    const rate = await rajeshRate();
    expect(cost).toBe(rate * 14 * 100);
    await shiftTimes(consultationId, { startedAt: MINUTE + 1_000 });
    const before = await balanceOf(customer.token);
    const toCustomer = nextEvent(customerSocket, 'consultation-ended', (e) => e.consultationId === consultationId);
    const toAstrologer = nextEvent(astrologerSocket, 'consultation-ended', (e) => e.consultationId === consultationId);
    const response = await t.current.api<Consultation>('POST', `/api/consultations/${consultationId}/end`, {}, astrologer.token);
    expect(response.status).toBe(200);

    const refund = 13 * Math.floor(cost / 15);
    const expectedEvent = { consultationId, endedBy: 'astrologer', endReason: 'ended-by-astrologer', status: 'completed', usedMinutes: 2, refundedAmount: refund };
    expect(await toCustomer).toEqual(expectedEvent);
    expect(await toAstrologer).toEqual(expectedEvent);
    expect(response.body).toMatchObject({ status: 'completed', endReason: 'ended-by-astrologer', usedMinutes: 2, refundedAmount: refund });
    expect(await balanceOf(customer.token)).toBe(before + refund);
    const entries = await refundEntries(customer.user.id, consultationId);
    expect(entries.map((e) => e.amount)).toEqual([refund]);
    const { body: notifications } = await t.current.api<{ items?: Array<{ message: string }> } | Array<{ message: string }>>('GET', '/api/notifications', undefined, customer.token);
    const messages = (Array.isArray(notifications) ? notifications : (notifications.items ?? [])).map((n) => n.message).join('\n');
    expect(messages).toContain('The astrologer ended the consultation.');
    expect(messages).toContain(`₹${(refund / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })} for the unused minutes was returned to your wallet.`);
  });

  it('when the customer ends it after 5 minutes, then the reason says so and 10 minutes come back', async () => {
    const { customer, consultationId, cost } = await bookedSession();
    await shiftTimes(consultationId, { startedAt: 5 * MINUTE - 2_000 });
    const response = await t.current.api<Consultation>('POST', `/api/consultations/${consultationId}/end`, {}, customer.token);
    expect(response.body).toMatchObject({ endReason: 'ended-by-customer', usedMinutes: 5, refundedAmount: 10 * Math.floor(cost / 15) });
  });

  it('when both sides end at the same moment, then one end wins and the refund is paid once', async () => {
    const { customer, astrologer, consultationId } = await bookedSession();
    const results = await Promise.all([
      t.current.api('POST', `/api/consultations/${consultationId}/end`, {}, customer.token),
      t.current.api('POST', `/api/consultations/${consultationId}/end`, {}, astrologer.token),
      t.current.api('POST', `/api/consultations/${consultationId}/end`, {}, customer.token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await refundEntries(customer.user.id, consultationId)).toHaveLength(1);
    expect(await t.current.ledgerMismatches()).toEqual([]);
  });

  it('when a session runs its full time, then nothing is refunded', async () => {
    const { customer, consultationId } = await bookedSession({ duration: 10 });
    await shiftTimes(consultationId, { startedAt: 10 * MINUTE + 2 * MINUTE + 1_000 });
    await settle(800);
    expect(await consultationOf(consultationId, customer.token, customer.user.id)).toMatchObject({
      status: 'completed',
      endReason: 'expired',
      usedMinutes: 10,
      refundedAmount: 0,
    });
    expect(await refundEntries(customer.user.id, consultationId)).toEqual([]);
  });
});

describe('the astrologer does not join', () => {
  it('when the customer cancels 3 minutes after booking without the astrologer, then the whole price comes back', async () => {
    const { customer, consultationId, cost } = await bookedSession({ start: false });
    await shiftTimes(consultationId, { createdAt: 3 * MINUTE + 1_000 });
    const before = await balanceOf(customer.token);
    const response = await t.current.api<Consultation>('POST', `/api/consultations/${consultationId}/end`, {}, customer.token);
    expect(response.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', endReason: 'astrologer-no-show', usedMinutes: 0, refundedAmount: cost });
    expect(await balanceOf(customer.token)).toBe(before + cost);
  });

  it('when 5 minutes pass without the astrologer while the customer ends it too, then the server cancels, refunds once and takes the astrologer offline', async () => {
    const { customer, consultationId, customerSocket, cost } = await bookedSession({ start: false });
    const ended = nextEvent(customerSocket, 'consultation-ended', (e) => e.consultationId === consultationId);
    const before = await balanceOf(customer.token);
    await shiftTimes(consultationId, { createdAt: 5 * MINUTE + 1_000 });
    // Racing the sweeper with the customer's own ends.
    const ends = await Promise.all([1, 2, 3].map(() => t.current.api('POST', `/api/consultations/${consultationId}/end`, {}, customer.token)));
    expect(ends.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    const event = await ended;
    expect(event).toMatchObject({ consultationId, endReason: 'astrologer-no-show', status: 'cancelled', refundedAmount: cost });
    await settle(500);
    expect(await refundEntries(customer.user.id, consultationId)).toHaveLength(1);
    expect(await balanceOf(customer.token)).toBe(before + cost);
    const { body: rajesh } = await t.current.api<{ isOnline: boolean }>('GET', `/api/astrologers/${RAJESH}`);
    if (ends.every((r) => r.status !== 200)) expect(rajesh.isOnline).toBe(false);
  });
});

describe('a lost connection', () => {
  it('when the customer never opens the chat, then 5 minutes after booking the server ends it and nothing is billed', async () => {
    const customer = await t.current.registerUser();
    await t.current.topUp(customer.user.id, 100_000);
    const astrologer = await t.current.loginAs('astrologer');
    const astrologerSocket = await connected(sockets.open(astrologer.token));
    const userDetails = { name: 'Asha Verma', dateOfBirth: '1990-04-12', timeOfBirth: '06:30', placeOfBirth: 'Pune' };
    const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 10, userDetails }, customer.token);
    const consultationId = booked.body.id;
    // Details given at booking and the astrologer joins: the clock starts without the customer.
    const joined = await commandData(astrologerSocket, 'join-consultation', { consultationId });
    expect(joined.timing.startedAt).not.toBeNull();
    const ended = nextEvent(astrologerSocket, 'consultation-ended', (e) => e.consultationId === consultationId);
    await shiftTimes(consultationId, { createdAt: 5 * MINUTE + 1_000, startedAt: 5 * MINUTE });
    expect(await ended).toEqual({
      consultationId,
      endedBy: 'system',
      endReason: 'connection-lost',
      status: 'cancelled',
      usedMinutes: 0,
      refundedAmount: booked.body.cost,
    });
    expect(await balanceOf(customer.token)).toBe(100_000);
  });

  it('when the socket server greets a client, then its heartbeat lets the client notice a dead link within 5 seconds', async () => {
    const { token } = await t.current.registerUser();
    const socket = await connected(sockets.open(token));
    // What the handshake told the client (engine.io-client keeps it in these fields).
    const engine = socket.io.engine as unknown as { _pingInterval: number; _pingTimeout: number };
    expect(engine._pingInterval).toBeGreaterThan(0);
    expect(engine._pingInterval + engine._pingTimeout).toBeLessThanOrEqual(5_000);
  });

  it('when the customer’s only connection drops for longer than the grace, then the server ends the session and refunds the rest', async () => {
    const { customer, consultationId, customerSocket, astrologerSocket, cost } = await bookedSession();
    const ended = nextEvent(astrologerSocket, 'consultation-ended', (e) => e.consultationId === consultationId);
    customerSocket.disconnect();
    const event = await ended;
    expect(event).toMatchObject({ consultationId, endedBy: 'system', endReason: 'connection-lost', usedMinutes: 1, refundedAmount: 14 * Math.floor(cost / 15) });
    expect(await consultationOf(consultationId, customer.token, customer.user.id)).toMatchObject({ endReason: 'connection-lost' });
  });

  it('when the customer reconnects within the grace, then the session keeps running', async () => {
    const { customer, consultationId, customerSocket } = await bookedSession();
    customerSocket.disconnect();
    await settle(300);
    const again = await connected(sockets.open(customer.token));
    await commandData(again, 'join-consultation', { consultationId });
    await settle(2_000);
    expect(await consultationOf(consultationId, customer.token, customer.user.id)).toMatchObject({ status: 'active' });
  });
});

describe('package prices', () => {
  it('when 15-, 30- and 60-minute packages are booked, then they cost 14, 25 and 50 minutes’ worth and the saving is rate x minutes - price', async () => {
    const rate = await rajeshRate();
    expect([10, 15, 30, 45, 60].map((m) => packagePriceInPaise(rate, m) / (rate * 100))).toEqual([10, 14, 25, 45, 50]);
    expect(packageSavingInPaise(rate, 15)).toBe(rate * 100);
    expect(packageSavingInPaise(rate, 60)).toBe(rate * 10 * 100);
    for (const [duration, billed] of [[30, 25], [60, 50]] as const) {
      const customer = await t.current.registerUser();
      await t.current.topUp(customer.user.id, 500_000);
      const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration }, customer.token);
      expect(booked.body.cost).toBe(rate * billed * 100);
      expect(await balanceOf(customer.token)).toBe(500_000 - rate * billed * 100);
    }
  });
});

describe('Add ₹X and book', () => {
  it('when the gateway confirms the shortfall, then the server books the package once (even on a replay) and lands on /chat', async () => {
    const customer = await t.current.registerUser();
    const rate = await rajeshRate();
    const price = packagePriceInPaise(rate, 15);
    const order = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/wallet/create', { astrologerId: RAJESH, duration: 15, topic: 'Career' }, customer.token);
    expect(order.status).toBe(201);
    expect(order.body.amount).toBe(price);
    const answer = gatewayAnswer(t.current, order.body);
    const [first, second] = await Promise.all([postCallback(t.current, answer), postCallback(t.current, answer)]);
    const third = await postCallback(t.current, answer);

    const { body: list } = await t.current.api<Consultation[]>('GET', `/api/consultations/user/${customer.user.id}`, undefined, customer.token);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ astrologerId: RAJESH, duration: 15, cost: price, topic: 'Career', status: 'active' });
    for (const landing of [first, second, third]) expect(landing.location).toBe(`http://localhost:4200/chat/${list[0].id}`);
    expect(await balanceOf(customer.token)).toBe(0);
    const { body: status } = await t.current.api<{ bookingStatus: string; consultationId: number }>('GET', `/api/payment/orders/${order.body.txnid}`, undefined, customer.token);
    expect(status).toMatchObject({ bookingStatus: 'booked', consultationId: list[0].id, packagePrice: price });
  });

  it('when the astrologer raises the rate after the order was made, then the booking costs the price fixed with the order', async () => {
    const customer = await t.current.registerUser();
    const astrologer = await t.current.loginAs('astrologer');
    const rate = await rajeshRate();
    const order = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/wallet/create', { astrologerId: RAJESH, duration: 30 }, customer.token);
    await t.current.api('PATCH', '/api/astrologer/profile', { ratePerMinute: rate + 20 }, astrologer.token);
    try {
      const landing = await postCallback(t.current, gatewayAnswer(t.current, order.body));
      expect(landing.location).toMatch(/\/chat\/\d+$/);
      const { body: list } = await t.current.api<Consultation[]>('GET', `/api/consultations/user/${customer.user.id}`, undefined, customer.token);
      expect(list[0]).toMatchObject({ cost: packagePriceInPaise(rate, 30), ratePerMinute: rate });
      expect(await balanceOf(customer.token)).toBe(0);
    } finally {
      await t.current.api('PATCH', '/api/astrologer/profile', { ratePerMinute: rate }, astrologer.token);
    }
  });

  it('when the astrologer went offline before the payment came back, then the money stays in the wallet and the landing says why', async () => {
    const customer = await t.current.registerUser();
    const order = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/wallet/create', { astrologerId: RAJESH, duration: 10 }, customer.token);
    await astrologerAdminRepository.setOnline(RAJESH, false);
    const landing = await postCallback(t.current, gatewayAnswer(t.current, order.body));
    const url = new URL(landing.location);
    expect(url.pathname).toBe('/payment/success');
    expect(url.searchParams.get('booking')).toBe('failed');
    expect(url.searchParams.get('bookingError')).toBe('Pandit Rajesh Sharma went offline, so the consultation was not booked');
    expect(await balanceOf(customer.token)).toBe(order.body.amount);
    const { body: list } = await t.current.api<Consultation[]>('GET', `/api/consultations/user/${customer.user.id}`, undefined, customer.token);
    expect(list).toEqual([]);
  });
});

describe('reviews', () => {
  it('when a completed session is reviewed, then the rating counts once, the astrologer replies once, and the review is listed', async () => {
    const { customer, astrologer, consultationId } = await bookedSession();
    const { body: before } = await t.current.api<ReviewPage>('GET', `/api/astrologers/${RAJESH}/reviews?pageSize=1`);
    const early = await t.current.api('POST', `/api/consultations/${consultationId}/review`, { rating: 5 }, customer.token);
    expect(early.status).toBe(409);
    await t.current.api('POST', `/api/consultations/${consultationId}/end`, {}, customer.token);

    const review = await t.current.api<Review>('POST', `/api/consultations/${consultationId}/review`, { rating: 2, review: 'Too short' }, customer.token);
    expect(review.status).toBe(201);
    expect(review.body).toMatchObject({ consultationId, astrologerId: RAJESH, rating: 2, review: 'Too short' });
    const again = await t.current.api('POST', `/api/consultations/${consultationId}/review`, { rating: 5 }, customer.token);
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe('You have already reviewed this consultation');
    const stranger = await t.current.registerUser();
    expect((await t.current.api('POST', `/api/consultations/${consultationId}/review`, { rating: 5 }, stranger.token)).status).toBe(403);
    expect((await t.current.api('POST', `/api/consultations/${consultationId}/review`, { rating: 6 }, customer.token)).status).toBe(400);

    const { body: after } = await t.current.api<ReviewPage>('GET', `/api/astrologers/${RAJESH}/reviews?pageSize=1`);
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.total).toBe(after.reviewCount);
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ id: review.body.id, rating: 2 });
    const { body: card } = await t.current.api<{ rating: number; reviewCount: number }>('GET', `/api/astrologers/${RAJESH}`);
    expect(card).toMatchObject({ rating: after.rating, reviewCount: after.reviewCount });

    const reply = await t.current.api<Review>('POST', `/api/reviews/${review.body.id}/reply`, { reply: 'Thank you, I will keep it clearer.' }, astrologer.token);
    expect(reply.status).toBe(200);
    expect(reply.body.reply).toBe('Thank you, I will keep it clearer.');
    expect((await t.current.api('POST', `/api/reviews/${review.body.id}/reply`, { reply: 'Again' }, astrologer.token)).status).toBe(409);
    expect((await t.current.api('POST', `/api/reviews/${review.body.id}/reply`, { reply: 'Me too' }, customer.token)).status).toBe(403);
    const { body: page } = await t.current.api<ReviewPage>('GET', `/api/astrologers/${RAJESH}/reviews?pageSize=1`);
    expect(page.items[0].reply).toBe('Thank you, I will keep it clearer.');
    const { body: ended } = await t.current.api<Consultation[]>('GET', `/api/consultations/user/${customer.user.id}`, undefined, customer.token);
    expect(ended[0]).toMatchObject({ reviewId: review.body.id, rating: 2, canReview: false });
  });

  it('when the demo data is seeded, then every rating on the listing comes from a stored review', async () => {
    const { body: astrologers } = await t.current.api<Array<{ id: number; reviewCount: number }>>('GET', '/api/astrologers');
    for (const astrologer of astrologers) {
      const { body } = await t.current.api<ReviewPage>('GET', `/api/astrologers/${astrologer.id}/reviews`);
      expect(body.total).toBe(astrologer.reviewCount);
    }
  });
});

describe('the astrologer’s own profile and earnings', () => {
  it('when the astrologer changes the rate, then limits apply and a running session keeps the rate it was booked at', async () => {
    const { customer, astrologer, consultationId } = await bookedSession();
    const oldRate = await rajeshRate();
    const { body: profile } = await t.current.api<OwnAstrologerProfile>('GET', '/api/astrologer/profile', undefined, astrologer.token);
    expect(profile.rateLimits).toEqual({ min: 5, max: 500 });
    const tooHigh = await t.current.api('PATCH', '/api/astrologer/profile', { ratePerMinute: 501 }, astrologer.token);
    expect(tooHigh.status).toBe(400);
    expect(errorOf(tooHigh).fields?.ratePerMinute).toBe('Rate must be from ₹5 to ₹500 per minute');
    const changed = await t.current.api<OwnAstrologerProfile>(
      'PATCH',
      '/api/astrologer/profile',
      { ratePerMinute: oldRate + 10, languages: ['Hindi', 'Marathi'], availableFrom: '10:00' },
      astrologer.token,
    );
    expect(changed.body).toMatchObject({ ratePerMinute: oldRate + 10, languages: ['Hindi', 'Marathi'], availableFrom: '10:00' });
    try {
      const before = await balanceOf(customer.token);
      await t.current.api('POST', `/api/consultations/${consultationId}/extend`, { duration: 5 }, customer.token);
      expect(before - (await balanceOf(customer.token))).toBe(oldRate * 5 * 100);
    } finally {
      await t.current.api('PATCH', '/api/astrologer/profile', { ratePerMinute: oldRate }, astrologer.token);
    }
  });

  it('when the astrologer uploads a photo, then it waits for an admin (image-uploads.test.ts has the whole review)', async () => {
    const { token } = await t.current.loginAs('astrologer');
    // A real 1x1 PNG: the upload is decoded and re-encoded, so a picture with a corrupt data stream is refused.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), 'me.png');
    const before = (await t.current.api<OwnAstrologerProfile>('GET', '/api/astrologer/profile', undefined, token)).body.image;
    const response = await fetch(`${t.current.url}/api/astrologer/profile/photo`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as OwnAstrologerProfile;
    expect(body.image).toBe(before);
    expect(body.photoReview).toMatchObject({ status: 'pending', url: expect.stringMatching(/^\/api\/profile-photos\/pending\/.+\.jpg$/) });
  });

  it('when a session is completed, then the astrologer’s share is in the earnings by day and month, the statement and the payouts due', async () => {
    const { customer, consultationId, cost } = await bookedSession();
    const astrologer = await t.current.loginAs('astrologer');
    await shiftTimes(consultationId, { startedAt: 5 * MINUTE - 2_000 });
    const ended = await t.current.api<Consultation>('POST', `/api/consultations/${consultationId}/end`, {}, customer.token);
    const gross = cost - (ended.body.refundedAmount ?? 0);
    const share = gross - Math.round(gross * 0.3);

    const { body: statement } = await t.current.api<EarningsStatement>('GET', '/api/astrologer/earnings/statement', undefined, astrologer.token);
    const entry = statement.entries.find((e) => e.consultationId === consultationId);
    expect(entry).toMatchObject({ grossAmount: gross, shareAmount: share, commissionAmount: gross - share, commissionPercent: 30, usedMinutes: 5 });
    const { body: byDay } = await t.current.api<EarningsSummary>('GET', '/api/astrologer/earnings?groupBy=day', undefined, astrologer.token);
    const { body: byMonth } = await t.current.api<EarningsSummary>('GET', '/api/astrologer/earnings?groupBy=month', undefined, astrologer.token);
    // Earlier tests' sessions may still be ended meanwhile: the figures read later can only be larger.
    expect(byDay.totals.shareAmount).toBeGreaterThanOrEqual(statement.totals.shareAmount);
    expect(byMonth.periods.reduce((sum, p) => sum + p.shareAmount, 0)).toBe(byMonth.totals.shareAmount);
    expect(byMonth.totals.shareAmount).toBeGreaterThanOrEqual(byDay.totals.shareAmount);
    expect(byDay.periods.at(-1)?.period).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const admin = await t.current.loginAs('admin');
    const { body: due } = await t.current.api<PayoutDue[]>('GET', '/api/admin/payouts', undefined, admin.token);
    const rajesh = due.find((row) => row.astrologerId === RAJESH);
    // Sessions of earlier tests may still be ended by the sweeper meanwhile, so dues only grow here.
    expect(rajesh?.due).toBeGreaterThanOrEqual(share);
    expect(byDay.payoutDue).toBeGreaterThanOrEqual(share);
    const paid = await t.current.api<PayoutDue>('POST', '/api/admin/payouts', { astrologerId: RAJESH, amount: share }, admin.token);
    expect(paid.status).toBe(201);
    expect(paid.body.paidOut).toBe((rajesh?.paidOut ?? 0) + share);
    expect((await t.current.api('POST', '/api/admin/payouts', { astrologerId: RAJESH, amount: 10 ** 9 }, admin.token)).status).toBe(400);
    expect((await t.current.api('GET', '/api/admin/payouts', undefined, astrologer.token)).status).toBe(403);
  });
});
