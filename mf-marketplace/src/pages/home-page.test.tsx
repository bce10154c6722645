import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aConsultation, aCustomer, someAstrologers } from '../shared/test/fixtures';
import { mockApi } from '@astrosetu/web-core/testing';
import { currentLocation, renderRoute } from '../shared/test/render-route';
import HomePage from './home-page';

jest.setTimeout(30_000);

function openHome(path = '/', user: ReturnType<typeof aCustomer> | null = null) {
  return renderRoute({ path, user, routePath: '/', element: <HomePage /> });
}

const hrefsIn = (listName: string) =>
  within(screen.getByRole('list', { name: listName }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('home page', () => {
  it('has the twelve service tiles, the six astrologer shortcuts and the zodiac grid', async () => {
    mockApi({ 'GET /api/astrologers': { status: 200, body: someAstrologers() } });
    openHome();
    expect(hrefsIn('Services')).toEqual([
      '/match-making',
      '/panchang',
      '/tarot-reading',
      '/kundli',
      '/love-compatibility',
      '/numerology',
      '/remedies',
      '/planet-transits',
      '/vastu',
      '/astrological-report-form',
      '/festivals',
      '/spirituality',
    ]);
    expect(hrefsIn('Astrologers by topic')).toEqual([
      '/astrologers?category=love',
      '/astrologers?category=marriage',
      '/astrologers?category=career',
      '/astrologers?category=business',
      '/astrologers?category=finance',
      '/astrologers?gender=female',
    ]);
    const signs = within(screen.getByRole('list', { name: 'Zodiac signs' })).getAllByRole('link');
    expect(signs).toHaveLength(12);
    expect(signs[0]).toHaveAttribute('href', '/horoscopes?sign=aries');
    for (const name of ['Aries', 'Mesha', 'मेष', 'மேஷம்']) expect(within(signs[0]!).getByText(name)).toBeInTheDocument();
    expect(await screen.findAllByRole('heading', { level: 3, name: /Sharma|Iyer|Joshi/ })).toHaveLength(3);
  });

  it('a zodiac tile opens the horoscope inside the app', async () => {
    mockApi({ 'GET /api/astrologers': { status: 200, body: someAstrologers() } });
    openHome();
    await userEvent.click(within(screen.getByRole('list', { name: 'Zodiac signs' })).getAllByRole('link')[4]!);
    expect(currentLocation()).toBe('/horoscopes?sign=leo');
  });

  it('features the first three astrologers', async () => {
    mockApi({ 'GET /api/astrologers': { status: 200, body: someAstrologers() } });
    openHome();
    const featured = await screen.findByRole('list', { name: 'Featured astrologers' });
    await waitFor(() =>
      expect(within(featured).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
        'Pandit Rajesh Sharma',
        'Dr. Meenakshi Iyer',
        'Acharya Vikram Joshi',
      ]),
    );
  });

  it('when the astrologers cannot be loaded, Try again asks once more and shows them', async () => {
    let attempts = 0;
    mockApi({
      'GET /api/astrologers': () => {
        attempts += 1;
        return attempts === 1 ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Try later' } } } : { status: 200, body: someAstrologers() };
      },
    });
    openHome();
    expect(await screen.findByText('Our astrologers could not be loaded just now. Please try again in a moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const featured = await screen.findByRole('list', { name: 'Featured astrologers' });
    await waitFor(() => expect(within(featured).getAllByRole('heading', { level: 3 })).toHaveLength(3));
    expect(attempts).toBe(2);
  });

  it('for a visitor: no consultations section, Get Started Free leads to sign-up, Chat with Astrologers to sign-in', async () => {
    mockApi({ 'GET /api/astrologers': { status: 200, body: someAstrologers() } });
    openHome();
    expect(screen.queryByRole('heading', { name: 'Your recent consultations' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/login?tab=register');
    await screen.findByRole('list', { name: 'Featured astrologers' });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Featured astrologers' })).getAllByRole('heading')).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Chat with Astrologers' }));
    expect(currentLocation()).toBe(`/login?redirect=${encodeURIComponent('/packages/1')}`);
  });

  it('Chat with Astrologers opens the packages of the first online astrologer', async () => {
    const astrologers = someAstrologers().map((astrologer) => ({ ...astrologer, isOnline: astrologer.id === 4 || astrologer.id === 6 }));
    mockApi({
      'GET /api/astrologers': { status: 200, body: astrologers },
      'GET /api/consultations/user/7': { status: 200, body: [] },
      'GET /api/consultations/active/7': { status: 200, body: null },
    });
    openHome('/', aCustomer());
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Featured astrologers' })).getAllByRole('heading')).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Chat with Astrologers' }));
    await waitFor(() => expect(currentLocation()).toBe('/packages/4'));
  });

  it('shows the signed-in customer’s two most recent consultations with View All', async () => {
    mockApi({
      'GET /api/astrologers': { status: 200, body: someAstrologers() },
      'GET /api/consultations/user/7': {
        status: 200,
        body: [
          aConsultation({ id: 1, createdAt: '2025-01-01T10:00:00.000Z', astrologer: { id: 1, name: 'Oldest One', image: '' } }),
          aConsultation({ id: 3, createdAt: '2025-03-01T10:00:00.000Z', astrologer: { id: 2, name: 'Newest One', image: '' }, cost: 82_500, netPaid: 82_500, rating: 5 }),
          aConsultation({ id: 2, createdAt: '2025-02-01T10:00:00.000Z', astrologer: { id: 3, name: 'Middle One', image: '' } }),
        ],
      },
    });
    openHome('/', aCustomer());
    const list = await screen.findByRole('list', { name: 'Recent consultations' });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Newest One', 'Middle One']);
    expect(within(list).getByText('₹825.00')).toBeInTheDocument();
    expect(within(list).getByText('March 1, 2025 · 3:30 PM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/consultations');
  });

  it('has a floating chat button', () => {
    mockApi({ 'GET /api/astrologers': { status: 200, body: someAstrologers() } });
    openHome();
    expect(screen.getByRole('link', { name: 'Chat now with an astrologer' })).toHaveAttribute('href', '/astrologers?online=true');
  });

  it('a wallet payment return toasts, refreshes the balance and clears the query string', async () => {
    const calls = mockApi({
      'GET /api/astrologers': { status: 200, body: someAstrologers() },
      'GET /api/consultations/user/7': { status: 200, body: [] },
      'GET /api/auth/user': { status: 200, body: aCustomer({ balance: 150_000 }) },
    });
    openHome('/?payment=success&type=wallet', aCustomer());
    expect(await screen.findByText('Wallet Recharged')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    await waitFor(() => expect(calls.callsTo('GET', '/api/auth/user')).toHaveLength(1));
  });

  describe('what the hero states about the marketplace', () => {
    /** The value shown for a term of the hero's figures (a definition list). */
    const figureFor = async (term: string | RegExp) => {
      const termElement = await screen.findByText(term, { selector: 'dt' });
      const point = termElement.parentElement;
      if (!point) throw new Error(`no figure for ${String(term)}`);
      return within(point).getByRole('definition').textContent;
    };

    it('states what the server counts: who is online now, the rating from every review, the consultations held', async () => {
      mockApi({
        'GET /api/astrologers': { status: 200, body: someAstrologers() },
        'GET /api/marketplace-figures': { status: 200, body: { astrologersOnline: 4, averageRating: 4.6, reviewCount: 1234, consultations: 123456 } },
      });
      openHome();
      await waitFor(async () => expect(await figureFor('Astrologers online now')).toBe('4'));
      expect(await figureFor('Rating from 1,234 reviews')).toBe('4.6/5');
      expect(await figureFor('Consultations')).toBe('1,23,456');
      expect(await figureFor('Secure payments')).toBe('UPI · Cards');
      expect(screen.queryByText(/4\.9\/5|50,000\+|24\/7/)).not.toBeInTheDocument();
    });

    it('before the first review, claims no rating', async () => {
      mockApi({
        'GET /api/astrologers': { status: 200, body: someAstrologers() },
        'GET /api/marketplace-figures': { status: 200, body: { astrologersOnline: 0, averageRating: null, reviewCount: 0, consultations: 0 } },
      });
      openHome();
      expect(await figureFor('No reviews yet')).toBe('—');
      expect(await figureFor('Astrologers online now')).toBe('0');
    });

    it('when the figures cannot be had, no number stands in for them', async () => {
      mockApi({
        'GET /api/astrologers': { status: 200, body: someAstrologers() },
        'GET /api/marketplace-figures': { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } },
      });
      openHome();
      await waitFor(async () => expect(await figureFor('Astrologers online now')).toBe('—'));
      expect(await figureFor('Customer rating')).toBe('—');
      expect(await figureFor('Consultations')).toBe('—');
    });
  });
});
