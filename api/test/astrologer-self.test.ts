import type { AdminAstrologer, Astrologer } from '@astrosetu/contracts';
import { errorOf, setupTestServer } from './harness';

const t = setupTestServer();
const RAJESH = 1;
const PENDING_ASTROLOGER = 15;

describe('GET /api/astrologer/profile', () => {
  it('when the demo astrologer asks, then their own profile comes back with email and earnings', async () => {
    const { token } = await t.current.loginAs('astrologer');
    const response = await t.current.api<AdminAstrologer>('GET', '/api/astrologer/profile', undefined, token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: RAJESH,
      name: 'Pandit Rajesh Sharma',
      email: 'astrologer@example.com',
      totalEarnings: expect.any(Number),
      totalConsultations: expect.any(Number),
      rating: expect.any(Number),
    });
  });

  it.each(['user', 'admin'] as const)('when the %s account asks, then 403', async (role) => {
    const { token } = await t.current.loginAs(role);
    expect((await t.current.api('GET', '/api/astrologer/profile', undefined, token)).status).toBe(403);
  });
});

describe('PATCH /api/astrologer/status', () => {
  it('when the astrologer goes offline and online again, then the public listing follows at once', async () => {
    const { token } = await t.current.loginAs('astrologer');
    const offline = await t.current.api<AdminAstrologer>('PATCH', '/api/astrologer/status', { isOnline: false }, token);
    expect(offline.status).toBe(200);
    expect(offline.body.isOnline).toBe(false);
    expect((await t.current.api<Astrologer>('GET', `/api/astrologers/${RAJESH}`)).body.isOnline).toBe(false);
    const listed = (await t.current.api<Astrologer[]>('GET', '/api/astrologers')).body.find((astrologer) => astrologer.id === RAJESH);
    expect(listed?.isOnline).toBe(false);

    const online = await t.current.api<AdminAstrologer>('PATCH', '/api/astrologer/status', { isOnline: true }, token);
    expect(online.body.isOnline).toBe(true);
    expect((await t.current.api<Astrologer>('GET', `/api/astrologers/${RAJESH}`)).body.isOnline).toBe(true);
  });

  it.each([
    ['isOnline is text', { isOnline: 'yes' }],
    ['isOnline is missing', {}],
  ])('when %s, then 400 and the status is unchanged', async (_case, body) => {
    const { token } = await t.current.loginAs('astrologer');
    const before = (await t.current.api<AdminAstrologer>('GET', '/api/astrologer/profile', undefined, token)).body.isOnline;
    const response = await t.current.api('PATCH', '/api/astrologer/status', body, token);
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe('isOnline must be true or false');
    expect((await t.current.api<AdminAstrologer>('GET', '/api/astrologer/profile', undefined, token)).body.isOnline).toBe(before);
  });

  it('when an astrologer whose profile waits for approval tries to go online, then 403; going offline is fine', async () => {
    const { token } = await t.current.createAstrologerAccount(PENDING_ASTROLOGER);
    const online = await t.current.api('PATCH', '/api/astrologer/status', { isOnline: true }, token);
    expect(online.status).toBe(403);
    expect(errorOf(online).message).toBe('Your profile is waiting for approval, so you cannot go online yet');
    expect((await t.current.api('PATCH', '/api/astrologer/status', { isOnline: false }, token)).status).toBe(200);
  });

  it.each(['user', 'admin'] as const)('when the %s account tries, then 403', async (role) => {
    const { token } = await t.current.loginAs(role);
    expect((await t.current.api('PATCH', '/api/astrologer/status', { isOnline: false }, token)).status).toBe(403);
  });
});
