import type { AuthResponse } from '@astrosetu/contracts';
import { SessionModel } from '../src/modules/sessions/session.model';
import { sessionCache } from '../src/modules/sessions/user-sessions';
import { errorOf, setupTestServer } from './harness';
import { command, connected, socketPool, type ChatClient } from './realtime-test-clients';

const t = setupTestServer();
const sockets = socketPool(() => t.current.url);
afterEach(() => sockets.closeAll());

function disconnectedByServer(socket: ChatClient, timeoutMs = 2_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket was not disconnected')), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

async function login(email: string, password: string): Promise<AuthResponse> {
  const response = await t.current.api<AuthResponse>('POST', '/api/auth/login', { email, password });
  expect(response.status).toBe(200);
  return response.body;
}

describe('server-side sessions', () => {
  it('a token names a session stored in the database', async () => {
    const { token, user } = await t.current.registerUser();
    const sid = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;
    expect(await SessionModel.countDocuments({ _id: sid, userId: user.id })).toBe(1);
  });

  it('logout ends that session at once (HTTP and its sockets); the other sign-ins go on', async () => {
    const email = `logout-${Date.now()}@example.com`;
    const first = await t.current.registerUser({ email, password: 'secret123' });
    const second = await login(email, 'secret123');
    const socket = await connected(sockets.open(first.token));
    const closed = disconnectedByServer(socket);

    expect((await t.current.api('POST', '/api/auth/logout', undefined, first.token)).status).toBe(204);

    expect(await closed).toBe('io server disconnect');
    const me = await t.current.api('GET', '/api/auth/me', undefined, first.token);
    expect(me.status).toBe(401);
    expect(errorOf(me)).toEqual({ code: 'SESSION_ENDED', message: 'Your session has ended. Please sign in again.' });
    expect((await t.current.api('GET', '/api/auth/me', undefined, second.token)).status).toBe(200);
    // A logged-out token cannot open a socket either.
    await expect(connected(sockets.open(first.token))).rejects.toMatchObject({ data: { error: { code: 'SESSION_ENDED' } } });
  });

  it('a password change ends every other session of the account and closes their sockets; the one that changed it goes on', async () => {
    const email = `password-${Date.now()}@example.com`;
    const changer = await t.current.registerUser({ email, password: 'secret123' });
    const elsewhere = await login(email, 'secret123');
    const otherSocket = await connected(sockets.open(elsewhere.token));
    const ownSocket = await connected(sockets.open(changer.token));
    const closed = disconnectedByServer(otherSocket);

    const changed = await t.current.api('PATCH', '/api/profile/password', { currentPassword: 'secret123', newPassword: 'another456' }, changer.token);
    expect(changed.status).toBe(200);

    await closed;
    expect(errorOf(await t.current.api('GET', '/api/auth/me', undefined, elsewhere.token)).code).toBe('SESSION_ENDED');
    expect((await t.current.api('GET', '/api/auth/me', undefined, changer.token)).status).toBe(200);
    expect(ownSocket.connected).toBe(true);
  });

  it('deactivation by an admin ends every session of the account and closes its sockets at once', async () => {
    const admin = await t.current.loginAs('admin');
    const customer = await t.current.registerUser();
    const socket = await connected(sockets.open(customer.token));
    const closed = disconnectedByServer(socket);

    const response = await t.current.api('PATCH', `/api/admin/users/${customer.user.id}/status`, { isActive: false }, admin.token);
    expect(response.status).toBe(200);

    await closed;
    expect(await SessionModel.countDocuments({ userId: customer.user.id })).toBe(0);
    // Reactivating does not bring the old token back.
    await t.current.api('PATCH', `/api/admin/users/${customer.user.id}/status`, { isActive: true }, admin.token);
    expect(errorOf(await t.current.api('GET', '/api/auth/me', undefined, customer.token)).code).toBe('SESSION_ENDED');
  });

  it('every socket command checks the session: a socket whose session is gone (e.g. ended from another instance) is closed', async () => {
    const customer = await t.current.registerUser();
    const socket = await connected(sockets.open(customer.token));
    expect(await command(socket, 'server-time', {})).toHaveProperty('data');

    // Ended behind this instance's back (no disconnect reached it), and past the cache's short life.
    await SessionModel.deleteMany({ userId: customer.user.id });
    sessionCache.clear();
    const closed = disconnectedByServer(socket);
    void command(socket, 'server-time', {}, 1_000).catch(() => undefined);
    await closed;
  });

  it('within the cache life, a session ended through the API is refused at once (the cache forgets it)', async () => {
    const customer = await t.current.registerUser();
    expect((await t.current.api('GET', '/api/auth/me', undefined, customer.token)).status).toBe(200);
    await t.current.api('POST', '/api/auth/logout', undefined, customer.token);
    expect((await t.current.api('GET', '/api/auth/me', undefined, customer.token)).status).toBe(401);
  });

  it('logout without a session is a 401', async () => {
    expect((await t.current.api('POST', '/api/auth/logout')).status).toBe(401);
  });
});
