import type { Consultation, User } from '@astrosetu/contracts';
import { setupTestServer } from './harness';
import { startSession } from './session-start';

/**
 * Every route of the marketplace core against every kind of caller. Each cell gets a fresh session
 * (a new customer booking Pandit Rajesh Sharma, run by astrologer@example.com) so that one cell's
 * success, e.g. ending the session, cannot change another cell's answer.
 */
const t = setupTestServer();

type Actor = 'anonymous' | 'owner' | 'otherUser' | 'astrologer' | 'otherAstrologer' | 'admin';
interface Fixture {
  consultation: Consultation;
  owner: User;
}
interface RouteCase {
  method: string;
  path: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  expected: Record<Actor, number>;
}

const RAJESH = 1;
const birthDetails = { name: 'Asha Verma', dateOfBirth: '1994-08-15', timeOfBirth: '06:30', placeOfBirth: 'Pune' };
const everyone = (status: number): Record<Actor, number> => ({
  anonymous: status, owner: status, otherUser: status, astrologer: status, otherAstrologer: status, admin: status,
});

const routes: RouteCase[] = [
  { method: 'GET', path: () => '/api/auth/me', expected: { ...everyone(200), anonymous: 401 } },
  { method: 'GET', path: () => '/api/auth/user', expected: { ...everyone(200), anonymous: 401 } },
  { method: 'GET', path: () => '/api/astrologers', expected: everyone(200) },
  { method: 'GET', path: () => `/api/astrologers/${RAJESH}`, expected: everyone(200) },
  { method: 'GET', path: () => `/api/astrologer/${RAJESH}`, expected: everyone(200) },
  { method: 'GET', path: () => `/api/avatars/${RAJESH}.svg`, expected: everyone(200) },
  {
    method: 'POST', path: () => '/api/consultations', body: () => ({ astrologerId: 2, duration: 10 }),
    // The owner already has a session with Rajesh; booking another astrologer replaces it (201).
    expected: { anonymous: 401, owner: 201, otherUser: 201, astrologer: 403, otherAstrologer: 403, admin: 403 },
  },
  {
    method: 'GET', path: (f) => `/api/consultations/user/${f.owner.id}`,
    expected: { anonymous: 401, owner: 200, otherUser: 403, astrologer: 403, otherAstrologer: 403, admin: 200 },
  },
  {
    method: 'GET', path: (f) => `/api/consultations/active/${f.owner.id}`,
    expected: { anonymous: 401, owner: 200, otherUser: 403, astrologer: 403, otherAstrologer: 403, admin: 200 },
  },
  {
    method: 'PATCH', path: (f) => `/api/consultations/${f.consultation.id}`, body: () => ({ userDetails: birthDetails }),
    expected: { anonymous: 401, owner: 200, otherUser: 403, astrologer: 403, otherAstrologer: 403, admin: 403 },
  },
  {
    method: 'POST', path: (f) => `/api/consultations/${f.consultation.id}/end`, body: () => ({ rating: 4 }),
    expected: { anonymous: 401, owner: 200, otherUser: 403, astrologer: 200, otherAstrologer: 403, admin: 200 },
  },
  {
    method: 'POST', path: (f) => `/api/consultations/${f.consultation.id}/extend`, body: () => ({ duration: 5 }),
    expected: { anonymous: 401, owner: 200, otherUser: 403, astrologer: 403, otherAstrologer: 403, admin: 403 },
  },
  {
    method: 'POST', path: (f) => `/api/consultations/${f.consultation.id}/extend-astrologer`,
    expected: { anonymous: 401, owner: 403, otherUser: 403, astrologer: 200, otherAstrologer: 403, admin: 403 },
  },
  {
    method: 'GET', path: () => '/api/astrologer/consultations/active',
    expected: { anonymous: 401, owner: 403, otherUser: 403, astrologer: 200, otherAstrologer: 200, admin: 403 },
  },
  {
    method: 'GET', path: () => '/api/astrologer/consultations/history',
    expected: { anonymous: 401, owner: 403, otherUser: 403, astrologer: 200, otherAstrologer: 200, admin: 403 },
  },
  {
    method: 'GET', path: (f) => `/api/chat/${f.consultation.id}`,
    expected: { anonymous: 401, owner: 200, otherUser: 403, astrologer: 200, otherAstrologer: 403, admin: 403 },
  },
  {
    method: 'POST', path: () => '/api/chat/message', body: (f) => ({ consultationId: f.consultation.id, message: 'Namaste' }),
    expected: { anonymous: 401, owner: 201, otherUser: 403, astrologer: 201, otherAstrologer: 403, admin: 403 },
  },
  {
    method: 'GET', path: (f) => `/api/admin/users/${f.owner.id}/ledger`,
    expected: { anonymous: 401, owner: 403, otherUser: 403, astrologer: 403, otherAstrologer: 403, admin: 200 },
  },
];

const cells = routes.flatMap((route) =>
  (Object.entries(route.expected) as Array<[Actor, number]>).map(([actor, status]) => ({ route, actor, status })),
);

const tokens = {} as Record<Exclude<Actor, 'anonymous' | 'owner'>, string>;

beforeAll(async () => {
  const [otherUser, astrologer, otherAstrologer, admin] = await Promise.all([
    t.current.registerUser(),
    t.current.loginAs('astrologer'),
    t.current.createAstrologerAccount(7),
    t.current.loginAs('admin'),
  ]);
  await t.current.topUp(otherUser.user.id, 1_000_000);
  Object.assign(tokens, { otherUser: otherUser.token, astrologer: astrologer.token, otherAstrologer: otherAstrologer.token, admin: admin.token });
});

async function freshSession(): Promise<Fixture & { ownerToken: string }> {
  const owner = await t.current.registerUser();
  await t.current.topUp(owner.user.id, 100_000);
  const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 10 }, owner.token);
  if (booked.status !== 201) throw new Error(`fixture booking failed: ${booked.status}`);
  return { consultation: booked.body, owner: owner.user, ownerToken: owner.token };
}

describe('authorisation table', () => {
  const placeholders = { consultation: { id: '{consultationId}' }, owner: { id: '{ownerId}' } } as unknown as Fixture;
  it.each(cells.map((cell) => [cell.actor, cell.route.method, cell.route.path(placeholders), cell.status, cell] as const))(
    'when %s calls %s %s, then %i',
    async (_actor, _method, _path, _status, { route, actor, status }) => {
      const fixture = await freshSession();
      // Messages go through once the session has started (the time before is chat-before-start.test.ts).
      if (route.path(fixture) === '/api/chat/message') await startSession(fixture.consultation.id, t.current.server.ctx.realtime);
      const token = actor === 'anonymous' ? undefined : actor === 'owner' ? fixture.ownerToken : tokens[actor];
      const response = await t.current.api(route.method, route.path(fixture), route.body?.(fixture), token);
      expect(response.status).toBe(status);
    },
  );
});
