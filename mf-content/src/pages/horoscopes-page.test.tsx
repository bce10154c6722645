import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredAnswer, mockApi, ok } from '@astrosetu/web-core/testing';
import { aHoroscopeList } from '../shared/test/fixtures/horoscope-fixtures';
import { currentLocation, renderRoute } from '../shared/test/render-route';

// Wednesday 18 November 2026, 10:00 in India: its week runs Sunday 15 to Saturday 21 November.
const NOW = new Date('2026-11-18T10:00:00+05:30');

const daily = aHoroscopeList('daily', { start: '2026-11-18', end: '2026-11-18' });
const weekly = aHoroscopeList('weekly', { start: '2026-11-15', end: '2026-11-21' });
const monthly = aHoroscopeList('monthly', { start: '2026-11-01', end: '2026-11-30' });

jest.setTimeout(20_000);

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
});
afterEach(() => {
  jest.useRealTimers();
});

/** The readings the page fetched, in order (the cards' GET /api/catalogue/prices aside). */
const horoscopeCalls = (server: ReturnType<typeof mockApi>) => server.calls.map((request) => request.path).filter((path) => path.startsWith('/api/horoscopes'));

function fakeHoroscopes() {
  return mockApi({
    'GET /api/horoscopes/daily': ok(daily),
    'GET /api/horoscopes/weekly': ok(weekly),
    'GET /api/horoscopes/monthly': ok(monthly),
  });
}

describe('/horoscopes', () => {
  it('opens on the Daily tab with Aries and fetches only the daily readings', async () => {
    const deferred = deferredAnswer();
    const server = mockApi({ 'GET /api/horoscopes/daily': deferred.answer });
    renderRoute('/horoscopes');

    expect(await screen.findByRole('tab', { name: 'Daily' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Loading horoscope...')).toBeInTheDocument();
    deferred.release(ok(daily));
    expect(await screen.findByText('Aries daily prediction: the Moon favours steady work.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Today's Horoscope" })).toBeInTheDocument();
    expect(screen.getByText(/Wednesday, 18 November 2026/)).toBeInTheDocument();
    expect(horoscopeCalls(server)).toEqual(['/api/horoscopes/daily']);
  });

  it('switches to the weekly and monthly readings with their headings and date ranges', async () => {
    const server = fakeHoroscopes();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderRoute('/horoscopes');
    await screen.findByText('Aries daily prediction: the Moon favours steady work.');

    await user.click(screen.getByRole('tab', { name: 'Weekly' }));
    expect(await screen.findByText('Aries weekly prediction: the Moon favours steady work.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "This Week's Horoscope" })).toBeInTheDocument();
    expect(screen.getByText(/15 Nov – 21 Nov 2026/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Monthly' }));
    expect(await screen.findByText('Aries monthly prediction: the Moon favours steady work.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "This Month's Horoscope" })).toBeInTheDocument();
    expect(screen.getByText(/November 2026/)).toBeInTheDocument();
    expect(horoscopeCalls(server)).toEqual(['/api/horoscopes/daily', '/api/horoscopes/weekly', '/api/horoscopes/monthly']);
  });

  it('offers a Yearly tab that reads the year by months', async () => {
    const yearly = aHoroscopeList('yearly', { start: '2026-01-01', end: '2026-12-31' });
    const server = mockApi({ 'GET /api/horoscopes/daily': ok(daily), 'GET /api/horoscopes/yearly': ok(yearly) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderRoute('/horoscopes');
    await screen.findByText('Aries daily prediction: the Moon favours steady work.');

    await user.click(screen.getByRole('tab', { name: 'Yearly' }));
    expect(await screen.findByText('Aries yearly prediction: the Moon favours steady work.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "This Year's Horoscope" })).toBeInTheDocument();
    expect(screen.getByText(/Year 2026/)).toBeInTheDocument();
    expect(horoscopeCalls(server)).toEqual(['/api/horoscopes/daily', '/api/horoscopes/yearly']);
  });

  it('reads the sign the visitor picks', async () => {
    fakeHoroscopes();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderRoute('/horoscopes');
    await screen.findByText('Aries daily prediction: the Moon favours steady work.');

    await user.click(within(screen.getByRole('group', { name: 'Zodiac signs' })).getByRole('button', { name: /Leo/ }));
    expect(await screen.findByText('Leo daily prediction: the Moon favours steady work.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/horoscopes?sign=leo');
  });

  it('shows the empty text when the server fails', async () => {
    mockApi({ 'GET /api/horoscopes/daily': { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } } });
    renderRoute('/horoscopes');
    expect(await screen.findByText('No horoscope data available.')).toBeInTheDocument();
  });

  it('sells the three premium packages through /payment at catalogue prices, and links the report card to the form', async () => {
    fakeHoroscopes();
    renderRoute('/horoscopes');
    const weeklyLink = await screen.findByRole('link', { name: 'Purchase Service: Weekly Premium' });
    const target = new URL(weeklyLink.getAttribute('href')!, 'http://localhost');
    expect(target.pathname).toBe('/payment');
    expect(Object.fromEntries(target.searchParams)).toMatchObject({ service: 'weekly-horoscope', packageName: 'Weekly Premium', amount: '499' });
    expect(target.searchParams.get('description')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Purchase Service: Daily Premium' }).getAttribute('href')).toContain('amount=199');
    expect(screen.getByRole('link', { name: 'Purchase Service: Monthly Premium' }).getAttribute('href')).toContain('amount=799');
    // No reference price answered (GET /api/catalogue/prices): no struck-through price (reference-prices.test.tsx).
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Your Report' })).toHaveAttribute('href', '/astrological-report-form');
  });
});

describe('/weekly-horoscope and friends', () => {
  it('/daily-horoscope carries today\'s long date and every daily card', async () => {
    const deferred = deferredAnswer();
    mockApi({ 'GET /api/horoscopes/daily': deferred.answer });
    renderRoute('/daily-horoscope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Horoscope – Wednesday, 18 November 2026' })).toBeInTheDocument();
    expect(screen.getByText("Loading today's predictions...")).toBeInTheDocument();
    deferred.release(ok(daily));
    await screen.findByText('Aries daily prediction: the Moon favours steady work.');
    for (const title of ['General Advice', 'Love & Relationships', 'Career & Work', 'Health & Wellness', 'Finance & Money', 'Lucky Numbers', 'Lucky Colors', 'Favorable Time', 'Time to Avoid', 'Spiritual Guidance']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    // The picker names each sign in Sanskrit, Hindi and Tamil.
    const leo = within(screen.getByRole('group', { name: 'Zodiac signs' })).getByRole('button', { name: /Leo/ });
    expect(leo).toHaveTextContent('Simha');
    expect(leo).toHaveTextContent('सिंह');
    expect(leo).toHaveTextContent('சிம்மம்');
  });

  it('/weekly-horoscope heads with the Sunday-to-Saturday range and shows the weekly sections', async () => {
    const deferred = deferredAnswer();
    const server = mockApi({ 'GET /api/horoscopes/weekly': deferred.answer });
    renderRoute('/weekly-horoscope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly Horoscope – 15 Nov – 21 Nov 2026' })).toBeInTheDocument();
    expect(screen.getByText("Loading this week's predictions...")).toBeInTheDocument();
    deferred.release(ok(weekly));
    await screen.findByText('Aries weekly prediction: the Moon favours steady work.');
    for (const title of ['Weekly Guidance', 'Best Days', 'Days to Be Cautious', 'Spiritual Focus', 'Weekly Highlights']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Sun, 15 Nov')).toBeInTheDocument();
    expect(server.calls.map((request) => request.path)).toEqual(['/api/horoscopes/weekly']);
  });

  it('/monthly-horoscope heads with the month and shows the monthly sections', async () => {
    const deferred = deferredAnswer();
    mockApi({ 'GET /api/horoscopes/monthly': deferred.answer });
    renderRoute('/monthly-horoscope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Monthly Horoscope – November 2026' })).toBeInTheDocument();
    expect(screen.getByText('Loading monthly predictions...')).toBeInTheDocument();
    deferred.release(ok(monthly));
    await screen.findByText('Aries monthly prediction: the Moon favours steady work.');
    for (const title of ['Monthly Guidance', 'Favorable Period', 'Challenging Period', 'Spiritual Growth', 'Monthly Themes', 'Planetary Influences']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('shows each page\'s empty text when there is no reading', async () => {
    mockApi({ 'GET /api/horoscopes/weekly': { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } } });
    renderRoute('/weekly-horoscope');
    expect(await screen.findByText('No weekly horoscope data available.')).toBeInTheDocument();
  });
});
