import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RefundToSourceQuote, RefundToSourceResponse, WalletStatementResponse } from '@astrosetu/contracts';
import { mockApi } from '@astrosetu/web-core/testing';
import { aCustomer } from '../../shared/test/fixtures';
import { renderRoute } from '../../shared/test/render-route';
import WalletPage from '../../pages/wallet-page';

jest.setTimeout(30_000);

const statement: WalletStatementResponse = { balance: 30_000, bonusBalance: 10_000, nextCursor: null, entries: [] };
const quote: RefundToSourceQuote = { refundable: 30_000, payments: [{ txnid: 'AST2', amount: 30_000, paymentMethod: 'UPI', paidAt: '2026-12-01T06:30:00.000Z' }] };
const refunded: RefundToSourceResponse = { refunded: 30_000, balance: 0, refunds: [{ txnid: 'AST2', amount: 30_000, status: 'accepted' }] };

const openWallet = () => renderRoute({ path: '/wallet', user: aCustomer({ id: 42, balance: 30_000 }), routePath: '/wallet', element: <WalletPage /> });

describe('/wallet: tax invoices', () => {
  it('lists the consultations\u2019 GST tax invoices with their number, date and amount, each downloadable', async () => {
    mockApi({
      'GET /api/wallet/statement': { status: 200, body: statement },
      'GET /api/recharge-packs': { status: 200, body: [] },
      'GET /api/tax-invoices': {
        status: 200,
        body: [{ id: 3, invoiceNumber: 'AS2627/000042', issuedAt: '2026-12-05T06:30:00.000Z', consultationId: 71, amount: 12_500, gst: 1_907, downloadUrl: '/api/tax-invoices/3/pdf' }],
      },
    });
    openWallet();
    const section = await screen.findByRole('region', { name: 'Tax invoices for consultations' });
    expect(section).toHaveTextContent('AS2627/000042 · 5 Dec 2026 · ₹125.00');
    expect(within(section).getByRole('button', { name: 'Download tax invoice AS2627/000042' })).toBeInTheDocument();
  });

  it('shows nothing until there is an invoice', async () => {
    mockApi({
      'GET /api/wallet/statement': { status: 200, body: statement },
      'GET /api/recharge-packs': { status: 200, body: [] },
      'GET /api/tax-invoices': { status: 200, body: [] },
    });
    openWallet();
    expect(await screen.findByRole('heading', { name: 'Your wallet', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tax invoices for consultations' })).toBeNull();
  });
});

describe('/wallet: refund unused money', () => {
  it('states the amount and the payment it goes back to before sending, says bonus credit stays, then reports what the gateway accepted', async () => {
    const api = mockApi({
      'GET /api/wallet/statement': { status: 200, body: statement },
      'GET /api/recharge-packs': { status: 200, body: [] },
      'GET /api/wallet/refund-to-source': { status: 200, body: quote },
      'POST /api/wallet/refund-to-source': { status: 200, body: refunded },
    });
    openWallet();
    const section = await screen.findByRole('region', { name: 'Refund unused money' });
    expect(section).toHaveTextContent('Bonus credit is not money and is not refunded.');
    await userEvent.click(within(section).getByRole('button', { name: 'Refund ₹300.00' }));

    const dialog = await screen.findByRole('dialog', { name: 'Refund ₹300.00?' });
    expect(dialog).toHaveTextContent('₹300.00 to your UPI payment of');
    expect(dialog).toHaveTextContent('Your bonus credit stays in the wallet.');
    expect(api.callsTo('POST', '/api/wallet/refund-to-source')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund ₹300.00' }));

    expect(await within(section).findByText(/The payment gateway has the refund of ₹300\.00/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/wallet/refund-to-source')).toHaveLength(1);
  });

  it('offers no button when no cash from a payment is left', async () => {
    mockApi({
      'GET /api/wallet/statement': { status: 200, body: statement },
      'GET /api/recharge-packs': { status: 200, body: [] },
      'GET /api/wallet/refund-to-source': { status: 200, body: { refundable: 0, payments: [] } },
    });
    openWallet();
    const section = await screen.findByRole('region', { name: 'Refund unused money' });
    expect(section).toHaveTextContent('There is no unused money from a payment to refund.');
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
