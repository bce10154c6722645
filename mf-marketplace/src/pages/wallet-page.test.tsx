import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WalletStatementEntry, WalletStatementResponse } from '@astrosetu/contracts';
import { mockApi, type RecordedCall } from '@astrosetu/web-core/testing';
import { aCustomer } from '../shared/test/fixtures';
import { currentLocation, renderRoute } from '../shared/test/render-route';
import WalletPage from './wallet-page';

jest.setTimeout(30_000);

function openWallet(user = aCustomer({ id: 42, balance: 61_250 })) {
  return renderRoute({ path: '/wallet', user, routePath: '/wallet', element: <WalletPage /> });
}

const entry = (fields: Partial<WalletStatementEntry> & Pick<WalletStatementEntry, 'id' | 'kind' | 'amount'>): WalletStatementEntry => ({
  createdAt: '2025-03-05T06:30:00.000Z',
  account: 'cash',
  cashBalance: 0,
  bonusBalance: 0,
  description: null,
  reference: { type: 'consultation', id: 7 },
  ...fields,
});

// Newest first, as the API answers: a refund, an extension, the booking (bonus first, then cash), the pack's bonus and the top-up.
const newest: WalletStatementResponse = {
  balance: 61_250,
  bonusBalance: 0,
  nextCursor: 3,
  entries: [
    entry({ id: 8, kind: 'refund', amount: 17_500, cashBalance: 61_250, description: 'Pandit Rajesh Sharma' }),
    entry({ id: 7, kind: 'extension', amount: -17_500, cashBalance: 43_750, description: 'Pandit Rajesh Sharma' }),
    entry({ id: 6, kind: 'consultation', amount: -38_750, cashBalance: 61_250, description: 'Pandit Rajesh Sharma' }),
    entry({ id: 5, kind: 'consultation', account: 'bonus', amount: -10_000, cashBalance: 100_000, bonusBalance: 0, description: 'Pandit Rajesh Sharma' }),
  ],
};
const older: WalletStatementResponse = {
  balance: 61_250,
  bonusBalance: 0,
  nextCursor: null,
  entries: [
    entry({ id: 4, kind: 'bonus', account: 'bonus', amount: 10_000, cashBalance: 100_000, bonusBalance: 10_000, description: 'AstroSetu wallet top-up with 10% bonus credit', reference: { type: 'payment', id: 'T1' } }),
    entry({ id: 3, kind: 'topup', amount: 100_000, cashBalance: 100_000, description: 'AstroSetu wallet top-up with 10% bonus credit', reference: { type: 'payment', id: 'T1' } }),
  ],
};

const statementAnswer = (call: RecordedCall) => ({ status: 200, body: call.params.before === '3' ? older : newest });

describe('/wallet', () => {
  it('shows both balances and the statement newest first, each line with its kind, whom it was for, the signed amount and both balances after it', async () => {
    const api = mockApi({ 'GET /api/wallet/statement': statementAnswer, 'GET /api/recharge-packs': { status: 200, body: [] } });
    openWallet();
    expect(await screen.findByRole('heading', { name: 'Your wallet', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Wallet statement' });
    const lines = within(list).getAllByRole('listitem');
    expect(lines.map((line) => within(line).getByRole('heading', { level: 3 }).textContent)).toEqual(['Refund', 'Chat extended', 'Chat booked', 'Chat bookedBonus']);
    expect(lines[0]).toHaveTextContent('Pandit Rajesh Sharma');
    expect(lines[0]).toHaveTextContent('+₹175.00');
    expect(lines[0]).toHaveTextContent('Balance ₹612.50 · Bonus ₹0.00');
    expect(lines[1]).toHaveTextContent('−₹175.00');
    expect(lines[1]).toHaveTextContent('Balance ₹437.50 · Bonus ₹0.00');
    expect(within(lines[0]!).getByText('5 Mar 2025, 12:00 PM IST')).toBeInTheDocument();

    const balances = screen.getByRole('region', { name: 'Balances' });
    expect(within(balances).getByText('₹612.50')).toBeInTheDocument();
    expect(within(balances).getByText('₹0.00')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/wallet/statement')[0]!.params).toEqual({ limit: '20' });
  });

  it('loads older entries with the cursor of the page before, and offers no more at the oldest', async () => {
    const api = mockApi({ 'GET /api/wallet/statement': statementAnswer, 'GET /api/recharge-packs': { status: 200, body: [] } });
    openWallet();
    await screen.findByRole('list', { name: 'Wallet statement' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const olderList = await screen.findByRole('list', { name: 'Older entries' });
    expect(within(olderList).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Bonus creditBonus', 'Money added']);
    expect(within(olderList).getAllByRole('listitem')[1]).toHaveTextContent('AstroSetu wallet top-up with 10% bonus credit');
    expect(within(olderList).getAllByRole('listitem')[1]).toHaveTextContent('+₹1,000.00');
    expect(api.callsTo('GET', '/api/wallet/statement').map((call) => call.params)).toContainEqual({ limit: '20', before: '3' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
  });

  it('opens the top-up buttons under Add money, with a recharge pack’s bonus, paid through the wallet recharge', async () => {
    const api = mockApi({
      'GET /api/wallet/statement': statementAnswer,
      'GET /api/recharge-packs': { status: 200, body: [{ id: 1, amount: 100_000, bonusPercent: 10, bonusAmount: 10_000, active: true }] },
      'POST /api/payment/wallet/recharge': { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'Gateway not reachable in this test' } } },
    });
    openWallet();
    const add = await screen.findByRole('button', { name: 'Add money' });
    expect(screen.queryByRole('button', { name: /^Add ₹500/ })).not.toBeInTheDocument();
    await userEvent.click(add);
    expect(add).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('button', { name: 'Add ₹1,000 +₹100 bonus' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add ₹500' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/payment/wallet/recharge')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/payment/wallet/recharge')[0]!.body).toEqual({ amount: 50_000 });
  });

  it('says so when there is nothing yet, and offers a retry when the statement cannot be loaded', async () => {
    mockApi({ 'GET /api/wallet/statement': { status: 200, body: { balance: 0, bonusBalance: 0, entries: [], nextCursor: null } } });
    const { unmount } = openWallet(aCustomer({ id: 42, balance: 0 }));
    expect(await screen.findByText(/Nothing yet\. Money you add/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    unmount();

    mockApi({ 'GET /api/wallet/statement': { status: 500, body: { error: { code: 'INTERNAL', message: 'down' } } } });
    openWallet();
    expect(await screen.findByText('Your statement could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to the login page, back to /wallet afterwards', async () => {
    mockApi({});
    renderRoute({ path: '/wallet', user: null, routePath: '/wallet', element: <WalletPage /> });
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=%2Fwallet'));
  });
});
