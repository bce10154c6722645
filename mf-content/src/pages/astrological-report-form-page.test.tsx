import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok } from '@astrosetu/web-core/testing';
import { readPurchaseDraft } from '@astrosetu/web-core';
import { chooseLanguage } from '@astrosetu/design-system/i18n';
import { EMPTY_REPORT_FORM, REPORT_DRAFT_KEY } from '../features/astrological-report/model/report-form-values';
import { chennaiSearchFixture } from '../shared/test/fixtures/engine-fixtures';
import { aUser, currentLocation, renderRoute } from '../shared/test/render-route';

jest.setTimeout(60_000);

const paymentAnswer = {
  paymentUrl: 'http://localhost:3000/api/payment/sandbox/checkout',
  txnid: 'TXN123',
  amount: 39900,
  paymentData: {
    key: 'sandbox-key',
    txnid: 'TXN123',
    amount: '399.00',
    productinfo: 'Comprehensive Report - astrological report',
    firstname: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    surl: 'http://localhost:4200/api/payment/callback/success',
    furl: 'http://localhost:4200/api/payment/callback/failure',
    hash: 'abc123',
    udf1: '',
    udf2: '',
    udf3: '',
    udf4: '',
    udf5: '',
  },
};

/** Pastes a value, as one change: typing letter by letter is slow in jsdom and tests nothing more here. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText(/^Full name/), 'Asha Rao');
  await fill(user, screen.getByLabelText(/^Email/), 'asha@example.com');
  await fill(user, screen.getByLabelText(/^Phone/), '9876543210');
  await user.click(screen.getByRole('combobox', { name: /^Gender/ }));
  await user.click(screen.getByRole('option', { name: 'Female' }));
  await user.type(screen.getByLabelText(/^Birth date/), '1990-05-15');
  await user.type(screen.getByLabelText(/^Birth time/), '06:30');
  await user.type(screen.getByRole('combobox', { name: /^Birth place/ }), 'Chennai');
}

describe('/astrological-report-form', () => {
  let submitted: HTMLFormElement[];
  beforeEach(() => {
    localStorage.clear();
    submitted = [];
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the validation messages for an empty form', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderRoute('/astrological-report-form', { user: aUser() });
    await user.click(await screen.findByRole('button', { name: /Proceed to Payment/ }));
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Phone number must be at least 10 digits',
      'Please select your gender',
      'Birth date is required',
      'Birth time is required',
      'Birth place is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('explains a too-short name, a bad email and a short phone number', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderRoute('/astrological-report-form', { user: aUser() });
    await fill(user, await screen.findByLabelText(/^Full name/), 'A');
    await fill(user, screen.getByLabelText(/^Email/), 'asha@');
    await fill(user, screen.getByLabelText(/^Phone/), '98765');
    await user.tab();
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be at least 10 digits')).toBeInTheDocument();
  });

  it('fills latitude, longitude and time zone from the first place found once 3 letters are typed, then pays through the gateway form', async () => {
    const server = mockApi({
      'GET /api/locations/search': (request) => ok((request.params.q ?? '').length >= 3 ? chennaiSearchFixture.locations : []),
      'POST /api/payment/astrological-report/create': { status: 201, body: paymentAnswer },
    });
    const user = userEvent.setup();
    renderRoute('/astrological-report-form', { user: aUser() });
    await screen.findByLabelText(/^Full name/);
    await fillValidForm(user);

    await waitFor(() => expect(screen.getByLabelText(/^Latitude/)).toHaveValue('13.08784'));
    expect(screen.getByLabelText(/^Longitude/)).toHaveValue('80.27847');
    expect(screen.getByLabelText(/^Time zone/)).toHaveValue('Asia/Kolkata');
    const searches = server.callsTo('GET', '/api/locations/search').map((request) => request.params.q);
    expect(searches.every((text) => text!.length >= 3)).toBe(true);

    await user.click(screen.getByRole('radio', { name: /^Premium report/ }));
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment (₹599)' }));

    await waitFor(() => expect(submitted).toHaveLength(1));
    const request = server.callsTo('POST', '/api/payment/astrological-report/create')[0].body as { reportType: string; formData: Record<string, string> };
    // The form as an object and the tier: the server prices it from its catalogue (no amount or name is sent).
    expect(Object.keys(request).sort()).toEqual(['formData', 'reportType']);
    expect(request.reportType).toBe('premium');
    expect(request.formData).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      gender: 'female',
      birthDate: '1990-05-15',
      birthTime: '06:30',
      birthPlace: 'Chennai',
      latitude: '13.08784',
      timezone: 'Asia/Kolkata',
      reportType: 'premium',
    });
    const form = submitted[0];
    expect(form.method).toBe('post');
    expect(form.action).toBe(paymentAnswer.paymentUrl);
    const fields = Object.fromEntries(Array.from(form.querySelectorAll('input')).map((input) => [input.name, input.value]));
    expect(fields).toMatchObject({ key: 'sandbox-key', txnid: 'TXN123', hash: 'abc123', amount: '399.00' });
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('shows the error toast and lets the visitor try again when the order fails', async () => {
    mockApi({
      'GET /api/locations/search': ok(chennaiSearchFixture.locations),
      'POST /api/payment/astrological-report/create': { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderRoute('/astrological-report-form', { user: aUser() });
    await screen.findByLabelText(/^Full name/);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: /Proceed to Payment/ }));
    expect(await screen.findByText('There was an error processing your request. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Proceed to Payment/ })).toBeEnabled();
    expect(submitted).toHaveLength(0);
  });

  it('asks for questions only with Premium (the tier whose questions an astrologer answers) and sends none with another tier', async () => {
    const server = mockApi({
      'GET /api/locations/search': (request) => ok((request.params.q ?? '').length >= 3 ? chennaiSearchFixture.locations : []),
      'POST /api/payment/astrological-report/create': { status: 201, body: paymentAnswer },
    });
    const user = userEvent.setup();
    renderRoute('/astrological-report-form', { user: aUser() });
    await screen.findByLabelText(/^Full name/);
    // Comprehensive is chosen by default: no box, and a line says questions come with Premium.
    expect(screen.queryByLabelText(/^Questions for the astrologer/)).not.toBeInTheDocument();
    expect(screen.getByText('Questions for an astrologer come with the Premium report: choose Premium above to ask them.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Basic report/ }));
    expect(screen.queryByLabelText(/^Questions for the astrologer/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^Premium report/ }));
    await fill(user, await screen.findByLabelText(/^Questions for the astrologer/), 'When will I marry?');
    expect(screen.getByText('An astrologer answers them in your Premium report, within 48 hours of payment.')).toBeInTheDocument();

    // Changing to Comprehensive hides the box and the questions are not sent.
    await user.click(screen.getByRole('radio', { name: /^Comprehensive report/ }));
    expect(screen.queryByLabelText(/^Questions for the astrologer/)).not.toBeInTheDocument();
    await fillValidForm(user);
    await waitFor(() => expect(screen.getByLabelText(/^Latitude/)).toHaveValue('13.08784'));
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment (₹399)' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    const request = server.callsTo('POST', '/api/payment/astrological-report/create')[0].body as { reportType: string; formData: Record<string, string> };
    expect(request.reportType).toBe('comprehensive');
    expect(request.formData).not.toHaveProperty('questions');
  });

  it('says what the chosen report delivers and by when', async () => {
    mockApi({ 'GET /api/locations/search': ok([]) });
    renderRoute('/astrological-report-form', { user: aUser() });
    expect(await screen.findByText(/A personalised PDF report of at least 25 pages/)).toHaveTextContent(/You receive: .* Ready within an hour of payment\./);
  });

  it('sends a guest to sign in first and keeps the answers for the way back', async () => {
    mockApi({ 'GET /api/locations/search': ok([]) });
    const user = userEvent.setup();
    renderRoute('/astrological-report-form');
    await screen.findByLabelText(/^Full name/);
    await fillValidForm(user);
    await act(async () => {
      await user.click(screen.getByRole('button', { name: /Proceed to Payment/ }));
    });
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=%2Fastrological-report-form'));
    expect(readPurchaseDraft(REPORT_DRAFT_KEY, EMPTY_REPORT_FORM)).toMatchObject({ name: 'Asha Rao', birthPlace: 'Chennai' });
  });

  it('after signing in (or a reload, or a failed payment) the form comes back with the same answers', async () => {
    mockApi({ 'GET /api/locations/search': ok([]) });
    const user = userEvent.setup();
    const guest = renderRoute('/astrological-report-form');
    await screen.findByLabelText(/^Full name/);
    await fillValidForm(user);
    await act(async () => {
      await user.click(screen.getByRole('button', { name: /Proceed to Payment/ }));
    });
    await waitFor(() => expect(currentLocation()).toMatch(/^\/login/));
    guest.unmount();

    renderRoute('/astrological-report-form', { user: aUser() });
    expect(await screen.findByLabelText(/^Full name/)).toHaveValue('Asha Rao');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('asha@example.com');
    expect(screen.getByRole('combobox', { name: /Birth place/ })).toHaveValue('Chennai');
  });

  it('orders the charts in the style chosen on the form, starting from the language\'s own (issue 36)', async () => {
    const server = mockApi({
      'GET /api/locations/search': (request) => ok((request.params.q ?? '').length >= 3 ? chennaiSearchFixture.locations : []),
      'POST /api/payment/astrological-report/create': { status: 201, body: paymentAnswer },
    });
    const user = userEvent.setup();
    renderRoute('/astrological-report-form', { user: aUser() });
    await screen.findByLabelText(/^Full name/);
    // English readers start with the North Indian chart.
    expect(screen.getByRole('combobox', { name: /^Chart style in the report/ })).toHaveTextContent('North Indian');
    await fillValidForm(user);
    await waitFor(() => expect(screen.getByLabelText(/^Latitude/)).toHaveValue('13.08784'));
    await user.click(screen.getByRole('combobox', { name: /^Chart style in the report/ }));
    await user.click(screen.getByRole('option', { name: 'South Indian' }));
    await user.click(screen.getByRole('button', { name: /^Proceed to Payment/ }));

    await waitFor(() => expect(submitted).toHaveLength(1));
    const request = server.callsTo('POST', '/api/payment/astrological-report/create')[0].body as { formData: Record<string, string> };
    expect(request.formData.chartStyle).toBe('south');
  });

  it('starts a Tamil reader\'s report with the South Indian chart', async () => {
    await act(() => chooseLanguage('ta'));
    try {
      mockApi({});
      renderRoute('/astrological-report-form', { user: aUser() });
      expect(await screen.findByRole('combobox', { name: /^அறிக்கையில் ஜாதகக் கட்ட முறை/ })).toHaveTextContent('தென் இந்திய');
    } finally {
      await act(() => chooseLanguage('en'));
    }
  });
});
