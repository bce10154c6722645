import type { Favorite } from '@astrosetu/contracts';
import { errorOf, setupTestServer } from './harness';

const t = setupTestServer();
const MEENAKSHI = 2;
const VIKRAM = 3;
const PENDING_ASTROLOGER = 15;

describe('favorites', () => {
  it('when a customer adds an astrologer, then 201 with the card details and it is listed', async () => {
    const { token } = await t.current.registerUser();
    const added = await t.current.api<Favorite>('POST', '/api/favorites', { astrologerId: MEENAKSHI }, token);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      astrologerId: MEENAKSHI,
      astrologer: { id: MEENAKSHI, name: 'Dr. Meenakshi Iyer', image: '/api/avatars/2.svg', experience: 22, rating: expect.any(Number) },
    });
    const list = await t.current.api<Favorite[]>('GET', '/api/favorites', undefined, token);
    expect(list.body).toEqual([added.body]);
  });

  it('when the same astrologer is added again, even at once, then there is still one favorite (200 for repeats)', async () => {
    const { token } = await t.current.registerUser();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => t.current.api<Favorite>('POST', '/api/favorites', { astrologerId: VIKRAM }, token)),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 200)).toHaveLength(4);
    expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
    expect((await t.current.api<Favorite[]>('GET', '/api/favorites', undefined, token)).body).toHaveLength(1);
  });

  it('when several are added, then the newest comes first', async () => {
    const { token } = await t.current.registerUser();
    await t.current.api('POST', '/api/favorites', { astrologerId: MEENAKSHI }, token);
    await t.current.api('POST', '/api/favorites', { astrologerId: VIKRAM }, token);
    const list = await t.current.api<Favorite[]>('GET', '/api/favorites', undefined, token);
    expect(list.body.map((favorite) => favorite.astrologerId)).toEqual([VIKRAM, MEENAKSHI]);
  });

  it('when a favorite is removed, then 204 and it is gone; removing again is still 204', async () => {
    const { token } = await t.current.registerUser();
    await t.current.api('POST', '/api/favorites', { astrologerId: MEENAKSHI }, token);
    expect((await t.current.api('DELETE', `/api/favorites/${MEENAKSHI}`, undefined, token)).status).toBe(204);
    expect((await t.current.api<Favorite[]>('GET', '/api/favorites', undefined, token)).body).toEqual([]);
    expect((await t.current.api('DELETE', `/api/favorites/${MEENAKSHI}`, undefined, token)).status).toBe(204);
  });

  it("when one customer removes a favorite, then another customer's favorites are untouched", async () => {
    const first = await t.current.registerUser();
    const second = await t.current.registerUser();
    await t.current.api('POST', '/api/favorites', { astrologerId: MEENAKSHI }, first.token);
    await t.current.api('POST', '/api/favorites', { astrologerId: MEENAKSHI }, second.token);
    await t.current.api('DELETE', `/api/favorites/${MEENAKSHI}`, undefined, second.token);
    expect((await t.current.api<Favorite[]>('GET', '/api/favorites', undefined, first.token)).body).toHaveLength(1);
    expect((await t.current.api<Favorite[]>('GET', '/api/favorites', undefined, second.token)).body).toHaveLength(0);
  });

  it.each([
    ['an unknown astrologer', { astrologerId: 99_999 }, 404, 'Astrologer not found'],
    ['an astrologer waiting for approval', { astrologerId: PENDING_ASTROLOGER }, 404, 'Astrologer not found'],
    ['a text id', { astrologerId: 'two' }, 400, 'Id must be a positive whole number'],
    ['no id', {}, 400, 'Id must be a positive whole number'],
  ])('when adding %s (%j), then %i and nothing is saved', async (_case, body, status, message) => {
    const { token } = await t.current.registerUser();
    const response = await t.current.api('POST', '/api/favorites', body, token);
    expect(response.status).toBe(status);
    expect(errorOf(response).message).toBe(message);
    expect((await t.current.api<Favorite[]>('GET', '/api/favorites', undefined, token)).body).toEqual([]);
  });

  it.each(['astrologer', 'admin'] as const)('when an %s calls, then 403 (favorites are for customers)', async (role) => {
    const { token } = await t.current.loginAs(role);
    expect((await t.current.api('GET', '/api/favorites', undefined, token)).status).toBe(403);
    expect((await t.current.api('POST', '/api/favorites', { astrologerId: MEENAKSHI }, token)).status).toBe(403);
  });
});
