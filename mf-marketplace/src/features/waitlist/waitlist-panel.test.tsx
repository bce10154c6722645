import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WaitlistEntry } from '@astrosetu/contracts';
import { mockApi } from '@astrosetu/web-core/testing';
import { aCustomer, anAstrologer } from '../../shared/test/fixtures';
import { currentLocation, renderRoute } from '../../shared/test/render-route';
import PackagesPage from '../../pages/packages-page';

jest.setTimeout(30_000);

// The live channel: a fake socket whose `waitlist-updated` listener the test calls as the server would.
const listeners = new Map<string, (payload: unknown) => void>();
jest.mock('@astrosetu/web-core/realtime', () => ({
  createRealtimeSocket: () => ({
    on: (event: string, listener: (payload: unknown) => void) => listeners.set(event, listener),
    off: (event: string) => listeners.delete(event),
    connect: () => undefined,
    disconnect: () => undefined,
  }),
}));

const rajesh = anAstrologer({ id: 1, name: 'Pandit Rajesh Sharma', ratePerMinute: 35, isOnline: true });
const entry = (overrides: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: 9,
  astrologerId: 1,
  astrologerName: 'Pandit Rajesh Sharma',
  status: 'waiting',
  position: 1,
  estimatedWaitMinutes: 10,
  joinedAt: '2026-03-05T06:00:00.000Z',
  callExpiresAt: null,
  consultationId: null,
  ...overrides,
});

function api(state: { mine: WaitlistEntry | null }) {
  return mockApi({
    'GET /api/astrologers/1': { status: 200, body: rajesh },
    'GET /api/auth/user': { status: 200, body: aCustomer() },
    'GET /api/consultations/active/7': { status: 200, body: null },
    'GET /api/favorites': { status: 200, body: [] },
    'GET /api/astrologers/1/reviews': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 5, rating: 0, reviewCount: 0 } },
    'GET /api/consultations/free-first-minutes': { status: 200, body: { eligible: false, minutes: 3 } },
    'GET /api/waitlist/astrologers/1': { status: 200, body: { astrologerId: 1, isOnline: true, busy: true, waiting: 0, canJoin: true } },
    'GET /api/waitlist/mine': () => ({ status: 200, body: state.mine }),
    'POST /api/waitlist': () => {
      state.mine = entry();
      return { status: 201, body: state.mine };
    },
    'POST /api/waitlist/leave': () => {
      const left = { ...(state.mine ?? entry()), status: 'left' as const, position: 0 };
      state.mine = null;
      return { status: 200, body: left };
    },
    'POST /api/waitlist/accept': { status: 201, body: { id: 31, astrologerId: 1 } },
  });
}

const open = () => renderRoute({ path: '/packages/1', user: aCustomer(), routePath: '/packages/:astrologerId', element: <PackagesPage /> });

describe('the waitlist of a busy astrologer', () => {
  it('joins the queue with one tap, shows the live position and estimate, and leaves with one tap', async () => {
    const state = { mine: null as WaitlistEntry | null };
    api(state);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Join the queue' }));
    expect(await screen.findByText('You are number 1 in Pandit Rajesh Sharma’s queue')).toBeInTheDocument();
    expect(screen.getByTestId('waitlist-panel')).toHaveTextContent('About 10 minutes to wait');

    await waitFor(() => expect(listeners.has('waitlist-updated')).toBe(true));
    // The server's state moved on (its session has 4 minutes left) and it pushes the new entry.
    state.mine = entry({ position: 1, estimatedWaitMinutes: 4 });
    act(() => listeners.get('waitlist-updated')?.(state.mine));
    expect(await screen.findByText(/About 4 minutes to wait/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Leave queue' }));
    expect(await screen.findByRole('button', { name: 'Join the queue' })).toBeInTheDocument();
  });

  it('when called, shows the 2-minute countdown and accepting opens the chat', async () => {
    const state = { mine: entry({ status: 'called', callExpiresAt: new Date(Date.now() + 119_000).toISOString() }) };
    const { callsTo } = api(state);
    open();
    expect(await screen.findByText('It is your turn with Pandit Rajesh Sharma')).toBeInTheDocument();
    expect(screen.getByTestId('waitlist-panel')).toHaveTextContent(/Accept within 1:5\d/);
    await userEvent.click(screen.getByRole('button', { name: 'Accept and start chat' }));
    await waitFor(() => expect(currentLocation()).toBe('/chat'));
    expect(callsTo('POST', '/api/waitlist/accept')[0]?.body).toEqual({ duration: 15 });
  });
});
