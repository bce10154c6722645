import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AdminAstrologer, Consultation, NewConsultationForAstrologerEvent, ServerToClientEvents } from '@astrosetu/contracts';
import { AppProviders, createAppStore } from '@astrosetu/web-core';
import { mockApi } from '@astrosetu/web-core/testing';
import pages from '.';
import { playChime } from '../shared/sound/play-chime';
import { ChatSocketProvider } from '../shared/realtime/chat-socket-context';
import { aConsultation, anAstrologerAccount } from '../shared/test/chat-fixtures';
import { FakeChatServer } from '../shared/test/fake-chat-server';

// The chime is Web Audio (absent in jsdom): the test hears whether the dashboard rings.
jest.mock('../shared/sound/play-chime', () => ({ playChime: jest.fn() }));
const chime = jest.mocked(playChime);

const astrologer = anAstrologerAccount();

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
    takesCalls: true,
    callRatePerMinute: 30,
    availableFrom: '09:00',
    availableTo: '21:00',
    rating: 4.8,
    reviewCount: 12,
    isApproved: false,
    approvalStatus: 'approved',
    isOnline: true,
    totalConsultations: 57,
    createdAt: '2024-01-01T00:00:00.000Z',
    email: 'astrologer@example.com',
    totalEarnings: 0,
    ...overrides,
  };
}

const callBooked: NewConsultationForAstrologerEvent = { consultationId: 42, userId: 9, userName: 'Vikram Iyer', topic: 'Marriage', duration: 15, channel: 'call' };

/** A call of customer 9 ringing on the server until `ringsForMs` from now. */
function aRingingCall(ringsForMs: number, overrides: Partial<Consultation> = {}): Consultation {
  return aConsultation({
    id: 42,
    userId: 9,
    user: { id: 9, username: 'Vikram Iyer' },
    topic: 'Marriage',
    duration: 15,
    channel: 'call',
    callState: 'ringing',
    callStateUntil: new Date(Date.now() + ringsForMs).toISOString(),
    notStarted: true,
    ...overrides,
  });
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** The dashboard as the shell routes it; the chat room is only a place to arrive at here (its own tests cover it). */
function openDashboard(options: { active?: Consultation[]; answers?: Parameters<typeof mockApi>[0] } = {}) {
  const server = new FakeChatServer(aConsultation());
  const api = mockApi({
    'GET /api/astrologer/earnings': { status: 200, body: { groupBy: 'day', from: '2026-01-01', to: '2026-01-30', periods: [], totals: { sessions: 0, grossAmount: 0, commissionAmount: 0, shareAmount: 0 }, payoutDue: 0, commissionPercent: 30 } },
    'GET /api/astrologer/reviews': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 20, rating: 0, reviewCount: 0 } },
    'GET /api/astrologer/profile': { status: 200, body: aProfile() },
    'GET /api/astrologer/dashboard-figures': { status: 200, body: { totals: { sessions: 0, grossAmount: 0, commissionAmount: 0, shareAmount: 0, platformPaidMinutes: 0, platformPaidAmount: 0 }, minutesBilled: 0, payoutDue: 0 } },
    'GET /api/astrologer/consultations/active': { status: 200, body: options.active ?? [] },
    'GET /api/astrologer/consultations/history': { status: 200, body: [] },
    'GET /api/astrologer/waitlist': { status: 200, body: { astrologerId: 1, entries: [] } },
    'POST /api/calls/42/accept': { status: 200, body: { consultationId: 42, state: 'answered' } },
    'POST /api/calls/42/decline': { status: 200, body: { consultationId: 42, state: 'ended' } },
    ...options.answers,
  });
  const store = createAppStore({ session: { user: astrologer, status: 'authenticated' } });
  localStorage.setItem('token', 'test-token');
  const Dashboard = pages['astrologer-dashboard'];
  render(
    <AppProviders store={store}>
      <ChatSocketProvider factory={server.factory}>
        <MemoryRouter initialEntries={['/astrologer-dashboard']}>
          <Routes>
            <Route path="/astrologer-dashboard" element={<Dashboard />} />
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </MemoryRouter>
      </ChatSocketProvider>
    </AppProviders>,
  );
  return { server, calls: api.calls };
}

/** The server speaks to every connection of the astrologer (its room), as the API does. */
function push<E extends keyof ServerToClientEvents>(server: FakeChatServer, event: E, payload: Parameters<ServerToClientEvents[E]>[0]) {
  act(() => {
    for (const socket of server.sockets) socket.push(event, payload);
  });
}

async function dashboardReady(server: FakeChatServer) {
  await screen.findByRole('region', { name: 'Active Consultations' });
  await waitFor(() => expect(server.sockets.filter((socket) => socket.connected).length).toBeGreaterThan(1));
}

beforeEach(() => {
  chime.mockClear();
  localStorage.clear();
});

describe('incoming calls on the astrologer dashboard', () => {
  it('rings for a booked call: who calls, about what, for how long, the time left, and the chime', async () => {
    const { server } = openDashboard();
    await dashboardReady(server);
    push(server, 'new-consultation-for-astrologer', callBooked);

    const alert = await screen.findByRole('alertdialog', { name: 'Vikram Iyer is calling' });
    expect(alert).toHaveAccessibleDescription('Marriage · 15-minute call');
    expect(within(alert).getByRole('timer')).toHaveTextContent(/Answer within (1:00|0:59)/);
    expect(within(alert).getByRole('button', { name: 'Accept the call from Vikram Iyer' })).toBeEnabled();
    expect(within(alert).getByRole('button', { name: 'Decline the call from Vikram Iyer' })).toBeEnabled();
    // The dialog takes focus (keyboard and screen readers are in it), without pressing Accept for anyone.
    await waitFor(() => expect(alert).toContainElement(document.activeElement as HTMLElement));
    expect(document.activeElement).not.toHaveAccessibleName('Accept the call from Vikram Iyer');
    expect(chime).toHaveBeenCalled();
    // A call is not the chat's toast; and the card is not modal: the dashboard stays there to read.
    expect(screen.queryByText('New consultation request')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Astrologer Dashboard' })).toBeInTheDocument();
  });

  it('answers: POST /api/calls/42/accept, then the consultation’s room', async () => {
    const { server, calls } = openDashboard();
    await dashboardReady(server);
    push(server, 'new-consultation-for-astrologer', callBooked);
    const alert = await screen.findByRole('alertdialog', { name: 'Vikram Iyer is calling' });

    await userEvent.click(within(alert).getByRole('button', { name: 'Accept the call from Vikram Iyer' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/chat?consultation=42');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ path: '/api/calls/42/accept' })]);
  });

  it('declines: POST /api/calls/42/decline, and the alert goes (the focus back where it was)', async () => {
    const { server, calls } = openDashboard();
    await dashboardReady(server);
    const onlineSwitch = await screen.findByRole('switch', { name: 'Online' });
    onlineSwitch.focus();
    push(server, 'new-consultation-for-astrologer', callBooked);
    const alert = await screen.findByRole('alertdialog', { name: 'Vikram Iyer is calling' });

    await userEvent.click(within(alert).getByRole('button', { name: 'Decline the call from Vikram Iyer' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ path: '/api/calls/42/decline' })]);
    expect(await screen.findByText('Vikram Iyer gets a full refund.')).toBeInTheDocument();
    expect(screen.queryByText('Missed call from Vikram Iyer')).not.toBeInTheDocument();
    expect(onlineSwitch).toHaveFocus();
  });

  it('says so and stops ringing when the call ended before the answer reached the server', async () => {
    const { server } = openDashboard({ answers: { 'POST /api/calls/42/accept': { status: 409, body: { error: { code: 'CONFLICT', message: 'The call rang out' } } } } });
    await dashboardReady(server);
    push(server, 'new-consultation-for-astrologer', callBooked);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the call from Vikram Iyer' }));
    expect(await screen.findByText('This call has ended')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('keeps the chat’s toast for a chat booking, without ringing', async () => {
    const { server } = openDashboard();
    await dashboardReady(server);
    push(server, 'new-consultation-for-astrologer', { ...callBooked, channel: 'chat' });
    expect(await screen.findByText('New consultation request')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(chime).not.toHaveBeenCalled();
  });

  it('rings for a call already ringing when the dashboard opens, and counts it missed when its time runs out', async () => {
    const { server } = openDashboard({ active: [aRingingCall(1_500)] });
    await dashboardReady(server);
    const alert = await screen.findByRole('alertdialog', { name: 'Vikram Iyer is calling' });
    expect(within(alert).getByRole('timer')).toHaveTextContent(/Answer within 0:0[12]/);

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 4_000 });
    expect(screen.getByText('Missed call from Vikram Iyer')).toBeInTheDocument();
    expect(screen.getByText(/After 3 missed calls in a row you are set offline/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Missed call from Vikram Iyer')).not.toBeInTheDocument();
  });

  it('does not ring for a call already answered, and lists it as a call', async () => {
    const { server } = openDashboard({ active: [aRingingCall(30_000, { callState: 'connected', callStateUntil: undefined })] });
    await dashboardReady(server);
    const active = screen.getByRole('region', { name: 'Active Consultations' });
    const row = await within(active).findByRole('button', { name: 'Open call with Vikram Iyer' });
    expect(row).toHaveTextContent('Call');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(chime).not.toHaveBeenCalled();
  });

  it('stops ringing when the server ends the call first (missed), and when it was answered on another device', async () => {
    const { server } = openDashboard();
    await dashboardReady(server);
    push(server, 'new-consultation-for-astrologer', callBooked);
    await screen.findByRole('alertdialog', { name: 'Vikram Iyer is calling' });
    push(server, 'consultation-ended', { consultationId: 42, endedBy: 'system', endReason: 'missed-call', status: 'cancelled', usedMinutes: 0, refundedAmount: 45_000 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Missed call from Vikram Iyer')).toBeInTheDocument();

    push(server, 'new-consultation-for-astrologer', { ...callBooked, consultationId: 43, userName: 'Meera Nair' });
    await screen.findByRole('alertdialog', { name: 'Meera Nair is calling' });
    push(server, 'call-state', { consultationId: 43, state: 'answered', until: new Date(Date.now() + 60_000).toISOString() });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Missed call from Meera Nair')).not.toBeInTheDocument();
  });

  it('rings without sound when the astrologer turned sound off, and the card switches it back on', async () => {
    localStorage.setItem(`astrosetu:chat-preferences:${astrologer.id}`, JSON.stringify({ fontSize: 14, theme: 'light', soundEnabled: false }));
    const { server } = openDashboard();
    await dashboardReady(server);
    push(server, 'new-consultation-for-astrologer', callBooked);
    const alert = await screen.findByRole('alertdialog', { name: 'Vikram Iyer is calling' });
    expect(chime).not.toHaveBeenCalled();
    const sound = within(alert).getByRole('button', { name: 'Ring sound' });
    expect(sound).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(sound);
    expect(chime).toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(`astrosetu:chat-preferences:${astrologer.id}`)!)).toEqual(expect.objectContaining({ soundEnabled: true }));
  });

  describe('browser notifications', () => {
    const shown: { title: string; options?: NotificationOptions; close: jest.Mock }[] = [];
    let permission: NotificationPermission;
    const requestPermission = jest.fn(async () => {
      permission = 'granted';
      return permission;
    });

    beforeEach(() => {
      shown.length = 0;
      requestPermission.mockClear();
      class FakeNotification {
        static get permission() {
          return permission;
        }
        static requestPermission = requestPermission;
        onclick: (() => void) | null = null;
        close = jest.fn();
        constructor(title: string, options?: NotificationOptions) {
          shown.push({ title, options, close: this.close });
        }
      }
      Object.defineProperty(globalThis, 'Notification', { value: FakeNotification, configurable: true, writable: true });
    });

    afterEach(() => {
      delete (globalThis as { Notification?: unknown }).Notification;
    });

    it('asks for permission from the "Allow call alerts" button, then notifies while a call rings', async () => {
      permission = 'default';
      const { server } = openDashboard();
      await dashboardReady(server);
      await userEvent.click(await screen.findByRole('button', { name: 'Allow call alerts' }));
      expect(requestPermission).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Allow call alerts' })).not.toBeInTheDocument());

      push(server, 'new-consultation-for-astrologer', callBooked);
      await screen.findByRole('alertdialog', { name: 'Vikram Iyer is calling' });
      expect(shown).toEqual([expect.objectContaining({ title: 'Incoming call from Vikram Iyer', options: expect.objectContaining({ body: 'Marriage · 15-minute call' }) })]);

      push(server, 'consultation-ended', { consultationId: 42, endedBy: 'user', endReason: 'ended-by-customer', status: 'cancelled', usedMinutes: 0, refundedAmount: 45_000 });
      await waitFor(() => expect(shown[0].close).toHaveBeenCalled());
    });

    it('shows none without permission', async () => {
      permission = 'denied';
      const { server } = openDashboard();
      await dashboardReady(server);
      expect(await screen.findByText(/Call alerts are blocked/)).toBeInTheDocument();
      push(server, 'new-consultation-for-astrologer', callBooked);
      await screen.findByRole('alertdialog', { name: 'Vikram Iyer is calling' });
      expect(shown).toEqual([]);
    });
  });
});
