import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsultationVoucher } from '@astrosetu/contracts';
import { formatLongDate } from '@astrosetu/design-system/format';
import { mockApi, type ApiAnswer } from '@astrosetu/web-core/testing';
import { aConsultation, aCustomer, anAstrologer } from '../../shared/test/fixtures';
import { currentLocation, renderRoute } from '../../shared/test/render-route';
import PackagesPage from '../../pages/packages-page';
import ProfilePage from '../../pages/profile-page';
import { ConsultationListItem } from '../../shared/consultations/consultation-list-item';

jest.setTimeout(30_000);

const rajesh = anAstrologer({ id: 1, name: 'Pandit Rajesh Sharma', specializations: ['Vedic Astrology', 'Marriage & Relationships'], ratePerMinute: 35, isOnline: true });
const meenakshi = anAstrologer({ id: 2, name: 'Dr. Meenakshi Iyer', specializations: ['Vedic Astrology', 'Health', 'KP Astrology'], ratePerMinute: 55, isOnline: true });
const inTwentyDays = new Date(Date.now() + 20 * 86_400_000).toISOString();

function aVoucher(overrides: Partial<ConsultationVoucher> = {}): ConsultationVoucher {
  return {
    id: 5,
    kind: 'consultation',
    minutes: 30,
    value: 30_000,
    specialization: 'Marriage & Relationships',
    orderTxnid: 'ASMATCH0001',
    itemKey: 'match-detailed',
    status: 'active',
    expiresAt: inTwentyDays,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

function api(astrologer = rajesh, vouchers: ConsultationVoucher[] = [aVoucher()], overrides: Record<string, ApiAnswer> = {}) {
  return mockApi({
    [`GET /api/astrologers/${astrologer.id}`]: { status: 200, body: astrologer },
    'GET /api/auth/user': { status: 200, body: aCustomer({ balance: 0 }) },
    'GET /api/consultations/active/7': { status: 200, body: null },
    'GET /api/favorites': { status: 200, body: [] },
    [`GET /api/astrologers/${astrologer.id}/reviews`]: { status: 200, body: { items: [], total: 0, page: 1, pageSize: 5, rating: 0, reviewCount: 0 } },
    'GET /api/vouchers': { status: 200, body: { items: vouchers } },
    ...overrides,
  });
}

const openPackages = (id: number) => renderRoute({ path: `/packages/${id}`, user: aCustomer({ balance: 0 }), routePath: '/packages/:astrologerId', element: <PackagesPage /> });

describe('consultation vouchers', () => {
  it('offers “Use your voucher” for a marriage astrologer, free, and books with the voucher id whatever the wallet holds', async () => {
    const calls = api(rajesh, [aVoucher()], {
      'POST /api/consultations': { status: 201, body: aConsultation({ id: 60, astrologerId: 1, status: 'active', duration: 30, cost: 0 }) },
    });
    openPackages(1);
    const offer = await screen.findByRole('region', { name: 'Use your voucher' });
    expect(within(offer).getByText('30-minute consultation')).toBeInTheDocument();
    expect(offer).toHaveTextContent('Free with your voucher: you pay ₹0');
    await userEvent.click(within(offer).getByRole('button', { name: 'Book 30 minutes free' }));
    await waitFor(() => expect(calls.callsTo('POST', '/api/consultations')).toHaveLength(1));
    expect(calls.callsTo('POST', '/api/consultations')[0]?.body).toEqual({ astrologerId: 1, duration: 30, voucherId: 5 });
    await waitFor(() => expect(currentLocation()).toBe('/chat'));
  });

  it.each([
    ['an astrologer of another specialization', meenakshi, aVoucher()],
    ['a used voucher', rajesh, aVoucher({ status: 'used', consultationId: 9 })],
    ['an expired voucher', rajesh, aVoucher({ status: 'expired', refundedAmount: 30_000 })],
    ['a voucher past its date the server has not expired yet', rajesh, aVoucher({ expiresAt: new Date(Date.now() - 1_000).toISOString() })],
  ])('offers nothing for %s', async (_case, astrologer, voucher) => {
    const calls = api(astrologer, [voucher]);
    openPackages(astrologer.id);
    expect(await screen.findByRole('heading', { name: astrologer.name, level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(calls.callsTo('GET', '/api/vouchers').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('region', { name: 'Use your voucher' })).not.toBeInTheDocument();
  });

  it('lists the vouchers on the account with their expiry date and what comes back if unused', async () => {
    api(rajesh, [aVoucher(), aVoucher({ id: 4, kind: 'follow-up', minutes: 15, value: 15_000, status: 'expired', refundedAmount: 15_000 })], {
      'GET /api/payment/orders': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 10 } },
    });
    renderRoute({ path: '/profile?tab=purchases', user: aCustomer(), routePath: '/profile', element: <ProfilePage /> });
    const section = await screen.findByRole('region', { name: 'Consultation vouchers' });
    const active = within(section).getByRole('region', { name: '30-minute consultation' });
    expect(active).toHaveTextContent('Ready to use');
    expect(active).toHaveTextContent(`Use by ${formatLongDate(inTwentyDays)}`);
    expect(active).toHaveTextContent('Not used by then? ₹300.00 goes back to your wallet automatically.');
    expect(within(active).getByRole('link', { name: 'Choose an astrologer' })).toHaveAttribute('href', '/astrologers?specialization=Marriage+%26+Relationships');
    const expired = within(section).getByRole('region', { name: '15-minute follow-up consultation' });
    expect(expired).toHaveTextContent('Expired, refunded');
    expect(expired).toHaveTextContent('₹150.00 went back to your wallet');
  });

  it('says a session booked with a voucher was paid with it, at ₹0 of the customer’s money', async () => {
    mockApi({});
    const session = aConsultation({ id: 60, status: 'completed', duration: 30, cost: 0, netPaid: 0, usedMinutes: 30, voucherId: 5, voucherMinutes: 30 });
    renderRoute({ path: '/consultations', user: aCustomer(), routePath: '/consultations', element: <ConsultationListItem consultation={session} /> });
    expect(await screen.findByText('Paid with your voucher')).toBeInTheDocument();
  });
});
