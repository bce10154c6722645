// Tests play the browser's part, so they use the socket client that src must never import.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { io as connect } from 'socket.io-client';
import type { AdminUsersPage, AuditLogPage, User } from '@astrosetu/contracts';
import { errorOf, setupTestServer } from './harness';

const t = setupTestServer();

let adminToken: string;
let admin: User;

beforeAll(async () => {
  ({ token: adminToken, user: admin } = await t.current.loginAs('admin'));
  // Enough accounts for several pages.
  for (let index = 0; index < 6; index += 1) await t.current.registerUser({ username: `Paging Person ${index}` });
});

const listUsers = (query: string) => t.current.api<AdminUsersPage>('GET', `/api/admin/users${query}`, undefined, adminToken);

describe('GET /api/admin/users', () => {
  it('when called without a query, then the first page of 20, newest first, with the total', async () => {
    const response = await listUsers('');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ page: 1, pageSize: 20 });
    expect(response.body.total).toBeGreaterThanOrEqual(9);
    const created = response.body.items.map((user) => Date.parse(user.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash/);
  });

  it('when paging through, then pages neither repeat nor skip anyone', async () => {
    const all = await listUsers('?pageSize=100&sort=id&order=asc');
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.body.total / 4); page += 1) {
      const response = await listUsers(`?page=${page}&pageSize=4&sort=username&order=asc`);
      expect(response.body).toMatchObject({ page, pageSize: 4, total: all.body.total });
      seen.push(...response.body.items.map((user) => user.id));
    }
    expect(seen.sort((a, b) => a - b)).toEqual(all.body.items.map((user) => user.id));
  });

  it('when sorted by email ascending, then emails come in order', async () => {
    const response = await listUsers('?sort=email&order=asc&pageSize=100');
    const emails = response.body.items.map((user) => user.email);
    expect(emails).toEqual([...emails].sort());
  });

  it('when searching, then only case-insensitive matches on username, email or phone come back', async () => {
    const byName = await listUsers('?q=PAGING%20person');
    expect(byName.body.total).toBe(6);
    expect(byName.body.items.every((user) => user.username.startsWith('Paging Person'))).toBe(true);
    const byEmail = await listUsers('?q=ADMIN@example');
    expect(byEmail.body.items.map((user) => user.email)).toEqual(['admin@example.com']);
    const byPhone = await listUsers('?q=90000%2000001');
    expect(byPhone.body.items.map((user) => user.email)).toEqual(['admin@example.com']);
  });

  it('when the search text has pattern characters, then they are matched literally', async () => {
    const response = await listUsers(`?q=${encodeURIComponent('.*(')}`);
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(0);
  });

  it('when filtered by role and status, then only those accounts come back', async () => {
    const admins = await listUsers('?role=admin');
    expect(admins.body.items.map((user) => user.role)).toEqual(['admin']);
    const inactive = await listUsers('?isActive=false');
    expect(inactive.body.items.every((user) => !user.isActive)).toBe(true);
  });

  it.each([
    ['pageSize=1000', 'pageSize must be a whole number from 1 to 100'],
    ['page=0', 'page must be a whole number of at least 1'],
    ['page=abc', 'page must be a whole number of at least 1'],
    ['sort=passwordHash', 'sort must be one of: id, username, email, role, isActive, balance, createdAt'],
    ['order=up', 'order must be asc or desc'],
    ['role=superuser', 'role must be user, astrologer or admin'],
    ['isActive=maybe', 'Must be true or false'],
  ])('when the query has %s, then 400 "%s"', async (query, message) => {
    const response = await listUsers(`?${query}`);
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe(message);
  });
});

describe('PATCH /api/admin/users/{id}/status', () => {
  it('when an admin deactivates a customer, then they cannot sign in and their sessions end; reactivating lets them sign in again', async () => {
    const customer = await t.current.registerUser();
    const response = await t.current.api<User>('PATCH', `/api/admin/users/${customer.user.id}/status`, { isActive: false }, adminToken);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: customer.user.id, isActive: false });

    const login = await t.current.api('POST', '/api/auth/login', { email: customer.user.email, password: 'secret123' });
    expect(login.status).toBe(403);
    expect(errorOf(login).code).toBe('ACCOUNT_DISABLED');
    const withOldToken = await t.current.api('GET', '/api/profile', undefined, customer.token);
    expect(withOldToken.status).toBe(401);
    expect(errorOf(withOldToken).code).toBe('SESSION_ENDED');

    const reactivated = await t.current.api<User>('PATCH', `/api/admin/users/${customer.user.id}/status`, { isActive: true }, adminToken);
    expect(reactivated.body.isActive).toBe(true);
    const again = await t.current.api<{ token: string }>('POST', '/api/auth/login', { email: customer.user.email, password: 'secret123' });
    expect(again.status).toBe(200);
    expect((await t.current.api('GET', '/api/profile', undefined, again.body.token)).status).toBe(200);
    // The ended session stays ended.
    expect((await t.current.api('GET', '/api/profile', undefined, customer.token)).status).toBe(401);
  });

  it('when an account is deactivated, then its open live-chat socket is closed by the server', async () => {
    const customer = await t.current.registerUser();
    const socket = connect(t.current.url, { path: '/socket.io/', auth: { token: customer.token }, transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
      await t.current.api('PATCH', `/api/admin/users/${customer.user.id}/status`, { isActive: false }, adminToken);
      expect(await closed).toBe('io server disconnect');
    } finally {
      socket.disconnect();
    }
  });

  it('when an account is deactivated, then the audit log says who did it, when, and the before/after', async () => {
    const customer = await t.current.registerUser();
    const startedAt = Date.now();
    await t.current.api('PATCH', `/api/admin/users/${customer.user.id}/status`, { isActive: false }, adminToken);
    const log = await t.current.api<AuditLogPage>('GET', `/api/admin/audit-log?targetType=user&targetId=${customer.user.id}`, undefined, adminToken);
    expect(log.body.total).toBe(1);
    const [entry] = log.body.items;
    expect(entry).toMatchObject({
      actor: { id: admin.id, username: admin.username },
      action: 'user.deactivate',
      target: { type: 'user', id: customer.user.id },
      before: { id: customer.user.id, isActive: true },
      after: { id: customer.user.id, isActive: false },
    });
    expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(startedAt - 1000);
  });

  it('when the status does not change, then nothing is added to the audit log', async () => {
    const customer = await t.current.registerUser();
    const response = await t.current.api<User>('PATCH', `/api/admin/users/${customer.user.id}/status`, { isActive: true }, adminToken);
    expect(response.status).toBe(200);
    const log = await t.current.api<AuditLogPage>('GET', `/api/admin/audit-log?targetType=user&targetId=${customer.user.id}`, undefined, adminToken);
    expect(log.body.total).toBe(0);
  });

  it('when an admin tries to deactivate themself, then 400 and they stay active', async () => {
    const response = await t.current.api('PATCH', `/api/admin/users/${admin.id}/status`, { isActive: false }, adminToken);
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe('You cannot deactivate your own account');
    expect((await t.current.api('GET', '/api/profile', undefined, adminToken)).status).toBe(200);
  });

  it.each([
    ['isActive is text', { isActive: 'false' }, 400],
    ['isActive is missing', {}, 400],
  ])('when %s (%j), then %i and nothing changes', async (_case, body, status) => {
    const customer = await t.current.registerUser();
    expect((await t.current.api('PATCH', `/api/admin/users/${customer.user.id}/status`, body, adminToken)).status).toBe(status);
    expect((await t.current.api('GET', '/api/profile', undefined, customer.token)).status).toBe(200);
  });

  it('when the user does not exist, then 404', async () => {
    const response = await t.current.api('PATCH', '/api/admin/users/999999/status', { isActive: false }, adminToken);
    expect(response.status).toBe(404);
    expect(errorOf(response).message).toBe('User not found');
  });

  it('when a non-admin tries, then 403 and the target stays active', async () => {
    const victim = await t.current.registerUser();
    const attacker = await t.current.registerUser();
    const response = await t.current.api('PATCH', `/api/admin/users/${victim.user.id}/status`, { isActive: false }, attacker.token);
    expect(response.status).toBe(403);
    expect((await t.current.api('GET', '/api/profile', undefined, victim.token)).status).toBe(200);
  });
});
