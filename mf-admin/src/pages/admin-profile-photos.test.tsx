import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toHaveNoViolations } from 'jest-axe';
import type { PendingProfilePhoto } from '@astrosetu/contracts';
import { mockApi, type ApiAnswer } from '@astrosetu/web-core/testing';
import { axe } from '../shared/test/axe';
import { anAdmin, aPage, someStats } from '../shared/test/fixtures';
import { renderRoute } from '../shared/test/render-route';
import AdminPage from './admin-page';

expect.extend(toHaveNoViolations);
jest.setTimeout(60_000);

// Issue 33: an astrologer's new photo is public only after an admin approves it here.

const ravi: PendingProfilePhoto = {
  astrologerId: 22,
  name: 'Ravi Kumar',
  currentImage: '/api/avatars/22.svg',
  pendingUrl: '/api/profile-photos/pending/0123456789abcdef0123456789abcdef.jpg',
  submittedAt: '2026-12-06T05:30:00.000Z',
};

function fakeApi(overrides: Record<string, ApiAnswer> = {}) {
  return mockApi({
    'GET /api/admin/stats': { status: 200, body: someStats() },
    'GET /api/admin/astrologers': { status: 200, body: aPage([]) },
    'GET /api/admin/profile-photos': { status: 200, body: [ravi] },
    [`GET ${ravi.pendingUrl}`]: { status: 200, body: 'jpeg bytes', contentType: 'image/jpeg' },
    ...overrides,
  });
}

const openPending = () => renderRoute({ path: '/admin?tab=pending', routePath: '/admin', element: <AdminPage />, user: anAdmin() });

async function expectToast(title: string) {
  const region = screen.getByRole('region', { name: /Notifications/, hidden: true });
  await waitFor(() => expect(region).toHaveTextContent(title));
}

beforeEach(() => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:new-photo'), revokeObjectURL: jest.fn() });
});

describe('Pending Approvals tab: new profile photos', () => {
  it('shows each waiting photo beside the public one, the new one fetched with the session, without axe violations', async () => {
    const api = fakeApi();
    const { container } = openPending();
    const card = await screen.findByRole('article', { name: 'Ravi Kumar' });
    expect(screen.getByRole('heading', { level: 2, name: 'New profile photos' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Current photo of Ravi Kumar' })).toHaveAttribute('src', '/api/avatars/22.svg');
    expect(await within(card).findByRole('img', { name: 'New photo of Ravi Kumar' })).toHaveAttribute('src', 'blob:new-photo');
    expect(api.callsTo('GET', ravi.pendingUrl)).toHaveLength(1);
    expect(within(card).getByText('New, awaiting review')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('approves a photo and says so', async () => {
    const api = fakeApi({ 'POST /api/admin/profile-photos/22/approve': { status: 200, body: {} } });
    openPending();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve the new photo of Ravi Kumar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/profile-photos/22/approve')).toHaveLength(1));
    await expectToast('Photo approved');
    // The list is asked again (the decision invalidates it).
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/profile-photos').length).toBeGreaterThan(1));
  });

  it('rejects only with a reason, which is sent for the astrologer to read', async () => {
    const api = fakeApi({ 'POST /api/admin/profile-photos/22/reject': { status: 204 } });
    openPending();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject the new photo of Ravi Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the new photo of Ravi Kumar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject photo' }));
    expect(within(dialog).getByText('Write the reason the astrologer will read')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/profile-photos/22/reject')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Your face should be clearly visible');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject photo' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/profile-photos/22/reject')[0]?.body).toEqual({ reason: 'Your face should be clearly visible' }));
    await expectToast('Photo rejected');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Reject the new photo/ })).not.toBeInTheDocument());
  });

  it('says so when nothing is waiting', async () => {
    fakeApi({ 'GET /api/admin/profile-photos': { status: 200, body: [] } });
    openPending();
    expect(await screen.findByText('No new photos are waiting for review.')).toBeInTheDocument();
  });

  it("says 'Failed to approve the photo' with the server's reason", async () => {
    fakeApi({
      'POST /api/admin/profile-photos/22/approve': { status: 404, body: { error: { code: 'NOT_FOUND', message: 'This astrologer has no new photo waiting for review.' } } },
    });
    openPending();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve the new photo of Ravi Kumar' }));
    await expectToast('Failed to approve the photo');
    await expectToast('This astrologer has no new photo waiting for review.');
  });
});
