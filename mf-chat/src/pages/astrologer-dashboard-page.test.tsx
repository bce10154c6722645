import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAstrologer } from '@astrosetu/contracts';
import { aConsultation, aCustomer, anAstrologerAccount } from '../shared/test/chat-fixtures';
import { FakeChatServer } from '../shared/test/fake-chat-server';
import { installFakeFetch, renderChatRoute } from '../shared/test/render-chat-route';

function aProfile(overrides: Partial<AdminAstrologer> = {}): AdminAstrologer {
  return {
    id: 1,
    name: 'Pandit Rajesh Sharma',
    image: '/api/avatars/1.svg',
    gender: 'male',
    experience: 15,
    specializations: ['Vedic Astrology'],
    languages: ['Hindi', 'English'],
    description: 'Vedic astrologer',
    ratePerMinute: 25,
    availableFrom: '09:00',
    availableTo: '21:00',
    rating: 4.8,
    reviewCount: 12,
    isApproved: true,
    approvalStatus: 'approved',
    isOnline: false,
    totalConsultations: 57,
    createdAt: '2024-01-01T00:00:00.000Z',
    email: 'astrologer@example.com',
    totalEarnings: 12_345_600,
    ...overrides,
  };
}

const running = aConsultation({ id: 41, user: { id: 7, username: 'Asha Rao' }, topic: 'Career' });
const finished = Array.from({ length: 12 }, (_, index) =>
  aConsultation({ id: 100 + index, status: 'completed', user: { id: 20 + index, username: `Customer ${index + 1}` }, topic: `Topic ${index + 1}` }),
);

function openDashboard(path = '/astrologer-dashboard', profile = aProfile()) {
  const server = new FakeChatServer(running);
  const calls = installFakeFetch({
    'GET /api/astrologer/profile': { status: 200, body: profile },
    'PATCH /api/astrologer/status': ({ body }) => ({ status: 200, body: { ...profile, ...(body as object) } }),
    'GET /api/astrologer/consultations/active': { status: 200, body: [running] },
    'GET /api/astrologer/consultations/history': { status: 200, body: finished },
  });
  renderChatRoute({ user: anAstrologerAccount(), server, path });
  return { server, calls };
}

describe('astrologer dashboard', () => {
  it('refuses anyone who is not an astrologer', async () => {
    installFakeFetch({});
    renderChatRoute({ user: aCustomer(), path: '/dashboard' });
    expect(await screen.findByText('Access denied. Astrologer login required.')).toBeInTheDocument();
  });

  it.each(['/astrologer-dashboard', '/dashboard'])('at %s shows the four figures from the astrologer’s real data', async (path) => {
    openDashboard(path);
    expect(await screen.findByRole('heading', { name: 'Astrologer Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Total Consultations').parentElement).toHaveTextContent('57'));
    expect(screen.getByText('Active Consultations', { selector: 'p' }).parentElement).toHaveTextContent('1');
    expect(screen.getByText('Rating').parentElement).toHaveTextContent('4.8 / 5');
    expect(screen.getByText('Total Earnings').parentElement).toHaveTextContent('₹1,23,456.00');
  });

  it('lists the running consultations (a click opens the chat) and the 10 most recent ones', async () => {
    openDashboard();
    const active = await screen.findByRole('region', { name: 'Active Consultations' });
    const recent = screen.getByRole('region', { name: 'Recent Consultations' });
    await waitFor(() => expect(within(recent).getAllByRole('listitem')).toHaveLength(10));
    expect(within(recent).getByText('Customer 1')).toBeInTheDocument();
    expect(within(recent).queryByText('Customer 11')).not.toBeInTheDocument();
    await userEvent.click(await within(active).findByRole('button', { name: 'Open chat with Asha Rao' }));
    // The chat page reads the running consultation and opens the one asked for.
    expect(await screen.findByRole('heading', { name: 'Asha Rao', level: 1 })).toBeInTheDocument();
  });

  it('switches online and offline through PATCH /api/astrologer/status', async () => {
    const { calls } = openDashboard();
    const toggle = await screen.findByRole('switch', { name: 'Offline' });
    await userEvent.click(toggle);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toEqual([{ method: 'PATCH', path: '/api/astrologer/status', body: { isOnline: true } }]));
    expect(await screen.findByText('You are online')).toBeInTheDocument();
  });

  it('says so when the status cannot be changed', async () => {
    const profile = aProfile();
    installFakeFetch({
      'GET /api/astrologer/profile': { status: 200, body: profile },
      'PATCH /api/astrologer/status': { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } },
      'GET /api/astrologer/consultations/active': { status: 200, body: [] },
      'GET /api/astrologer/consultations/history': { status: 200, body: [] },
    });
    renderChatRoute({ user: anAstrologerAccount(), server: new FakeChatServer(running), path: '/dashboard' });
    await userEvent.click(await screen.findByRole('switch', { name: 'Offline' }));
    expect(await screen.findByText('Failed to update status. Please try again.')).toBeInTheDocument();
  });

  it('shows a toast with the customer’s name when a new consultation arrives, and refreshes the lists', async () => {
    const { server, calls } = openDashboard();
    await screen.findByRole('region', { name: 'Active Consultations' });
    await waitFor(() => expect(server.sockets.some((socket) => socket.connected)).toBe(true));
    const before = calls.filter((call) => call.path === '/api/astrologer/consultations/active').length;
    act(() => server.socket.push('new-consultation-for-astrologer', { consultationId: 42, userId: 9, userName: 'Vikram Iyer', topic: 'Marriage', duration: 15 }));
    expect(await screen.findByText('New consultation request')).toBeInTheDocument();
    expect(screen.getByText('Vikram Iyer booked a 15-minute consultation: Marriage.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/astrologer/consultations/active').length).toBeGreaterThan(before));
  });
});
