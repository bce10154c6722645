import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreatePaymentResponse } from '@astrosetu/contracts';
import { lastCheckout, savePurchaseDraft } from '@astrosetu/web-core';
import { INVALID_PAYMENT_DATA } from '@astrosetu/web-core/files';
import { mockApi } from '@astrosetu/web-core/testing';
import { aCustomer, renderPaymentRoute } from '../features/payments/test/render-payment-route';
import { aConsultation } from '../shared/test/fixtures';
import PaymentPage from './payment-page';

const matchMakingLink = '/payment?amount=599&service=match-making&package=Detailed%20Compatibility';
const tarotLink = '/payment?service=tarot&packageName=Tarot%20Reading&amount=349&description=Three%20card%20spread';
const walletLink = '/payment?astrologer=1&duration=15&price=49000';

const rajesh = {
  id: 1, name: 'Pandit Rajesh Sharma', image: '/api/avatars/1.svg', gender: 'male', experience: 15, specializations: ['Vedic Astrology'],
  languages: ['Hindi'], description: '', ratePerMinute: 35, availableFrom: '09:00', availableTo: '21:00', rating: 4.8, reviewCount: 10,
  isApproved: true, approvalStatus: 'approved', isOnline: true, totalConsultations: 100, createdAt: '2025-01-01T00:00:00.000Z',
};

function aPayment(overrides: Partial<CreatePaymentResponse['paymentData']> = {}): CreatePaymentResponse {
  return {
    paymentUrl: 'http://localhost/api/sandbox-gateway/_payment',
    txnid: 'AS1XABCDEF0123',
    amount: 59_900,
    paymentData: {
      key: 'ASTROSANDBOX', txnid: 'AS1XABCDEF0123', amount: '599.00', productinfo: 'Detailed Compatibility', firstname: 'Asha Rao',
      email: 'asha@example.com', phone: '', surl: 'http://localhost/api/payment/callback/success', furl: 'http://localhost/api/payment/callback/failure',
      hash: 'a'.repeat(128), udf1: 'service', udf2: '7', udf3: '', udf4: '', udf5: '', ...overrides,
    },
  };
}

function renderPayment(path: string, user = aCustomer()) {
  return renderPaymentRoute({ path, user, routePath: '/payment', element: <PaymentPage /> });
}

const asha = { name: 'Asha Rao', gender: 'female', birthDate: '1992-03-14', birthTime: '06:45', birthPlace: 'Chennai, Tamil Nadu, India', latitude: '13.0827', longitude: '80.2707', timezone: 'Asia/Kolkata' };
const vikram = { name: 'Vikram Iyer', gender: 'male', birthDate: '1990-11-02', birthTime: '21:10', birthPlace: 'Pune, Maharashtra, India', latitude: '18.5204', longitude: '73.8567', timezone: 'Asia/Kolkata' };
/** What a customer typed before (a reload, a sign-in, a failed payment): the form starts from it. */
function keptAnswers() {
  savePurchaseDraft('match-detailed', { groom: partner(vikram), bride: partner(asha) });
  savePurchaseDraft('divination-tarot', { name: 'Asha', question: 'Will the new job in Bengaluru suit me?' });
}
/** A match asks for the groom and the bride, without a gender (the role says it). */
const partner = ({ gender: _gender, ...birth }: typeof asha) => birth;
const coupleInputs = {
  groom: { ...partner(vikram), latitude: 18.5204, longitude: 73.8567 },
  bride: { ...partner(asha), latitude: 13.0827, longitude: 80.2707 },
};

let submitted: HTMLFormElement[];
beforeEach(() => {
  localStorage.clear();
  keptAnswers();
  submitted = [];
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function submit(this: HTMLFormElement) {
    submitted.push(this);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('/payment for a visitor who is not signed in', () => {
  it("shows 'Payment Required - Login First' with the service, and Login to Continue returns to the same link", async () => {
    mockApi({});
    renderPaymentRoute({ path: matchMakingLink, user: null, routePath: '/payment', element: <PaymentPage /> });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Required - Login First' })).toBeInTheDocument();
    expect(screen.getByText('Detailed Compatibility')).toBeInTheDocument();
    expect(screen.getByText('₹599.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Login to Continue' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`at /login?redirect=${encodeURIComponent(matchMakingLink)}`);
  });

  it('leaves the amount out of a link whose amount is not rupees and paise (never ₹NaN)', async () => {
    mockApi({});
    renderPaymentRoute({ path: '/payment?service=tarot&packageName=Unknown%20Spread&amount=10.555', user: null, routePath: '/payment', element: <PaymentPage /> });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Required - Login First' })).toBeInTheDocument();
    expect(screen.getByText('Unknown Spread')).toBeInTheDocument();
    expect(screen.queryByText('Amount')).not.toBeInTheDocument();
    expect(screen.queryByText(/NaN/)).not.toBeInTheDocument();
  });
});

describe('/payment without a complete payment', () => {
  it.each([
    ['no parameters', '/payment'],
    ['a service without an amount', '/payment?service=tarot&packageName=Tarot%20Reading'],
    ['a zero price', '/payment?astrologer=1&duration=15&price=0'],
    ['no duration', '/payment?astrologer=1&price=52500'],
  ])('with %s, goes to /astrologers', async (_case, path) => {
    mockApi({});
    renderPayment(path);
    expect(await screen.findByTestId('location')).toHaveTextContent('at /astrologers');
  });
});

describe('/payment in service mode', () => {
  it('shows the catalogue price, creates the payment with it and posts the gateway form', async () => {
    const { calls } = mockApi({ 'POST /api/payment/service/create': { status: 201, body: aPayment() } });
    renderPayment(`${matchMakingLink.replace('amount=599', 'amount=1')}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/match-making');
    // The couple is asked for by role, the groom first (guna milan reads from his side), with no gender field.
    const groom = screen.getByRole('group', { name: 'Groom' });
    const bride = screen.getByRole('group', { name: 'Bride' });
    expect(groom.compareDocumentPosition(bride) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(groom).getByRole('textbox', { name: /^Full name/ })).toHaveValue('Vikram Iyer');
    expect(within(bride).getByRole('textbox', { name: /^Full name/ })).toHaveValue('Asha Rao');
    expect(screen.queryByRole('combobox', { name: /^Gender/ })).not.toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pay ₹599' });
    await userEvent.click(pay);

    await waitFor(() => expect(submitted).toHaveLength(1));
    const [form] = submitted;
    expect(form.action).toBe('http://localhost/api/sandbox-gateway/_payment');
    expect(form.method).toBe('post');
    const fields = Object.fromEntries(new FormData(form).entries());
    expect(fields).toMatchObject({ key: 'ASTROSANDBOX', txnid: 'AS1XABCDEF0123', hash: 'a'.repeat(128), amount: '599.00' });
    expect(calls.find((call) => call.path === '/api/payment/service/create')?.body).toEqual({
      service: 'match-making', packageName: 'Detailed Compatibility', inputs: coupleInputs,
    });
    // A failed payment comes back to this page with the same answers; a successful one clears them.
    expect(lastCheckout()).toEqual({ path: matchMakingLink.replace('amount=599', 'amount=1'), draftKey: 'match-detailed' });
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('goes back to the service page and shows the link’s description (the request carries only what the server reads)', async () => {
    const { calls } = mockApi({ 'POST /api/payment/service/create': { status: 201, body: aPayment() } });
    renderPayment(tarotLink);
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/tarot-reading');
    expect(screen.getByText('Three card spread')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹349' }));
    const created = () => calls.filter((call) => call.path === '/api/payment/service/create');
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0].body).toEqual({
      service: 'tarot', packageName: 'Tarot Reading',
      inputs: { name: 'Asha', question: 'Will the new job in Bengaluru suit me?' },
    });
  });

  it(`when the server's payment data has no hash, logs '${INVALID_PAYMENT_DATA}', posts nothing and returns to idle`, async () => {
    mockApi({ 'POST /api/payment/service/create': { status: 201, body: aPayment({ hash: '' }) } });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPayment(matchMakingLink);

    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹599' }));

    await waitFor(() => expect(logged).toHaveBeenCalledWith(INVALID_PAYMENT_DATA, expect.any(Error)));
    expect(submitted).toHaveLength(0);
    expect(await screen.findByRole('button', { name: 'Pay ₹599' })).toBeEnabled();
  });

  it('when the server refuses the payment, shows why and lets the customer try again', async () => {
    mockApi({
      'POST /api/payment/service/create': { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'This service package is not available' } } },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPayment(matchMakingLink);

    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹599' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Payment Failed')).toBeInTheDocument();
    expect(within(alert).getByText('This service package is not available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹599' })).toBeEnabled();
  });

  it('when the server answers no reference price, shows the price alone; when it answers one, strikes it through with the saving', async () => {
    // docs/orders.md#prices: a struck-through price only from GET /api/catalogue/prices.
    const { callsTo } = mockApi({ 'GET /api/catalogue/prices': { status: 200, body: { items: [{ key: 'divination-tarot', price: 34_900 }] } } });
    const { unmount } = renderPayment(tarotLink);
    expect(await screen.findByRole('button', { name: 'Pay ₹349' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', '/api/catalogue/prices')).toHaveLength(1));
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
    unmount();

    mockApi({ 'GET /api/catalogue/prices': { status: 200, body: { items: [{ key: 'divination-tarot', price: 34_900, referencePrice: 49_900 }] } } });
    renderPayment(tarotLink);
    expect(await screen.findByRole('deletion')).toHaveTextContent('₹499.00');
    expect(screen.getByText('30% off')).toBeInTheDocument();
  });

  it('when the link names a package that is not on sale, says so and offers no pay button', async () => {
    mockApi({});
    renderPayment('/payment?service=tarot&packageName=Free%20Reading&amount=1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This service package is not available');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });
});

describe('/payment in wallet top-up mode', () => {
  it('tops up what the wallet is missing for the package (15 minutes cost 14 minutes’ worth), and says the server books it once paid', async () => {
    const { calls } = mockApi({
      'GET /api/astrologers/1': { status: 200, body: rajesh },
      'GET /api/auth/user': { status: 200, body: aCustomer({ balance: 20_000 }) },
      'POST /api/payment/wallet/create': { status: 201, body: aPayment({ amount: '290.00' }) },
    });
    renderPayment(walletLink);

    expect(await screen.findByText('Pandit Rajesh Sharma')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/packages/1');
    expect(screen.getAllByText('₹490.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('status')).toHaveTextContent('Add ₹290.00 and your 15-minute consultation with Pandit Rajesh Sharma is booked as soon as the payment is confirmed');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹290.00' }));

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(calls.find((call) => call.path === '/api/payment/wallet/create')?.body).toMatchObject({ astrologerId: 1, duration: 15 });
  });

  it('a call package (?channel=call) is priced at the call rate and the top-up request carries the channel', async () => {
    const { calls } = mockApi({
      'GET /api/astrologers/1': { status: 200, body: { ...rajesh, takesCalls: true, callRatePerMinute: 40 } },
      'GET /api/auth/user': { status: 200, body: aCustomer({ balance: 20_000 }) },
      'POST /api/payment/wallet/create': { status: 201, body: aPayment({ amount: '360.00' }) },
    });
    renderPayment('/payment?astrologer=1&duration=15&price=56000&channel=call');

    expect(await screen.findByText('Call rate per minute')).toBeInTheDocument();
    expect(screen.getAllByText('₹560.00').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹360.00' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(calls.find((call) => call.path === '/api/payment/wallet/create')?.body).toEqual({ astrologerId: 1, duration: 15, channel: 'call' });
  });

  it('when the wallet already covers the package, books it from the wallet and goes to its chat', async () => {
    const { calls } = mockApi({
      'GET /api/astrologers/1': { status: 200, body: rajesh },
      'GET /api/auth/user': { status: 200, body: aCustomer({ balance: 100_000 }) },
      'POST /api/consultations': { status: 201, body: aConsultation({ id: 51, status: 'active', duration: 15, cost: 49_000 }) },
    });
    renderPayment(walletLink);

    await userEvent.click(await screen.findByRole('button', { name: 'Book from wallet' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('at /chat/51'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([['/api/consultations', { astrologerId: 1, duration: 15 }]]);
  });

  it('when the astrologer does not exist, says Astrologer Not Found', async () => {
    mockApi({ 'GET /api/auth/user': { status: 200, body: aCustomer() } });
    renderPayment('/payment?astrologer=99&duration=15&price=52500');
    expect(await screen.findByRole('alert')).toHaveTextContent('Astrologer Not Found');
  });
});
