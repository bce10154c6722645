import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FulfilmentTask, FulfilmentTaskDetail } from '@astrosetu/contracts';
import { AppProviders, createAppStore } from '@astrosetu/web-core';
import { mockApi, ok } from '@astrosetu/web-core/testing';
import { FulfilmentQueuePanel } from './fulfilment-queue-panel';

jest.setTimeout(40_000);

const openTask: FulfilmentTask = {
  txnid: 'AS7XPALM01', itemKey: 'divination-palmistry', title: 'Palmistry Reading', input: 'palm-photos', state: 'open',
  paidAt: '2026-11-24T04:00:00.000Z', dueBy: '2026-11-26T04:00:00.000Z', overdue: false,
};
const claimed: FulfilmentTaskDetail = {
  ...openTask, state: 'claimed', claimedBy: { astrologerId: 1, name: 'Pandit Rajesh Sharma' }, claimedAt: '2026-11-24T04:10:00.000Z',
  customerName: 'Asha Rao', inputs: { leftPalm: 'l.jpg', rightPalm: 'r.jpg', dominantHand: 'right', question: 'Will I travel abroad?' },
  images: [{ field: 'leftPalm', url: '/api/uploads/order-image/l.jpg' }, { field: 'rightPalm', url: '/api/uploads/order-image/r.jpg' }],
  checklist: ['palm-major-lines', 'palm-mounts', 'palm-hand-shape', 'palm-special-marks', 'palm-career-relationships'],
};
const answer = '## Your heart line\n\nIt is long and **clear**: warm and loyal in love. Your right hand shows travel around 2028.';

function renderPanel() {
  return render(
    <AppProviders store={createAppStore({ session: { user: { id: 3, username: 'Pandit Rajesh Sharma', email: 'astrologer@example.com', role: 'astrologer', isActive: true, createdAt: '2025-01-01T00:00:00.000Z', balance: 0 }, status: 'authenticated' } })}>
      <FulfilmentQueuePanel />
    </AppProviders>,
  );
}

beforeEach(() => {
  localStorage.clear();
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:palm'), revokeObjectURL: jest.fn() });
});

describe('fulfilment queue panel', () => {
  it('claims an open order, shows the inputs and palm photos, previews the markdown answer and delivers it', async () => {
    let state: 'open' | 'claimed' | 'delivered' = 'open';
    const api = mockApi({
      'GET /api/fulfilment/tasks': (call) => ok({ items: call.params.scope === 'open' ? (state === 'open' ? [openTask] : []) : state === 'open' ? [] : [{ ...openTask, state }] }),
      'POST /api/fulfilment/tasks/AS7XPALM01/claim': () => {
        state = 'claimed';
        return ok(claimed);
      },
      'GET /api/fulfilment/tasks/AS7XPALM01': () => ok({ ...claimed, state }),
      'GET /api/uploads/order-image/l.jpg': { status: 200, body: 'jpeg', contentType: 'image/jpeg' },
      'GET /api/uploads/order-image/r.jpg': { status: 200, body: 'jpeg', contentType: 'image/jpeg' },
      'POST /api/fulfilment/tasks/AS7XPALM01/deliver': () => {
        state = 'delivered';
        return ok({ ...claimed, state: 'delivered' });
      },
    });
    renderPanel();

    const open = await screen.findByRole('list', { name: 'Open orders' });
    expect(within(open).getByRole('heading', { name: 'Palmistry Reading' })).toBeInTheDocument();
    await userEvent.click(within(open).getByRole('button', { name: 'Claim Palmistry Reading' }));

    expect(await screen.findByText('For Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('Will I travel abroad?')).toBeInTheDocument();
    // What the palmistry card promised, for the astrologer to cover in the answer.
    const promised = screen.getByRole('list', { name: 'The customer was promised these: cover each one in your answer' });
    expect(within(promised).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Heart, head, life and fate lines', 'Mounts of the seven planets', 'Hand shape and finger types', 'Special marks', 'Career and relationship guidance',
    ]);
    expect(await screen.findByRole('img', { name: 'Left palm of Asha Rao' })).toHaveAttribute('src', 'blob:palm');
    expect(screen.getByRole('img', { name: 'Right palm of Asha Rao' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Deliver to the customer' }));
    expect(await screen.findByText('Write the answer (at least 50 characters)')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/fulfilment/tasks/AS7XPALM01/deliver')).toHaveLength(0);

    await userEvent.click(screen.getByRole('textbox', { name: 'Answer (markdown)' }));
    await userEvent.paste(answer);
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByRole('heading', { name: 'Your heart line' })).toBeInTheDocument();
    expect(screen.getByText('clear').tagName).toBe('STRONG');

    await userEvent.click(screen.getByRole('button', { name: 'Deliver to the customer' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/fulfilment/tasks/AS7XPALM01/deliver')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/fulfilment/tasks/AS7XPALM01/deliver')[0].body).toEqual({ markdown: answer });
    expect(await screen.findByText('Delivered to the customer.')).toBeInTheDocument();
  });

  it('says why a claim is refused (another astrologer was first)', async () => {
    mockApi({
      'GET /api/fulfilment/tasks': ok({ items: [openTask] }),
      'POST /api/fulfilment/tasks/AS7XPALM01/claim': { status: 409, body: { error: { code: 'CONFLICT', message: 'Another astrologer has already claimed this order' } } },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Palmistry Reading' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another astrologer has already claimed this order');
  });

  it('marks an overdue order', async () => {
    mockApi({ 'GET /api/fulfilment/tasks': ok({ items: [{ ...openTask, overdue: true }] }) });
    renderPanel();
    expect(await screen.findByText('Overdue')).toBeInTheDocument();
  });
});
