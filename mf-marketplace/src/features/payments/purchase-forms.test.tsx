import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreatePaymentResponse } from '@astrosetu/contracts';
import { readPurchaseDraft } from '@astrosetu/web-core';
import { mockApi } from '@astrosetu/web-core/testing';
import PaymentPage from '../../pages/payment-page';
import { aCustomer, renderPaymentRoute } from './test/render-payment-route';
import { emptyInputValues } from '../../shared/purchase-inputs/model/purchase-input-values';

const payment: CreatePaymentResponse = {
  paymentUrl: 'http://localhost/api/sandbox-gateway/_payment',
  txnid: 'AS1XABCDEF0123',
  amount: 29_900,
  paymentData: {
    key: 'ASTROSANDBOX', txnid: 'AS1XABCDEF0123', amount: '299.00', productinfo: 'x', firstname: 'Asha', email: 'asha@example.com', phone: '',
    surl: 'http://localhost/s', furl: 'http://localhost/f', hash: 'a'.repeat(128), udf1: 'service', udf2: '7', udf3: '', udf4: '', udf5: '',
  },
};

const chennai = {
  id: 1264527, name: 'Chennai', state: 'Tamil Nadu', country: 'India', countryCode: 'IN', latitude: 13.0878, longitude: 80.2785,
  timezone: 'Asia/Kolkata', population: 4328063, display: 'Chennai, Tamil Nadu, India',
};

function renderPayment(path: string) {
  return renderPaymentRoute({ path, user: aCustomer(), routePath: '/payment', element: <PaymentPage /> });
}

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the purchase form before payment', () => {
  it('says what the customer receives and by when, and pays nothing until the details are complete', async () => {
    const { calls } = mockApi({ 'POST /api/payment/service/create': { status: 201, body: payment } });
    renderPayment('/payment?service=tarot&packageName=Tarot%20Reading&amount=349');

    expect(await screen.findByText(/A ten-card Celtic Cross drawn for your question/)).toBeInTheDocument();
    expect(screen.getByText(/Within an hour of payment/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹349' }));

    expect(await screen.findByText('Please write your question (at least 10 characters)')).toBeInTheDocument();
    expect(screen.getByText('Please complete your details above first.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/payment/service/create')).toHaveLength(0);
  });

  it('keeps the answers in this browser as they are typed, and a reload starts from them', async () => {
    mockApi({});
    const first = renderPayment('/payment?service=tarot&packageName=Tarot%20Reading&amount=349');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Meera');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'Should I move to Pune this year?');
    await waitFor(() => expect(readPurchaseDraft('divination-tarot', emptyInputValues('tarot-question'))).toEqual({ name: 'Meera', question: 'Should I move to Pune this year?' }));
    first.unmount();

    renderPayment('/payment?service=tarot&packageName=Tarot%20Reading&amount=349');
    expect(await screen.findByRole('textbox', { name: 'Your name' })).toHaveValue('Meera');
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('Should I move to Pune this year?');
  });

  it('a birth place is chosen from the suggestions and sent with its coordinates', async () => {
    const { calls } = mockApi({
      'GET /api/locations/search': { status: 200, body: { success: true, locations: [chennai] } },
      'POST /api/payment/service/create': { status: 201, body: payment },
    });
    renderPayment('/payment?service=birth-chart&packageName=Birth%20Chart%20Analysis&amount=299');

    await userEvent.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Asha Rao');
    await userEvent.click(screen.getByRole('combobox', { name: 'Gender' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Female' }));
    await userEvent.type(screen.getByLabelText(/Birth date/), '1992-03-14');
    await userEvent.type(screen.getByLabelText(/Birth time/), '06:45');
    await userEvent.type(screen.getByRole('combobox', { name: 'Birth place' }), 'Chen');
    await userEvent.click(await screen.findByRole('option', { name: 'Chennai, Tamil Nadu, India' }));
    expect(await screen.findByText('Place found')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹299' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/payment/service/create')).toBe(true));
    expect(calls.find((call) => call.path === '/api/payment/service/create')?.body).toMatchObject({
      service: 'birth-chart',
      inputs: { person: { name: 'Asha Rao', gender: 'female', birthDate: '1992-03-14', birthTime: '06:45', birthPlace: 'Chennai, Tamil Nadu, India', latitude: 13.0878, longitude: 80.2785, timezone: 'Asia/Kolkata' } },
    });
  });

  it('a place found by its new or local name (Prayagraj) is offered and kept under that name, the GeoNames name after it', async () => {
    const prayagraj = {
      id: 1278994, name: 'Allahābād', state: 'Uttar Pradesh', country: 'India', countryCode: 'IN', latitude: 25.44478, longitude: 81.84322,
      timezone: 'Asia/Kolkata', population: 1073438, matchedName: 'Prayagraj', display: 'Prayagraj (Allahābād), Uttar Pradesh, India',
    };
    const { calls } = mockApi({
      'GET /api/locations/search': { status: 200, body: { success: true, locations: [prayagraj] } },
      'POST /api/payment/service/create': { status: 201, body: payment },
    });
    renderPayment('/payment?service=birth-chart&packageName=Birth%20Chart%20Analysis&amount=299');

    await userEvent.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Asha Rao');
    await userEvent.click(screen.getByRole('combobox', { name: 'Gender' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Female' }));
    await userEvent.type(screen.getByLabelText(/Birth date/), '1992-03-14');
    await userEvent.type(screen.getByLabelText(/Birth time/), '06:45');
    await userEvent.type(screen.getByRole('combobox', { name: 'Birth place' }), 'Prayagraj');
    await userEvent.click(await screen.findByRole('option', { name: 'Prayagraj (Allahābād), Uttar Pradesh, India' }));
    expect(screen.getByRole('combobox', { name: 'Birth place' })).toHaveValue('Prayagraj (Allahābād), Uttar Pradesh, India');

    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹299' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/payment/service/create')).toBe(true));
    expect(calls.find((call) => call.path === '/api/payment/service/create')?.body).toMatchObject({
      inputs: { person: { birthPlace: 'Prayagraj (Allahābād), Uttar Pradesh, India', latitude: 25.44478, longitude: 81.84322, timezone: 'Asia/Kolkata' } },
    });
  });

  it('a birth place typed but not chosen is refused with the schema message', async () => {
    mockApi({ 'GET /api/locations/search': { status: 200, body: { success: true, locations: [] } } });
    renderPayment('/payment?service=remedies&packageName=Remedies&amount=349');
    await userEvent.type(await screen.findByRole('combobox', { name: 'Birth place' }), 'Somewhere');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹349' }));
    expect(await screen.findByText('Birth place is required: choose it from the suggestions')).toBeInTheDocument();
    expect(screen.getByText('Please describe your concern (at least 10 characters)')).toBeInTheDocument();
  });

  it('palm photos are uploaded when chosen and the order carries their stored names', async () => {
    let uploads = 0;
    const { calls } = mockApi({
      'POST /api/uploads/order-image': () => {
        uploads += 1;
        return { status: 201, body: { file: `palm-${uploads}.jpg`, url: `/api/uploads/order-image/palm-${uploads}.jpg`, contentType: 'image/jpeg', size: 4 } };
      },
      'POST /api/payment/service/create': { status: 201, body: payment },
    });
    renderPayment('/payment?service=palmistry&packageName=Palmistry%20Reading&amount=299');

    const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'palm.jpg', { type: 'image/jpeg' });
    await userEvent.upload(await screen.findByLabelText('Upload left palm'), photo());
    await screen.findByText('Uploaded');
    await userEvent.upload(screen.getByLabelText('Upload right palm'), photo());
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(2));
    await userEvent.click(screen.getByRole('combobox', { name: 'Your dominant hand' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Right' }));

    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Pay ₹299' }));
    });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/payment/service/create')).toBe(true));
    expect(calls.find((call) => call.path === '/api/payment/service/create')?.body).toMatchObject({
      inputs: { leftPalm: 'palm-1.jpg', rightPalm: 'palm-2.jpg', dominantHand: 'right' },
    });
  });

  it('refuses a file that is not a photo before uploading it', async () => {
    const { calls } = mockApi({});
    renderPayment('/payment?service=vastu&packageName=Vastu&amount=599');
    await userEvent.upload(await screen.findByLabelText('Upload floor plan'), new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(await screen.findByText('Choose a PNG, JPEG or WebP photo')).toBeInTheDocument();
    // Only the card's price look-up (GET /api/catalogue/prices) went out: nothing was uploaded or paid.
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });
});
