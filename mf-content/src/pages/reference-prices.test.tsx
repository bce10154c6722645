import { screen, waitFor, within } from '@testing-library/react';
import { currentCataloguePrices, type CataloguePricesResponse } from '@astrosetu/contracts';
import { mockApi, ok } from '@astrosetu/web-core/testing';
import { aHoroscopeList } from '../shared/test/fixtures/horoscope-fixtures';
import { renderRoute } from '../shared/test/render-route';

// A struck-through "was" price is shown only when GET /api/catalogue/prices answers one (docs/orders.md#prices).

const NOW = new Date('2026-11-18T10:00:00+05:30');
jest.setTimeout(30_000);
beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));
afterEach(() => jest.useRealTimers());

/** The server's answer: every item at its catalogue price, with the reference prices given. */
function pricesAnswer(referencePrices: Record<string, number> = {}): CataloguePricesResponse {
  return {
    items: currentCataloguePrices().map(({ key, price }) => (referencePrices[key] ? { key, price, referencePrice: referencePrices[key] } : { key, price })),
  };
}

function answerHoroscopesAndPrices(prices: CataloguePricesResponse) {
  return mockApi({
    'GET /api/horoscopes/daily': ok(aHoroscopeList('daily', { start: '2026-11-18', end: '2026-11-18' })),
    'GET /api/catalogue/prices': ok(prices),
  });
}

/** The card whose buy link is named `linkName`. */
async function cardOf(linkName: string): Promise<HTMLElement> {
  const link = await screen.findByRole('link', { name: linkName });
  return link.closest('.MuiCard-root') as HTMLElement;
}

describe('reference prices on the cards', () => {
  it('when the server answers no reference price (a fresh install), then no card shows a struck-through price or a saving', async () => {
    const server = answerHoroscopesAndPrices(pricesAnswer());
    renderRoute('/horoscopes');
    await cardOf('Purchase Service: Weekly Premium');
    await waitFor(() => expect(server.callsTo('GET', '/api/catalogue/prices')).toHaveLength(1));
    expect(screen.queryAllByRole('deletion')).toEqual([]);
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
  });

  it('when the server answers a reference price for Weekly Premium and the Basic report, then exactly those show it, with the saving', async () => {
    answerHoroscopesAndPrices(pricesAnswer({ 'horoscope-weekly-premium': 89_900, 'report-basic': 24_900 }));
    renderRoute('/horoscopes');
    const weekly = await cardOf('Purchase Service: Weekly Premium');
    // ₹499 instead of ₹899: 44% off.
    expect(await within(weekly).findByRole('deletion')).toHaveTextContent('₹899');
    expect(within(weekly).getByText('44% off')).toBeInTheDocument();
    expect(within(await cardOf('Purchase Service: Daily Premium')).queryByRole('deletion')).not.toBeInTheDocument();
    expect(within(await cardOf('Purchase Service: Monthly Premium')).queryByRole('deletion')).not.toBeInTheDocument();
    // The report card: from ₹199 instead of ₹249.
    const report = await cardOf('Get Your Report');
    expect(within(report).getByRole('deletion')).toHaveTextContent('₹249');
    expect(within(report).getByText('20% off')).toBeInTheDocument();
    expect(screen.getAllByRole('deletion')).toHaveLength(2);
  });

  it('when the prices cannot be had, then the cards show their price and nothing struck through', async () => {
    const server = mockApi({
      'GET /api/horoscopes/daily': ok(aHoroscopeList('daily', { start: '2026-11-18', end: '2026-11-18' })),
      'GET /api/catalogue/prices': { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } },
    });
    renderRoute('/horoscopes');
    expect(within(await cardOf('Purchase Service: Weekly Premium')).getByText('₹499')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', '/api/catalogue/prices')).toHaveLength(1));
    expect(screen.queryAllByRole('deletion')).toEqual([]);
  });

  it('when the server answers a reference price for a match-making package, then its card shows it', async () => {
    mockApi({ 'GET /api/catalogue/prices': ok(pricesAnswer({ 'match-detailed': 79_900 })) });
    renderRoute('/match-making');
    const detailed = (await screen.findByRole('button', { name: 'Choose Package: Detailed Compatibility' })).closest('.MuiCard-root') as HTMLElement;
    expect(await within(detailed).findByRole('deletion')).toHaveTextContent('₹799');
    expect(within(detailed).getByText('25% off')).toBeInTheDocument();
    expect(screen.getAllByRole('deletion')).toHaveLength(1);
  });
});
