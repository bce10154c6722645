import type { AdminAstrologer, AuthResponse, Consultation } from '@astrosetu/contracts';
import { errorOf, setupTestServer } from './harness';
import { command, connected, socketPool, type ChatClient } from './realtime-test-clients';

/**
 * Issue 16: a deleted (or deactivated) astrologer's open socket went on joining past consultations and
 * reading their history and the customer's birth details. Its sessions now end with the account.
 */
const t = setupTestServer();
const sockets = socketPool(() => t.current.url);
afterEach(() => sockets.closeAll());

let unique = 0;

function closedByServer(socket: ChatClient, timeoutMs = 3_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** An approved astrologer with a login, and a finished consultation with a customer's birth details. */
async function astrologerWithPastConsultation() {
  const { token: adminToken } = await t.current.loginAs('admin');
  unique += 1;
  const email = `retiring-${process.pid}-${unique}@example.com`;
  const created = await t.current.api<AdminAstrologer>(
    'POST',
    '/api/admin/astrologers',
    { name: 'Retiring Astrologer', email, gender: 'female', experience: '5', specializations: 'Tarot Reading', languages: 'Hindi', ratePerMinute: '20', account: { password: 'stars-align' }, approve: true },
    adminToken,
  );
  expect(created.status).toBe(201);
  const login = await t.current.api<AuthResponse>('POST', '/api/auth/login', { email, password: 'stars-align' });
  expect(login.status).toBe(200);
  const customer = await t.current.registerUser();
  await t.current.topUp(customer.user.id, 100_000);
  const booked = await t.current.api<Consultation>(
    'POST',
    '/api/consultations',
    { astrologerId: created.body.id, duration: 10, userDetails: { name: 'Asha', dateOfBirth: '1990-04-12', timeOfBirth: '06:40', placeOfBirth: 'Pune' } },
    customer.token,
  );
  expect(booked.status).toBe(201);
  expect((await t.current.api('POST', `/api/consultations/${booked.body.id}/end`, {}, customer.token)).status).toBe(200);
  return { adminToken, astrologerId: created.body.id, astrologerToken: login.body.token, consultationId: booked.body.id };
}

describe('an astrologer whose account is retired', () => {
  it('when the profile is deleted, then its open socket is closed at once and can no longer join past consultations or read their history', async () => {
    const { adminToken, astrologerId, astrologerToken, consultationId } = await astrologerWithPastConsultation();
    const socket = await connected(sockets.open(astrologerToken));
    // Before: the astrologer may read the finished consultation (history and birth details).
    const before = await command(socket, 'join-consultation', { consultationId });
    expect(before).toHaveProperty('data');
    const closed = closedByServer(socket);

    expect((await t.current.api('DELETE', `/api/admin/astrologers/${astrologerId}`, undefined, adminToken)).status).toBe(204);

    expect(await closed).toBe('io server disconnect');
    await expect(connected(sockets.open(astrologerToken))).rejects.toMatchObject({ data: { error: { code: 'SESSION_ENDED' } } });
    const history = await t.current.api('GET', `/api/chat/${consultationId}`, undefined, astrologerToken);
    expect(history.status).toBe(401);
    expect(errorOf(history).code).toBe('SESSION_ENDED');
  });

  it('when the login is deactivated, then its open socket is closed at once and cannot join again', async () => {
    const { adminToken, astrologerToken, consultationId } = await astrologerWithPastConsultation();
    const socket = await connected(sockets.open(astrologerToken));
    const me = await t.current.api<{ id: number }>('GET', '/api/auth/me', undefined, astrologerToken);
    const closed = closedByServer(socket);

    expect((await t.current.api('PATCH', `/api/admin/users/${me.body.id}/status`, { isActive: false }, adminToken)).status).toBe(200);

    await closed;
    await expect(connected(sockets.open(astrologerToken))).rejects.toMatchObject({ data: { error: { code: 'SESSION_ENDED' } } });
    expect((await t.current.api('GET', `/api/chat/${consultationId}`, undefined, astrologerToken)).status).toBe(401);
  });
});
