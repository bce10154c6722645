import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toHaveNoViolations } from 'jest-axe';
import type { AdminAstrologer, AnalyticsResponse, FulfilmentTask, User } from '@astrosetu/contracts';
import { axe } from '../shared/test/axe';
import { mockApi, serverError, type ApiAnswer } from '@astrosetu/web-core/testing';
import { aCustomer, anAdmin, anAstrologer, anAuditEntry, aPage, someStats } from '../shared/test/fixtures';
import { renderRoute } from '../shared/test/render-route';
import AdminPage from './admin-page';

expect.extend(toHaveNoViolations);
// Dialog journeys render many fields; on a busy CI machine they take longer than the default.
jest.setTimeout(90_000);

const customers = [aCustomer(), aCustomer({ id: 8, username: 'Vikram Singh', email: 'vikram@example.com', isActive: false })];

function fakeAdminApi(overrides: Record<string, ApiAnswer> = {}) {
  return mockApi({
    'GET /api/admin/stats': { status: 200, body: someStats() },
    'GET /api/admin/users': { status: 200, body: aPage<User>(customers, { total: 45 }) },
    'GET /api/admin/profile-photos': { status: 200, body: [] },
    ...overrides,
  });
}

function openAdmin(path = '/admin', user: User | null = anAdmin()) {
  return renderRoute({ path, routePath: '/admin', element: <AdminPage />, user });
}

/** Puts text into a field as one input (a paste): key-by-key typing re-validates the whole form per key. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function expectToast(title: string) {
  const region = screen.getByRole('region', { name: /Notifications/, hidden: true });
  await waitFor(() => expect(region).toHaveTextContent(title));
}

describe('/admin access', () => {
  it('a customer sees Access Denied and nothing of the dashboard is requested', async () => {
    const api = fakeAdminApi();
    openAdmin('/admin', aCustomer());
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByText('Total Users')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('a visitor who is not signed in sees Access Denied', async () => {
    fakeAdminApi();
    openAdmin('/admin', null);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('an astrologer sees Access Denied even with a stored user claiming admin', async () => {
    // What the browser stored is not trusted; the session holds the user the server confirmed.
    localStorage.setItem('user', JSON.stringify(anAdmin()));
    fakeAdminApi();
    openAdmin('/admin', aCustomer({ role: 'astrologer' }));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('waits for the session check before deciding', () => {
    fakeAdminApi();
    renderRoute({ path: '/admin', routePath: '/admin', element: <AdminPage />, status: 'loading' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });
});

describe('/admin dashboard for an admin', () => {
  it('shows the four summary cards from the server and the tabs, Articles opening /admin-articles in a new window', async () => {
    fakeAdminApi();
    openAdmin();
    const summary = screen.getByRole('region', { name: 'Summary' });
    await waitFor(() => expect(summary).toHaveTextContent('Total Users42'));
    expect(summary).toHaveTextContent('Active Users40');
    expect(summary).toHaveTextContent('Pending Approvals3');
    expect(summary).toHaveTextContent('Admin Users1');
    const tabs = within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Users', 'All Astrologers', 'Pending Approvals', 'Moderation', 'Fulfilment', 'Articles', 'Payouts Due', 'Recharge Packs', 'Analytics', 'Audit Log', 'Failed Jobs']);
    const articles = screen.getByRole('tab', { name: 'Articles (opens in a new window)' });
    expect(articles).toHaveAttribute('href', '/admin-articles');
    expect(articles).toHaveAttribute('target', '_blank');
  });

  it('has no serious accessibility violations', async () => {
    fakeAdminApi();
    const { baseElement } = openAdmin();
    await screen.findByText('Vikram Singh');
    expect(await axe(baseElement)).toHaveNoViolations();
  });
});

describe('Users tab', () => {
  it('asks the server for a page, sorted and searched, and pages on the server', async () => {
    const api = fakeAdminApi();
    openAdmin();
    expect(await screen.findByText('Vikram Singh')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/users')[0].params).toEqual({ page: '1', pageSize: '20', sort: 'createdAt', order: 'desc' });
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/users').at(-1)?.params).toMatchObject({ sort: 'email', order: 'asc', page: '1' }));

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/users').at(-1)?.params).toMatchObject({ sort: 'email', page: '2' }));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'vik');
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/users').at(-1)?.params).toMatchObject({ q: 'vik', page: '1' }));
  });

  it('deactivates a user only after confirmation', async () => {
    const api = fakeAdminApi({
      'PATCH /api/admin/users/7/status': { status: 200, body: aCustomer({ isActive: false }) },
    });
    openAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Asha Rao' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate this user?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/api/admin/users/7/status')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Asha Rao' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/users/7/status')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/admin/users/7/status')[0].body).toEqual({ isActive: false });
    await expectToast('User deactivated');
  });

  it('activates an inactive user', async () => {
    const api = fakeAdminApi({ 'PATCH /api/admin/users/8/status': { status: 200, body: customers[1] } });
    openAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Activate Vikram Singh' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Activate this user?' })).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/users/8/status')[0]?.body).toEqual({ isActive: true }));
  });

  it("says 'Failed to update user status' when the server refuses", async () => {
    fakeAdminApi({ 'PATCH /api/admin/users/7/status': serverError() });
    openAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Asha Rao' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    await expectToast('Failed to update user status');
  });

  it("says 'Failed to fetch users' when the list cannot be loaded", async () => {
    fakeAdminApi({ 'GET /api/admin/users': serverError() });
    openAdmin();
    await expectToast('Failed to fetch users');
    expect(screen.getByText('This list could not be loaded.')).toBeInTheDocument();
  });

  it('the admin cannot deactivate their own account', async () => {
    fakeAdminApi({ 'GET /api/admin/users': { status: 200, body: aPage([anAdmin(), ...customers]) } });
    openAdmin();
    expect(await screen.findByRole('button', { name: 'Deactivate Admin' })).toBeDisabled();
  });
});

function astrologerAnswers(astrologers: AdminAstrologer[]): ApiAnswer {
  return (call) => {
    const matching = call.params.status ? astrologers.filter((astrologer) => astrologer.approvalStatus === call.params.status) : astrologers;
    return { status: 200, body: aPage(matching) };
  };
}

const meera = anAstrologer({ id: 21, name: 'Meera Joshi' });
const pendingRavi = anAstrologer({ id: 22, name: 'Ravi Kumar', approvalStatus: 'pending', isApproved: false, totalConsultations: 0 });

describe('All Astrologers tab: the astrologer form', () => {
  it('splits and trims comma-separated lists and sends whole numbers', async () => {
    const api = fakeAdminApi({
      'GET /api/admin/astrologers': astrologerAnswers([meera]),
      'POST /api/admin/astrologers': { status: 201, body: anAstrologer({ id: 30, name: 'Anita Desai', approvalStatus: 'pending' }) },
    });
    openAdmin('/admin?tab=astrologers');
    await userEvent.click(await screen.findByRole('button', { name: 'Add astrologer' }));
    const dialog = screen.getByRole('dialog', { name: 'Add astrologer' });
    await fill(within(dialog).getByLabelText(/^Name/), 'Anita Desai');
    await fill(within(dialog).getByLabelText(/^Email/), 'anita@example.com');
    await fill(within(dialog).getByLabelText(/^Experience/), ' 12 ');
    await fill(within(dialog).getByLabelText(/^Rate/), '45');
    await fill(within(dialog).getByLabelText(/^Specializations/), ' Vedic Astrology ,Numerology,  , Tarot Reading ');
    await fill(within(dialog).getByLabelText(/^Languages/), 'Hindi,  English ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create astrologer' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/admin/astrologers')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/astrologers')[0].body).toMatchObject({
      name: 'Anita Desai',
      email: 'anita@example.com',
      experience: 12,
      ratePerMinute: 45,
      specializations: ['Vedic Astrology', 'Numerology', 'Tarot Reading'],
      languages: ['Hindi', 'English'],
    });
    await expectToast('Astrologer created');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add astrologer' })).not.toBeInTheDocument());
  });

  it('refuses decimals and words for experience and rate, and empty lists, with clear messages', async () => {
    const api = fakeAdminApi({ 'GET /api/admin/astrologers': astrologerAnswers([meera]) });
    openAdmin('/admin?tab=astrologers');
    await userEvent.click(await screen.findByRole('button', { name: 'Add astrologer' }));
    const dialog = screen.getByRole('dialog', { name: 'Add astrologer' });
    await fill(within(dialog).getByLabelText(/^Experience/), '7.5');
    await fill(within(dialog).getByLabelText(/^Rate/), 'thirty');
    await fill(within(dialog).getByLabelText(/^Specializations/), ' , ,');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create astrologer' }));

    expect(await within(dialog).findByText('Experience must be a whole number of years')).toBeInTheDocument();
    expect(within(dialog).getByText('Rate must be a whole number of rupees')).toBeInTheDocument();
    expect(within(dialog).getByText('Add at least one specialization')).toBeInTheDocument();
    expect(within(dialog).getByText('Add at least one language')).toBeInTheDocument();
    expect(within(dialog).getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/astrologers')).toHaveLength(0);
  });

  it('edits a profile with its lists shown comma-separated and sends the changes', async () => {
    const api = fakeAdminApi({
      'GET /api/admin/astrologers': astrologerAnswers([meera]),
      'PATCH /api/admin/astrologers/21': { status: 200, body: { ...meera, ratePerMinute: 50 } },
    });
    openAdmin('/admin?tab=astrologers');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Meera Joshi' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Meera Joshi' });
    expect(within(dialog).getByLabelText(/^Specializations/)).toHaveValue('Vedic Astrology, Numerology');
    const rate = within(dialog).getByLabelText(/^Rate/);
    await userEvent.clear(rate);
    await userEvent.type(rate, '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/astrologers/21')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/admin/astrologers/21')[0].body).toMatchObject({ ratePerMinute: 50, specializations: ['Vedic Astrology', 'Numerology'] });
  });

  it("shows 'Failed to create astrologer' with the server's reason", async () => {
    fakeAdminApi({
      'GET /api/admin/astrologers': astrologerAnswers([meera]),
      'POST /api/admin/astrologers': { status: 409, body: { error: { code: 'CONFLICT', message: 'An astrologer with this email already exists' } } },
    });
    openAdmin('/admin?tab=astrologers');
    await userEvent.click(await screen.findByRole('button', { name: 'Add astrologer' }));
    const dialog = screen.getByRole('dialog', { name: 'Add astrologer' });
    await fill(within(dialog).getByLabelText(/^Name/), 'Meera Two');
    await fill(within(dialog).getByLabelText(/^Email/), 'astro21@example.com');
    await fill(within(dialog).getByLabelText(/^Experience/), '3');
    await fill(within(dialog).getByLabelText(/^Rate/), '20');
    await fill(within(dialog).getByLabelText(/^Specializations/), 'Tarot Reading');
    await fill(within(dialog).getByLabelText(/^Languages/), 'Hindi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create astrologer' }));
    await expectToast('Failed to create astrologer');
    await expectToast('An astrologer with this email already exists');
    expect(screen.getByRole('dialog', { name: 'Add astrologer' })).toBeInTheDocument();
  });
});

describe('All Astrologers tab: delete, online, stats', () => {
  it('deletes only after the confirmation', async () => {
    const api = fakeAdminApi({
      'GET /api/admin/astrologers': astrologerAnswers([meera]),
      'DELETE /api/admin/astrologers/21': { status: 204 },
    });
    openAdmin('/admin?tab=astrologers');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Meera Joshi' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Meera Joshi?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this astrologer? This action cannot be undone.');
    // The safe choice has the focus.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/admin/astrologers/21')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Meera Joshi' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/admin/astrologers/21')).toHaveLength(1));
    await expectToast('Astrologer deleted');
  });

  it("says 'Failed to delete astrologer' when the delete fails", async () => {
    fakeAdminApi({ 'GET /api/admin/astrologers': astrologerAnswers([meera]), 'DELETE /api/admin/astrologers/21': serverError() });
    openAdmin('/admin?tab=astrologers');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Meera Joshi' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expectToast('Failed to delete astrologer');
  });

  it('switches an approved astrologer online, and says so when it fails', async () => {
    const api = fakeAdminApi({
      'GET /api/admin/astrologers': astrologerAnswers([meera, pendingRavi]),
      'PATCH /api/admin/astrologers/21/status': serverError(),
    });
    openAdmin('/admin?tab=astrologers');
    expect(await screen.findByRole('switch', { name: 'Ravi Kumar online' })).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Meera Joshi online' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/astrologers/21/status')[0]?.body).toEqual({ isOnline: true }));
    await expectToast('Failed to update astrologer status');
  });

  it('shows one astrologer’s statistics', async () => {
    fakeAdminApi({
      'GET /api/admin/astrologers': astrologerAnswers([meera]),
      'GET /api/admin/astrologers/21/stats': {
        status: 200,
        body: { astrologerId: 21, totalConsultations: 412, totalRevenue: 1_845_000, averageRating: 4.64, reviewCount: 120, averageSessionDuration: 18.4, sessionsRecorded: 300, activeConsultations: 1 },
      },
    });
    openAdmin('/admin?tab=astrologers');
    await userEvent.click(await screen.findByRole('button', { name: 'Statistics of Meera Joshi' }));
    const dialog = screen.getByRole('dialog', { name: 'Meera Joshi: statistics' });
    await waitFor(() => expect(dialog).toHaveTextContent('Total consultations412'));
    expect(dialog).toHaveTextContent('Total revenue₹18,450.00');
    expect(dialog).toHaveTextContent('Average rating4.6 / 5');
    expect(dialog).toHaveTextContent('Average session18 min');
  });

  it('lists the top 5 performers', async () => {
    fakeAdminApi({ 'GET /api/admin/astrologers': astrologerAnswers([meera]) });
    openAdmin('/admin?tab=astrologers');
    const top = await screen.findByRole('region', { name: 'Top 5 performers' });
    await waitFor(() => expect(top).toHaveTextContent('Pandit Rajesh Sharma'));
    expect(top).toHaveTextContent('900consultations');
  });
});

describe('Pending Approvals tab', () => {
  it('lists pending astrologers from the server and approves one', async () => {
    const api = fakeAdminApi({
      'GET /api/admin/astrologers': astrologerAnswers([meera, pendingRavi]),
      'PATCH /api/admin/astrologers/22/approve': { status: 200, body: { ...pendingRavi, approvalStatus: 'approved', isApproved: true } },
    });
    openAdmin('/admin?tab=pending');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Ravi Kumar' }));
    expect(screen.queryByText('Meera Joshi')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/astrologers')[0].params).toMatchObject({ status: 'pending' });
    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/astrologers/22/approve')).toHaveLength(1));
    await expectToast('Astrologer approved');
  });

  it("says 'Failed to approve astrologer' when approval fails", async () => {
    fakeAdminApi({ 'GET /api/admin/astrologers': astrologerAnswers([pendingRavi]), 'PATCH /api/admin/astrologers/22/approve': serverError() });
    openAdmin('/admin?tab=pending');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Ravi Kumar' }));
    await expectToast('Failed to approve astrologer');
  });

  it('rejects with an optional reason, and says so when it fails', async () => {
    const api = fakeAdminApi({ 'GET /api/admin/astrologers': astrologerAnswers([pendingRavi]), 'PATCH /api/admin/astrologers/22/reject': serverError() });
    openAdmin('/admin?tab=pending');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Ravi Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Ravi Kumar?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Certificates missing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/astrologers/22/reject')[0]?.body).toEqual({ reason: 'Certificates missing' }));
    await expectToast('Failed to reject astrologer');
  });
});

describe('Analytics tab', () => {
  const analytics = (period: string): AnalyticsResponse => ({
    period: period as AnalyticsResponse['period'],
    granularity: period === '12m' ? 'month' : 'day',
    timeZone: 'Asia/Kolkata',
    points: [
      { period: '2025-03-06', consultations: 2, revenue: 90_000, newUsers: 1 },
      { period: '2025-03-07', consultations: 5, revenue: 250_000, newUsers: 3 },
    ],
    totals: { consultations: 7, revenue: 340_000, newUsers: 4 },
  });

  it('draws consultations, revenue in rupees and new users, and asks again for another period', async () => {
    const api = fakeAdminApi({ 'GET /api/admin/analytics': (call) => ({ status: 200, body: analytics(call.params.period) }) });
    openAdmin('/admin?tab=analytics');
    expect(await screen.findByRole('img', { name: 'Revenue per day (₹)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Consultations per day' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'New users per day' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Revenue per day (₹)' })).toHaveTextContent('Mar 7₹2,500');
    expect(screen.getByText('₹3,400.00')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/analytics')[0].params).toEqual({ period: '30d' });

    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/analytics').at(-1)?.params).toEqual({ period: '7d' }));
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Audit Log tab', () => {
  it('shows who did what and when, and the before and after on demand', async () => {
    fakeAdminApi({ 'GET /api/admin/audit-log': { status: 200, body: aPage([anAuditEntry()]) } });
    openAdmin('/admin?tab=audit');
    const row = (await screen.findByText('Deactivated Asha Rao (asha@example.com)')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('March 2, 2025, 3:45 PM');
    expect(row).toHaveTextContent('Admin');
    expect(row).toHaveTextContent('User deactivated');
    expect(row).toHaveTextContent('User #7');
    await userEvent.click(within(row).getByRole('button', { name: 'Show changes of entry 1' }));
    const changes = screen.getByRole('table', { name: 'Changes made by entry 1' });
    expect(within(changes).getAllByRole('row').map((tableRow) => tableRow.textContent)).toEqual(['FieldBeforeAfter', 'isActivetruefalse']);
  });
});


describe('/admin?tab=fulfilment', () => {
  const task = (overrides: Partial<FulfilmentTask>): FulfilmentTask => ({
    txnid: 'AS7XPALM01', itemKey: 'divination-palmistry', title: 'Palmistry Reading', input: 'palm-photos', state: 'open',
    paidAt: '2026-11-20T04:00:00.000Z', dueBy: '2026-11-22T04:00:00.000Z', overdue: false, ...overrides,
  });

  it('lists the orders that need an astrologer, and only the overdue ones on request', async () => {
    const api = fakeAdminApi({
      'GET /api/admin/fulfilment': (call) =>
        ({
          status: 200,
          body: {
            items: call.params.scope === 'overdue'
              ? [task({ txnid: 'AS7XVASTU2', title: 'Vastu', overdue: true })]
              : [task({ state: 'claimed', claimedBy: { astrologerId: 1, name: 'Pandit Rajesh Sharma' }, claimedAt: '2026-11-20T05:00:00.000Z' }), task({ txnid: 'AS7XVASTU2', title: 'Vastu', overdue: true })],
          },
        }),
    });
    openAdmin('/admin?tab=fulfilment');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Palmistry Reading')).toBeInTheDocument();
    expect(within(table).getByText(/Pandit Rajesh Sharma/)).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Overdue' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(within(screen.getByRole('table')).getByText('Overdue')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/fulfilment').map((call) => call.params.scope)).toEqual(['all', 'overdue']);
  });
});

describe('/admin payouts due', () => {
  it('lists what each astrologer is owed, largest first, and records a payout after confirmation', async () => {
    let paid = false;
    const api = fakeAdminApi({
      'GET /api/admin/payouts': () => ({
        status: 200,
        body: [
          { astrologerId: 1, name: 'Pandit Rajesh Sharma', earned: 70_000, paidOut: paid ? 70_000 : 0, due: paid ? 0 : 70_000 },
          { astrologerId: 2, name: 'Dr. Meenakshi Iyer', earned: 35_000, paidOut: 35_000, due: 0 },
        ],
      }),
      'POST /api/admin/payouts': () => {
        paid = true;
        return { status: 201, body: { astrologerId: 1, amount: 70_000 } };
      },
    });
    openAdmin('/admin?tab=payouts');
    const table = await screen.findByRole('table', { name: 'Payouts due' });
    expect(screen.getByText('₹700.00 is due to 1 astrologer.')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /Record payout/ })).toHaveLength(1);
    await userEvent.click(within(table).getByRole('button', { name: 'Record payout to Pandit Rajesh Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record this payout?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    await expectToast('Payout recorded');
    expect(api.callsTo('POST', '/api/admin/payouts')[0]?.body).toEqual({ astrologerId: 1, amount: 70_000 });
    expect(await screen.findByText('Nothing is due: every astrologer has been paid their share.')).toBeInTheDocument();
  });
});

describe('/admin partial payouts', () => {
  it('offers the whole amount due by default, records a part of it with a bank reference, and refuses more than is due', async () => {
    const due = { value: 70_000 };
    const api = fakeAdminApi({
      'GET /api/admin/payouts': () => ({
        status: 200,
        body: [{ astrologerId: 1, name: 'Pandit Rajesh Sharma', earned: 70_000, paidOut: 70_000 - due.value, due: due.value }],
      }),
      'POST /api/admin/payouts': (call) => {
        const { amount } = call.body as { amount: number };
        if (amount > due.value) {
          return { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: `At most ${due.value} paise is due to this astrologer`, fields: { amount: 'More than is due' } } } };
        }
        due.value -= amount;
        return { status: 201, body: { astrologerId: 1, name: 'Pandit Rajesh Sharma', earned: 70_000, paidOut: 70_000 - due.value, due: due.value } };
      },
    });
    openAdmin('/admin?tab=payouts');
    const table = await screen.findByRole('table', { name: 'Payouts due' });
    await userEvent.click(within(table).getByRole('button', { name: 'Record payout to Pandit Rajesh Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record this payout?' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount paid/ });
    expect(amount).toHaveValue('700.00');
    expect(dialog).toHaveTextContent('Still due afterwards: ₹0.00.');

    // More than is due, nothing, or a fraction of a paisa: the button waits and says why.
    for (const typed of ['700.01', '0', '12.345']) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      expect(within(dialog).getByRole('button', { name: 'Record payout' })).toBeDisabled();
      expect(dialog).toHaveTextContent('Enter an amount in rupees and paise, more than ₹0.00 and at most ₹700.00.');
    }

    await userEvent.clear(amount);
    await userEvent.type(amount, '250.50');
    expect(dialog).toHaveTextContent('Record that ₹250.50 has been paid to Pandit Rajesh Sharma. Still due afterwards: ₹449.50.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Bank reference (optional)' }), 'UTR 1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    await expectToast('Payout recorded');
    expect(api.callsTo('POST', '/api/admin/payouts')[0]?.body).toEqual({ astrologerId: 1, amount: 25_050, reference: 'UTR 1234' });
    expect(await screen.findByText('₹449.50 is due to 1 astrologer.')).toBeInTheDocument();

    // Another admin paid meanwhile: the server refuses, the dialog stays open with its words.
    await userEvent.click(within(table).getByRole('button', { name: 'Record payout to Pandit Rajesh Sharma' }));
    const again = await screen.findByRole('dialog', { name: 'Record this payout?' });
    expect(within(again).getByRole('textbox', { name: /Amount paid/ })).toHaveValue('449.50');
    due.value = 10_000;
    await userEvent.click(within(again).getByRole('button', { name: 'Record payout' }));
    expect(await within(again).findByText('At most 10000 paise is due to this astrologer')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Record this payout?' })).toBeInTheDocument();
  });
});

describe('/admin recharge packs', () => {
  it('lists the packs with their bonus credit, changes a bonus, switches a pack off and adds one, showing the server’s field messages', async () => {
    let packs = [
      { id: 1, amount: 100_000, bonusPercent: 10, bonusAmount: 10_000, active: true },
      { id: 2, amount: 200_000, bonusPercent: 15, bonusAmount: 30_000, active: true },
    ];
    const api = fakeAdminApi({
      'GET /api/admin/recharge-packs': () => ({ status: 200, body: packs }),
      'PATCH /api/admin/recharge-packs/2': ({ body }) => {
        const change = body as { bonusPercent?: number; active?: boolean };
        packs = packs.map((pack) =>
          pack.id === 2 ? { ...pack, ...change, bonusAmount: Math.floor((pack.amount * (change.bonusPercent ?? pack.bonusPercent)) / 100) } : pack,
        );
        return { status: 200, body: packs[1] };
      },
      'POST /api/admin/recharge-packs': ({ body }) =>
        (body as { bonusPercent: number }).bonusPercent > 50
          ? { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'x', fields: { bonusPercent: 'The bonus must be a whole percentage from 1 to 50' } } } }
          : { status: 201, body: { id: 3, amount: 500_000, bonusPercent: 20, bonusAmount: 100_000, active: true } },
    });
    openAdmin('/admin?tab=recharge-packs');
    const table = await screen.findByRole('table', { name: 'Recharge packs' });
    expect(await within(table).findByText('₹1,000')).toBeInTheDocument();
    expect(table).toHaveTextContent('₹300.00');

    const bonus = within(table).getByRole('textbox', { name: 'Bonus for ₹2,000' });
    await userEvent.clear(bonus);
    await fill(bonus, '20');
    await userEvent.click(within(table).getAllByRole('button', { name: 'Save' })[1]!);
    await waitFor(() => expect(table).toHaveTextContent('₹400.00'));
    expect(api.callsTo('PATCH', '/api/admin/recharge-packs/2')[0]?.body).toEqual({ bonusPercent: 20 });

    await userEvent.click(within(table).getAllByRole('switch')[1]!);
    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/recharge-packs/2')[1]?.body).toEqual({ active: false }));

    const form = screen.getByRole('form', { name: 'Add a recharge pack' });
    await fill(within(form).getByLabelText('Top-up amount'), '5000');
    await fill(within(form).getByLabelText(/^Bonus/), '60');
    await userEvent.click(within(form).getByRole('button', { name: 'Add pack' }));
    expect(await screen.findByText('The bonus must be a whole percentage from 1 to 50')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/recharge-packs')[0]?.body).toEqual({ amount: 500_000, bonusPercent: 60 });
  });
});

describe('/admin failed jobs', () => {
  it('lists the jobs that failed every attempt with their last error and time (IST), and retries one', async () => {
    let failed = [
      { queue: 'jobs', name: 'receipt', jobId: 'receipt:ORD42', attempts: 3, error: 'SMTP 451: try again later', failedAt: '2026-11-24T04:30:00.000Z' },
      { queue: 'jobs', name: 'fulfil-order', jobId: 'fulfil:ORD41', attempts: 3, error: 'PDF build crashed', failedAt: '2026-11-23T18:45:00.000Z' },
    ];
    const api = fakeAdminApi({
      'GET /api/admin/jobs/failed': () => ({ status: 200, body: { failed } }),
      'POST /api/admin/jobs/receipt%3AORD42/retry': () => {
        failed = failed.filter((job) => job.jobId !== 'receipt:ORD42');
        return { status: 204 };
      },
      'POST /api/admin/jobs/fulfil%3AORD41/retry': serverError(),
    });
    openAdmin('/admin?tab=jobs');
    const list = await screen.findByRole('list', { name: 'Jobs that failed every attempt' });
    const receipt = within(list).getByRole('listitem', { name: 'Build and e-mail a receipt: receipt:ORD42' });
    expect(receipt).toHaveTextContent('Job receipt:ORD42 · failed 24 Nov 2026, 10:00 AM after 3 attempts');
    expect(receipt).toHaveTextContent('Last error: SMTP 451: try again later');
    expect(within(list).getByRole('listitem', { name: /fulfil:ORD41/ })).toHaveTextContent('24 Nov 2026, 12:15 AM');

    await userEvent.click(within(receipt).getByRole('button', { name: 'Retry receipt:ORD42' }));
    await expectToast('Job started again');
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: /receipt:ORD42/ })).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/admin/jobs/receipt%3AORD42/retry')).toHaveLength(1);

    await userEvent.click(within(list).getByRole('button', { name: 'Retry fulfil:ORD41' }));
    await expectToast('Failed to retry the job');
    expect(within(list).getByRole('listitem', { name: /fulfil:ORD41/ })).toBeInTheDocument();
  });

  it('says so when no job has failed', async () => {
    fakeAdminApi({ 'GET /api/admin/jobs/failed': { status: 200, body: { failed: [] } } });
    openAdmin('/admin?tab=jobs');
    expect(await screen.findByText('No job has failed.')).toBeInTheDocument();
  });
});
