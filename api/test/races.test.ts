import { type Consultation, type User } from '@astrosetu/contracts';
import { consultationRepository } from '../src/modules/consultations/consultation.repository';
import { astrologerRepository } from '../src/modules/astrologers/astrologer.repository';
import { errorOf, setupTestServer } from './harness';

const t = setupTestServer();

async function createApprovedAstrologers(count: number, ratePerMinute: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const astrologer = await astrologerRepository.create({
      name: `Race Astrologer ${i}`,
      email: `race-${i}-${Date.now()}@example.com`,
      gender: i % 2 ? 'female' : 'male',
      experience: 5,
      specializations: ['Vedic Astrology'],
      languages: ['Hindi'],
      description: 'Created for the booking race test',
      ratePerMinute,
      availableFrom: '09:00',
      availableTo: '21:00',
      reviewCount: 0,
      approvalStatus: 'approved',
      isOnline: true,
    });
    ids.push(astrologer.id);
  }
  return ids;
}

/** Starts the billing clock now, as the astrologer's join and the birth-details step would. */
async function startNow(consultationId: number): Promise<void> {
  const now = new Date();
  await consultationRepository.markAstrologerJoined(consultationId, now);
  await consultationRepository.markDetailsDone(consultationId, now);
  await consultationRepository.startIfReady(consultationId, now);
}

async function balanceOf(token: string): Promise<number> {
  return (await t.current.api<User>('GET', '/api/auth/user', undefined, token)).body.balance;
}

describe('races', () => {
  it('when 50 bookings with 50 astrologers hit one wallet at once, then it never goes negative and only the running session is paid for', async () => {
    const astrologerIds = await createApprovedAstrologers(50, 20);
    // The 15-minute package costs 14 minutes' worth.
    const price = 20 * 14 * 100;
    const { token, user } = await t.current.registerUser();
    await t.current.topUp(user.id, 7 * price + 12_345);

    const responses = await Promise.all(
      astrologerIds.map((astrologerId) => t.current.api<Consultation>('POST', '/api/consultations', { astrologerId, duration: 15 }, token)),
    );
    const statuses = responses.map((r) => r.status);
    const booked = statuses.filter((s) => s === 201).length;
    expect(booked).toBeGreaterThanOrEqual(7);
    for (const refused of responses.filter((r) => r.status !== 201)) expect(['INSUFFICIENT_BALANCE', 'CONFLICT']).toContain(errorOf(refused).code);
    // Each booking ended the one before it before it started, which refunds it in full.
    expect(await balanceOf(token)).toBe(7 * price + 12_345 - price);

    // One active consultation per customer: the others were ended to make room, unrated.
    const list = await t.current.api<Consultation[]>('GET', `/api/consultations/user/${user.id}`, undefined, token);
    expect(list.body).toHaveLength(booked);
    expect(list.body.filter((c) => c.status === 'active')).toHaveLength(1);
    const replaced = list.body.filter((c) => c.status !== 'active');
    expect(replaced).toHaveLength(booked - 1);
    for (const consultation of replaced) {
      expect(consultation).toMatchObject({ status: 'cancelled', endReason: 'replaced', refundedAmount: price });
      expect(consultation.rating).toBeUndefined();
    }
    const active = await t.current.api<Consultation>('GET', `/api/consultations/active/${user.id}`, undefined, token);
    expect(active.body.id).toBe(list.body.find((c) => c.status === 'active')!.id);
    expect(await t.current.ledgerMismatches()).toEqual([]);
    // Every booking now also ends and refunds the one before it: slower on a busy machine.
  }, 180_000);

  it('when 50 bookings with the same astrologer arrive at once, then one session starts, 49 get 409 and one price is charged', async () => {
    const [astrologerId] = await createApprovedAstrologers(1, 30);
    const { token, user } = await t.current.registerUser();
    await t.current.topUp(user.id, 1_000_000);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => t.current.api('POST', '/api/consultations', { astrologerId, duration: 10 }, token)),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await balanceOf(token)).toBe(1_000_000 - 30 * 10 * 100);
  }, 60_000);

  it('when the customer and the astrologer end a session at the same moment, then it ends once and counts once', async () => {
    const [astrologerId] = await createApprovedAstrologers(1, 25);
    const astrologer = await t.current.createAstrologerAccount(astrologerId);
    const { token, user } = await t.current.registerUser();
    await t.current.topUp(user.id, 100_000);
    const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId, duration: 10 }, token);
    await startNow(booked.body.id);
    const path = `/api/consultations/${booked.body.id}/end`;
    const responses = await Promise.all([
      t.current.api('POST', path, {}, token),
      t.current.api('POST', path, {}, astrologer.token),
      t.current.api('POST', path, {}, token),
      t.current.api('POST', path, {}, astrologer.token),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const after = await astrologerRepository.findById(astrologerId);
    // Ended in its first minute: 1 of 10 minutes kept, the rest refunded once.
    expect(after).toMatchObject({ totalConsultations: 1, totalEarnings: 25_000 - 9 * 2_500 });
    expect(await t.current.ledgerMismatches()).toEqual([]);
  });

  it('when the same rating is submitted five times at once, then it is counted once', async () => {
    const [astrologerId] = await createApprovedAstrologers(1, 25);
    const { token, user } = await t.current.registerUser();
    await t.current.topUp(user.id, 100_000);
    const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId, duration: 10 }, token);
    await startNow(booked.body.id);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => t.current.api('POST', `/api/consultations/${booked.body.id}/end`, { rating: 5, review: 'Wonderful' }, token)),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await astrologerRepository.findById(astrologerId)).toMatchObject({ reviewCount: 1, rating: 5, totalConsultations: 1 });
  });

  it('when the astrologer sends five free extensions at once, then exactly two are granted', async () => {
    const [astrologerId] = await createApprovedAstrologers(1, 25);
    const astrologer = await t.current.createAstrologerAccount(astrologerId);
    const { token, user } = await t.current.registerUser();
    await t.current.topUp(user.id, 100_000);
    const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId, duration: 10 }, token);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => t.current.api('POST', `/api/consultations/${booked.body.id}/extend-astrologer`, undefined, astrologer.token)),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(2);
    const active = await t.current.api<Consultation>('GET', `/api/consultations/active/${user.id}`, undefined, token);
    expect(active.body).toMatchObject({ duration: 20, astrologerExtensions: 2 });
  });

  it('when paid extensions race against a small wallet, then only the affordable ones go through', async () => {
    const [astrologerId] = await createApprovedAstrologers(1, 10);
    const { token, user } = await t.current.registerUser();
    await t.current.topUp(user.id, 10 * 10 * 100 + 3 * 5_000 + 100);
    const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId, duration: 10 }, token);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => t.current.api('POST', `/api/consultations/${booked.body.id}/extend`, { duration: 5 }, token)),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(3);
    expect(responses.filter((r) => r.status === 402)).toHaveLength(7);
    expect(await balanceOf(token)).toBe(100);
    const active = await t.current.api<Consultation>('GET', `/api/consultations/active/${user.id}`, undefined, token);
    expect(active.body).toMatchObject({ duration: 25, cost: 10_000 + 15_000 });
  });
});
