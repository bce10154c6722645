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

function api(state: { mine: WaitlistEntry | null }, more: Parameters<typeof mockApi>[0] = {}) {
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
    ...more,
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
    expect(callsTo('POST', '/api/waitlist/accept')[0]?.body).toEqual({ duration: 15, channel: 'chat' });
    // Rajesh in this test takes no calls: only the chat is offered.
    expect(screen.queryByRole('button', { name: /Accept as a call/ })).not.toBeInTheDocument();
  });

  it('when called by an astrologer who takes calls, the turn can be accepted as a call at the call rate', async () => {
    const state = { mine: entry({ status: 'called', callExpiresAt: new Date(Date.now() + 119_000).toISOString() }) };
    const { callsTo } = api(state, { 'GET /api/astrologers/1': { status: 200, body: { ...rajesh, takesCalls: true, callRatePerMinute: 40 } } });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept as a call (₹40/min, not recorded)' }));
    await waitFor(() => expect(currentLocation()).toBe('/chat'));
    expect(callsTo('POST', '/api/waitlist/accept')[0]?.body).toEqual({ duration: 15, channel: 'call' });
  });

  describe('the turn call', () => {
    const started: number[] = [];
    const shown: Array<{ title: string; body?: string }> = [];
    const requestPermission = jest.fn(async () => 'granted' as NotificationPermission);
    let permission: NotificationPermission = 'default';

    beforeEach(() => {
      started.length = 0;
      shown.length = 0;
      requestPermission.mockClear();
      permission = 'default';
      class FakeAudioContext {
        state = 'running';
        currentTime = 0;
        destination = {};
        resume = async () => undefined;
        createGain = () => ({ gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: () => undefined });
        createOscillator = () => ({
          type: 'sine',
          frequency: { setValueAtTime: (hz: number) => started.push(hz) },
          connect: () => undefined,
          start: () => undefined,
          stop: () => undefined,
        });
      }
      class FakeNotification {
        static get permission() {
          return permission;
        }
        static requestPermission = requestPermission;
        onclick: (() => void) | null = null;
        constructor(title: string, options?: { body?: string }) {
          shown.push({ title, body: options?.body });
        }
        close() {
          return undefined;
        }
      }
      Object.assign(window, { AudioContext: FakeAudioContext, Notification: FakeNotification });
    });

    it('asks for notifications when the customer joins a queue, not when the page loads', async () => {
      const state = { mine: null as WaitlistEntry | null };
      api(state);
      open();
      const joinButton = await screen.findByRole('button', { name: 'Join the queue' });
      expect(requestPermission).not.toHaveBeenCalled();
      await userEvent.click(joinButton);
      expect(requestPermission).toHaveBeenCalledTimes(1);
    });

    it('shows as a full-width banner fixed to the top, with a tone and (when allowed) a browser notification, once per call', async () => {
      permission = 'granted';
      const state = { mine: entry() };
      api(state);
      open();
      expect(await screen.findByText('You are number 1 in Pandit Rajesh Sharma’s queue')).toBeInTheDocument();
      expect(started).toEqual([]);
      await waitFor(() => expect(listeners.has('waitlist-updated')).toBe(true));

      state.mine = entry({ status: 'called', callExpiresAt: new Date(Date.now() + 119_000).toISOString() });
      act(() => listeners.get('waitlist-updated')?.(state.mine));
      const banner = await screen.findByRole('alert', { name: 'It is your turn with Pandit Rajesh Sharma' });
      expect(banner).toHaveStyle({ position: 'fixed', top: '0px', left: '0px', right: '0px' });
      // Outside the page's containers (a portal at the end of the document), so nothing can clip it.
      expect(banner.parentElement).toBe(document.body);
      expect(banner).toHaveTextContent(/Accept within 1:5\d/);
      expect(started).toEqual([660, 880]);
      expect(shown).toEqual([
        { title: 'It is your turn with Pandit Rajesh Sharma', body: 'Open AstroSetu and accept within 2 minutes, or the next customer is called.' },
      ]);

      // The same call pushed again is not announced again.
      act(() => listeners.get('waitlist-updated')?.({ ...state.mine }));
      expect(started).toEqual([660, 880]);
      expect(shown).toHaveLength(1);
    });

    it('without permission, shows the banner and plays the tone but no notification', async () => {
      permission = 'denied';
      api({ mine: entry({ status: 'called', callExpiresAt: new Date(Date.now() + 60_000).toISOString() }) });
      open();
      expect(await screen.findByRole('alert', { name: 'It is your turn with Pandit Rajesh Sharma' })).toBeInTheDocument();
      expect(started).toEqual([660, 880]);
      expect(shown).toEqual([]);
    });

    it('reaches the customer on another astrologer’s page too', async () => {
      const other = anAstrologer({ id: 2, name: 'Acharya Meenakshi Iyer', ratePerMinute: 30, isOnline: true });
      const { callsTo } = api(
        { mine: entry({ status: 'called', callExpiresAt: new Date(Date.now() + 60_000).toISOString() }) },
        {
          'GET /api/astrologers/2': { status: 200, body: other },
          'GET /api/astrologers/2/reviews': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 5, rating: 0, reviewCount: 0 } },
          'GET /api/waitlist/astrologers/2': { status: 200, body: { astrologerId: 2, isOnline: true, busy: false, waiting: 0, canJoin: false } },
        },
      );
      renderRoute({ path: '/packages/2', user: aCustomer(), routePath: '/packages/:astrologerId', element: <PackagesPage /> });
      expect(await screen.findByRole('alert', { name: 'It is your turn with Pandit Rajesh Sharma' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Accept and start chat' }));
      await waitFor(() => expect(currentLocation()).toBe('/chat'));
      expect(callsTo('POST', '/api/waitlist/accept')).toHaveLength(1);
    });
  });
});
