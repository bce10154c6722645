import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@astrosetu/design-system/i18n';
import { mockApi } from '@astrosetu/web-core/testing';
import { aCustomer, anAstrologer, someAstrologers } from '../shared/test/fixtures';
import { renderRoute } from '../shared/test/render-route';
import AstrologersPage from './astrologers-page';
import CheckoutPage from './checkout-page';
import PackagesPage from './packages-page';
import ProfilePage from './profile-page';

jest.setTimeout(30_000);

const rajesh = anAstrologer({ id: 1, name: 'Pandit Rajesh Sharma', ratePerMinute: 35, experience: 15, isOnline: true });

function packagesApi(balance: number) {
  return mockApi({
    'GET /api/astrologers/1': { status: 200, body: rajesh },
    'GET /api/auth/user': { status: 200, body: aCustomer({ balance }) },
    'GET /api/consultations/active/7': { status: 200, body: null },
    'GET /api/favorites': { status: 200, body: [] },
    'GET /api/astrologers/1/reviews': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 5, rating: 0, reviewCount: 0 } },
  });
}

const openPackages = (balance: number) =>
  renderRoute({ path: '/packages/1', user: aCustomer({ balance }), routePath: '/packages/:astrologerId', element: <PackagesPage /> });

const packageCard = (minutes: string) => screen.getByRole('heading', { name: minutes, level: 3 }).closest('.MuiCard-root') as HTMLElement;

afterEach(async () => {
  await act(() => chooseLanguage('en'));
  localStorage.clear();
});

describe('the marketplace in Hindi', () => {
  beforeEach(async () => {
    await act(() => chooseLanguage('hi'));
  });

  it('the listing: the heading counts astrologers in Hindi, the search and the filters speak Hindi, the Online Only switch is on', async () => {
    mockApi({ 'GET /api/astrologers': { status: 200, body: someAstrologers() } });
    renderRoute({ path: '/astrologers?online=true', user: aCustomer(), routePath: '/astrologers', element: <AstrologersPage /> });

    expect(await screen.findByRole('heading', { name: '4 ज्योतिषी उपलब्ध' })).toBeInTheDocument();
    expect(screen.getByText('अभी 4 ऑनलाइन')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ज्योतिषी से बात करें' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'नाम या विशेषज्ञता से खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'केवल ऑनलाइन' })).toBeChecked();
    expect(screen.getByRole('list', { name: 'ज्योतिषी' })).toBeInTheDocument();
    expect(document.title).toContain('ज्योतिषी');
  });

  it('an astrologer’s page: experience, rate, wallet and packages in Hindi, the minutes the wallet pays for counted', async () => {
    packagesApi(100_000);
    openPackages(100_000);

    expect(await screen.findByRole('heading', { name: 'Pandit Rajesh Sharma', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('15 वर्ष का अनुभव')).toBeInTheDocument();
    expect(screen.getByText('₹35/मिनट')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'अपना चैट पैकेज चुनें' })).toBeInTheDocument();
    const wallet = screen.getByRole('region', { name: 'वॉलेट बैलेंस' });
    // ₹1,000 at ₹35 a minute.
    expect(await within(wallet).findByText('Pandit Rajesh Sharma के साथ 28 मिनट के लिए पर्याप्त')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'चैट पैकेज' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'समीक्षाएँ' })).toBeInTheDocument();
  });

  it('a package the wallet cannot pay for: the top-up dialog says in Hindi that nothing was booked and what to add', async () => {
    packagesApi(30_000);
    openPackages(30_000);
    await screen.findByRole('heading', { name: 'Pandit Rajesh Sharma', level: 1 });
    const buy = () => within(packageCard('15 मिनट')).getByRole('button', { name: 'खरीदें और चैट शुरू करें' });
    await waitFor(() => expect(buy()).toBeEnabled());
    await userEvent.click(buy());

    const dialog = await screen.findByRole('dialog', { name: 'यह पैकेज बुक करने के लिए वॉलेट रिचार्ज करें' });
    expect(dialog).toHaveTextContent('Pandit Rajesh Sharma के साथ 15 मिनट के लिए आपके वॉलेट में पर्याप्त राशि नहीं है। न कुछ बुक हुआ है, न कोई राशि कटी है।');
    expect(within(dialog).getByText('15 मिनट का पैकेज')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '₹190 जोड़ें और बुक करें' })).toHaveAttribute('href', '/payment?astrologer=1&duration=15&price=49000');
    expect(within(dialog).getByRole('button', { name: 'अभी नहीं' })).toBeInTheDocument();
  });

  it('the booking page: durations, the price summary and the pay button in Hindi', async () => {
    mockApi({
      'GET /api/astrologers/1': { status: 200, body: rajesh },
      'GET /api/astrologers/1/reviews': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 5, rating: 0, reviewCount: 0 } },
    });
    renderRoute({ path: '/checkout?astrologer=1', user: aCustomer(), routePath: '/checkout', element: <CheckoutPage /> });

    expect(await screen.findByRole('heading', { level: 1, name: 'परामर्श बुक करें' })).toBeInTheDocument();
    expect(screen.getByText('सत्र की अवधि')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '30 मिनट' }));
    const summary = screen.getByLabelText('मूल्य सारांश');
    expect(within(summary).getByText('प्रति मिनट दर')).toBeInTheDocument();
    expect(within(summary).getByText('पैकेज पर बचत')).toBeInTheDocument();
    // 30 minutes cost 25 minutes' worth at ₹35.
    expect(screen.getByRole('button', { name: '₹875.00 का भुगतान करें' })).toBeInTheDocument();
  });

  it('the wallet: balance, how packages work (10, 15, 30 या 60 मिनट) and the way to an astrologer in Hindi', async () => {
    mockApi({
      'GET /api/auth/user': { status: 200, body: aCustomer({ balance: 250_000 }) },
      'GET /api/consultations/active/7': { status: 200, body: null },
      'GET /api/astrologers': { status: 200, body: [rajesh, anAstrologer({ ratePerMinute: 15 })] },
    });
    renderRoute({ path: '/packages', user: aCustomer({ balance: 250_000 }), routePath: '/packages', element: <PackagesPage /> });

    const wallet = (await screen.findByRole('region', { name: 'वॉलेट बैलेंस' })) as HTMLElement;
    expect(await within(wallet).findByText('₹2,500.00')).toBeInTheDocument();
    expect(within(wallet).getAllByRole('button').map((button) => button.textContent)).toEqual(['₹500 जोड़ें', '₹1,000 जोड़ें', '₹2,000 जोड़ें']);
    expect(screen.getByRole('heading', { name: 'पैकेज कैसे काम करते हैं' })).toBeInTheDocument();
    expect(screen.getByText('10, 15, 30 या 60 मिनट चुनें; कीमत होती है उनकी प्रति मिनट दर गुणा मिनट।')).toBeInTheDocument();
    expect(await screen.findByText(/पैकेज 10 मिनट के ₹150 से शुरू होते हैं।/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ज्योतिषी चुनें' })).toHaveAttribute('href', '/astrologers?online=true');
  });

  it('the spending limit: a limit the schema refuses is explained in Hindi, and nothing is saved', async () => {
    const calls = mockApi({
      'GET /api/notifications': { status: 200, body: [] },
      'GET /api/auth/user': { status: 200, body: aCustomer() },
      'GET /api/profile/stats': { status: 200, body: { totalConsultations: 0, totalSpent: 0, liveSpent: 0, spentByMonth: [], averageRating: 0, totalMinutes: 0, topAstrologer: null } },
      'GET /api/consultations/user/7': { status: 200, body: [] },
      'GET /api/wallet/spending-cap': { status: 200, body: { monthlyCap: null, spentThisMonth: 0, remaining: null, month: '2026-11' } },
    });
    renderRoute({ path: '/profile?tab=analytics', user: aCustomer(), routePath: '/profile', element: <ProfilePage /> });

    await userEvent.type(await screen.findByRole('textbox', { name: 'हर महीने की सीमा' }), '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'सीमा सहेजें' }));
    expect(await screen.findByText('मासिक सीमा कम से कम ₹1 होनी चाहिए')).toBeInTheDocument();
    expect(calls.callsTo('PUT', '/api/wallet/spending-cap')).toHaveLength(0);
  });
});

describe('the marketplace in Tamil', () => {
  it('the listing counts astrologers and names the filters in Tamil; an offline card gives its hours in Tamil', async () => {
    await act(() => chooseLanguage('ta'));
    mockApi({ 'GET /api/astrologers': { status: 200, body: someAstrologers() } });
    renderRoute({ path: '/astrologers', user: aCustomer(), routePath: '/astrologers', element: <AstrologersPage /> });

    expect(await screen.findByRole('heading', { name: '6 ஜோதிடர்கள் உள்ளனர்' })).toBeInTheDocument();
    expect(screen.getByText('இப்போது 4 பேர் ஆன்லைனில்')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ஜோதிடருடன் பேசுங்கள்' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'பெயர் அல்லது துறை மூலம் தேடுங்கள்' })).toBeInTheDocument();
    expect(screen.getAllByText(/^வழக்கமாக .* IST வரை கிடைப்பார்$/).length).toBeGreaterThan(0);
  });
});
