import type { User } from '@astrosetu/contracts';
import { errorOf, startTestServer, type TestServer } from './harness';

/** One API at a time in this process (mongoose has one connection): each test stops one and starts another. */
describe('after the embedded engine restarts', () => {
  let other: TestServer | undefined;
  afterEach(async () => {
    await other?.close();
    other = undefined;
  });

  it('an old token is refused (not taken for whichever new account got its id) with a clear message', async () => {
    const before = await startTestServer();
    let old: { token: string; user: User };
    try {
      old = await before.registerUser();
    } finally {
      await before.close();
    }
    other = await startTestServer();
    // The new database hands the same id to a new account.
    const newcomer = await other.registerUser();
    expect(newcomer.user.id).toBe(old.user.id);

    const me = await other.api('GET', '/api/auth/me', undefined, old.token);
    expect(me.status).toBe(401);
    expect(errorOf(me)).toEqual({ code: 'SESSION_ENDED', message: 'Your session ended: the demo data was reset. Please sign in again.' });
  }, 120_000);

  it('with the random secret of the embedded default, an old token gets the same message', async () => {
    const before = await startTestServer({ JWT_SECRET: '' });
    let oldToken: string;
    try {
      oldToken = (await before.loginAs('user')).token;
    } finally {
      await before.close();
    }
    other = await startTestServer({ JWT_SECRET: '' });
    const me = await other.api('GET', '/api/auth/me', undefined, oldToken);
    expect(errorOf(me)).toEqual({ code: 'SESSION_ENDED', message: 'Your session ended: the demo data was reset. Please sign in again.' });
  }, 120_000);
});
