import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aConsultation, aCustomer, anAstrologer } from '../shared/test/fixtures';
import { mockApi, never, type ApiAnswer } from '@astrosetu/web-core/testing';
import { currentLocation, renderRoute } from '../shared/test/render-route';
import PackagesPage from './packages-page';

jest.setTimeout(30_000);

const rajesh = anAstrologer({ id: 1, name: 'Pandit Rajesh Sharma', ratePerMinute: 35, isOnline: true });

function api(overrides: Record<string, ApiAnswer> = {}, balance = 100_000, user = aCustomer({ balance })) {
  return mockApi({
    'GET /api/astrologers/1': { status: 200, body: rajesh },
    'GET /api/auth/user': { status: 200, body: user },
    'GET /api/consultations/active/7': { status: 200, body: null },
    'GET /api/favorites': { status: 200, body: [] },
    'GET /api/astrologers/1/reviews': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 5, rating: 0, reviewCount: 0 } },
    ...overrides,
  });
}

function openPackages(path = '/packages/1', balance = 100_000) {
  return renderRoute({ path, user: aCustomer({ balance }), routePath: '/packages/:astrologerId', element: <PackagesPage /> });
}

const packageCard = (minutes: string) =>
  screen.getByRole('heading', { name: minutes, level: 3 }).closest('.MuiCard-root') as HTMLElement;

describe('/packages/{astrologerId}', () => {
  it('shows the four packages at the server’s prices (15, 30 and 60 minutes cost 14, 25 and 50 minutes’ worth), 15 minutes as Most Popular, with the true savings', async () => {
    api();
    openPackages();
    expect(await screen.findByRole('heading', { name: 'Pandit Rajesh Sharma', level: 1 })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Chat packages' })).getAllByRole('listitem');
    expect(cards).toHaveLength(4);

    expect(within(packageCard('10 min')).getByText('₹350')).toBeInTheDocument();
    expect(within(packageCard('10 min')).queryByText(/^Save/)).not.toBeInTheDocument();
    expect(within(packageCard('15 min')).getByText('₹490')).toBeInTheDocument();
    expect(within(packageCard('15 min')).getByText('Save ₹35')).toBeInTheDocument();
    expect(within(packageCard('15 min')).getByText('Most Popular')).toBeInTheDocument();
    expect(within(packageCard('30 min')).getByText('₹875')).toBeInTheDocument();
    expect(within(packageCard('30 min')).getByText('Save ₹175')).toBeInTheDocument();
    expect(within(packageCard('1 hr')).getByText('₹1,750')).toBeInTheDocument();
    expect(within(packageCard('1 hr')).getByText('Save ₹350')).toBeInTheDocument();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
  });

  it('shows “Your first 3 minutes are free” and the prices without them only when the server says the customer is eligible', async () => {
    api({ 'GET /api/consultations/free-first-minutes': { status: 200, body: { eligible: true, minutes: 3 } } });
    openPackages();
    const note = await screen.findByTestId('free-first-minutes');
    expect(note).toHaveTextContent('Your first 3 minutes are free');
    expect(note).toHaveTextContent('worth ₹105.00');
    // ₹490 for 15 minutes less 3 minutes at ₹35.
    expect(within(packageCard('15 min')).getByText('₹385')).toBeInTheDocument();
    expect(within(packageCard('10 min')).getByText('₹245')).toBeInTheDocument();
  });

  it('shows bonus credit apart from the cash balance, counts it for the minutes, and the recharge packs’ bonus on the top-up buttons', async () => {
    api(
      {
        'GET /api/wallet': { status: 200, body: { balance: 30_000, bonusBalance: 10_000 } },
        'GET /api/recharge-packs': { status: 200, body: [{ id: 1, amount: 100_000, bonusPercent: 10, bonusAmount: 10_000, active: true }] },
      },
      30_000,
    );
    openPackages('/packages/1', 30_000);
    const wallet = (await screen.findByRole('region', { name: 'Wallet balance' })) as HTMLElement;
    expect(await within(wallet).findByTestId('bonus-balance')).toHaveTextContent('+ ₹100.00 bonus credit (spent first, not refundable)');
    // ₹300 cash + ₹100 bonus at ₹35 a minute.
    expect(within(wallet).getByText('Enough for 11 minutes with Pandit Rajesh Sharma')).toBeInTheDocument();
    expect(await within(wallet).findByRole('button', { name: 'Add ₹1,000 +₹100 bonus' })).toBeInTheDocument();
  });

  it('shows no free minutes and the full prices when the server says the customer is not eligible', async () => {
    api({ 'GET /api/consultations/free-first-minutes': { status: 200, body: { eligible: false, minutes: 3 } } });
    openPackages();
    expect(await screen.findByRole('heading', { name: 'Pandit Rajesh Sharma', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(within(packageCard('15 min')).getByText('₹490')).toBeInTheDocument());
    expect(screen.queryByTestId('free-first-minutes')).not.toBeInTheDocument();
  });

  it('shows the fresh wallet balance, and no top-up buttons at ₹500 or more', async () => {
    api({}, 100_000);
    openPackages('/packages/1', 100_000);
    const wallet = (await screen.findByRole('region', { name: 'Wallet balance' })) as HTMLElement;
    await waitFor(() => expect(within(wallet).getByText('₹1,000.00')).toBeInTheDocument());
    expect(within(wallet).getByText('Enough for 28 minutes with Pandit Rajesh Sharma')).toBeInTheDocument();
    expect(within(wallet).queryByRole('button', { name: /^Add ₹/ })).not.toBeInTheDocument();
  });

  it('offers ₹500, ₹1,000 and ₹2,000 top-ups when the balance is below ₹500', async () => {
    api({}, 49_999);
    openPackages('/packages/1', 49_999);
    const wallet = (await screen.findByRole('region', { name: 'Wallet balance' })) as HTMLElement;
    expect(await within(wallet).findByText('₹499.99')).toBeInTheDocument();
    expect(within(wallet).getAllByRole('button').map((button) => button.textContent)).toEqual(['Add ₹500', 'Add ₹1,000', 'Add ₹2,000']);
  });

  it('choosing a package books it from the wallet through the API and opens the chat', async () => {
    const calls = api({
      'POST /api/consultations': { status: 201, body: aConsultation({ id: 50, astrologerId: 1, status: 'active', duration: 15, cost: 49_000 }) },
    });
    openPackages();
    await screen.findByRole('heading', { name: 'Pandit Rajesh Sharma', level: 1 });
    await waitFor(() => expect(within(packageCard('15 min')).getByRole('button', { name: 'Buy & Start Chat' })).toBeEnabled());
    await userEvent.click(within(packageCard('15 min')).getByRole('button', { name: 'Buy & Start Chat' }));
    await waitFor(() => expect(currentLocation()).toBe('/chat'));
    expect(calls.callsTo('POST', '/api/consultations')).toHaveLength(1);
    expect(calls.callsTo('POST', '/api/consultations')[0]?.body).toEqual({ astrologerId: 1, duration: 15 });
    // The navigation bar's balance is refreshed after the debit.
    await waitFor(() => expect(calls.callsTo('GET', '/api/auth/user').length).toBeGreaterThanOrEqual(2));
  });

  it('asks a customer who has not verified their account for the e-mail code and an SMS code first, then books', async () => {
    let account = aCustomer({ balance: 100_000, emailVerified: false, phoneVerified: false, phone: '+919845000000' });
    const calls = api({
      'GET /api/auth/user': () => ({ status: 200, body: account }),
      'POST /api/verification/email/confirm': ({ body }) => {
        if ((body as { code: string }).code !== '482913') {
          return { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'That code is not right. Please check it and try again.', details: { attemptsLeft: 4 } } } };
        }
        account = { ...account, emailVerified: true };
        return { status: 200, body: account };
      },
      'POST /api/verification/phone/send': { status: 200, body: { channel: 'phone', sentTo: '+91 ••••• •7002', expiresAt: '2026-12-06T10:10:00.000Z', resendAfterSeconds: 30 } },
      'POST /api/verification/phone/confirm': () => {
        account = { ...account, phone: '+919845077002', phoneVerified: true };
        return { status: 200, body: account };
      },
      'POST /api/consultations': { status: 201, body: aConsultation({ id: 50, astrologerId: 1, status: 'active', duration: 15, cost: 49_000 }) },
    });
    renderRoute({ path: '/packages/1', user: account, routePath: '/packages/:astrologerId', element: <PackagesPage /> });
    await screen.findByRole('heading', { name: 'Pandit Rajesh Sharma', level: 1 });
    await waitFor(() => expect(within(packageCard('15 min')).getByRole('button', { name: 'Buy & Start Chat' })).toBeEnabled());
    await userEvent.click(within(packageCard('15 min')).getByRole('button', { name: 'Buy & Start Chat' }));

    const dialog = await screen.findByRole('dialog', { name: 'Verify your account' });
    expect(dialog).toHaveTextContent('We sent a 6-digit code to asha@example.com when you signed up.');
    await userEvent.type(within(dialog).getByLabelText('Verification code'), '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify e-mail' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That code is not right. Please check it and try again. 4 tries left on this code.');
    await userEvent.clear(within(dialog).getByLabelText('Verification code'));
    await userEvent.type(within(dialog).getByLabelText('Verification code'), '482913');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify e-mail' }));

    const phone = await within(dialog).findByLabelText('Mobile number');
    expect(phone).toHaveValue('+919845000000');
    await userEvent.clear(phone);
    await userEvent.type(phone, '98450 77002');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code by SMS' }));
    expect(await within(dialog).findByText('Enter the 6-digit code we sent by SMS to +91 ••••• •7002. It works for 10 minutes.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Verification code'), '135790');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify number' }));

    await waitFor(() => expect(currentLocation()).toBe('/chat'));
    expect(calls.callsTo('POST', '/api/verification/phone/confirm')[0]?.body).toEqual({ phone: '98450 77002', code: '135790' });
    expect(calls.callsTo('POST', '/api/consultations')).toHaveLength(1);
  });

  it('books nothing while the customer has not verified, and a mistyped number is answered before anything is sent', async () => {
    const account = aCustomer({ emailVerified: true, phoneVerified: false });
    const calls = api({ 'GET /api/auth/user': { status: 200, body: account } }, account.balance, account);
    renderRoute({ path: '/packages/1', user: account, routePath: '/packages/:astrologerId', element: <PackagesPage /> });
    await screen.findByRole('heading', { name: 'Pandit Rajesh Sharma', level: 1 });
    await waitFor(() => expect(within(packageCard('10 min')).getByRole('button', { name: 'Buy & Start Chat' })).toBeEnabled());
    await userEvent.click(within(packageCard('10 min')).getByRole('button', { name: 'Buy & Start Chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your account' });
    const phone = within(dialog).getByLabelText('Mobile number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+44 20 7946 0958');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code by SMS' }));
    expect(await within(dialog).findByText('Enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify your account' })).not.toBeInTheDocument());
    expect(calls.callsTo('POST', '/api/verification/phone/send')).toHaveLength(0);
    expect(calls.callsTo('POST', '/api/consultations')).toHaveLength(0);
    expect(currentLocation()).toBe('/packages/1');
  });

  it('sends the profile’s birth details with the booking when they are complete', async () => {
    const customer = aCustomer({ dateOfBirth: '1990-08-15', timeOfBirth: '06:30', placeOfBirth: 'Pune' });
    const calls = api({ 'POST /api/consultations': { status: 201, body: aConsultation({ id: 50, status: 'active' }) } }, customer.balance, customer);
    renderRoute({
      path: '/packages/1',
      user: customer,
      routePath: '/packages/:astrologerId',
      element: <PackagesPage />,
    });
    await screen.findByRole('heading', { name: 'Pandit Rajesh Sharma', level: 1 });
    await waitFor(() => expect(within(packageCard('10 min')).getByRole('button', { name: 'Buy & Start Chat' })).toBeEnabled());
    await userEvent.click(within(packageCard('10 min')).getByRole('button', { name: 'Buy & Start Chat' }));
    await waitFor(() => expect(currentLocation()).toBe('/chat'));
    expect(calls.callsTo('POST', '/api/consultations')[0]?.body).toEqual({
      astrologerId: 1,
      duration: 10,
      userDetails: { name: 'Asha Rao', dateOfBirth: '1990-08-15', timeOfBirth: '06:30', placeOfBirth: 'Pune' },
    });
  });

  it('with too small a balance, offers a top-up of the difference and books nothing', async () => {
    const calls = api({}, 30_000);
    openPackages('/packages/1', 30_000);
    await screen.findByRole('heading', { name: 'Pandit Rajesh Sharma', level: 1 });
    await waitFor(() => expect(within(packageCard('15 min')).getByRole('button', { name: 'Buy & Start Chat' })).toBeEnabled());
    await userEvent.click(within(packageCard('15 min')).getByRole('button', { name: 'Buy & Start Chat' }));

    const dialog = await screen.findByRole('dialog', { name: 'Top up to book this package' });
    expect(dialog).toHaveTextContent('Nothing has been booked or charged');
    expect(within(dialog).getByText('₹490.00')).toBeInTheDocument();
    expect(within(dialog).getByText('₹300.00')).toBeInTheDocument();
    expect(within(dialog).getByText('₹190.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add ₹190 and book' })).toHaveAttribute('href', '/payment?astrologer=1&duration=15&price=49000');
    expect(within(dialog).getAllByRole('button', { name: /^Add ₹/ }).map((button) => button.textContent)).toEqual(['Add ₹500', 'Add ₹1,000', 'Add ₹2,000']);
    expect(calls.callsTo('POST', '/api/consultations')).toHaveLength(0);
    expect(currentLocation()).toBe('/packages/1');
  });

  it('when the server says the wallet is short (402, spent in another tab), offers the top-up and stays', async () => {
    api({
      'POST /api/consultations': {
        status: 402,
        body: { error: { code: 'INSUFFICIENT_BALANCE', message: 'Insufficient wallet balance', details: { required: 49_000, balance: 40_000 } } },
      },
    });
    openPackages();
    await screen.findByRole('heading', { name: 'Pandit Rajesh Sharma', level: 1 });
    await waitFor(() => expect(within(packageCard('15 min')).getByRole('button', { name: 'Buy & Start Chat' })).toBeEnabled());
    await userEvent.click(within(packageCard('15 min')).getByRole('button', { name: 'Buy & Start Chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Top up to book this package' });
    expect(within(dialog).getByText('₹400.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add ₹90 and book' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/packages/1');
  });

  it('a session already running with this astrologer (409) goes back to the chat', async () => {
    api({
      'POST /api/consultations': { status: 409, body: { error: { code: 'CONFLICT', message: 'You already have an active consultation with this astrologer' } } },
    });
    openPackages();
    await screen.findByRole('heading', { name: 'Pandit Rajesh Sharma', level: 1 });
    await waitFor(() => expect(within(packageCard('10 min')).getByRole('button', { name: 'Buy & Start Chat' })).toBeEnabled());
    await userEvent.click(within(packageCard('10 min')).getByRole('button', { name: 'Buy & Start Chat' }));
    await waitFor(() => expect(currentLocation()).toBe('/chat'));
  });

  it('a booking past the monthly spending limit (422 SPENDING_CAP_REACHED) shows the server’s words and stays', async () => {
    const message = 'This would pass your monthly spending limit of ₹500.00: you have spent ₹400.00 this month, ₹100.00 is left and this costs ₹350.00. You can change the limit on your profile.';
    api({ 'POST /api/consultations': { status: 422, body: { error: { code: 'SPENDING_CAP_REACHED', message } } } });
    openPackages();
    await screen.findByRole('heading', { name: 'Pandit Rajesh Sharma', level: 1 });
    await waitFor(() => expect(within(packageCard('10 min')).getByRole('button', { name: 'Buy & Start Chat' })).toBeEnabled());
    await userEvent.click(within(packageCard('10 min')).getByRole('button', { name: 'Buy & Start Chat' }));
    expect(await screen.findByText('Monthly spending limit reached')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(currentLocation()).toBe('/packages/1');
  });

  it('a failed booking says so and stays', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api({ 'POST /api/consultations': { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side' } } } });
    openPackages();
    await screen.findByRole('heading', { name: 'Pandit Rajesh Sharma', level: 1 });
    await waitFor(() => expect(within(packageCard('10 min')).getByRole('button', { name: 'Buy & Start Chat' })).toBeEnabled());
    await userEvent.click(within(packageCard('10 min')).getByRole('button', { name: 'Buy & Start Chat' }));
    expect(await screen.findByText('Failed to create consultation. Please try again.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/packages/1');
    error.mockRestore();
  });

  it('an offline astrologer’s packages cannot be bought', async () => {
    api({ 'GET /api/astrologers/1': { status: 200, body: { ...rajesh, isOnline: false } } });
    openPackages();
    expect(await screen.findByText(/is offline right now/)).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: 'Buy & Start Chat' })) expect(button).toBeDisabled();
  });

  it('warns that buying here ends a live session with another astrologer', async () => {
    api({ 'GET /api/consultations/active/7': { status: 200, body: aConsultation({ astrologerId: 2, astrologer: { id: 2, name: 'Dr. Meenakshi Iyer', image: '' }, status: 'active' }) } });
    openPackages();
    expect(await screen.findByText('You are in a live consultation with Dr. Meenakshi Iyer. Buying a package here ends it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resume chat' })).toHaveAttribute('href', '/chat');
  });

  it('saves the astrologer to favorites', async () => {
    let saved = false;
    const favorite = {
      id: 3,
      astrologerId: 1,
      astrologer: { id: 1, name: rajesh.name, image: '', rating: 4.8, experience: 18, ratePerMinute: 35, isOnline: true, specializations: [] },
      createdAt: '2025-01-01T00:00:00.000Z',
    };
    const calls = api({
      'GET /api/favorites': () => ({ status: 200, body: saved ? [favorite] : [] }),
      'POST /api/favorites': () => {
        saved = true;
        return { status: 201, body: favorite };
      },
    });
    openPackages();
    const save = await screen.findByRole('button', { name: 'Save to favorites' });
    await waitFor(() => expect(save).toBeEnabled());
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    expect(await screen.findByRole('button', { name: 'Saved to favorites' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.callsTo('POST', '/api/favorites')[0]?.body).toEqual({ astrologerId: 1 });
  });

  it('Astrologer Not Found with a way back to the astrologers', async () => {
    api({ 'GET /api/astrologers/1': { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Astrologer not found' } } } });
    openPackages();
    expect(await screen.findByRole('heading', { name: 'Astrologer Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Astrologers' })).toHaveAttribute('href', '/astrologers');
  });

  it('shows skeletons while the astrologer loads', () => {
    api({ 'GET /api/astrologers/1': never });
    openPackages();
    expect(screen.getByText('Loading packages')).toBeInTheDocument();
  });

  it('shows the reviews of completed sessions with the astrologer’s public reply', async () => {
    api({
      'GET /api/astrologers/1/reviews': {
        status: 200,
        body: {
          items: [
            { id: 3, consultationId: 31, astrologerId: 1, customerName: 'Asha', rating: 5, review: 'Spot on about my job change', reply: 'Thank you, Asha. All the best.', repliedAt: '2026-01-02T10:00:00.000Z', createdAt: '2026-01-01T10:00:00.000Z' },
            { id: 2, consultationId: 30, astrologerId: 1, customerName: 'Ravi', rating: 3, createdAt: '2025-12-20T10:00:00.000Z' },
          ],
          total: 2,
          page: 1,
          pageSize: 5,
          rating: 4,
          reviewCount: 2,
        },
      },
    });
    openPackages();
    const reviews = await screen.findByRole('list', { name: 'Reviews of Pandit Rajesh Sharma' });
    const asha = within(reviews).getByRole('listitem', { name: 'Review by Asha' });
    expect(asha).toHaveTextContent('Spot on about my job change');
    expect(asha).toHaveTextContent('Reply from Pandit Rajesh Sharma');
    expect(asha).toHaveTextContent('Thank you, Asha. All the best.');
    expect(within(reviews).getByRole('listitem', { name: 'Review by Ravi' })).not.toHaveTextContent('Reply from');
    expect(screen.getByText('(2 reviews)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('books nothing from an old ?auto_book link (the server books a paid package itself)', async () => {
    const calls = api();
    openPackages('/packages/1?auto_book=true&duration=15&price=49000');
    await screen.findByRole('heading', { name: 'Pandit Rajesh Sharma', level: 1 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(calls.callsTo('POST', '/api/consultations')).toHaveLength(0);
    expect(currentLocation()).toMatch(/^\/packages\/1/);
  });
});

describe('/packages/{astrologerId} for a call', () => {
  const callingRajesh = { ...rajesh, takesCalls: true, callRatePerMinute: 40 };

  it('offers no channel choice when the astrologer takes no calls (Chat only, as before)', async () => {
    api();
    openPackages();
    await screen.findByRole('heading', { name: 'Pandit Rajesh Sharma', level: 1 });
    expect(screen.queryByRole('radio', { name: /Call/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Ways to consult' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('choosing Call shows the call prices and says calls are not recorded; the booking sends channel call and opens the same room', async () => {
    const calls = api({
      'GET /api/astrologers/1': { status: 200, body: callingRajesh },
      'POST /api/consultations': { status: 201, body: aConsultation({ id: 52, astrologerId: 1, status: 'active', duration: 15, cost: 56_000 }) },
    });
    openPackages();
    await screen.findByRole('heading', { name: 'Pandit Rajesh Sharma', level: 1 });
    expect(screen.getByRole('radio', { name: 'Chat ₹35/min' })).toBeChecked();
    expect(screen.queryByText(/Calls are not recorded/)).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Choose your chat package', level: 2 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Call ₹40/min' }));
    expect(screen.getByText(/Calls are not recorded/)).toBeInTheDocument();
    // The page speaks of a call, its ring and its refunds, not of a chat.
    expect(screen.getByRole('heading', { name: 'Choose your call package', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/A call that is not answered or does not connect is refunded in full/)).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Call packages' });
    // 15 minutes cost 14 minutes' worth at the call rate.
    expect(within(packageCard('15 min')).getByText('₹560')).toBeInTheDocument();
    expect(within(packageCard('10 min')).getByText('₹400')).toBeInTheDocument();
    expect(within(grid).getAllByRole('listitem')).toHaveLength(4);

    await waitFor(() => expect(within(packageCard('15 min')).getByRole('button', { name: 'Buy & Start Call' })).toBeEnabled());
    await userEvent.click(within(packageCard('15 min')).getByRole('button', { name: 'Buy & Start Call' }));
    await waitFor(() => expect(currentLocation()).toBe('/chat'));
    expect(calls.callsTo('POST', '/api/consultations')[0]?.body).toEqual({ astrologerId: 1, duration: 15, channel: 'call' });
  });

  it('a call with too small a balance offers the top-up of the call price, and "Add ₹X and book" carries the channel', async () => {
    const calls = api({ 'GET /api/astrologers/1': { status: 200, body: callingRajesh } }, 30_000);
    openPackages('/packages/1', 30_000);
    await screen.findByRole('heading', { name: 'Pandit Rajesh Sharma', level: 1 });
    await userEvent.click(screen.getByRole('radio', { name: 'Call ₹40/min' }));
    await waitFor(() => expect(within(packageCard('15 min')).getByRole('button', { name: 'Buy & Start Call' })).toBeEnabled());
    await userEvent.click(within(packageCard('15 min')).getByRole('button', { name: 'Buy & Start Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Top up to book this package' });
    expect(within(dialog).getByText('₹560.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add ₹260 and book' })).toHaveAttribute('href', '/payment?astrologer=1&duration=15&price=56000&channel=call');
    expect(calls.callsTo('POST', '/api/consultations')).toHaveLength(0);
  });

  it('a call refused because the astrologer has just stopped taking calls (409) shows the server’s words and stays', async () => {
    const message = 'Pandit Rajesh Sharma does not take calls. You can book a chat instead.';
    api({
      'GET /api/astrologers/1': { status: 200, body: callingRajesh },
      'POST /api/consultations': { status: 409, body: { error: { code: 'CONFLICT', message } } },
    });
    openPackages();
    await screen.findByRole('heading', { name: 'Pandit Rajesh Sharma', level: 1 });
    await userEvent.click(screen.getByRole('radio', { name: 'Call ₹40/min' }));
    await waitFor(() => expect(within(packageCard('10 min')).getByRole('button', { name: 'Buy & Start Call' })).toBeEnabled());
    await userEvent.click(within(packageCard('10 min')).getByRole('button', { name: 'Buy & Start Call' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(currentLocation()).toBe('/packages/1');
  });

  it('the free first minutes come off a call at the call rate', async () => {
    api({
      'GET /api/astrologers/1': { status: 200, body: callingRajesh },
      'GET /api/consultations/free-first-minutes': { status: 200, body: { eligible: true, minutes: 3 } },
    });
    openPackages('/packages/1?channel=call');
    await screen.findByTestId('free-first-minutes');
    expect(screen.getByRole('radio', { name: 'Call ₹40/min' })).toBeChecked();
    // ₹560 for 15 minutes less 3 minutes at ₹40.
    expect(within(packageCard('15 min')).getByText('₹440')).toBeInTheDocument();
  });
});

describe('/packages (wallet)', () => {
  it('shows the balance, the top-up buttons and the way to pick an astrologer', async () => {
    mockApi({
      'GET /api/auth/user': { status: 200, body: aCustomer({ balance: 250_000 }) },
      'GET /api/consultations/active/7': { status: 200, body: null },
      'GET /api/astrologers': { status: 200, body: [rajesh, anAstrologer({ ratePerMinute: 15 })] },
    });
    renderRoute({ path: '/packages', user: aCustomer({ balance: 250_000 }), routePath: '/packages', element: <PackagesPage /> });
    const wallet = (await screen.findByRole('region', { name: 'Wallet balance' })) as HTMLElement;
    expect(await within(wallet).findByText('₹2,500.00')).toBeInTheDocument();
    expect(within(wallet).getAllByRole('button').map((button) => button.textContent)).toEqual(['Add ₹500', 'Add ₹1,000', 'Add ₹2,000']);
    expect(screen.getByRole('link', { name: 'Pick an astrologer' })).toHaveAttribute('href', '/astrologers?online=true');
    expect(await screen.findByText(/Packages start from ₹150 for 10 minutes/)).toBeInTheDocument();
  });
});
