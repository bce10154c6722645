import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentOrder } from '@astrosetu/contracts';
import { lastCheckout, readPurchaseDraft, rememberCheckout, savePurchaseDraft } from '@astrosetu/web-core';
import { mockApi } from '@astrosetu/web-core/testing';
import { aCustomer, renderPaymentRoute } from '../features/payments/test/render-payment-route';
import PaymentSuccessPage from './payment-success-page';

const TXNID = 'AS5XA1B2C3D4E5';

function anOrder(overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    txnid: TXNID, kind: 'wallet-recharge', status: 'paid', amount: 50_000, productinfo: 'AstroSetu wallet top-up', paymentMethod: 'UPI',
    createdAt: '2026-01-15T09:58:00.000Z', completedAt: '2026-01-15T10:00:00.000Z', ...overrides,
  };
}

function renderSuccess(path: string, user: ReturnType<typeof aCustomer> | null = aCustomer()) {
  return renderPaymentRoute({ path, user, routePath: '/payment/success', element: <PaymentSuccessPage /> });
}

describe('/payment/success', () => {
  it("shows the server's record of the payment and refreshes the wallet once, without reloading the page", async () => {
    const { calls } = mockApi({
      [`GET /api/payment/orders/${TXNID}`]: { status: 200, body: anOrder() },
      'GET /api/auth/user': { status: 200, body: aCustomer({ balance: 70_000 }) },
    });
    // The query string claims more than was paid: the page believes the server.
    const { store } = renderSuccess(`/payment/success?amount=99999.00&txnid=${TXNID}&paymentmethod=Card`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getAllByText('₹500.00').length).toBeGreaterThan(0);
    expect(screen.queryByText('₹99,999.00')).not.toBeInTheDocument();
    expect(screen.getByText(TXNID)).toBeInTheDocument();
    expect(screen.getByText('UPI')).toBeInTheDocument();
    expect(screen.getByText('January 15, 2026')).toBeInTheDocument();
    expect(screen.getByText('3:30 PM IST')).toBeInTheDocument();
    expect(screen.getByText('Successful')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Wallet' })).toHaveAttribute('href', '/packages');
    expect(screen.getByRole('link', { name: 'Browse Astrologers' })).toHaveAttribute('href', '/astrologers');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

    await waitFor(() => expect(store.getState().session.user?.balance).toBe(70_000));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.path === '/api/auth/user')).toHaveLength(1);
  });

  it('for a payment the server booked a package with, goes to that consultation’s chat', async () => {
    mockApi({
      [`GET /api/payment/orders/${TXNID}`]: {
        status: 200,
        body: anOrder({ kind: 'wallet-topup', astrologerId: 3, duration: 30, amount: 65_000, packagePrice: 125_000, bookingStatus: 'booked', consultationId: 77 }),
      },
      'GET /api/auth/user': { status: 200, body: aCustomer() },
    });
    renderSuccess(`/payment/success?txnid=${TXNID}`);
    expect(await screen.findByTestId('location')).toHaveTextContent('at /chat/77');
  });

  it('while the server is still booking, says so and asks again until it is booked', async () => {
    let bookingStatus: 'pending' | 'booked' = 'pending';
    mockApi({
      [`GET /api/payment/orders/${TXNID}`]: () => ({
        status: 200,
        body: anOrder({ kind: 'wallet-topup', astrologerId: 3, duration: 30, bookingStatus, ...(bookingStatus === 'booked' ? { consultationId: 78 } : {}) }),
      }),
      'GET /api/auth/user': { status: 200, body: aCustomer() },
    });
    renderSuccess(`/payment/success?txnid=${TXNID}`);
    expect(await screen.findByText(/Booking your consultation/)).toBeInTheDocument();
    bookingStatus = 'booked';
    expect(await screen.findByTestId('location', {}, { timeout: 5000 })).toHaveTextContent('at /chat/78');
  });

  it('when the server could not book the paid package, says why, that the money is in the wallet, and offers the packages again', async () => {
    mockApi({
      [`GET /api/payment/orders/${TXNID}`]: {
        status: 200,
        body: anOrder({ kind: 'wallet-topup', astrologerId: 3, duration: 30, bookingStatus: 'failed', bookingError: 'The astrologer is offline' }),
      },
      'GET /api/auth/user': { status: 200, body: aCustomer() },
    });
    renderSuccess(`/payment/success?txnid=${TXNID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not book your consultation: The astrologer is offline The money is in your wallet');
    expect(screen.getByRole('link', { name: 'Choose a package' })).toHaveAttribute('href', '/packages/3');
    expect(screen.queryByRole('link', { name: 'Continue booking' })).not.toBeInTheDocument();
  });

  it('for a service, links to the order and clears the answers its form kept', async () => {
    mockApi({
      [`GET /api/payment/orders/${TXNID}`]: { status: 200, body: anOrder({ kind: 'service', service: 'tarot', packageName: 'Tarot Reading', productinfo: 'Tarot Reading', amount: 34_900 }) },
      'GET /api/auth/user': { status: 200, body: aCustomer() },
    });
    savePurchaseDraft('divination-tarot', { name: 'Asha', question: 'Will the new job suit me?' });
    rememberCheckout({ path: '/payment?service=tarot&packageName=Tarot%20Reading&amount=349', draftKey: 'divination-tarot' });
    renderSuccess(`/payment/success?txnid=${TXNID}`);
    expect(await screen.findByRole('link', { name: 'View your order' })).toHaveAttribute('href', `/purchases/${TXNID}`);
    await waitFor(() => expect(lastCheckout()).toBeNull());
    expect(readPurchaseDraft('divination-tarot', { name: '', question: '' })).toBeNull();
  });

  it('when the server says the payment failed, shows the failure instead', async () => {
    mockApi({ [`GET /api/payment/orders/${TXNID}`]: { status: 200, body: anOrder({ status: 'failed', paymentMethod: undefined }) } });
    renderSuccess(`/payment/success?amount=500.00&txnid=${TXNID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
  });

  it('when the gateway has not confirmed yet, says so and checks again on request', async () => {
    let status: PaymentOrder['status'] = 'created';
    const { calls } = mockApi({
      [`GET /api/payment/orders/${TXNID}`]: () => ({ status: 200, body: anOrder({ status }) }),
      'GET /api/auth/user': { status: 200, body: aCustomer() },
    });
    renderSuccess(`/payment/success?amount=500.00&txnid=${TXNID}`);
    expect(await screen.findByRole('heading', { name: 'Confirming your payment' })).toBeInTheDocument();

    status = 'paid';
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/payment/orders/'))).toHaveLength(2);
  });

  it('for a visitor who is not signed in, shows what the gateway reported, with the default method label', async () => {
    const { calls } = mockApi({});
    renderSuccess(`/payment/success?amount=500.00&txnid=${TXNID}`, null);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('PayU Gateway')).toBeInTheDocument();
    expect(screen.getAllByText('₹500.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('status')).toHaveTextContent('Sign in to see this payment confirmed');
    expect(calls).toHaveLength(0);
  });
});
