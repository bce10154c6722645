import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { drawReading } from '../features/tarot/model/draw-reading';
import { parseSeed } from '../features/tarot/model/seeded-random';
import { mockApi } from '@astrosetu/web-core/testing';
import { currentLocation, renderRoute } from '../shared/test/render-route';

jest.setTimeout(30_000);

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:palm');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  mockApi({});
  jest.useFakeTimers({ advanceTimers: true });
});
afterEach(() => {
  jest.useRealTimers();
});

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('/divination', () => {
  it('offers the four services at catalogue prices, the stats banner and the three info cards', async () => {
    renderRoute('/divination');
    const purchases = await screen.findAllByRole('link', { name: /^Purchase Service:/ });
    const amounts = purchases.map((link) => {
      const query = new URL(link.getAttribute('href')!, 'http://localhost').searchParams;
      return [query.get('service'), query.get('packageName'), query.get('amount')];
    });
    expect(amounts).toEqual([
      ['birth-chart', 'Divination Birth Chart', '499'],
      ['palmistry', 'Palmistry Reading', '299'],
      ['numerology', 'Numerology Reading', '199'],
      ['tarot', 'Tarot Reading', '349'],
    ]);
    for (const stat of ['< 1′', '27', '78', '4']) expect(screen.getByText(stat)).toBeInTheDocument();
    for (const info of ['Precision', 'Global Coverage', 'Traditional Wisdom']) expect(screen.getByRole('heading', { name: info })).toBeInTheDocument();
    // The selected service (birth chart by default) shows its features, what you receive and its tool.
    expect(screen.getByRole('button', { name: /Vedic Birth Chart/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: "What You'll Receive" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Birth Chart' })).toBeDisabled();
  });

  it('palmistry is labelled simulated, needs a photo, and shows the sample reading after about 3 s', async () => {
    const user = setup();
    renderRoute('/divination?service=palmistry');
    expect(await screen.findByText('Simulated reading.')).toBeInTheDocument();
    const analyse = screen.getByRole('button', { name: 'Analyze Palm' });
    expect(analyse).toBeDisabled();

    await user.upload(screen.getByLabelText('Palm photo'), new File(['palm'], 'palm.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Your palm photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Left' }));
    await user.click(analyse);
    expect(screen.getByRole('button', { name: 'Reading your palm...' })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(await screen.findByRole('heading', { name: 'Sample palm reading (left hand)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Heart Line' })).toBeInTheDocument();
  });
});

describe('/tarot-reading', () => {
  it('draws only for a real question, shuffles for 2 s, then shows three different cards and puts the seed in the URL', async () => {
    const user = setup();
    renderRoute('/tarot-reading');
    const draw = await screen.findByRole('button', { name: 'Draw Cards' });
    expect(draw).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Your question/ }), '   ');
    expect(draw).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Your question/ }), 'Will my new job suit me?');
    expect(draw).toBeEnabled();

    await user.click(draw);
    expect(screen.getByText('Shuffling the 78 cards of the tarot...')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2000));

    const spread = await screen.findByRole('list', { name: 'Cards drawn' });
    const cards = within(spread).getAllByRole('listitem');
    expect(cards.map((item) => item.getAttribute('aria-label')?.split(':')[0])).toEqual(['1. Past', '2. Present', '3. Future']);
    const names = cards.map((item) => within(item).getByRole('heading').textContent);
    expect(new Set(names).size).toBe(3);

    const location = new URL(currentLocation(), 'http://localhost');
    expect(location.searchParams.get('spread')).toBe('three-card');
    const seed = parseSeed(location.searchParams.get('seed'));
    expect(seed).not.toBeNull();
    // The page shows exactly the reading the seed gives, with its outcome and timing.
    const expected = drawReading('three-card', seed!);
    expect(names).toEqual(expected.cards.map((drawn) => drawn.card.name));
    expect(screen.getByText(`expect movement within ${expected.timing}.`, { exact: false })).toBeInTheDocument();
  });

  it('shows a shared reading again from the seed in its link', async () => {
    const expected = drawReading('love', parseSeed('k3j2a1')!);
    renderRoute('/tarot-reading?spread=love&seed=k3j2a1');
    const spread = await screen.findByRole('list', { name: 'Cards drawn' });
    const cards = within(spread).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(cards.map((item) => item.getAttribute('aria-label'))).toEqual(
      expected.cards.map((drawn, index) => `${index + 1}. ${drawn.position}: ${drawn.card.name}, ${drawn.upright ? 'upright' : 'reversed'}`),
    );
  });
});
