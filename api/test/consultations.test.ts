import {
  type Consultation,
  type CreateConsultationResponse,
  type User,
  type UserLedgerResponse,
} from '@astrosetu/contracts';
import { astrologerRepository } from '../src/modules/astrologers/astrologer.repository';
import { consultationRepository } from '../src/modules/consultations/consultation.repository';
import { notificationRepository } from '../src/modules/notifications/notification.repository';
import type { EmittedEvent } from '../src/shared/realtime/realtime-events';
import { errorOf, setupTestServer } from './harness';

const t = setupTestServer();

/** Dr. Meenakshi Iyer, approved, ₹55/min, no account of her own in the demo data. */
const MEENAKSHI = 2;
/** Pandit Rajesh Sharma, approved, ₹35/min, run by astrologer@example.com. */
const RAJESH = 1;
const PENDING_ASTROLOGER = 15;

async function fundedCustomer(paise = 200_000): Promise<{ token: string; user: User }> {
  const customer = await t.current.registerUser();
  if (paise > 0) await t.current.topUp(customer.user.id, paise);
  return customer;
}

function book(token: string, astrologerId: number, duration = 15, extra: Record<string, unknown> = {}) {
  return t.current.api<CreateConsultationResponse>('POST', '/api/consultations', { astrologerId, duration, topic: 'Career', ...extra }, token);
}

/** Starts the billing clock now, as the astrologer's join and the birth-details step would. */
async function startNow(consultationId: number): Promise<void> {
  const now = new Date();
  await consultationRepository.markAstrologerJoined(consultationId, now);
  await consultationRepository.markDetailsDone(consultationId, now);
  await consultationRepository.startIfReady(consultationId, now);
}

/** What the customer keeps paying for a session ended in its first minute: one minute at the package's per-minute price. */
const firstMinuteOf = (cost: number, minutes: number) => cost - (minutes - 1) * Math.floor(cost / minutes);

async function balanceOf(token: string): Promise<number> {
  return (await t.current.api<User>('GET', '/api/auth/user', undefined, token)).body.balance;
}

const birthDetails = { name: 'Asha Verma', dateOfBirth: '1994-08-15', timeOfBirth: '06:30', placeOfBirth: 'Pune, India', question: 'When will I change jobs?' };

describe('POST /api/consultations', () => {
  it('when a funded customer books 15 minutes, then the package price (14 minutes at the rate) is debited and an active session starts', async () => {
    const { token, user } = await fundedCustomer(100_000);
    const emitted: EmittedEvent[] = [];
    const stop = t.current.server.ctx.realtime.onEmit((event) => emitted.push(event));
    const response = await book(token, MEENAKSHI, 15, { userDetails: birthDetails });
    stop();

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      userId: user.id,
      astrologerId: MEENAKSHI,
      astrologer: { id: MEENAKSHI, name: 'Dr. Meenakshi Iyer', image: '/api/avatars/2.svg' },
      user: { id: user.id, username: user.username },
      topic: 'Career',
      duration: 15,
      packageDuration: 15,
      cost: 55 * 14 * 100,
      ratePerMinute: 55,
      status: 'active',
      paymentStatus: 'completed',
      astrologerExtensions: 0,
      userDetails: birthDetails,
    });
    expect(response.body.endedConsultationId).toBeUndefined();
    expect(await balanceOf(token)).toBe(100_000 - 77_000);
    // Complete birth details at booking are the birth-details step; the clock waits for the astrologer.
    expect(response.body.detailsDoneAt).toBeDefined();
    expect(response.body.startedAt).toBeUndefined();

    const admin = await t.current.loginAs('admin');
    const ledger = await t.current.api<UserLedgerResponse>('GET', `/api/admin/users/${user.id}/ledger`, undefined, admin.token);
    expect(ledger.body.balance).toBe(23_000);
    expect(ledger.body.entries[0]).toMatchObject({
      amount: -77_000,
      balanceAfter: 23_000,
      reason: 'consultation',
      reference: { type: 'consultation', id: response.body.id },
    });

    const notifications = await notificationRepository.listForUser(user.id);
    expect(notifications[0]).toMatchObject({ title: 'Booking confirmed', isRead: false, reference: { type: 'consultation', id: response.body.id } });
    expect(emitted).toContainEqual({
      room: `astrologer:${MEENAKSHI}`,
      event: 'new-consultation-for-astrologer',
      payload: { consultationId: response.body.id, userId: user.id, userName: user.username, topic: 'Career', duration: 15, channel: 'chat' },
    });
  });

  it('when the client sends userId, cost, status and paymentStatus, then the server ignores them', async () => {
    const { token, user } = await fundedCustomer();
    const response = await book(token, MEENAKSHI, 10, { userId: 1, cost: 1, status: 'completed', paymentStatus: 'failed' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ userId: user.id, cost: 55_000, status: 'active', paymentStatus: 'completed' });
  });

  it('when no topic is given, then it is recorded as a general consultation', async () => {
    const { token } = await fundedCustomer();
    const response = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 10 }, token);
    expect(response.status).toBe(201);
    expect(response.body.topic).toBe('General consultation');
  });

  it.each([
    [{ astrologerId: MEENAKSHI, duration: 20 }, 'duration', 'Duration must be 10, 15, 30, 45 or 60 minutes'],
    [{ astrologerId: MEENAKSHI, duration: 'long' }, 'duration', 'Duration must be 10, 15, 30, 45 or 60 minutes'],
    [{ astrologerId: 'abc', duration: 15 }, 'astrologerId', 'Id must be a positive whole number'],
    [{ duration: 15 }, 'astrologerId', 'Id must be a positive whole number'],
    [{ astrologerId: MEENAKSHI, duration: 15, userDetails: { ...birthDetails, name: '  ' } }, 'userDetails.name', 'Required'],
    [{ astrologerId: MEENAKSHI, duration: 15, userDetails: { ...birthDetails, dateOfBirth: '' } }, 'userDetails.dateOfBirth', 'Date of birth is required'],
  ])('when the body is %j, then 400 on %s and nothing is charged', async (body, field, message) => {
    const { token } = await fundedCustomer(100_000);
    const response = await t.current.api('POST', '/api/consultations', body, token);
    expect(response.status).toBe(400);
    expect(errorOf(response).fields?.[field]).toBe(message);
    expect(await balanceOf(token)).toBe(100_000);
  });

  it.each([
    ['does not exist', 9999],
    ['is pending approval', PENDING_ASTROLOGER],
  ])('when the astrologer %s, then 404 and nothing is charged', async (_case, astrologerId) => {
    const { token } = await fundedCustomer(100_000);
    const response = await book(token, astrologerId);
    expect(response.status).toBe(404);
    expect(await balanceOf(token)).toBe(100_000);
  });

  it('when the wallet cannot cover the price, then 402 with required and balance, and nothing is created', async () => {
    const { token, user } = await fundedCustomer(76_000);
    const response = await book(token, MEENAKSHI, 15);
    expect(response.status).toBe(402);
    expect(errorOf(response)).toMatchObject({ code: 'INSUFFICIENT_BALANCE', details: { required: 77_000, balance: 76_000 } });
    expect(errorOf(response).message).toMatch(/top up/i);
    expect(await balanceOf(token)).toBe(76_000);
    const list = await t.current.api<Consultation[]>('GET', `/api/consultations/user/${user.id}`, undefined, token);
    expect(list.body).toEqual([]);
    expect((await t.current.api('GET', `/api/consultations/active/${user.id}`, undefined, token)).body).toBeNull();
  });

  it('when a session with the same astrologer is running, then 409 names it and nothing is charged', async () => {
    const { token } = await fundedCustomer(200_000);
    const first = await book(token, MEENAKSHI, 10);
    const second = await book(token, MEENAKSHI, 10);
    expect(second.status).toBe(409);
    expect(errorOf(second)).toMatchObject({ code: 'CONFLICT', details: { activeConsultationId: first.body.id } });
    expect(await balanceOf(token)).toBe(200_000 - 55_000);
  });

  it('when a session with another astrologer is running, then it is ended unrated (the unused minutes refunded) and the new one starts', async () => {
    const { token, user } = await fundedCustomer(200_000);
    const before = await astrologerRepository.findById(MEENAKSHI);
    const first = await book(token, MEENAKSHI, 10);
    await startNow(first.body.id);
    const second = await book(token, RAJESH, 15);
    expect(second.status).toBe(201);
    expect(second.body.endedConsultationId).toBe(first.body.id);

    const list = await t.current.api<Consultation[]>('GET', `/api/consultations/user/${user.id}`, undefined, token);
    expect(list.body.map((c) => [c.id, c.status])).toEqual([
      [second.body.id, 'active'],
      [first.body.id, 'completed'],
    ]);
    const ended = list.body[1];
    expect(ended).toMatchObject({ endReason: 'replaced', usedMinutes: 1, refundedAmount: 55_000 - firstMinuteOf(55_000, 10) });
    expect(ended.rating).toBeUndefined();
    const after = await astrologerRepository.findById(MEENAKSHI);
    expect(after!.totalConsultations).toBe(before!.totalConsultations + 1);
    expect(after!.reviewCount).toBe(before!.reviewCount);
    expect(after!.totalEarnings).toBe(before!.totalEarnings + firstMinuteOf(55_000, 10));
    expect(await balanceOf(token)).toBe(200_000 - firstMinuteOf(55_000, 10) - 35 * 14 * 100);
  });

  it.each(['astrologer', 'admin'] as const)('when the %s role tries to book, then 403', async (role) => {
    const { token } = await t.current.loginAs(role);
    expect((await book(token, MEENAKSHI)).status).toBe(403);
  });
});

describe('GET /api/consultations/user/{userId} and /active/{userId}', () => {
  it('when customers ask for their own, then they get them newest first; another customer gets 403; an admin may look', async () => {
    const owner = await fundedCustomer();
    const other = await fundedCustomer();
    const booked = await book(owner.token, RAJESH, 10);

    const own = await t.current.api<Consultation[]>('GET', `/api/consultations/user/${owner.user.id}`, undefined, owner.token);
    expect(own.status).toBe(200);
    expect(own.body.map((c) => c.id)).toEqual([booked.body.id]);
    expect((await t.current.api('GET', `/api/consultations/user/${owner.user.id}`, undefined, other.token)).status).toBe(403);
    const admin = await t.current.loginAs('admin');
    expect((await t.current.api<Consultation[]>('GET', `/api/consultations/user/${owner.user.id}`, undefined, admin.token)).body).toHaveLength(1);

    const active = await t.current.api<Consultation>('GET', `/api/consultations/active/${owner.user.id}`, undefined, owner.token);
    expect(active.body).toMatchObject({ id: booked.body.id, astrologerId: RAJESH, astrologer: { name: 'Pandit Rajesh Sharma' } });
    expect((await t.current.api('GET', `/api/consultations/active/${owner.user.id}`, undefined, other.token)).status).toBe(403);
    expect((await t.current.api('GET', `/api/consultations/active/${other.user.id}`, undefined, other.token)).body).toBeNull();
  });

  it('when the user id is not a number, then 400', async () => {
    const { token } = await fundedCustomer(0);
    expect((await t.current.api('GET', '/api/consultations/user/me', undefined, token)).status).toBe(400);
  });
});

describe('PATCH /api/consultations/{id}', () => {
  it('when the customer saves valid birth details, then they are stored', async () => {
    const { token } = await fundedCustomer();
    const booked = await book(token, RAJESH, 10);
    const response = await t.current.api<Consultation>('PATCH', `/api/consultations/${booked.body.id}`, { userDetails: birthDetails }, token);
    expect(response.status).toBe(200);
    expect(response.body.userDetails).toEqual(birthDetails);
  });

  it.each([
    [{ name: 'A' }, 'userDetails.name', 'Name must be at least 2 characters'],
    [{ dateOfBirth: '' }, 'userDetails.dateOfBirth', 'Date of birth is required'],
    [{ timeOfBirth: undefined }, 'userDetails.timeOfBirth', 'Time of birth is required'],
    [{ placeOfBirth: 'X' }, 'userDetails.placeOfBirth', 'Place of birth is required'],
  ])('when the details are %j, then 400 with the chat message', async (override, field, message) => {
    const { token } = await fundedCustomer();
    const booked = await book(token, RAJESH, 10);
    const response = await t.current.api('PATCH', `/api/consultations/${booked.body.id}`, { userDetails: { ...birthDetails, ...override } }, token);
    expect(response.status).toBe(400);
    expect(errorOf(response).fields?.[field]).toBe(message);
  });

  it('when someone else tries to change them, then 403; an unknown consultation is 404', async () => {
    const owner = await fundedCustomer();
    const other = await fundedCustomer(0);
    const astrologer = await t.current.loginAs('astrologer');
    const booked = await book(owner.token, RAJESH, 10);
    expect((await t.current.api('PATCH', `/api/consultations/${booked.body.id}`, { userDetails: birthDetails }, other.token)).status).toBe(403);
    expect((await t.current.api('PATCH', `/api/consultations/${booked.body.id}`, { userDetails: birthDetails }, astrologer.token)).status).toBe(403);
    expect((await t.current.api('PATCH', '/api/consultations/99999', { userDetails: birthDetails }, owner.token)).status).toBe(404);
  });
});

describe('POST /api/consultations/{id}/end', () => {
  it('when the customer ends with a rating, then the astrologer rating, reviews, sessions and earnings update once', async () => {
    const { token, user } = await fundedCustomer();
    const before = await astrologerRepository.findById(MEENAKSHI);
    const booked = await book(token, MEENAKSHI, 10);
    await startNow(booked.body.id);
    const emitted: EmittedEvent[] = [];
    const stop = t.current.server.ctx.realtime.onEmit((event) => emitted.push(event));
    const ended = await t.current.api<Consultation>('POST', `/api/consultations/${booked.body.id}/end`, { rating: 1, review: 'Too vague' }, token);
    stop();
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ status: 'completed', rating: 1, review: 'Too vague', endedBy: 'user' });

    const after = await astrologerRepository.findById(MEENAKSHI);
    expect(after!.reviewCount).toBe(before!.reviewCount + 1);
    expect(after!.totalConsultations).toBe(before!.totalConsultations + 1);
    expect(after!.totalEarnings).toBe(before!.totalEarnings + firstMinuteOf(55_000, 10));
    const expectedRating = Math.round(((before!.rating * before!.reviewCount + 1) / (before!.reviewCount + 1)) * 10) / 10;
    expect(Math.abs(after!.rating - expectedRating)).toBeLessThanOrEqual(0.1);

    const again = await t.current.api('POST', `/api/consultations/${booked.body.id}/end`, { rating: 5 }, token);
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe('This consultation has already ended');
    expect((await astrologerRepository.findById(MEENAKSHI))!.reviewCount).toBe(before!.reviewCount + 1);

    expect(emitted.map((e) => e.event)).toContain('consultation-ended');
    expect((await notificationRepository.listForUser(user.id))[0].title).toBe('Session ended');
    expect((await t.current.api('GET', `/api/consultations/active/${user.id}`, undefined, token)).body).toBeNull();
  });

  it('when the astrologer ends the session, then it ends without a rating and the customer can book them again', async () => {
    const customer = await fundedCustomer();
    const astrologer = await t.current.loginAs('astrologer');
    const booked = await book(customer.token, RAJESH, 10);
    await startNow(booked.body.id);
    const ended = await t.current.api<Consultation>('POST', `/api/consultations/${booked.body.id}/end`, { rating: 5, review: 'Great me' }, astrologer.token);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ status: 'completed', endedBy: 'astrologer', endReason: 'ended-by-astrologer' });
    expect(ended.body.rating).toBeUndefined();
    expect((await book(customer.token, RAJESH, 10)).status).toBe(201);
  });

  it('when someone outside the session tries to end it, then 403 and it keeps running', async () => {
    const customer = await fundedCustomer();
    const stranger = await fundedCustomer(0);
    const otherAstrologer = await t.current.createAstrologerAccount(3);
    const booked = await book(customer.token, RAJESH, 10);
    expect((await t.current.api('POST', `/api/consultations/${booked.body.id}/end`, {}, stranger.token)).status).toBe(403);
    expect((await t.current.api('POST', `/api/consultations/${booked.body.id}/end`, {}, otherAstrologer.token)).status).toBe(403);
    expect((await t.current.api<Consultation>('GET', `/api/consultations/active/${customer.user.id}`, undefined, customer.token)).body.id).toBe(booked.body.id);
  });

  it.each([6, -1, 2.5, 'five'])('when the rating is %j, then 400', async (rating) => {
    const { token } = await fundedCustomer();
    const booked = await book(token, RAJESH, 10);
    const response = await t.current.api('POST', `/api/consultations/${booked.body.id}/end`, { rating }, token);
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe('Rating must be a whole number from 0 to 5');
  });

  it('when the rating is 0, then the session ends unrated', async () => {
    const { token } = await fundedCustomer();
    const before = await astrologerRepository.findById(RAJESH);
    const booked = await book(token, RAJESH, 10);
    await startNow(booked.body.id);
    const ended = await t.current.api<Consultation>('POST', `/api/consultations/${booked.body.id}/end`, { rating: 0, review: 'Ended early' }, token);
    expect(ended.body.rating).toBeUndefined();
    expect((await astrologerRepository.findById(RAJESH))!.reviewCount).toBe(before!.reviewCount);
  });
});

describe('POST /api/consultations/{id}/extend', () => {
  it('when the customer buys 10 more minutes, then rate x 10 x 100 is debited and the session grows', async () => {
    const { token, user } = await fundedCustomer(200_000);
    const booked = await book(token, MEENAKSHI, 15);
    const emitted: EmittedEvent[] = [];
    const stop = t.current.server.ctx.realtime.onEmit((event) => emitted.push(event));
    const response = await t.current.api<Consultation>('POST', `/api/consultations/${booked.body.id}/extend`, { duration: 10 }, token);
    stop();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ duration: 25, packageDuration: 15, cost: 77_000 + 55_000 });
    expect(await balanceOf(token)).toBe(200_000 - 77_000 - 55_000);
    expect(emitted).toContainEqual(
      expect.objectContaining({ event: 'session-extended', payload: { consultationId: booked.body.id, extendedBy: 'user', duration: 10, totalDuration: 25 } }),
    );
    expect((await notificationRepository.listForUser(user.id))[0].title).toBe('Session extended');
  });

  it('when the wallet cannot pay for the extension, then 402 and the session is unchanged', async () => {
    const { token } = await fundedCustomer(77_000 + 10_000);
    const booked = await book(token, MEENAKSHI, 15);
    const response = await t.current.api('POST', `/api/consultations/${booked.body.id}/extend`, { duration: 5 }, token);
    expect(response.status).toBe(402);
    expect(errorOf(response).details).toEqual({ required: 27_500, balance: 10_000 });
    const active = await t.current.api<Consultation>('GET', `/api/consultations/active/${booked.body.userId}`, undefined, token);
    expect(active.body).toMatchObject({ duration: 15, cost: 77_000 });
  });

  it.each([0, 7, 30, 'ten'])('when the duration is %j, then 400', async (duration) => {
    const { token } = await fundedCustomer();
    const booked = await book(token, RAJESH, 10);
    const response = await t.current.api('POST', `/api/consultations/${booked.body.id}/extend`, { duration }, token);
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe('Extension must be 5, 10, 15 or 20 minutes');
  });

  it('when the astrologer or a stranger tries the paid extension, then 403; after the end, 409', async () => {
    const customer = await fundedCustomer();
    const stranger = await fundedCustomer();
    const astrologer = await t.current.loginAs('astrologer');
    const booked = await book(customer.token, RAJESH, 10);
    expect((await t.current.api('POST', `/api/consultations/${booked.body.id}/extend`, { duration: 5 }, astrologer.token)).status).toBe(403);
    expect((await t.current.api('POST', `/api/consultations/${booked.body.id}/extend`, { duration: 5 }, stranger.token)).status).toBe(403);
    await t.current.api('POST', `/api/consultations/${booked.body.id}/end`, {}, customer.token);
    const afterEnd = await t.current.api('POST', `/api/consultations/${booked.body.id}/extend`, { duration: 5 }, customer.token);
    expect(afterEnd.status).toBe(409);
  });
});

describe('POST /api/consultations/{id}/extend-astrologer', () => {
  it('when the astrologer gives free minutes, then twice is allowed and the third time is 409', async () => {
    const customer = await fundedCustomer();
    const astrologer = await t.current.loginAs('astrologer');
    const booked = await book(customer.token, RAJESH, 10);
    const balance = await balanceOf(customer.token);
    const path = `/api/consultations/${booked.body.id}/extend-astrologer`;
    const first = await t.current.api<Consultation>('POST', path, undefined, astrologer.token);
    const second = await t.current.api<Consultation>('POST', path, undefined, astrologer.token);
    const third = await t.current.api('POST', path, undefined, astrologer.token);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 409]);
    expect(second.body).toMatchObject({ duration: 20, astrologerExtensions: 2, cost: 35_000 });
    expect(errorOf(third).message).toBe('The free extension can be given at most 2 times per session');
    expect(await balanceOf(customer.token)).toBe(balance);
  });

  it('when the customer or another astrologer asks for the free extension, then 403', async () => {
    const customer = await fundedCustomer();
    const otherAstrologer = await t.current.createAstrologerAccount(4);
    const booked = await book(customer.token, RAJESH, 10);
    const path = `/api/consultations/${booked.body.id}/extend-astrologer`;
    expect((await t.current.api('POST', path, undefined, customer.token)).status).toBe(403);
    expect((await t.current.api('POST', path, undefined, otherAstrologer.token)).status).toBe(403);
  });

  it('when an older client still sends { duration: 5 }, then it is read as no body: the free extension is always 5 minutes', async () => {
    const customer = await fundedCustomer();
    const astrologer = await t.current.loginAs('astrologer');
    const booked = await book(customer.token, RAJESH, 10);
    const response = await t.current.api<Consultation>('POST', `/api/consultations/${booked.body.id}/extend-astrologer`, { duration: 5 }, astrologer.token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ duration: 15, astrologerExtensions: 1 });
  });

  it('when the session has ended, then 409', async () => {
    const customer = await fundedCustomer();
    const astrologer = await t.current.loginAs('astrologer');
    const booked = await book(customer.token, RAJESH, 10);
    await t.current.api('POST', `/api/consultations/${booked.body.id}/end`, {}, customer.token);
    const response = await t.current.api('POST', `/api/consultations/${booked.body.id}/extend-astrologer`, {}, astrologer.token);
    expect(response.status).toBe(409);
    expect(errorOf(response).message).toBe('This consultation has already ended');
  });
});

describe('GET /api/astrologer/consultations/active and /history', () => {
  it('when the astrologer looks, then running sessions are in active and ended ones in history, only their own', async () => {
    const astrologer = await t.current.createAstrologerAccount(5);
    const a = await fundedCustomer();
    const b = await fundedCustomer();
    const elsewhere = await fundedCustomer();
    const running = await book(a.token, 5, 10);
    const finished = await book(b.token, 5, 10);
    await book(elsewhere.token, MEENAKSHI, 10);
    await startNow(finished.body.id);
    await t.current.api('POST', `/api/consultations/${finished.body.id}/end`, { rating: 4 }, b.token);

    const active = await t.current.api<Consultation[]>('GET', '/api/astrologer/consultations/active', undefined, astrologer.token);
    expect(active.status).toBe(200);
    expect(active.body.map((c) => c.id)).toEqual([running.body.id]);
    expect(active.body[0].user).toEqual({ id: a.user.id, username: a.user.username });
    const history = await t.current.api<Consultation[]>('GET', '/api/astrologer/consultations/history', undefined, astrologer.token);
    expect(history.body.map((c) => [c.id, c.rating])).toEqual([[finished.body.id, 4]]);
    const limited = await t.current.api('GET', '/api/astrologer/consultations/history?limit=0', undefined, astrologer.token);
    expect(limited.status).toBe(400);
  });
});
