import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnAstrologerProfile } from '@astrosetu/contracts';
import { mockApi, type ApiAnswer } from '@astrosetu/web-core/testing';
import { aCustomer, anAstrologer } from '../shared/test/fixtures';
import { renderRoute } from '../shared/test/render-route';
import ProfilePage from './profile-page';

jest.setTimeout(40_000);

const astrologerUser = aCustomer({ id: 21, username: 'Pandit Rajesh Sharma', email: 'rajesh@example.com', role: 'astrologer', balance: 0, phone: undefined });

function ownProfile(overrides: Partial<OwnAstrologerProfile> = {}): OwnAstrologerProfile {
  return {
    ...anAstrologer({ id: 4, name: 'Pandit Rajesh Sharma', specializations: ['Vedic Astrology', 'Kundli'], languages: ['Hindi', 'English'], ratePerMinute: 30 }),
    email: 'rajesh@example.com',
    totalEarnings: 0,
    userId: 21,
    rateLimits: { min: 10, max: 200 },
    commissionPercent: 30,
    photoReview: null,
    ...overrides,
  };
}

function api(overrides: Record<string, ApiAnswer> = {}) {
  return mockApi({
    'GET /api/notifications': { status: 200, body: [] },
    'GET /api/astrologer/profile': { status: 200, body: ownProfile() },
    ...overrides,
  });
}

const openProfile = (user = astrologerUser) => renderRoute({ path: '/profile', user, routePath: '/profile', element: <ProfilePage /> });
const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('/profile for an astrologer', () => {
  it('shows their own listing fields and none of the customer parts', async () => {
    api();
    openProfile();
    expect(await screen.findByRole('form', { name: 'Your listing' })).toBeInTheDocument();
    expect(field(/^About you/)).toHaveValue('Reads charts with care.');
    expect(field(/^Specializations/)).toHaveValue('Vedic Astrology, Kundli');
    expect(field(/^Languages/)).toHaveValue('Hindi, English');
    expect(field(/^Rate per minute/)).toHaveValue('30');
    expect(screen.getByText('Allowed: ₹10 to ₹200 per minute')).toBeInTheDocument();
    expect(screen.getByText(/A new rate applies to new bookings only/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^From/, { selector: 'input' })).toHaveValue('09:00');
    expect(screen.getByLabelText(/^To/, { selector: 'input' })).toHaveValue('21:00');
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeInTheDocument();
    expect(screen.getByText('PNG, JPEG, WebP or GIF, less than 5 MB')).toBeInTheDocument();

    expect(screen.queryByRole('tablist', { name: 'Profile sections' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Birth details/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Wallet/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Favorites|Purchases/)).not.toBeInTheDocument();
  });

  it('saves with a PATCH of the listing and says so', async () => {
    const calls = api({
      'PATCH /api/astrologer/profile': ({ body }) => ({ status: 200, body: { ...ownProfile(), ...(body as object) } }),
    });
    openProfile();
    await userEvent.clear(await screen.findByRole('textbox', { name: /^Rate per minute/ }));
    await userEvent.type(field(/^Rate per minute/), '45');
    await userEvent.type(field(/^Languages/), ', Tamil');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(calls.callsTo('PATCH', '/api/astrologer/profile')[0]?.body).toEqual({
      description: 'Reads charts with care.',
      specializations: ['Vedic Astrology', 'Kundli'],
      languages: ['Hindi', 'English', 'Tamil'],
      ratePerMinute: 45,
      callRatePerMinute: null,
      availableFrom: '09:00',
      availableTo: '21:00',
    });
    await waitFor(() => expect(field(/^Languages/)).toHaveValue('Hindi, English, Tamil'));
  });

  it('“Take voice calls” shows a call rate (starting at the chat rate) checked against the same limits, and saves it', async () => {
    const calls = api({
      'PATCH /api/astrologer/profile': ({ body }) => ({ status: 200, body: { ...ownProfile(), ...(body as object), takesCalls: true } }),
    });
    openProfile();
    const takeCalls = await screen.findByRole('switch', { name: 'Take voice calls' });
    expect(takeCalls).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^Call rate per minute/ })).not.toBeInTheDocument();

    await userEvent.click(takeCalls);
    expect(field(/^Call rate per minute/)).toHaveValue('30');
    await userEvent.clear(field(/^Call rate per minute/));
    await userEvent.type(field(/^Call rate per minute/), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(field(/^Call rate per minute/)).toHaveAccessibleDescription('Rate must be from ₹10 to ₹200 per minute'));
    expect(calls.callsTo('PATCH', '/api/astrologer/profile')).toHaveLength(0);

    await userEvent.clear(field(/^Call rate per minute/));
    await userEvent.type(field(/^Call rate per minute/), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(calls.callsTo('PATCH', '/api/astrologer/profile')[0]?.body).toMatchObject({ ratePerMinute: 30, callRatePerMinute: 40 });
  });

  it('switching “Take voice calls” off sends callRatePerMinute null', async () => {
    const calls = api({
      'GET /api/astrologer/profile': { status: 200, body: ownProfile({ takesCalls: true, callRatePerMinute: 50 }) },
      'PATCH /api/astrologer/profile': ({ body }) => ({ status: 200, body: { ...ownProfile(), ...(body as object) } }),
    });
    openProfile();
    const takeCalls = await screen.findByRole('switch', { name: 'Take voice calls' });
    expect(takeCalls).toBeChecked();
    expect(field(/^Call rate per minute/)).toHaveValue('50');
    await userEvent.click(takeCalls);
    expect(screen.queryByRole('textbox', { name: /^Call rate per minute/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(calls.callsTo('PATCH', '/api/astrologer/profile')[0]?.body).toMatchObject({ callRatePerMinute: null });
  });

  it('checks the rate against the admin’s limits before sending', async () => {
    const calls = api();
    openProfile();
    await userEvent.clear(await screen.findByRole('textbox', { name: /^Rate per minute/ }));
    await userEvent.type(field(/^Rate per minute/), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Rate must be from ₹10 to ₹200 per minute')).toBeInTheDocument();
    expect(calls.callsTo('PATCH', '/api/astrologer/profile')).toHaveLength(0);
  });

  it('shows the server’s refusal at the field it names', async () => {
    api({
      'PATCH /api/astrologer/profile': {
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: 'Rate must be from ₹10 to ₹40 per minute', fields: { ratePerMinute: 'Rate must be from ₹10 to ₹40 per minute' } } },
      },
    });
    openProfile();
    await userEvent.clear(await screen.findByRole('textbox', { name: /^Rate per minute/ }));
    await userEvent.type(field(/^Rate per minute/), '45');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    await waitFor(() => expect(field(/^Rate per minute/)).toHaveAccessibleDescription('Rate must be from ₹10 to ₹40 per minute'));
    expect(field(/^Rate per minute/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a photo over 5 MB before uploading, and sends a good one for review (the card keeps the current photo)', async () => {
    const pending = { status: 'pending' as const, url: '/api/profile-photos/pending/abc.jpg', submittedAt: '2026-12-06T06:00:00.000Z' };
    const calls = api({ 'POST /api/astrologer/profile/photo': { status: 200, body: ownProfile({ image: '/api/uploads/old.jpg', photoReview: pending }) } });
    openProfile();
    await screen.findByRole('button', { name: 'Change photo' });
    const input = screen.getByLabelText('Profile photo file');
    const tooBig = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(tooBig, 'size', { value: 5 * 1024 * 1024 });
    await userEvent.upload(input, tooBig);
    expect(await screen.findByText('Image size should be less than 5MB')).toHaveAttribute('role', 'alert');
    expect(calls.callsTo('POST', '/api/astrologer/profile/photo')).toHaveLength(0);

    await userEvent.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Photo sent for review')).toBeInTheDocument();
    expect(screen.getByText('Customers keep seeing your current photo until an admin approves the new one.')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/astrologer/profile/photo')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Photo of Pandit Rajesh Sharma' })).toHaveAttribute('src', '/api/uploads/old.jpg');
    expect(await screen.findByText('Awaiting review')).toBeInTheDocument();
  });

  it('shows a photo awaiting review beside the current one, fetched with the session', async () => {
    const createObjectURL = jest.fn(() => 'blob:pending-photo');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const calls = api({
      'GET /api/astrologer/profile': { status: 200, body: ownProfile({ image: '/api/uploads/old.jpg', photoReview: { status: 'pending', url: '/api/profile-photos/pending/abc.jpg', submittedAt: '2026-12-06T06:00:00.000Z' } }) },
      'GET /api/profile-photos/pending/abc.jpg': { status: 200, body: 'jpeg bytes' },
    });
    openProfile();
    expect(await screen.findByText('Awaiting review')).toBeInTheDocument();
    expect(screen.getByText('An admin checks every new photo before customers see it. Until then your profile shows the current one.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Your new photo, awaiting review' })).toHaveAttribute('src', 'blob:pending-photo');
    expect(screen.getByRole('img', { name: 'Photo of Pandit Rajesh Sharma' })).toHaveAttribute('src', '/api/uploads/old.jpg');
    expect(calls.callsTo('GET', '/api/profile-photos/pending/abc.jpg')).toHaveLength(1);
  });

  it('shows the admin’s reason when the new photo was rejected', async () => {
    api({
      'GET /api/astrologer/profile': {
        status: 200,
        body: ownProfile({ photoReview: { status: 'rejected', reason: 'Your face should be clearly visible', submittedAt: '2026-12-06T06:00:00.000Z', decidedAt: '2026-12-06T07:00:00.000Z' } }),
      },
    });
    openProfile();
    expect(await screen.findByText('Your new photo was not approved: Your face should be clearly visible')).toBeInTheDocument();
    expect(screen.getByText('Customers still see your current photo. You can upload another one.')).toBeInTheDocument();
    expect(screen.queryByText('Awaiting review')).not.toBeInTheDocument();
  });

  it('a customer still gets the customer page', async () => {
    const calls = api();
    openProfile(aCustomer());
    expect(screen.getByRole('tablist', { name: 'Profile sections' })).toBeInTheDocument();
    expect(screen.getByText('Birth details')).toBeInTheDocument();
    expect(screen.getByText('Wallet ₹1,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your listing' })).not.toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/astrologer/profile')).toHaveLength(0);
  });
});
