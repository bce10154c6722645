import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCustomer, anAstrologer } from '../shared/test/fixtures';
import { mockApi, type ApiAnswerValue } from '@astrosetu/web-core/testing';
import { currentLocation, renderRoute } from '../shared/test/render-route';
import CheckoutPage from './checkout-page';

jest.setTimeout(30_000);

const meenakshi = anAstrologer({
  id: 2,
  name: 'Dr. Meenakshi Iyer',
  ratePerMinute: 55,
  experience: 22,
  languages: ['Tamil', 'English', 'Malayalam'],
  specializations: ['Vedic Astrology', 'Health', 'KP Astrology'],
  description: 'PhD in Jyotisha from Madras University.',
});

const gatewayAnswer: ApiAnswerValue = {
  status: 201,
  body: { paymentUrl: 'https://gateway.example/_payment', paymentData: { key: 'k', txnid: 'T1', hash: 'h', amount: '825.00' } },
};

function openCheckout(path = '/checkout?astrologer=2', user = aCustomer()) {
  return renderRoute({ path, user, routePath: '/checkout', element: <CheckoutPage /> });
}

const payButton = () => screen.getByRole('button', { name: /^Pay ₹/ });

describe('/checkout (booking page)', () => {
  let submit: jest.SpyInstance;
  beforeEach(() => {
    submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  });
  afterEach(() => submit.mockRestore());

  it('without an astrologer goes to /astrologers', () => {
    mockApi({});
    openCheckout('/checkout');
    expect(currentLocation()).toBe('/astrologers');
  });

  it('Astrologer Not Found when the astrologer does not load', async () => {
    mockApi({ 'GET /api/astrologers/99': { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Astrologer not found' } } } });
    openCheckout('/checkout?astrologer=99');
    expect(await screen.findByRole('heading', { name: 'Astrologer Not Found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Astrologers' }));
    expect(currentLocation()).toBe('/astrologers');
  });

  it('shows the astrologer, 15 minutes by default and the totals for 15, 30 and 45 minutes', async () => {
    mockApi({ 'GET /api/astrologers/2': { status: 200, body: meenakshi } });
    openCheckout();
    expect(await screen.findByRole('heading', { name: 'Dr. Meenakshi Iyer' })).toBeInTheDocument();
    expect(screen.getByText('22 years experience')).toBeInTheDocument();
    expect(screen.getByText('PhD in Jyotisha from Madras University.')).toBeInTheDocument();
    expect(screen.getByText('Tamil, English, Malayalam')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '15 minutes' })).toHaveAttribute('aria-pressed', 'true');

    // What the server charges: 15 and 30 minutes cost 14 and 25 minutes' worth; 45 minutes has no saving.
    const summary = within(screen.getByLabelText('Price summary'));
    expect(summary.getByText('Rate per minute').nextSibling).toHaveTextContent('₹55.00');
    expect(summary.getByText('Package saving').nextSibling).toHaveTextContent('−₹55.00');
    expect(summary.getByText('₹770.00')).toBeInTheDocument();
    expect(payButton()).toHaveTextContent('Pay ₹770.00');

    await userEvent.click(screen.getByRole('button', { name: '30 minutes' }));
    expect(summary.getByText('30 minutes')).toBeInTheDocument();
    expect(summary.getByText('Package saving').nextSibling).toHaveTextContent('−₹275.00');
    expect(summary.getByText('₹1,375.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '45 minutes' }));
    expect(summary.getByText('₹2,475.00')).toBeInTheDocument();
    expect(summary.queryByText('Package saving')).not.toBeInTheDocument();
    expect(screen.getByText(/Cards, net banking and UPI are accepted/)).toBeInTheDocument();
  });

  it('validates the payment form with the contracts’ messages', async () => {
    const api = mockApi({ 'GET /api/astrologers/2': { status: 200, body: meenakshi } });
    openCheckout('/checkout?astrologer=2', aCustomer({ username: 'A', email: 'not-an-email', phone: '12345' }));
    await screen.findByRole('heading', { name: 'Dr. Meenakshi Iyer' });
    await userEvent.click(payButton());
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be at least 10 digits')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/payment/create')).toHaveLength(0);
  });

  it('pays through the payments endpoint and posts the form to the gateway', async () => {
    let answer: (value: ApiAnswerValue) => void = () => undefined;
    const api = mockApi({
      'GET /api/astrologers/2': { status: 200, body: meenakshi },
      'POST /api/payment/create': () => new Promise<ApiAnswerValue>((resolve) => (answer = resolve)),
    });
    openCheckout();
    await screen.findByRole('heading', { name: 'Dr. Meenakshi Iyer' });
    await userEvent.click(screen.getByRole('button', { name: '30 minutes' }));
    await userEvent.click(payButton());

    await waitFor(() => expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled());
    answer(gatewayAnswer);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST', '/api/payment/create')[0]?.body).toEqual({
      consultationId: 0,
      astrologerId: 2,
      duration: 30,
      userDetails: { name: 'Asha Rao', email: 'asha@example.com', phone: '+919876543210' },
    });
    const form = document.querySelector('form[data-testid="gateway-form"]') as HTMLFormElement;
    expect(form.action).toBe('https://gateway.example/_payment');
  });

  it('?channel=call pays for a call at the call rate, says calls are not recorded, and sends the channel', async () => {
    const api = mockApi({
      'GET /api/astrologers/2': { status: 200, body: { ...meenakshi, takesCalls: true, callRatePerMinute: 60 } },
      'POST /api/payment/create': gatewayAnswer,
    });
    openCheckout('/checkout?astrologer=2&channel=call');
    await screen.findByRole('heading', { name: 'Dr. Meenakshi Iyer' });
    expect(screen.getByRole('radio', { name: 'Call ₹60/min' })).toBeChecked();
    expect(screen.getByText(/Calls are not recorded/)).toBeInTheDocument();
    // 15 minutes cost 14 minutes' worth at ₹60.
    expect(payButton()).toHaveTextContent('₹840');
    await userEvent.click(payButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST', '/api/payment/create')[0]?.body).toMatchObject({ astrologerId: 2, duration: 15, channel: 'call' });
  });

  it('a failed payment says so and the button works again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/astrologers/2': { status: 200, body: meenakshi },
      'POST /api/payment/create': { status: 500, body: { error: { code: 'INTERNAL', message: 'down' } } },
    });
    openCheckout();
    await screen.findByRole('heading', { name: 'Dr. Meenakshi Iyer' });
    await userEvent.click(payButton());
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Unable to process payment. Please try again.').length).toBeGreaterThan(0);
    expect(payButton()).toBeEnabled();
    expect(submit).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('Cancel and Back return to /astrologers', async () => {
    mockApi({ 'GET /api/astrologers/2': { status: 200, body: meenakshi } });
    openCheckout();
    await screen.findByRole('heading', { name: 'Dr. Meenakshi Iyer' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(currentLocation()).toBe('/astrologers');
  });
});
