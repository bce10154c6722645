import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetail, OrderSummary } from '@astrosetu/contracts';
import { chooseLanguage } from '@astrosetu/design-system/i18n';
import { mockApi, ok } from '@astrosetu/web-core/testing';
import OrderPage from '../../pages/order-page';
import ProfilePage from '../../pages/profile-page';
import { aCustomer } from '../../shared/test/fixtures';
import { renderRoute } from '../../shared/test/render-route';

jest.setTimeout(40_000);

const palmistry: OrderSummary = {
  txnid: 'AS7XPALM01',
  kind: 'service',
  status: 'paid',
  amount: 29_900,
  productinfo: 'Palmistry Reading',
  createdAt: '2026-11-20T05:00:00.000Z',
  service: 'palmistry',
  packageName: 'Palmistry Reading',
  item: { key: 'divination-palmistry', mode: 'astrologer', input: 'palm-photos', receives: 'An astrologer reads the photos of your palms.' },
  fulfilment: {
    status: 'delivered',
    dueBy: '2026-11-22T05:00:00.000Z',
    deliveredAt: '2026-11-21T09:30:00.000Z',
    deliverable: {
      title: 'Palmistry Reading',
      answer: { astrologerName: 'Pandit Rajesh Sharma', markdown: '## Heart line\n\nLong and **clear**.<script>alert(1)</script>', answeredAt: '2026-11-21T09:30:00.000Z' },
    },
  },
  receipt: { kind: 'tax-invoice', invoiceNumber: 'AS-2026-000042', downloadUrl: '/api/payment/orders/AS7XPALM01/receipt' },
};
const tarot: OrderSummary = {
  txnid: 'AS7XTAROT2', kind: 'service', status: 'paid', amount: 34_900, productinfo: 'Tarot Reading', createdAt: '2026-11-22T05:00:00.000Z',
  service: 'tarot', packageName: 'Tarot Reading',
  item: { key: 'divination-tarot', mode: 'automatic', input: 'tarot-question', receives: 'A ten-card Celtic Cross.' },
  fulfilment: { status: 'awaiting-details' },
  receipt: { kind: 'tax-invoice', invoiceNumber: 'AS-2026-000043', downloadUrl: '/api/payment/orders/AS7XTAROT2/receipt' },
};
const refunded: OrderSummary = {
  ...palmistry, txnid: 'AS7XVASTU3', productinfo: 'Vastu', packageName: 'Vastu',
  fulfilment: { status: 'refunded', refundedAt: '2026-11-23T05:00:00.000Z', refundReason: 'not delivered by its due time' },
};
const inProgress: OrderSummary = { ...palmistry, txnid: 'AS7XMATCH4', packageName: 'Basic Match Analysis', fulfilment: { status: 'in-progress', dueBy: '2026-11-24T06:30:00.000Z' } };

function openPurchases() {
  return renderRoute({ path: '/profile?tab=purchases', user: aCustomer(), routePath: '/profile', element: <ProfilePage /> });
}

describe('Purchases tab', () => {
  it('lists each order with its amount, payment and delivery status, due / delivered / refunded time and actions', async () => {
    const api = mockApi({
      'GET /api/notifications': ok([]),
      'GET /api/payment/orders': ok({ items: [tarot, palmistry, refunded, inProgress], total: 4, page: 1, pageSize: 10 }),
    });
    openPurchases();

    const list = await screen.findByRole('list', { name: 'Your purchases' });
    const lines = within(list).getAllByRole('listitem');
    expect(lines).toHaveLength(4);
    expect(within(lines[0]).getByRole('heading', { name: 'Tarot Reading' })).toBeInTheDocument();
    expect(within(lines[0]).getByText('Needs your details')).toBeInTheDocument();
    expect(within(lines[0]).getByRole('link', { name: 'Add details Tarot Reading' })).toHaveAttribute('href', '/purchases/AS7XTAROT2');
    expect(within(lines[1]).getByText('₹299.00')).toBeInTheDocument();
    expect(within(lines[1]).getByText('Paid')).toBeInTheDocument();
    expect(within(lines[1]).getByText('Delivered on November 21, 2026, 3:00 PM')).toBeInTheDocument();
    expect(within(lines[1]).getByRole('link', { name: 'View order Palmistry Reading' })).toHaveAttribute('href', '/purchases/AS7XPALM01');
    expect(within(lines[2]).getByText('Refunded to your wallet on November 23, 2026, 10:30 AM: not delivered by its due time')).toBeInTheDocument();
    expect(within(lines[3]).getByText('Due by November 24, 2026, 12:00 PM')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/payment/orders')[0].params).toEqual({ page: '1', pageSize: '10' });
  });

  it('downloads the receipt with the session', async () => {
    const api = mockApi({
      'GET /api/notifications': ok([]),
      'GET /api/payment/orders': ok({ items: [palmistry], total: 1, page: 1, pageSize: 10 }),
      'GET /api/payment/orders/AS7XPALM01/receipt': { status: 200, body: '%PDF-1.7', contentType: 'application/pdf' },
    });
    const createObjectURL = jest.fn(() => 'blob:receipt');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    openPurchases();

    await userEvent.click(await screen.findByRole('button', { name: 'Receipt' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('GET', '/api/payment/orders/AS7XPALM01/receipt')).toHaveLength(1);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('AstroSetu-receipt-AS-2026-000042.pdf');
    click.mockRestore();
  });

  it('says so when there is nothing yet', async () => {
    mockApi({ 'GET /api/notifications': ok([]), 'GET /api/payment/orders': ok({ items: [], total: 0, page: 1, pageSize: 10 }) });
    openPurchases();
    expect(await screen.findByRole('heading', { name: 'No purchases yet' })).toBeInTheDocument();
  });
});

describe('/purchases/{txnid}', () => {
  function openOrder(txnid: string) {
    return renderRoute({ path: `/purchases/${txnid}`, user: aCustomer(), routePath: '/purchases/:txnid', element: <OrderPage /> });
  }

  it("shows an astrologer's answer as sanitised markdown", async () => {
    mockApi({ 'GET /api/payment/orders/AS7XPALM01': ok({ ...palmistry, inputs: {} } satisfies OrderDetail) });
    openOrder('AS7XPALM01');
    expect(await screen.findByRole('heading', { name: 'Your reading from Pandit Rajesh Sharma' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Heart line' })).toBeInTheDocument();
    expect(screen.getByText('clear').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows the on-site view of an automatic item', async () => {
    const view = {
      itemKey: 'divination-tarot', title: 'Your Celtic Cross', subtitle: 'For Asha, asked on 22 November 2026', reference: 'AS7XTAROT2', generatedAt: '2026-11-22T05:01:00.000Z',
      sections: [{ heading: 'The present', blocks: [{ kind: 'paragraph', text: 'The Three of Cups: friendship.' }, { kind: 'keyValues', rows: [{ label: 'Card', value: 'Three of Cups' }] }] }],
    };
    mockApi({
      'GET /api/payment/orders/AS7XTAROT2': ok({ ...tarot, fulfilment: { status: 'delivered', deliveredAt: '2026-11-22T05:01:00.000Z', deliverable: { title: 'Tarot', view, downloadUrl: '/api/x.pdf' } } }),
    });
    openOrder('AS7XTAROT2');
    expect(await screen.findByRole('heading', { name: 'Your Celtic Cross' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The present' })).toBeInTheDocument();
    expect(screen.getByText('The Three of Cups: friendship.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('asks an order awaiting details for them and sends them', async () => {
    const api = mockApi({
      'GET /api/payment/orders/AS7XTAROT2': ok(tarot),
      'PUT /api/payment/orders/AS7XTAROT2/details': ok({ ...tarot, fulfilment: { status: 'in-progress', dueBy: '2026-11-24T06:30:00.000Z' } }),
    });
    openOrder('AS7XTAROT2');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Asha');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'Is this the year to marry?');
    await userEvent.click(screen.getByRole('button', { name: 'Send details' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/payment/orders/AS7XTAROT2/details')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/payment/orders/AS7XTAROT2/details')[0].body).toEqual({ inputs: { name: 'Asha', question: 'Is this the year to marry?' } });
  });
});

describe('Purchases tab in Hindi and Tamil (issue 38)', () => {
  afterEach(async () => {
    await act(() => chooseLanguage('en'));
    localStorage.clear();
  });

  // The API names each item in the request's language (Accept-Language); these are its Hindi and Tamil names.
  const topUp: OrderSummary = {
    txnid: 'AS7XTOPUP5', kind: 'wallet-topup', status: 'paid', amount: 52_500, createdAt: '2026-11-24T05:00:00.000Z',
    productinfo: 'Wallet top-up for a 15-minute consultation with Pandit Rajesh Sharma',
    fulfilment: { status: 'delivered', deliveredAt: '2026-11-24T05:00:30.000Z' },
  };
  const titles = {
    hi: 'Pandit Rajesh Sharma के साथ 15 मिनट के परामर्श के लिए वॉलेट रिचार्ज',
    ta: 'Pandit Rajesh Sharma உடன் 15 நிமிட ஆலோசனைக்கான வாலட் ரீசார்ஜ்',
  } as const;

  it.each([
    ['hi', 'आपकी खरीदारी'],
    ['ta', 'நீங்கள் வாங்கியவை'],
  ] as const)('in %s: asks for the items in that language and shows the names the API composed, not the English productinfo', async (language, listName) => {
    await act(() => chooseLanguage(language));
    const api = mockApi({
      'GET /api/notifications': ok([]),
      'GET /api/payment/orders': (call) => ok({ items: [{ ...topUp, title: titles[call.headers.get('Accept-Language') as 'hi' | 'ta'] }], total: 1, page: 1, pageSize: 10 }),
    });
    openPurchases();

    const list = await screen.findByRole('list', { name: listName });
    expect(within(list).getByRole('heading', { name: titles[language] })).toBeInTheDocument();
    expect(within(list).queryByText(/Wallet top-up/)).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/payment/orders')[0].headers.get('Accept-Language')).toBe(language);
  });
});
