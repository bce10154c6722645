import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAstrologer } from '@astrosetu/contracts';
import { aConsultation, aCustomer, anAstrologerAccount } from '../shared/test/chat-fixtures';
import { FakeChatServer } from '../shared/test/fake-chat-server';
import { mockApi } from '@astrosetu/web-core/testing';
import { renderChatRoute } from '../shared/test/render-chat-route';

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
    takesCalls: false,
    callRatePerMinute: null,
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
  aConsultation({
    id: 100 + index,
    status: 'completed',
    user: { id: 20 + index, username: `Customer ${index + 1}` },
    topic: `Topic ${index + 1}`,
    usedMinutes: 10,
    astrologerShare: 17_500,
  }),
);
/** The earnings ledger's figures (what the server answers): 4 sessions, ₹808.50 earned. */
const figures = {
  totals: { sessions: 4, grossAmount: 115_500, commissionAmount: 34_650, shareAmount: 80_850, platformPaidMinutes: 3, platformPaidAmount: 7_500 },
  minutesBilled: 33,
  payoutDue: 80_850,
};

function openDashboard(path = '/astrologer-dashboard', profile = aProfile(), extraAnswers: Parameters<typeof mockApi>[0] = {}) {
  const server = new FakeChatServer(running);
  const { calls } = mockApi({
    'GET /api/astrologer/earnings': { status: 200, body: { groupBy: 'day', from: '2026-01-01', to: '2026-01-30', periods: [], totals: { sessions: 0, grossAmount: 0, commissionAmount: 0, shareAmount: 0 }, payoutDue: 0, commissionPercent: 30 } },
    'GET /api/astrologer/reviews': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 20, rating: 0, reviewCount: 0 } },
    'GET /api/astrologer/profile': { status: 200, body: profile },
    'GET /api/astrologer/dashboard-figures': { status: 200, body: figures },
    'PATCH /api/astrologer/status': ({ body }) => ({ status: 200, body: { ...profile, ...(body as object) } }),
    'GET /api/astrologer/consultations/active': { status: 200, body: [running] },
    'GET /api/astrologer/consultations/history': { status: 200, body: finished },
    ...extraAnswers,
  });
  renderChatRoute({ user: anAstrologerAccount(), server, path });
  return { server, calls };
}

describe('astrologer dashboard', () => {
  it('refuses anyone who is not an astrologer', async () => {
    mockApi({});
    renderChatRoute({ user: aCustomer(), path: '/dashboard' });
    expect(await screen.findByText('Access denied. Astrologer login required.')).toBeInTheDocument();
  });

  it.each(['/astrologer-dashboard', '/dashboard'])('at %s shows the four figures from the earnings ledger, not the profile’s counters', async (path) => {
    // The profile still carries counters (57 sessions, ₹1,23,456.00): the cards show the ledger's figures instead.
    openDashboard(path);
    expect(await screen.findByRole('heading', { name: 'Astrologer Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Completed Consultations').parentElement).toHaveTextContent('4'));
    expect(screen.getByText('Completed Consultations').parentElement).toHaveTextContent('33 minutes billed');
    expect(screen.getByText('Active Consultations', { selector: 'p' }).parentElement).toHaveTextContent('1');
    expect(screen.getByText('Rating').parentElement).toHaveTextContent('4.8 / 5');
    expect(screen.getByText('Your Earnings').parentElement).toHaveTextContent('₹808.50');
    expect(screen.queryByText(/57|1,23,456/)).not.toBeInTheDocument();
  });

  it('shows each ended session’s minutes billed and the astrologer’s share, and a session refunded in full as nothing billed', async () => {
    openDashboard('/astrologer-dashboard', aProfile(), {
      'GET /api/astrologer/consultations/history': {
        status: 200,
        body: [
          aConsultation({ id: 200, status: 'completed', user: { id: 30, username: 'Meera' }, topic: 'Career', duration: 15, cost: 35_000, usedMinutes: 4, astrologerShare: 7_000 }),
          aConsultation({ id: 201, status: 'cancelled', user: { id: 31, username: 'Ravi' }, topic: 'Marriage', duration: 15, cost: 35_000, usedMinutes: 0, astrologerShare: 0 }),
        ],
      },
    });
    const recent = await screen.findByRole('region', { name: 'Recent Consultations' });
    await waitFor(() => expect(within(recent).getAllByRole('listitem')).toHaveLength(2));
    const [meera, ravi] = within(recent).getAllByRole('listitem');
    expect(meera).toHaveTextContent(/Career · 4 min billed · your share ₹70\.00/);
    expect(ravi).toHaveTextContent(/Marriage · ended before it started, nothing billed/);
    expect(recent).not.toHaveTextContent('₹350');
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
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toEqual([expect.objectContaining({ method: 'PATCH', path: '/api/astrologer/status', params: {}, body: { isOnline: true } })]));
    expect(await screen.findByText('You are online')).toBeInTheDocument();
  });

  it('says so when the status cannot be changed', async () => {
    const profile = aProfile();
    mockApi({
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
    act(() => server.socket.push('new-consultation-for-astrologer', { consultationId: 42, userId: 9, userName: 'Vikram Iyer', topic: 'Marriage', duration: 15, channel: 'chat' }));
    expect(await screen.findByText('New consultation request')).toBeInTheDocument();
    expect(screen.getByText('Vikram Iyer booked a 15-minute consultation: Marriage.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/astrologer/consultations/active').length).toBeGreaterThan(before));
  });

  it('shows the customers waiting in the queue, kept live by waitlist-changed', async () => {
    const { server } = openDashboard('/astrologer-dashboard', aProfile(), {
      'GET /api/astrologer/waitlist': {
        status: 200,
        body: { astrologerId: 1, entries: [{ id: 5, userId: 9, userName: 'Vikram Iyer', status: 'waiting', position: 1, joinedAt: '2026-03-05T06:00:00.000Z', callExpiresAt: null }] },
      },
    });
    const queue = await screen.findByRole('region', { name: 'Waiting customers' });
    expect(await within(queue).findByText('1. Vikram Iyer')).toBeInTheDocument();
    act(() => {
      for (const socket of server.sockets) {
        socket.push('waitlist-changed', {
          astrologerId: 1,
          entries: [
            { id: 5, userId: 9, userName: 'Vikram Iyer', status: 'called', position: 1, joinedAt: '2026-03-05T06:00:00.000Z', callExpiresAt: '2026-03-05T06:12:00.000Z' },
            { id: 6, userId: 10, userName: 'Meera Nair', status: 'waiting', position: 2, joinedAt: '2026-03-05T06:05:00.000Z', callExpiresAt: null },
          ],
        });
      }
    });
    expect(await within(queue).findByText('2. Meera Nair')).toBeInTheDocument();
    expect(within(queue).getByText('Called')).toBeInTheDocument();
    expect(queue).toHaveTextContent('Waiting customers (2)');
  });

  it('shows earnings by day and by month, and a statement for a period', async () => {
    const totals = (sessions: number, share: number) => ({
      sessions,
      grossAmount: Math.round(share / 0.7),
      commissionAmount: Math.round(share / 0.7) - share,
      shareAmount: share,
      platformPaidMinutes: 3,
      platformPaidAmount: 10_500,
      // TDS under s.194-O at 0.1% of the gross (docs/tax.md), and the share less it.
      tdsAmount: Math.round(Math.round(share / 0.7) / 1000),
      netPayable: share - Math.round(Math.round(share / 0.7) / 1000),
    });
    const { calls } = openDashboard('/astrologer-dashboard', aProfile(), {
      'GET /api/astrologer/earnings': (call) => {
        const byMonth = call.params.groupBy === 'month';
        return {
          status: 200,
          body: byMonth
            ? { groupBy: 'month', from: '2025-04-01', to: '2026-03-15', periods: [{ period: '2026-03', ...totals(3, 52_500) }], totals: totals(3, 52_500), payoutDue: 52_500, commissionPercent: 30 }
            : { groupBy: 'day', from: '2026-02-14', to: '2026-03-15', periods: [{ period: '2026-03-05', ...totals(2, 35_000) }], totals: totals(2, 35_000), payoutDue: 52_500, commissionPercent: 30 },
        };
      },
      'GET /api/astrologer/earnings/statement': {
        status: 200,
        body: {
          from: '2026-03-05',
          to: '2026-03-05',
          entries: [
            { id: 1, consultationId: 71, grossAmount: 25_000, commissionAmount: 7_500, shareAmount: 17_500, commissionPercent: 30, usedMinutes: 10, createdAt: '2026-03-05T06:00:00.000Z' },
            // A new customer's session: 3 free first minutes paid by the platform.
            { id: 2, consultationId: 72, grossAmount: 25_000, commissionAmount: 7_500, shareAmount: 17_500, commissionPercent: 30, usedMinutes: 10, platformPaidMinutes: 3, platformPaidAmount: 10_500, createdAt: '2026-03-05T09:00:00.000Z' },
          ],
          totals: totals(2, 35_000),
          tds: { section: '194-O', percent: 0.1 },
        },
      },
    });
    const earnings = await screen.findByRole('region', { name: 'Earnings' });
    expect(await within(earnings).findByText(/₹350\.00 earned from 2 sessions in the last 30 days/)).toBeInTheDocument();
    expect(earnings).toHaveTextContent('Payout due: ₹525.00');
    expect(earnings).toHaveTextContent('Includes 3 free first minutes of new customers, paid by AstroSetu (₹105.00).');
    const byDay = within(earnings).getByRole('table', { name: 'Earnings by day' });
    expect(byDay).toHaveTextContent('5 Mar 2026');
    await userEvent.click(within(earnings).getByRole('button', { name: 'Statement for 5 Mar 2026' }));
    const statement = await within(earnings).findByRole('region', { name: 'Statement for 5 Mar 2026' });
    expect(statement).toHaveTextContent('#71');
    expect(statement).toHaveTextContent('Total (2)');
    expect(within(statement).getAllByText('3 free, paid by AstroSetu')).toHaveLength(1);
    // Commission, 194-O TDS and what is payable, under the sessions: ₹500 gross, ₹150 commission, ₹0.50 TDS, ₹349.50.
    expect(statement).toHaveTextContent('Platform commission₹150.00');
    expect(statement).toHaveTextContent('Income tax deducted (TDS, section 194-O, 0.1%)−₹0.50');
    expect(statement).toHaveTextContent('Net payable to you₹349.50');
    expect(calls.some((call) => call.path === '/api/astrologer/earnings/statement')).toBe(true);

    await userEvent.click(within(earnings).getByRole('button', { name: 'By month' }));
    expect(await within(earnings).findByRole('table', { name: 'Earnings by month' })).toHaveTextContent('March 2026');
  });

  it('lets the astrologer reply once to a review, publicly', async () => {
    let replied = false;
    const review = { id: 4, consultationId: 61, astrologerId: 1, customerName: 'Asha', rating: 4, review: 'Helpful and calm', createdAt: '2026-03-01T10:00:00.000Z' };
    const { calls } = openDashboard('/astrologer-dashboard', aProfile(), {
      'GET /api/astrologer/reviews': () => ({
        status: 200,
        body: { items: [replied ? { ...review, reply: 'Thank you, Asha.' } : review], total: 1, page: 1, pageSize: 20, rating: 4, reviewCount: 1 },
      }),
      'POST /api/reviews/4/reply': () => {
        replied = true;
        return { status: 200, body: { ...review, reply: 'Thank you, Asha.' } };
      },
    });
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    const item = await within(reviews).findByRole('listitem', { name: 'Review by Asha' });
    await userEvent.click(within(item).getByRole('button', { name: 'Post reply' }));
    expect(await within(item).findByText('Please write your reply')).toBeInTheDocument();
    await userEvent.type(within(item).getByLabelText('Your public reply (once)'), 'Thank you, Asha.');
    await userEvent.click(within(item).getByRole('button', { name: 'Post reply' }));
    expect(await within(reviews).findByText('Your reply: Thank you, Asha.')).toBeInTheDocument();
    expect(within(reviews).queryByRole('button', { name: 'Post reply' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/reviews/4/reply')?.body).toEqual({ reply: 'Thank you, Asha.' });
  });
});
