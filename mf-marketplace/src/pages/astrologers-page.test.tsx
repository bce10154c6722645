jest.setTimeout(30_000);

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCustomer, someAstrologers } from '../shared/test/fixtures';
import { mockApi, never } from '@astrosetu/web-core/testing';
import { currentLocation, renderRoute } from '../shared/test/render-route';
import AstrologersPage from './astrologers-page';

function openListing(path = '/astrologers', user = aCustomer()) {
  return renderRoute({ path, user, routePath: '/astrologers', element: <AstrologersPage /> });
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Astrologers' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const searchParams = () => new URL(currentLocation(), 'http://x').searchParams;

describe('/astrologers listing', () => {
  it('shows 6 skeleton cards while the list loads', () => {
    mockApi({ 'GET /api/astrologers': never });
    const { container } = openListing();
    expect(container.querySelectorAll('.MuiSkeleton-circular')).toHaveLength(6);
    expect(screen.getByText('Loading astrologers')).toBeInTheDocument();
  });

  it('lists every astrologer with the count heading and the online counter', async () => {
    mockApi({ 'GET /api/astrologers': { status: 200, body: someAstrologers() } });
    openListing();
    expect(await screen.findByRole('heading', { name: '6 Astrologers Available' })).toBeInTheDocument();
    expect(screen.getByText('4 online now')).toBeInTheDocument();
    expect(cardNames()).toHaveLength(6);
  });

  it('searches names and specializations case-insensitively and keeps the search in the URL', async () => {
    mockApi({ 'GET /api/astrologers': { status: 200, body: someAstrologers() } });
    openListing();
    await screen.findByRole('heading', { name: '6 Astrologers Available' });

    await userEvent.type(screen.getByRole('searchbox', { name: /search by name or specialization/i }), 'TAROT');
    expect(cardNames()).toEqual(['Priya Nair']);
    expect(screen.getByRole('heading', { name: '1 Astrologer Available' })).toBeInTheDocument();
    expect(searchParams().get('q')).toBe('TAROT');

    await userEvent.clear(screen.getByRole('searchbox', { name: /search by name or specialization/i }));
    await userEvent.type(screen.getByRole('searchbox', { name: /search by name or specialization/i }), 'iyer');
    expect(cardNames()).toEqual(['Dr. Meenakshi Iyer']);
  });

  it('Online Only keeps online astrologers and is shared in the URL', async () => {
    mockApi({ 'GET /api/astrologers': { status: 200, body: someAstrologers() } });
    openListing();
    await screen.findByRole('heading', { name: '6 Astrologers Available' });

    await userEvent.click(screen.getByRole('switch', { name: 'Online Only' }));
    expect(cardNames()).toEqual(['Pandit Rajesh Sharma', 'Dr. Meenakshi Iyer', 'Priya Nair', 'Kavita Reddy']);
    expect(searchParams().get('online')).toBe('true');
    expect(screen.getByRole('button', { name: 'Remove filter Online only' })).toBeInTheDocument();
  });

  it('Available for calls keeps astrologers who take calls, with its chip, and is shared in the URL', async () => {
    const astrologers = someAstrologers().map((astrologer) => (astrologer.id === 2 || astrologer.id === 3 ? { ...astrologer, takesCalls: true, callRatePerMinute: 60 } : astrologer));
    mockApi({ 'GET /api/astrologers': { status: 200, body: astrologers } });
    openListing();
    await screen.findByRole('heading', { name: '6 Astrologers Available' });

    await userEvent.click(screen.getByRole('switch', { name: 'Available for calls' }));
    expect(cardNames()).toEqual(['Dr. Meenakshi Iyer', 'Acharya Vikram Joshi']);
    expect(searchParams().get('calls')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Available for calls' }));
    expect(cardNames()).toHaveLength(6);
    expect(searchParams().get('calls')).toBeNull();
  });

  it('offers each distinct specialization once and filters by exact match', async () => {
    mockApi({ 'GET /api/astrologers': { status: 200, body: someAstrologers() } });
    openListing();
    await screen.findByRole('heading', { name: '6 Astrologers Available' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Specialization' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'All specializations',
      'Business',
      'Career & Finance',
      'Health',
      'KP Astrology',
      'Love & Relationships',
      'Marriage & Relationships',
      'Numerology',
      'Palmistry',
      'Tarot Reading',
      'Vastu Shastra',
      'Vedic Astrology',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Business' }));
    expect(cardNames()).toEqual(['Acharya Vikram Joshi', 'Sanjay Kulkarni']);
    expect(searchParams().get('specialization')).toBe('Business');
  });

  it.each([
    ['marriage', 'Marriage & Relationships', ['Pandit Rajesh Sharma', 'Kavita Reddy']],
    ['numerology', 'Numerology', ['Priya Nair', 'Kavita Reddy']],
    ['vastu', 'Vastu Shastra', ['Sanjay Kulkarni']],
    ['love', 'Love & Relationships', ['Priya Nair', 'Kavita Reddy']],
    ['career', 'Career & Finance', ['Pandit Rajesh Sharma', 'Acharya Vikram Joshi']],
    ['finance', 'Career & Finance', ['Pandit Rajesh Sharma', 'Acharya Vikram Joshi']],
    ['business', 'Business', ['Acharya Vikram Joshi', 'Sanjay Kulkarni']],
  ])('?category=%s filters by %s', async (category, specialization, names) => {
    mockApi({ 'GET /api/astrologers': { status: 200, body: someAstrologers() } });
    openListing(`/astrologers?category=${category}`);
    await screen.findByRole('heading', { name: `${names.length} ${names.length === 1 ? 'Astrologer' : 'Astrologers'} Available` });
    expect(cardNames()).toEqual(names);
    expect(screen.getByRole('combobox', { name: 'Specialization' })).toHaveTextContent(specialization);
    expect(screen.getByRole('button', { name: `Remove filter ${specialization}` })).toBeInTheDocument();
  });

  it('?service=match-making implies marriage astrologers; ?gender=female keeps women', async () => {
    mockApi({ 'GET /api/astrologers': { status: 200, body: someAstrologers() } });
    openListing('/astrologers?service=match-making&gender=female');
    await screen.findByRole('heading', { name: '1 Astrologer Available' });
    expect(cardNames()).toEqual(['Kavita Reddy']);
    expect(screen.getByRole('button', { name: 'Remove filter Female astrologers' })).toBeInTheDocument();
  });

  it('combines filters with AND and removes one with its chip', async () => {
    mockApi({ 'GET /api/astrologers': { status: 200, body: someAstrologers() } });
    openListing('/astrologers?category=business&online=true');
    expect(await screen.findByRole('heading', { name: '0 Astrologers Available' })).toBeInTheDocument();
    expect(screen.getByText('0 online now')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No astrologers found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Online only' }));
    expect(cardNames()).toEqual(['Acharya Vikram Joshi', 'Sanjay Kulkarni']);
    expect(searchParams().get('online')).toBeNull();
    expect(searchParams().get('category')).toBe('business');

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Business' }));
    expect(cardNames()).toHaveLength(6);
    expect(searchParams().get('category')).toBeNull();
  });

  it('Clear Filters in the empty state empties the URL and shows everyone again', async () => {
    mockApi({ 'GET /api/astrologers': { status: 200, body: someAstrologers() } });
    openListing('/astrologers?q=nobody&online=true&gender=female');
    await screen.findByRole('heading', { name: 'No astrologers found' });
    const emptyState = screen.getByRole('heading', { name: 'No astrologers found' }).parentElement!;
    await userEvent.click(within(emptyState).getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByRole('heading', { name: '6 Astrologers Available' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/astrologers');
  });

  it('says so when the list cannot load', async () => {
    mockApi({ 'GET /api/astrologers': { status: 500, body: { error: { code: 'INTERNAL', message: 'down' } } } });
    openListing();
    expect(await screen.findByText(/could not load the astrologers/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('astrologer card', () => {
  it('shows Chat and Call with their per-minute prices for an astrologer who takes calls, and Chat alone otherwise', async () => {
    const astrologers = someAstrologers().map((astrologer) => (astrologer.id === 1 ? { ...astrologer, takesCalls: true, callRatePerMinute: 40 } : astrologer));
    mockApi({ 'GET /api/astrologers': { status: 200, body: astrologers } });
    openListing();
    const card = (await screen.findByRole('heading', { name: 'Pandit Rajesh Sharma', level: 3 })).closest('li') as HTMLElement;
    const channels = within(card).getByRole('list', { name: 'Ways to consult' });
    expect(within(channels).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Chat₹35/minChat at ₹35/min, available now',
      'Call₹40/minCall at ₹40/min, available now',
    ]);
    const offline = (screen.getByRole('heading', { name: 'Acharya Vikram Joshi', level: 3 })).closest('li') as HTMLElement;
    expect(within(within(offline).getByRole('list', { name: 'Ways to consult' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Chat₹40/minChat at ₹40/min, offline now',
    ]);
  });

  it('shows rate, languages, up to 3 specializations plus "+N more" and the 10-minute teaser', async () => {
    mockApi({ 'GET /api/astrologers': { status: 200, body: someAstrologers() } });
    openListing('/astrologers?q=kavita');
    const card = (await screen.findByRole('heading', { name: 'Kavita Reddy', level: 3 })).closest('.MuiCard-root') as HTMLElement;
    expect(within(card).getByText('₹30/min')).toBeInTheDocument();
    expect(within(card).getByText('Packages starting from')).toBeInTheDocument();
    expect(within(card).getByText('₹300')).toBeInTheDocument();
    const chips = within(within(card).getByRole('list', { name: 'Specializations' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Marriage & Relationships',
      'Vedic Astrology',
      'Love & Relationships',
      '+2 more: Numerology, Palmistry',
    ]);
    expect(within(card).getByText('Hindi, English')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Chat Now' })).toBeEnabled();
  });

  it('an offline astrologer shows their hours and a disabled Offline button', async () => {
    mockApi({ 'GET /api/astrologers': { status: 200, body: someAstrologers() } });
    openListing('/astrologers?q=vikram');
    const card = (await screen.findByRole('heading', { name: 'Acharya Vikram Joshi', level: 3 })).closest('.MuiCard-root') as HTMLElement;
    expect(within(card).getByText('Usually available 10:00 AM – 10:00 PM IST')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Offline' })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'Chat Now' })).not.toBeInTheDocument();
  });
});

describe('starting a chat from a card', () => {
  const chatNowOf = async (name: string) => {
    const card = (await screen.findByRole('heading', { name, level: 3 })).closest('.MuiCard-root') as HTMLElement;
    return within(card).getByRole('button', { name: 'Chat Now' });
  };

  it('a visitor goes to sign in, and comes back to the packages afterwards', async () => {
    mockApi({ 'GET /api/astrologers': { status: 200, body: someAstrologers() } });
    renderRoute({ path: '/astrologers', user: null, routePath: '/astrologers', element: <AstrologersPage /> });
    await userEvent.click(await chatNowOf('Priya Nair'));
    expect(currentLocation()).toBe(`/login?redirect=${encodeURIComponent('/packages/4')}`);
  });

  it('without an active consultation, goes to the astrologer’s packages', async () => {
    const api = mockApi({
      'GET /api/astrologers': { status: 200, body: someAstrologers() },
      'GET /api/consultations/active/7': { status: 200, body: null },
    });
    openListing();
    await userEvent.click(await chatNowOf('Priya Nair'));
    await waitFor(() => expect(currentLocation()).toBe('/packages/4'));
    expect(api.callsTo('GET', '/api/consultations/active/7')).toHaveLength(1);
  });

  it('with an active consultation with the same astrologer, resumes the chat', async () => {
    const { aConsultation } = await import('../shared/test/fixtures');
    mockApi({
      'GET /api/astrologers': { status: 200, body: someAstrologers() },
      'GET /api/consultations/active/7': { status: 200, body: aConsultation({ id: 40, astrologerId: 4, status: 'active' }) },
    });
    openListing();
    await userEvent.click(await chatNowOf('Priya Nair'));
    await waitFor(() => expect(currentLocation()).toBe('/chat'));
  });

  it('with another astrologer active, asks first; No stays, Yes ends it (rating 0) and opens the packages', async () => {
    const { aConsultation } = await import('../shared/test/fixtures');
    const api = mockApi({
      'GET /api/astrologers': { status: 200, body: someAstrologers() },
      'GET /api/consultations/active/7': { status: 200, body: aConsultation({ id: 40, astrologerId: 1, status: 'active' }) },
      'POST /api/consultations/40/end': { status: 200, body: aConsultation({ id: 40, status: 'completed' }) },
      'GET /api/auth/user': { status: 200, body: aCustomer() },
    });
    openListing();
    await userEvent.click(await chatNowOf('Priya Nair'));
    const dialog = await screen.findByRole('alertdialog', { name: 'End your current consultation?' });
    expect(dialog).toHaveTextContent('You have an active consultation with Pandit Rajesh Sharma');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep current session' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(currentLocation()).toBe('/astrologers');
    expect(api.callsTo('POST', '/api/consultations/40/end')).toHaveLength(0);

    await userEvent.click(await chatNowOf('Priya Nair'));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End and start new' }));
    await waitFor(() => expect(currentLocation()).toBe('/packages/4'));
    expect(api.callsTo('POST', '/api/consultations/40/end')[0]?.body).toEqual({ rating: 0, review: 'Session ended to start new consultation' });
  });

  it('a failed end is only logged and the flow goes on to the packages', async () => {
    const { aConsultation } = await import('../shared/test/fixtures');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/astrologers': { status: 200, body: someAstrologers() },
      'GET /api/consultations/active/7': { status: 200, body: aConsultation({ id: 40, astrologerId: 1, status: 'active' }) },
      'POST /api/consultations/40/end': { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } },
    });
    openListing();
    await userEvent.click(await chatNowOf('Priya Nair'));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End and start new' }));
    await waitFor(() => expect(currentLocation()).toBe('/packages/4'));
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('a failed active-session check is ignored and the flow goes on to the packages', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({
      'GET /api/astrologers': { status: 200, body: someAstrologers() },
      'GET /api/consultations/active/7': { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } },
    });
    openListing();
    await userEvent.click(await chatNowOf('Priya Nair'));
    await waitFor(() => expect(currentLocation()).toBe('/packages/4'));
    warn.mockRestore();
  });
});
