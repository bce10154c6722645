import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tarotDeckIn } from '@astrosetu/contracts';
import { chooseLanguage } from '@astrosetu/design-system/i18n';
import { mockApi } from '@astrosetu/web-core/testing';
import { renderRoute } from '../../../shared/test/render-route';
import { drawReading } from '../model/draw-reading';
import { parseSeed } from '../model/seeded-random';

// Issue 18: the free tarot reader in Hindi and Tamil. The same link (spread and seed) deals the same cards in
// every language; only the words change.

jest.setTimeout(60_000);

beforeEach(() => {
  mockApi({});
});
afterEach(async () => {
  await act(() => chooseLanguage('en'));
  localStorage.clear();
});

/** The first short seed whose three-card draw puts `cardId` upright in the first position. */
function seedWithFirstCard(cardId: number): string {
  for (let seed = 1; ; seed += 1) {
    const first = drawReading('three-card', seed).cards[0];
    if (first.card.id === cardId && first.upright) return seed.toString(36);
  }
}

async function cardsOf(url: string, listName: string) {
  renderRoute(url);
  const list = await screen.findByRole('list', { name: listName });
  return within(list).getAllByRole('listitem');
}

describe('the tarot reader in Hindi', () => {
  beforeEach(async () => {
    await act(() => chooseLanguage('hi'));
  });

  it('asks in Hindi and offers the spreads by their Hindi names', async () => {
    renderRoute('/tarot-reading');
    expect(await screen.findByRole('button', { name: 'कार्ड निकालें' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /आपका प्रश्न/ })).toBeInTheDocument();
    expect(screen.getByText('अतीत, वर्तमान और भविष्य: कोई स्थिति किस ओर जा रही है, इस पर एक झटपट नज़र।')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'स्प्रेड' }));
    expect(await screen.findByRole('option', { name: 'केल्टिक क्रॉस (10 कार्ड)' })).toBeInTheDocument();
  });

  it('shows a trump by its Hindi name with this site\'s reading in Hindi, and the Hindi position, outcome and timing', async () => {
    const seed = seedWithFirstCard(0);
    const expected = drawReading('three-card', parseSeed(seed)!);
    const cards = await cardsOf(`/tarot-reading?spread=three-card&seed=${seed}`, 'निकाले गए कार्ड');
    expect(cards[0]).toHaveAttribute('aria-label', '1. अतीत: द फ़ूल, सीधा');
    expect(within(cards[0]).getByRole('heading', { name: 'द फ़ूल' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('नई शुरुआत: पूरा नक्शा हाथ में न हो, तब भी भरोसे के साथ कदम बढ़ाइए।')).toBeInTheDocument();
    expect(within(cards[0]).getByText('नई शुरुआत · विश्वास · सहजता')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आपकी तीन कार्ड रीडिंग' })).toBeInTheDocument();
    // The Fool speeds things up: 1-3 months.
    expect(expected.timing).toBe('1-3 months');
    expect(screen.getByText('1-3 महीनों के भीतर हलचल की उम्मीद रखिए।', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/The Fool|expect movement/)).toBeNull();
  });

  it('shows a minor card by its Hindi name with its Hindi meaning from the shared deck', async () => {
    const seed = seedWithFirstCard(22);
    const cards = await cardsOf(`/tarot-reading?spread=three-card&seed=${seed}`, 'निकाले गए कार्ड');
    expect(within(cards[0]).getByRole('heading', { name: 'ऐस ऑफ़ वैंड्स' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('प्रेरणा की चिंगारी और किसी नए काम की शुरुआत।')).toBeInTheDocument();
    expect(within(cards[0]).getByText('ऊर्जा · महत्वाकांक्षा · कर्म')).toBeInTheDocument();
    // The card face shows the rank in Hindi, not the English letter.
    expect(within(cards[0]).getByText('ऐस')).toBeInTheDocument();
  });
});

describe('the tarot reader in Tamil', () => {
  beforeEach(async () => {
    await act(() => chooseLanguage('ta'));
  });

  it('deals the same cards as in English for the same link, named and read in Tamil', async () => {
    const seed = seedWithFirstCard(0);
    const expected = drawReading('three-card', parseSeed(seed)!);
    const cards = await cardsOf(`/tarot-reading?spread=three-card&seed=${seed}`, 'எடுக்கப்பட்ட அட்டைகள்');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveAttribute('aria-label', '1. கடந்த காலம்: தி ஃபூல், நேராக');
    expect(within(cards[0]).getByText('புதிய தொடக்கம்: முழு வரைபடம் கையில் இல்லாவிட்டாலும் நம்பிக்கையுடன் அடியெடுத்து வையுங்கள்.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'உங்கள் மூன்று அட்டை வாசிப்பு' })).toBeInTheDocument();
    const tamilDeck = tarotDeckIn('ta');
    expect(cards.map((item) => within(item).getByRole('heading').textContent)).toEqual(expected.cards.map((drawn) => tamilDeck[drawn.card.id].name));
  });
});
