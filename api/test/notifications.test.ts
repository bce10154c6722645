import type { Consultation, Notification } from '@astrosetu/contracts';
import { errorOf, setupTestServer } from './harness';

const t = setupTestServer();
const RAJESH = 1;

async function customerWithBooking(): Promise<{ token: string; consultation: Consultation }> {
  const { token, user } = await t.current.registerUser();
  await t.current.topUp(user.id, 100_000);
  const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 10 }, token);
  expect(booked.status).toBe(201);
  return { token, consultation: booked.body };
}

describe('GET /api/notifications', () => {
  it('when events happened, then the account sees its own notifications, newest first', async () => {
    const { token, consultation } = await customerWithBooking();
    expect((await t.current.api('POST', `/api/consultations/${consultation.id}/end`, { rating: 5 }, token)).status).toBe(200);
    const response = await t.current.api<Notification[]>('GET', '/api/notifications', undefined, token);
    expect(response.status).toBe(200);
    // Ended before the astrologer joined: cancelled, with a full refund.
    expect(response.body.map((notification) => notification.title)).toEqual(['Session cancelled', 'Booking confirmed']);
    expect(response.body[1]).toMatchObject({ isRead: false, reference: { type: 'consultation', id: consultation.id }, createdAt: expect.any(String) });
  });

  it('when an account has had no events, then the list is empty (nobody else\'s show up)', async () => {
    await customerWithBooking();
    const { token } = await t.current.registerUser();
    const response = await t.current.api<Notification[]>('GET', '/api/notifications', undefined, token);
    expect(response.body).toEqual([]);
  });

  it('when the astrologer of a booking looks, then they see the new consultation', async () => {
    await customerWithBooking();
    const astrologer = await t.current.loginAs('astrologer');
    const response = await t.current.api<Notification[]>('GET', '/api/notifications', undefined, astrologer.token);
    expect(response.body[0].title).toBe('New consultation');
  });

  it('when no token is sent, then 401', async () => {
    expect((await t.current.api('GET', '/api/notifications')).status).toBe(401);
  });
});

describe('PATCH /api/notifications/{id}/read', () => {
  it('when the owner marks one read, then it is read and stays read', async () => {
    const { token } = await customerWithBooking();
    const [first] = (await t.current.api<Notification[]>('GET', '/api/notifications', undefined, token)).body;
    const response = await t.current.api<Notification>('PATCH', `/api/notifications/${first.id}/read`, undefined, token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: first.id, isRead: true });
    const again = await t.current.api<Notification>('PATCH', `/api/notifications/${first.id}/read`, undefined, token);
    expect(again.status).toBe(200);
    const [reread] = (await t.current.api<Notification[]>('GET', '/api/notifications', undefined, token)).body;
    expect(reread.isRead).toBe(true);
  });

  it("when someone marks another account's notification, then 404 and it stays unread", async () => {
    const owner = await customerWithBooking();
    const [theirs] = (await t.current.api<Notification[]>('GET', '/api/notifications', undefined, owner.token)).body;
    const intruder = await t.current.registerUser();
    const response = await t.current.api('PATCH', `/api/notifications/${theirs.id}/read`, undefined, intruder.token);
    expect(response.status).toBe(404);
    expect(errorOf(response).message).toBe('Notification not found');
    const admin = await t.current.loginAs('admin');
    expect((await t.current.api('PATCH', `/api/notifications/${theirs.id}/read`, undefined, admin.token)).status).toBe(404);
    const [still] = (await t.current.api<Notification[]>('GET', '/api/notifications', undefined, owner.token)).body;
    expect(still.isRead).toBe(false);
  });

  it.each([
    ['an unknown id', '999999', 404],
    ['a word', 'abc', 400],
    ['a negative number', '-3', 400],
    ['a decimal', '1.5', 400],
  ])('when the id is %s (%s), then %i', async (_case, id, status) => {
    const { token } = await t.current.registerUser();
    expect((await t.current.api('PATCH', `/api/notifications/${id}/read`, undefined, token)).status).toBe(status);
  });
});
