import type { AdminStats, AnalyticsResponse, AuditLogPage, Consultation } from '@astrosetu/contracts';
import { astrologerAdminRepository } from '../src/modules/astrologers/astrologer-admin.repository';
import { userDirectoryRepository } from '../src/modules/users/user-directory.repository';
import { bucketsOf } from '../src/modules/admin/use-cases/compute-analytics';
import { errorOf, setupTestServer } from './harness';

const t = setupTestServer();

let adminToken: string;
beforeAll(async () => {
  ({ token: adminToken } = await t.current.loginAs('admin'));
});
const admin = <T = unknown>(method: string, path: string, body?: unknown) => t.current.api<T>(method, path, body, adminToken);

const RAJESH = 1;
const MEENAKSHI = 2;

describe('GET /api/admin/stats', () => {
  it('when the dashboard loads, then the cards count the stored accounts and profiles', async () => {
    const deactivated = await t.current.registerUser();
    await admin('PATCH', `/api/admin/users/${deactivated.user.id}/status`, { isActive: false });
    const response = await admin<AdminStats>('GET', '/api/admin/stats');
    expect(response.status).toBe(200);
    const users = await userDirectoryRepository.counts();
    const astrologers = await astrologerAdminRepository.counts();
    expect(response.body).toMatchObject({
      totalUsers: users.total,
      activeUsers: users.total - 1,
      adminUsers: 1,
      pendingApprovals: 3,
      totalAstrologers: astrologers.total,
      onlineAstrologers: astrologers.online,
    });
  });

  it('when the dashboard loads, then the top 5 performers are approved astrologers with the most consultations', async () => {
    const response = await admin<AdminStats>('GET', '/api/admin/stats');
    const top = response.body.topPerformers;
    expect(top).toHaveLength(5);
    expect(top.every((astrologer) => astrologer.approvalStatus === 'approved')).toBe(true);
    const counts = top.map((astrologer) => astrologer.totalConsultations);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const all = await astrologerAdminRepository.listPage({ page: 1, pageSize: 100, sort: 'totalConsultations', order: 'desc', status: 'approved' });
    expect(counts[4]).toBeGreaterThanOrEqual(all.items[5].totalConsultations);
  });
});

describe('GET /api/admin/analytics', () => {
  it.each([
    ['7d', 7, 'day'],
    ['30d', 30, 'day'],
    ['90d', 90, 'day'],
    ['12m', 12, 'month'],
  ] as const)('when the period is %s, then %i %s buckets ending today in India time', async (period, count, granularity) => {
    const response = await admin<AnalyticsResponse>('GET', `/api/admin/analytics?period=${period}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ period, granularity, timeZone: 'Asia/Kolkata' });
    expect(response.body.points).toHaveLength(count);
    const todayInIndia = new Date(Date.now() + 330 * 60_000).toISOString();
    expect(response.body.points.at(-1)?.period).toBe(granularity === 'day' ? todayInIndia.slice(0, 10) : todayInIndia.slice(0, 7));
  });

  it('when customers book and extend, then today counts the bookings, the revenue from the ledger and the new accounts', async () => {
    const before = (await admin<AnalyticsResponse>('GET', '/api/admin/analytics?period=7d')).body;
    const customer = await t.current.registerUser();
    await t.current.topUp(customer.user.id, 500_000);
    const first = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 15 }, customer.token);
    expect((await t.current.api('POST', `/api/consultations/${first.body.id}/extend`, { duration: 5 }, customer.token)).status).toBe(200);
    const second = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: MEENAKSHI, duration: 10 }, customer.token);
    expect(second.status).toBe(201);

    const after = (await admin<AnalyticsResponse>('GET', '/api/admin/analytics?period=7d')).body;
    const today = (response: AnalyticsResponse) => response.points.at(-1)!;
    expect(today(after).consultations - today(before).consultations).toBe(2);
    // Top-ups are not revenue; session and extension payments are, less refunds: the first session was
    // replaced before it started, so its package and extension came back in full.
    expect(today(after).revenue - today(before).revenue).toBe(55 * 10 * 100);
    expect(today(after).newUsers - today(before).newUsers).toBe(1);
    expect(after.totals.revenue).toBe(after.points.reduce((sum, point) => sum + point.revenue, 0));
  });

  it('when no period is given, then 30 days', async () => {
    expect((await admin<AnalyticsResponse>('GET', '/api/admin/analytics')).body.points).toHaveLength(30);
  });

  it('when the period is unknown, then 400', async () => {
    const response = await admin('GET', '/api/admin/analytics?period=1y');
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe('period must be 7d, 30d, 90d or 12m');
  });

  it('when it is just after midnight in India, then the bucket is already the new Indian day', () => {
    // 2026-03-31 19:00 UTC is 2026-04-01 00:30 in India.
    const { labels, since } = bucketsOf('7d', new Date('2026-03-31T19:00:00Z'));
    expect(labels.at(-1)).toBe('2026-04-01');
    expect(labels[0]).toBe('2026-03-26');
    expect(since.toISOString()).toBe('2026-03-25T18:30:00.000Z');
    const months = bucketsOf('12m', new Date('2026-03-31T19:00:00Z'));
    expect(months.labels[0]).toBe('2025-05');
    expect(months.labels.at(-1)).toBe('2026-04');
  });
});

describe('GET /api/admin/audit-log', () => {
  it('when admins act, then the log pages newest first and filters by action', async () => {
    const first = await t.current.registerUser();
    const second = await t.current.registerUser();
    await admin('PATCH', `/api/admin/users/${first.user.id}/status`, { isActive: false });
    await admin('PATCH', `/api/admin/users/${second.user.id}/status`, { isActive: false });
    await admin('PATCH', `/api/admin/users/${second.user.id}/status`, { isActive: true });

    const page = await admin<AuditLogPage>('GET', '/api/admin/audit-log?pageSize=2');
    expect(page.status).toBe(200);
    expect(page.body.pageSize).toBe(2);
    expect(page.body.items.map((entry) => entry.action)).toEqual(['user.activate', 'user.deactivate']);
    expect(page.body.items[0].id).toBeGreaterThan(page.body.items[1].id);

    const deactivations = await admin<AuditLogPage>('GET', '/api/admin/audit-log?action=user.deactivate&pageSize=100');
    expect(deactivations.body.items.every((entry) => entry.action === 'user.deactivate')).toBe(true);
    expect(deactivations.body.items.map((entry) => entry.target.id)).toEqual(expect.arrayContaining([first.user.id, second.user.id]));
  });

  it('when the action filter is unknown, then 400', async () => {
    expect((await admin('GET', '/api/admin/audit-log?action=user.delete')).status).toBe(400);
  });
});
