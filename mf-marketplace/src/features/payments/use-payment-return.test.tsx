import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ToastOptions } from '@astrosetu/design-system/toast';
import { AppProviders, createAppStore, lastCheckout, readPurchaseDraft, rememberCheckout, savePurchaseDraft } from '@astrosetu/web-core';
import { mockApi } from '@astrosetu/web-core/testing';
import { aCustomer } from './test/render-payment-route';
import { PAYMENT_RETURN_DELAY_MS, usePaymentReturn } from './use-payment-return';

function Home({ toast, downloadReport }: { toast: (options: ToastOptions) => void; downloadReport: (file: string) => Promise<void> }) {
  usePaymentReturn({ toast, downloadReport });
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

async function renderHome(path: string) {
  const toast = jest.fn();
  const downloadReport = jest.fn(async () => undefined);
  const store = createAppStore({ session: { user: aCustomer({ balance: 0 }), status: 'authenticated' } });
  localStorage.setItem('token', 'test-token');
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<Home toast={toast} downloadReport={downloadReport} />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  // The reactions are loaded on demand: let that import settle.
  await act(async () => undefined);
  return { toast, downloadReport, store };
}

const location = () => screen.getByTestId('location').textContent;

describe('usePaymentReturn (home page)', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('after a match-making payment, toasts success, clears the query and goes on to marriage astrologers after 2 s', async () => {
    mockApi({});
    const { toast } = await renderHome('/?payment=success&type=service&redirect=astrologers&category=marriage&service=match-making');

    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Payment Successful', variant: 'success' }));
    expect(location()).toBe('/');
    await act(async () => jest.advanceTimersByTimeAsync(PAYMENT_RETURN_DELAY_MS - 1));
    expect(location()).toBe('/');
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(location()).toBe('/astrologers?category=marriage&service=match-making');
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['service', 'failed', 'Payment Failed', 'Your service payment could not be processed. Please try again.'],
    ['astrological-report', 'failed', 'Payment Failed', 'Your astrological report payment could not be processed. Please try again.'],
    ['wallet', 'failed', 'Payment Failed', 'Your payment could not be processed. Please try again.'],
    ['service', 'error', 'Payment Error', 'There was an error processing your payment. Please contact support if this persists.'],
  ])('type=%s payment=%s toasts %s', async (type, payment, title, description) => {
    mockApi({});
    const { toast } = await renderHome(`/?payment=${payment}&type=${type}`);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title, description }));
    expect(location()).toBe('/');
  });

  it('a match-making payment whose order is known goes to that order, not to the astrologers', async () => {
    mockApi({});
    await renderHome('/?payment=success&type=service&txnid=AS3X77D86D25A8&redirect=astrologers&category=marriage&service=match-making');
    await act(async () => jest.advanceTimersByTimeAsync(PAYMENT_RETURN_DELAY_MS));
    expect(location()).toBe('/purchases/AS3X77D86D25A8');
  });

  it('after any other service payment, clears the kept answers and goes on to the order in Purchases', async () => {
    mockApi({});
    savePurchaseDraft('divination-tarot', { name: 'Asha', question: 'Will the new job suit me?' });
    rememberCheckout({ path: '/payment?service=tarot&packageName=Tarot%20Reading&amount=349', draftKey: 'divination-tarot' });
    const { toast } = await renderHome('/?payment=success&type=service&txnid=AS7XABC123');

    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Payment Successful', description: 'Your payment was received. Your order and its progress are in Purchases.' }));
    expect(readPurchaseDraft('divination-tarot', { name: '', question: '' })).toBeNull();
    expect(lastCheckout()).toBeNull();
    await act(async () => jest.advanceTimersByTimeAsync(PAYMENT_RETURN_DELAY_MS));
    expect(location()).toBe('/purchases/AS7XABC123');
  });

  it.each(['service', 'astrological-report'])('a failed %s payment keeps the answers and goes back to the form to try again', async (type) => {
    mockApi({});
    savePurchaseDraft('match-basic', { first: { name: 'Vikram' } });
    rememberCheckout({ path: '/payment?service=match-making&package=basic&amount=299', draftKey: 'match-basic' });
    const { toast } = await renderHome(`/?payment=failed&type=${type}`);

    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Payment Failed', description: expect.stringContaining('Your answers are kept') }));
    await act(async () => jest.advanceTimersByTimeAsync(PAYMENT_RETURN_DELAY_MS));
    expect(location()).toBe('/payment?service=match-making&package=basic&amount=299');
    expect(readPurchaseDraft('match-basic', { first: { name: '' } })).toEqual({ first: { name: 'Vikram' } });
  });

  it('a paid report goes on to its order in Purchases (as a service does), where it appears once built', async () => {
    mockApi({});
    rememberCheckout({ path: '/astrological-report-form', draftKey: 'astrological-report' });
    const { toast, downloadReport } = await renderHome('/?payment=success&type=astrological-report&txnid=AS7XREPORT1');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Payment Successful', description: 'Your payment was received. Your order and its progress are in Purchases.' }));
    expect(lastCheckout()).toBeNull();
    await act(async () => jest.advanceTimersByTimeAsync(PAYMENT_RETURN_DELAY_MS));
    expect(location()).toBe('/purchases/AS7XREPORT1');
    expect(downloadReport).not.toHaveBeenCalled();
  });

  it('a generated report is announced, then downloaded with the session after 2 s', async () => {
    mockApi({});
    // An e-mail in the address (an old landing link) is never shown: the landing names the order, not the buyer (issue 33).
    const { toast, downloadReport } = await renderHome('/?payment=success&type=astrological-report&download=report-5-abc.pdf&email=asha%40example.com');
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Report Generated Successfully!', description: 'Your report has been sent to your e-mail address. The download will start in a moment.' }),
    );
    expect(JSON.stringify(toast.mock.calls)).not.toContain('asha@example.com');
    expect(downloadReport).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTimeAsync(PAYMENT_RETURN_DELAY_MS));
    expect(downloadReport).toHaveBeenCalledWith('report-5-abc.pdf');
  });

  it('a report whose PDF failed warns and asks to contact support', async () => {
    mockApi({});
    const { toast, downloadReport } = await renderHome('/?payment=success&type=astrological-report&error=pdf-generation');
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ variant: 'warning', description: 'Payment Successful, but there was an issue generating the PDF. Please contact support.' }),
    );
    expect(downloadReport).not.toHaveBeenCalled();
  });

  it('a wallet recharge refreshes the balance', async () => {
    jest.useRealTimers();
    const { calls } = mockApi({ 'GET /api/auth/user': { status: 200, body: aCustomer({ balance: 50_000 }) } });
    const { store, toast } = await renderHome('/?payment=success&type=wallet');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Wallet Recharged' }));
    await screen.findByText('/');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/user']);
    expect(store.getState().session.user?.balance).toBe(50_000);
  });

  it('without a payment return, does nothing', async () => {
    mockApi({});
    const { toast } = await renderHome('/?category=love');
    expect(toast).not.toHaveBeenCalled();
    expect(location()).toBe('/?category=love');
  });
});
