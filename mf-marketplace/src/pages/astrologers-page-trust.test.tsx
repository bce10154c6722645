jest.setTimeout(40_000);

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockedAstrologer, Favorite } from '@astrosetu/contracts';
import { mockApi } from '@astrosetu/web-core/testing';
import { aCustomer, someAstrologers } from '../shared/test/fixtures';
import { renderRoute } from '../shared/test/render-route';
import AstrologersPage from './astrologers-page';

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Astrologers' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

function api(blocks: BlockedAstrologer[] = [], favorites: Favorite[] = []) {
  return mockApi({
    'GET /api/astrologers': { status: 200, body: someAstrologers() },
    'GET /api/blocks': { status: 200, body: blocks },
    'GET /api/favorites': { status: 200, body: favorites },
    'POST /api/favorites': (call) => ({ status: 201, body: { id: 1, astrologerId: (call.body as { astrologerId: number }).astrologerId, astrologer: {}, createdAt: '' } }),
    'POST /api/blocks': { status: 201, body: { astrologerId: 2, name: 'Dr. Meenakshi Iyer', createdAt: '2026-11-20T00:00:00.000Z' } },
    'POST /api/reports': { status: 201, body: { id: 3, astrologerId: 2, reason: 'spam', status: 'open', createdAt: '2026-11-20T00:00:00.000Z' } },
  });
}

describe('/astrologers: favourite, report and block from the card', () => {
  it('leaves out the astrologers the customer blocked', async () => {
    api([{ astrologerId: 1, name: 'Pandit Rajesh Sharma', createdAt: '2026-11-20T00:00:00.000Z' }]);
    renderRoute({ path: '/astrologers', user: aCustomer(), routePath: '/astrologers', element: <AstrologersPage /> });
    expect(await screen.findByRole('heading', { name: '5 Astrologers Available' })).toBeInTheDocument();
    expect(cardNames()).not.toContain('Pandit Rajesh Sharma');
  });

  it('the heart saves a favourite; Block asks first, then blocks', async () => {
    const calls = api();
    renderRoute({ path: '/astrologers', user: aCustomer(), routePath: '/astrologers', element: <AstrologersPage /> });
    await screen.findByRole('heading', { name: '6 Astrologers Available' });
    const heart = await screen.findByRole('button', { name: 'Favourite Dr. Meenakshi Iyer' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() => expect(calls.callsTo('POST', '/api/favorites').map((call) => call.body)).toEqual([{ astrologerId: 2 }]));

    await userEvent.click(screen.getByRole('button', { name: 'More for Dr. Meenakshi Iyer' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Dr. Meenakshi Iyer?' });
    expect(calls.callsTo('POST', '/api/blocks')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(calls.callsTo('POST', '/api/blocks').map((call) => call.body)).toEqual([{ astrologerId: 2 }]));
  });

  it('Report needs a reason (the server schema’s message), then sends it', async () => {
    const calls = api();
    renderRoute({ path: '/astrologers', user: aCustomer(), routePath: '/astrologers', element: <AstrologersPage /> });
    await screen.findByRole('heading', { name: '6 Astrologers Available' });
    await userEvent.click(await screen.findByRole('button', { name: 'More for Dr. Meenakshi Iyer' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report Dr. Meenakshi Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Dr. Meenakshi Iyer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Asked me to pay outside AstroSetu' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(calls.callsTo('POST', '/api/reports').map((call) => call.body)).toEqual([{ astrologerId: 2, reason: 'off-platform-payment', details: '' }]));
  });

  it('Report says who may report before sending, and shows the server’s refusal (no consultation, an open report, the daily limit) in its words', async () => {
    const refusals = [
      { status: 403, body: { error: { code: 'FORBIDDEN', message: 'You can report an astrologer only after a consultation or an order with them' } } },
      { status: 409, body: { error: { code: 'CONFLICT', message: 'You already have an open report about this astrologer. Our team is reviewing it; you can report them again once it is decided.', details: { reportId: 4 } } } },
      { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'You have sent 5 reports today, the most allowed in one day. You can send another tomorrow (India time).' } } },
    ];
    let answer = 0;
    const calls = mockApi({
      'GET /api/astrologers': { status: 200, body: someAstrologers() },
      'GET /api/blocks': { status: 200, body: [] },
      'GET /api/favorites': { status: 200, body: [] },
      'POST /api/reports': () => refusals[answer++],
    });
    renderRoute({ path: '/astrologers', user: aCustomer(), routePath: '/astrologers', element: <AstrologersPage /> });
    await screen.findByRole('heading', { name: '6 Astrologers Available' });
    await userEvent.click(await screen.findByRole('button', { name: 'More for Dr. Meenakshi Iyer' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report Dr. Meenakshi Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Dr. Meenakshi Iyer' });
    expect(within(dialog).getByText(/You can report an astrologer you have had a consultation or an order with/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    for (const refusal of refusals) {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
      expect(await within(dialog).findByText(refusal.body.error.message)).toBeInTheDocument();
    }
    expect(calls.callsTo('POST', '/api/reports')).toHaveLength(3);
    expect(screen.getByRole('dialog', { name: 'Report Dr. Meenakshi Iyer' })).toBeInTheDocument();
  });

  it('a visitor sees no favourite, report or block controls', async () => {
    api();
    renderRoute({ path: '/astrologers', user: null, routePath: '/astrologers', element: <AstrologersPage /> });
    await screen.findByRole('heading', { name: '6 Astrologers Available' });
    expect(screen.queryByRole('button', { name: /^Favourite / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^More for / })).not.toBeInTheDocument();
  });
});
