import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Favorite, Notification, ProfileStats } from '@astrosetu/contracts';
import { aConsultation, aCustomer } from '../shared/test/fixtures';
import { mockApi, type ApiAnswer } from '@astrosetu/web-core/testing';
import { currentLocation, renderRoute } from '../shared/test/render-route';
import ProfilePage from './profile-page';

jest.setTimeout(40_000);

const notifications: Notification[] = [
  { id: 1, title: 'Consultation booked', message: 'Your 15-minute chat with Pandit Rajesh Sharma has started.', isRead: false, createdAt: '2025-03-10T06:00:00.000Z' },
  { id: 2, title: 'Wallet recharged', message: '₹1,000.00 was added to your wallet.', isRead: true, createdAt: '2025-03-01T06:00:00.000Z' },
];

const stats: ProfileStats = {
  totalConsultations: 3,
  totalSpent: 242_500,
  liveSpent: 0,
  spentByMonth: [
    { month: '2025-01', spent: 0 },
    { month: '2025-02', spent: 17_500 },
    { month: '2025-03', spent: 225_000 },
  ],
  averageRating: 4.5,
  totalMinutes: 65,
  topAstrologer: { id: 1, name: 'Pandit Rajesh Sharma', image: '', consultations: 2 },
};

const favorite: Favorite = {
  id: 9,
  astrologerId: 4,
  astrologer: { id: 4, name: 'Priya Nair', image: '', rating: 4.6, experience: 9, ratePerMinute: 25, isOnline: true, specializations: ['Tarot Reading'] },
  createdAt: '2025-02-01T00:00:00.000Z',
};

function api(overrides: Record<string, ApiAnswer> = {}) {
  return mockApi({
    'GET /api/notifications': { status: 200, body: notifications },
    'GET /api/auth/user': { status: 200, body: aCustomer() },
    ...overrides,
  });
}

function openProfile(path = '/profile', user = aCustomer()) {
  return renderRoute({ path, user, routePath: '/profile', element: <ProfilePage /> });
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
// Required fields' labels end with MUI's asterisk.
const passwordField = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

describe('/profile', () => {
  it('has the seven tabs, the account and the unread count', async () => {
    api();
    openProfile();
    expect(screen.getByRole('heading', { name: 'Asha Rao', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Wallet ₹1,000.00')).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Profile sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.replace(/\d+( unread)?$/, ''))).toEqual(['Profile', 'Analytics', 'Purchases', 'History', 'Notifications', 'Favorites', 'Blocked']);
    expect(await screen.findByRole('tab', { name: /^Notifications\s*1 unread$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });

  it('validates the profile form with the contracts’ messages', async () => {
    const calls = api();
    openProfile();
    await userEvent.clear(field('Username'));
    await userEvent.type(field('Username'), 'Al');
    await userEvent.clear(field('Phone number'));
    await userEvent.type(field('Phone number'), '12345');
    await userEvent.tab();
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be at least 10 digits')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(calls.callsTo('PATCH', '/api/profile')).toHaveLength(0);
  });

  it('saves the profile (without the email) and says so', async () => {
    const calls = api({
      'PATCH /api/profile': ({ body }) => ({ status: 200, body: { ...aCustomer(), ...(body as object) } }),
    });
    openProfile();
    await userEvent.clear(field('Place of birth'));
    await userEvent.type(field('Place of birth'), 'Varanasi');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    const body = calls.callsTo('PATCH', '/api/profile')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ username: 'Asha Rao', placeOfBirth: 'Varanasi', phone: '+919876543210' });
    expect(body).not.toHaveProperty('email');
  });

  it('saves the billing state the tax invoices are supplied to (docs/tax.md)', async () => {
    const calls = api({
      'PATCH /api/profile': ({ body }) => ({ status: 200, body: { ...aCustomer(), ...(body as object) } }),
    });
    openProfile();
    const select = await screen.findByRole('combobox', { name: 'State (for your tax invoices)' });
    expect(select).toHaveTextContent('Not given');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Tamil Nadu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(calls.callsTo('PATCH', '/api/profile')[0]?.body).toMatchObject({ billingState: '33' });
  });

  it('a refused update says Update failed with the server’s reason', async () => {
    api({ 'PATCH /api/profile': { status: 409, body: { error: { code: 'CONFLICT', message: 'This username is taken' } } } });
    openProfile();
    await userEvent.type(field('Username'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('This username is taken')).toBeInTheDocument();
  });

  it('change password: every validation message, then Password change failed from the server', async () => {
    const calls = api({ 'PATCH /api/profile/password': { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Current password is incorrect' } } } });
    openProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Current password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Please confirm your password')).toBeInTheDocument();

    await userEvent.type(passwordField('Current password'), 'password123');
    await userEvent.type(passwordField('New password'), 'secret99');
    await userEvent.type(passwordField('Confirm new password'), 'secret98');
    await userEvent.tab();
    expect(await within(dialog).findByText("Passwords don't match")).toBeInTheDocument();
    expect(calls.callsTo('PATCH', '/api/profile/password')).toHaveLength(0);

    await userEvent.clear(passwordField('Confirm new password'));
    await userEvent.type(passwordField('Confirm new password'), 'secret99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password change failed')).toBeInTheDocument();
    expect(screen.getByText('Current password is incorrect')).toBeInTheDocument();
    expect(calls.callsTo('PATCH', '/api/profile/password')[0]?.body).toEqual({ currentPassword: 'password123', newPassword: 'secret99', confirmPassword: 'secret99' });
  });

  it('change password succeeds and closes', async () => {
    api({ 'PATCH /api/profile/password': { status: 200, body: { message: 'Your password has been changed' } } });
    openProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await userEvent.type(passwordField('Current password'), 'password123');
    await userEvent.type(passwordField('New password'), 'secret99');
    await userEvent.type(passwordField('Confirm new password'), 'secret99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('email change: a valid address, then the 6-digit code (button disabled until 6), a wrong code fails', async () => {
    const calls = api({
      'POST /api/profile/email/verify': { status: 200, body: { message: 'Code sent', newEmail: 'asha.new@example.com', expiresAt: '2025-03-10T06:10:00.000Z' } },
      'POST /api/profile/email/confirm': { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Invalid verification code' } } },
    });
    openProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change email' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New email' }), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Invalid email address')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/profile/email/verify')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'New email' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New email' }), 'asha.new@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const verify = await screen.findByRole('dialog', { name: 'Verify your new email' });
    expect(calls.callsTo('POST', '/api/profile/email/verify')[0]?.body).toEqual({ newEmail: 'asha.new@example.com' });

    const code = within(verify).getByRole('textbox', { name: 'Verification code' });
    expect(within(verify).getByRole('button', { name: 'Verify email' })).toBeDisabled();
    await userEvent.type(code, '12345');
    expect(within(verify).getByRole('button', { name: 'Verify email' })).toBeDisabled();
    await userEvent.type(code, '6');
    expect(within(verify).getByRole('button', { name: 'Verify email' })).toBeEnabled();
    await userEvent.click(within(verify).getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid verification code')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/profile/email/confirm')[0]?.body).toEqual({ verificationCode: '123456' });
  });

  it('Analytics shows the stats and the most consulted astrologer', async () => {
    api({
      'GET /api/profile/stats': { status: 200, body: stats },
      'GET /api/consultations/user/7': { status: 200, body: [aConsultation()] },
    });
    openProfile('/profile?tab=analytics');
    expect(await screen.findByText('₹2,425.00')).toBeInTheDocument();
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText('1 hr 5 min')).toBeInTheDocument();
    expect(screen.getByText('2 consultations')).toBeInTheDocument();
    // The chart is the server's months (ledger sums, net of refunds), not the history's prices (₹525 here).
    const chart = screen.getByRole('table', { name: 'Spent per month, after refunds (last 6 months)' });
    expect(chart).toHaveTextContent('₹175');
    expect(chart).toHaveTextContent('₹2,250');
    expect(chart).not.toHaveTextContent('₹525');
  });

  it('Analytics: the monthly spending limit is set in rupees, shown with this month’s spending, and removed in one tap', async () => {
    let cap: number | null = null;
    const calls = api({
      'GET /api/profile/stats': { status: 200, body: stats },
      'GET /api/consultations/user/7': { status: 200, body: [] },
      'GET /api/wallet/spending-cap': () => ({ status: 200, body: { monthlyCap: cap, spentThisMonth: 40_000, remaining: cap === null ? null : Math.max(0, cap - 40_000), month: '2026-11' } }),
      'PUT /api/wallet/spending-cap': ({ body }) => {
        cap = (body as { monthlyCap: number | null }).monthlyCap;
        return { status: 200, body: { monthlyCap: cap, spentThisMonth: 40_000, remaining: cap === null ? null : Math.max(0, cap - 40_000), month: '2026-11' } };
      },
    });
    openProfile('/profile?tab=analytics');
    expect(await screen.findByTestId('spending-cap-status')).toHaveTextContent('Spent on consultations this month: ₹400.00. No limit set.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Limit per month' }), '1,500');
    await userEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Your monthly limit is now ₹1,500.00.')).toBeInTheDocument();
    expect(calls.callsTo('PUT', '/api/wallet/spending-cap')[0]?.body).toEqual({ monthlyCap: 150_000 });
    await waitFor(() => expect(screen.getByTestId('spending-cap-status')).toHaveTextContent('of your ₹1,500.00 limit (₹1,100.00 left)'));

    await userEvent.type(screen.getByRole('textbox', { name: 'Limit per month' }), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Please enter an amount in rupees, for example 2000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove limit' }));
    expect(await screen.findByText('Your monthly limit was removed.')).toBeInTheDocument();
    expect(calls.callsTo('PUT', '/api/wallet/spending-cap')[1]?.body).toEqual({ monthlyCap: null });
  });

  it('History lists the consultations with a link to the full history', async () => {
    api({ 'GET /api/consultations/user/7': { status: 200, body: [aConsultation({ id: 1 }), aConsultation({ id: 2, astrologer: { id: 2, name: 'Dr. Meenakshi Iyer', image: '' }, createdAt: '2025-04-01T00:00:00.000Z' })] } });
    openProfile();
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'Your consultations' });
    expect(within(list).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Dr. Meenakshi Iyer', 'Pandit Rajesh Sharma']);
    expect(screen.getByRole('link', { name: 'Open full history' })).toHaveAttribute('href', '/consultations');
    expect(currentLocation()).toBe('/profile?tab=history');
  });

  it('Notifications: unread first-class, Mark as read', async () => {
    // The server's state: once marked, the notification is read in every later list.
    let marked = false;
    const calls = api({
      'GET /api/notifications': () => ({ status: 200, body: notifications.map((n) => (marked && n.id === 1 ? { ...n, isRead: true } : n)) }),
      'PATCH /api/notifications/1/read': () => {
        marked = true;
        return { status: 200, body: { ...notifications[0], isRead: true } };
      },
    });
    openProfile('/profile?tab=notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByRole('heading', { name: 'Unread: Consultation booked' })).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Mark as read: Consultation booked' }));
    await waitFor(() => expect(within(list).queryByRole('button', { name: /Mark/ })).not.toBeInTheDocument());
    expect(calls.callsTo('PATCH', '/api/notifications/1/read')).toHaveLength(1);
    // No unread left: the tab loses its badge.
    expect(await screen.findByRole('tab', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('Favorites: saved astrologers with packages and Remove', async () => {
    let removed = false;
    const calls = api({
      'GET /api/favorites': () => ({ status: 200, body: removed ? [] : [favorite] }),
      'DELETE /api/favorites/4': () => {
        removed = true;
        return { status: 204 };
      },
    });
    openProfile('/profile?tab=favorites');
    const list = await screen.findByRole('list', { name: 'Favorite astrologers' });
    expect(within(list).getByRole('heading', { name: 'Priya Nair' })).toBeInTheDocument();
    expect(within(list).getByText('9 years experience · ₹25/min')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View packages' })).toHaveAttribute('href', '/packages/4');
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Priya Nair from favorites' }));
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeInTheDocument();
    expect(calls.callsTo('DELETE', '/api/favorites/4')).toHaveLength(1);
  });
});

describe('/profile?tab=blocked', () => {
  it('lists the blocked astrologers and unblocks one', async () => {
    const calls = api({
      'GET /api/blocks': { status: 200, body: [{ astrologerId: 2, name: 'Dr. Meenakshi Iyer', createdAt: '2026-11-20T06:00:00.000Z' }] },
      'DELETE /api/blocks/2': { status: 204 },
    });
    openProfile('/profile?tab=blocked');
    const list = await screen.findByRole('list', { name: 'Blocked astrologers' });
    expect(within(list).getByRole('heading', { name: 'Dr. Meenakshi Iyer' })).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Unblock Dr. Meenakshi Iyer' }));
    await waitFor(() => expect(calls.callsTo('DELETE', '/api/blocks/2')).toHaveLength(1));
  });
});
