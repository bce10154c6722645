import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfileStats } from '@astrosetu/contracts';
import { aConsultation, aCustomer } from '../shared/test/fixtures';
import { mockApi, never } from '@astrosetu/web-core/testing';
import { currentLocation, renderRoute } from '../shared/test/render-route';
import ConsultationsPage from './consultations-page';

jest.setTimeout(30_000);

function openHistory(user = aCustomer({ id: 42 })) {
  return renderRoute({ path: '/consultations', user, routePath: '/consultations', element: <ConsultationsPage /> });
}

const statValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

const history = [
  aConsultation({ id: 1, userId: 42, status: 'completed', duration: 15, cost: 52_500, netPaid: 52_500, usedMinutes: 15, rating: 5, review: 'Very clear', createdAt: '2025-02-01T06:00:00.000Z' }),
  aConsultation({
    id: 2,
    userId: 42,
    status: 'completed',
    duration: 40,
    packageDuration: 30,
    cost: 165_000,
    netPaid: 165_000,
    usedMinutes: 40,
    rating: 4,
    createdAt: '2025-03-05T12:00:00.000Z',
    astrologer: { id: 2, name: 'Dr. Meenakshi Iyer', image: '' },
    userDetails: { name: 'Asha Rao', dateOfBirth: '1990-08-15', timeOfBirth: '06:30', placeOfBirth: 'Pune' },
  }),
  aConsultation({ id: 3, userId: 42, status: 'completed', duration: 10, cost: 25_000, netPaid: 25_000, usedMinutes: 10, createdAt: '2025-01-10T06:00:00.000Z', astrologer: { id: 4, name: 'Priya Nair', image: '' } }),
  aConsultation({ id: 4, userId: 42, status: 'active', duration: 15, cost: 37_500, netPaid: 37_500, createdAt: '2025-03-10T06:00:00.000Z', astrologer: { id: 6, name: 'Kavita Reddy', image: '' } }),
];

/** GET /api/profile/stats as the server answers it (sums of the wallet ledger). */
function statsBody(overrides: Partial<ProfileStats> = {}): ProfileStats {
  return { totalConsultations: 0, totalSpent: 0, liveSpent: 0, spentByMonth: [], averageRating: 0, totalMinutes: 0, topAstrologer: null, ...overrides };
}
const historyStats = statsBody({ totalConsultations: 3, totalSpent: 242_500, liveSpent: 37_500, averageRating: 4.5, totalMinutes: 65 });

describe('/consultations', () => {
  it('loads the signed-in customer’s own consultations, never a fixed id', async () => {
    const api = mockApi({ 'GET /api/consultations/user/42': { status: 200, body: [] }, 'GET /api/profile/stats': { status: 200, body: statsBody() } });
    openHistory();
    await screen.findByRole('heading', { name: 'No consultations yet' });
    expect(api.callsTo('GET', '/api/consultations/user/42')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/consultations/user/1')).toHaveLength(0);
  });

  it('with no consultations: N/A rating, zero totals and the empty state', async () => {
    mockApi({ 'GET /api/consultations/user/42': { status: 200, body: [] }, 'GET /api/profile/stats': { status: 200, body: statsBody() } });
    openHistory();
    expect(await screen.findByRole('heading', { name: 'Your Spiritual Journey', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No consultations yet' })).toBeInTheDocument();
    expect(statValue('Total Sessions')).toBe('0');
    expect(statValue('Avg Rating')).toBe('N/A');
    expect(statValue('Total Spent')).toBe('₹0.00');
    expect(screen.getByRole('heading', { name: 'Consultation History (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Active Sessions' })).not.toBeInTheDocument();
  });

  it('shows the server’s totals in the stat cards and lists live and past sessions apart', async () => {
    mockApi({ 'GET /api/consultations/user/42': { status: 200, body: history }, 'GET /api/profile/stats': { status: 200, body: historyStats } });
    openHistory();
    expect(await screen.findByRole('heading', { name: 'Consultation History (3)' })).toBeInTheDocument();
    expect(statValue('Total Sessions')).toBe('3');
    expect(statValue('Total Time')).toBe('1 hr 5 min');
    expect(statValue('Avg Rating')).toBe('4.5');
    expect(statValue('Total Spent')).toBe('₹2,425.00');
    expect(screen.getByText('+ ₹375.00 in live sessions')).toBeInTheDocument();

    const activeSection = screen.getByRole('region', { name: /Active Sessions/ });
    expect(within(activeSection).getByText('Live')).toBeInTheDocument();
    const live = within(activeSection).getByRole('list', { name: 'Active sessions' });
    expect(within(live).getByRole('heading', { name: 'Kavita Reddy' })).toBeInTheDocument();
    expect(within(live).getByText('Paid so far')).toBeInTheDocument();
    expect(within(live).getByText('₹375.00')).toBeInTheDocument();
    expect(within(live).getByText('Active')).toBeInTheDocument();
    expect(within(live).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(within(live).getByRole('button', { name: 'End Session' })).toBeInTheDocument();

    const past = screen.getByRole('list', { name: 'Past consultations' });
    expect(within(past).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Dr. Meenakshi Iyer',
      'Pandit Rajesh Sharma',
      'Priya Nair',
    ]);
    expect(within(past).queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
    expect(within(past).queryByRole('button', { name: 'End Session' })).not.toBeInTheDocument();
    // Stars only where rated.
    expect(within(past).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(past).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(past).getAllByRole('img', { name: /Rated/ })).toHaveLength(2);
  });

  it('after a net spend of ₹175, every figure is net of refunds: totals, minutes used and each row (no sums of the prices)', async () => {
    // Three 15-minute sessions at ₹175 (₹525 of prices): one used 4 minutes (₹128.33 back), one was refunded in
    // full before it started, one ran 3 free minutes. The server's ledger says ₹175 net, 4 minutes billed.
    const rows = [
      aConsultation({ id: 11, userId: 42, status: 'completed', cost: 17_500, netPaid: 4_667, usedMinutes: 4, refundedAmount: 12_833, createdAt: '2025-03-03T06:00:00.000Z' }),
      aConsultation({ id: 12, userId: 42, status: 'cancelled', cost: 17_500, netPaid: 0, usedMinutes: 0, refundedAmount: 17_500, paymentStatus: 'refunded', createdAt: '2025-03-02T06:00:00.000Z' }),
      aConsultation({ id: 13, userId: 42, status: 'completed', cost: 17_500, netPaid: 12_833, usedMinutes: 0, createdAt: '2025-03-01T06:00:00.000Z' }),
    ];
    mockApi({
      'GET /api/consultations/user/42': { status: 200, body: rows },
      'GET /api/profile/stats': { status: 200, body: statsBody({ totalConsultations: 2, totalSpent: 17_500, totalMinutes: 4 }) },
    });
    openHistory();
    expect(await screen.findByRole('heading', { name: 'Consultation History (3)' })).toBeInTheDocument();
    await waitFor(() => expect(statValue('Total Spent')).toBe('₹175.00'));
    expect(statValue('Total Time')).toBe('4 min');
    expect(screen.getByText('After refunds')).toBeInTheDocument();
    const past = screen.getByRole('list', { name: 'Past consultations' });
    const items = within(past).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('₹46.67');
    expect(items[0]).toHaveTextContent('4 min');
    expect(items[1]).toHaveTextContent('₹0.00');
    expect(past).not.toHaveTextContent('₹175.00');
    expect(screen.queryByText('₹525.00')).not.toBeInTheDocument();
  });

  it('View Details shows the whole session', async () => {
    mockApi({ 'GET /api/consultations/user/42': { status: 200, body: history }, 'GET /api/profile/stats': { status: 200, body: historyStats } });
    openHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'View details of the consultation with Dr. Meenakshi Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Consultation details' });
    expect(dialog).toHaveTextContent('March 5, 2025, 5:30 PM');
    expect(dialog).toHaveTextContent('40 min (30 min package + 10 min extended)');
    expect(dialog).toHaveTextContent('₹1,650.00');
    expect(dialog).toHaveTextContent('Paid');
    expect(dialog).toHaveTextContent('Pune');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Resume opens the chat', async () => {
    mockApi({ 'GET /api/consultations/user/42': { status: 200, body: history }, 'GET /api/profile/stats': { status: 200, body: historyStats } });
    openHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'Resume' }));
    expect(currentLocation()).toBe('/chat');
  });

  it('End Session asks first, ends it with the optional rating and refreshes the list and the wallet', async () => {
    let ended = false;
    const api = mockApi({
      'GET /api/profile/stats': { status: 200, body: historyStats },
      'GET /api/consultations/4/refund-if-ended-now': { status: 200, body: { consultationId: 4, refund: 30_000, usedMinutes: 3, at: new Date().toISOString() } },
      'GET /api/consultations/user/42': () => ({
        status: 200,
        body: history.map((consultation) => (consultation.id === 4 && ended ? { ...consultation, status: 'completed', rating: 4 } : consultation)),
      }),
      'POST /api/consultations/4/end': () => {
        ended = true;
        return { status: 200, body: { ...history[3], status: 'completed' } };
      },
      'GET /api/auth/user': { status: 200, body: aCustomer({ id: 42 }) },
    });
    openHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'End Session' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End this session?' });
    // A real mouse click has a pointer position; MUI's Rating tells mouse from keyboard clicks by it.
    fireEvent.click(await within(dialog).findByRole('radio', { name: '4 Stars' }), { clientX: 10, clientY: 10 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Review (optional)' }), 'Helpful');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End Session' }));

    expect(await screen.findByRole('heading', { name: 'Consultation History (4)' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/consultations/4/end')[0]?.body).toEqual({ rating: 4, review: 'Helpful' });
    expect(screen.queryByRole('heading', { name: 'Active Sessions' })).not.toBeInTheDocument();
    expect(screen.getByText('Session ended')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/user').length).toBeGreaterThanOrEqual(1));
  });

  it('says what ending a running session refunds: the server’s figure, asked when the dialog opens', async () => {
    // Kavita's session after a paid extension: the page could not work it out from its own fields; the server says ₹385.00.
    const running = { ...history[3]!, duration: 30, cost: 60_000, netPaid: 60_000, astrologerExtensions: 1, startedAt: new Date(Date.now() - 150_000).toISOString() };
    const api = mockApi({
      'GET /api/consultations/user/42': { status: 200, body: [running] },
      'GET /api/profile/stats': { status: 200, body: statsBody({ liveSpent: 60_000 }) },
      'GET /api/consultations/4/refund-if-ended-now': { status: 200, body: { consultationId: 4, refund: 38_500, usedMinutes: 3, at: new Date().toISOString() } },
    });
    openHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'End Session' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End this session?' });
    await waitFor(() => expect(dialog).toHaveTextContent('₹385.00 for the unused minutes goes back to your wallet.'));
    expect(dialog).not.toHaveTextContent(/not refunded/);
    expect(api.callsTo('GET', '/api/consultations/4/refund-if-ended-now')).toHaveLength(1);
  });

  it('shows why a session ended and what was refunded, and lets the customer rate it once from its details', async () => {
    const endedEarly = aConsultation({
      id: 5,
      userId: 42,
      status: 'completed',
      duration: 10,
      cost: 25_000,
      endedAt: '2025-03-11T06:03:00.000Z',
      endReason: 'ended-by-astrologer',
      usedMinutes: 3,
      refundedAmount: 17_500,
      canReview: true,
      astrologer: { id: 4, name: 'Priya Nair', image: '' },
    });
    const api = mockApi({
      'GET /api/consultations/user/42': { status: 200, body: [endedEarly] },
      'GET /api/profile/stats': { status: 200, body: statsBody({ totalConsultations: 1, totalSpent: 7_500, totalMinutes: 3 }) },
      'POST /api/consultations/5/review': ({ body }) => ({
        status: 201,
        body: { id: 9, consultationId: 5, astrologerId: 4, customerName: 'Asha', createdAt: '2025-03-11T07:00:00.000Z', ...(body as object) },
      }),
    });
    openHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'View details of the consultation with Priya Nair' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Why it ended').nextSibling).toHaveTextContent('The astrologer ended the consultation.');
    expect(within(dialog).getByText('Refunded to your wallet').nextSibling).toHaveTextContent('₹175.00');
    fireEvent.click(await within(dialog).findByRole('radio', { name: '5 Stars' }), { clientX: 10, clientY: 10 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByText('Thank you for your review.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/consultations/5/review')[0]?.body).toEqual({ rating: 5 });
  });

  it('shows placeholders while loading and an error with Try again', async () => {
    mockApi({ 'GET /api/consultations/user/42': never });
    const { unmount } = openHistory();
    expect(screen.getByLabelText('Loading consultations')).toBeInTheDocument();
    unmount();

    mockApi({ 'GET /api/consultations/user/42': { status: 500, body: { error: { code: 'INTERNAL', message: 'down' } } } });
    openHistory();
    expect(await screen.findByText('Your consultations could not be loaded. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
