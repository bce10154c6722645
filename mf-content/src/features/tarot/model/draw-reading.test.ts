import { FULL_DECK } from './full-deck';
import { drawReading, readingOutcome, readingTiming, UPRIGHT_PROBABILITY, type DrawnCard } from './draw-reading';
import { MAJOR_ARCANA } from './major-arcana';
import { parseSeed } from './seeded-random';
import { TAROT_SPREADS, tarotSpreadIds } from './spreads';

const card = (id: number, upright = true): DrawnCard => {
  const found = MAJOR_ARCANA[id];
  return { card: found, position: 'Any', upright, meaning: upright ? found.upright : found.reversed };
};

describe('the full deck', () => {
  it('holds 78 distinct cards: the 22 major arcana, then 14 cards of each of the four suits', () => {
    expect(FULL_DECK).toHaveLength(78);
    expect(new Set(FULL_DECK.map((card) => card.name)).size).toBe(78);
    expect(FULL_DECK.map((card) => card.id)).toEqual(Array.from({ length: 78 }, (_, index) => index));
    expect(FULL_DECK[22]).toMatchObject({ name: 'Ace of Wands', numeral: 'A', symbol: '♣' });
    expect(FULL_DECK[77]).toMatchObject({ name: 'King of Pentacles', numeral: 'K', symbol: '♦' });
  });
});

describe('the Major Arcana deck', () => {
  it('holds the 22 trumps, 0 The Fool to 21 The World, each with both meanings', () => {
    expect(MAJOR_ARCANA.map((entry) => entry.id)).toEqual(Array.from({ length: 22 }, (_, index) => index));
    expect(MAJOR_ARCANA[0].name).toBe('The Fool');
    expect(MAJOR_ARCANA[21].name).toBe('The World');
    for (const entry of MAJOR_ARCANA) {
      expect(entry.upright).not.toBe('');
      expect(entry.reversed).not.toBe('');
      expect(entry.upright).not.toBe(entry.reversed);
    }
  });
});

describe('drawReading', () => {
  it.each(tarotSpreadIds.map((id) => [id, TAROT_SPREADS[id].positions.length]))('deals the %s spread as %i cards in its positions', (spread, size) => {
    const reading = drawReading(spread, 12345);
    expect(reading.cards).toHaveLength(size);
    expect(reading.cards.map((drawn) => drawn.position)).toEqual(TAROT_SPREADS[spread].positions);
  });

  it('never repeats a card within a reading, for any seed', () => {
    for (let seed = 0; seed < 2000; seed += 1) {
      const ids = drawReading('celtic-cross', seed).cards.map((drawn) => drawn.card.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('gives the same reading for the same seed, and different readings for different seeds', () => {
    expect(drawReading('love', 987654)).toEqual(drawReading('love', 987654));
    const distinct = new Set(Array.from({ length: 50 }, (_, seed) => JSON.stringify(drawReading('three-card', seed).cards.map((drawn) => [drawn.card.id, drawn.upright]))));
    expect(distinct.size).toBeGreaterThan(45);
  });

  it('turns about 70% of cards upright', () => {
    let upright = 0;
    let total = 0;
    for (let seed = 1; seed <= 3000; seed += 1) {
      for (const drawn of drawReading('celtic-cross', seed * 7919).cards) {
        total += 1;
        if (drawn.upright) upright += 1;
      }
    }
    expect(UPRIGHT_PROBABILITY).toBe(0.7);
    expect(upright / total).toBeGreaterThan(0.68);
    expect(upright / total).toBeLessThan(0.72);
  });

  it('shows the meaning for the way each card fell', () => {
    for (const drawn of drawReading('celtic-cross', 42).cards) {
      expect(drawn.meaning).toBe(drawn.upright ? drawn.card.upright : drawn.card.reversed);
    }
  });

  it('reaches every card of the deck over many shuffles', () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 400; seed += 1) drawReading('celtic-cross', seed).cards.forEach((drawn) => seen.add(drawn.card.id));
    expect(seen.size).toBe(78);
  });
});

describe('timing and outcome rules', () => {
  it('says 1-3 months when the Tower, Death or the Fool is drawn (either way up), else 3-6 months', () => {
    expect(readingTiming([card(16), card(5), card(7)])).toBe('1-3 months');
    expect(readingTiming([card(2), card(13, false)])).toBe('1-3 months');
    expect(readingTiming([card(0)])).toBe('1-3 months');
    expect(readingTiming([card(1), card(2), card(3)])).toBe('3-6 months');
  });

  it('is positive with two or more upright Sun, Star or World cards, mixed with one, learning first with none', () => {
    expect(readingOutcome([card(19), card(17), card(4)])).toBe('positive');
    expect(readingOutcome([card(19), card(17), card(21)])).toBe('positive');
    expect(readingOutcome([card(19), card(17, false), card(4)])).toBe('mixed');
    expect(readingOutcome([card(21), card(3)])).toBe('mixed');
    expect(readingOutcome([card(19, false), card(21, false), card(17, false)])).toBe('learning');
    expect(readingOutcome([card(1), card(2)])).toBe('learning');
  });
});

describe('seeds in URLs', () => {
  it('accepts the short base-36 seeds the page makes and refuses anything else', () => {
    expect(parseSeed('1z141z3')).toBe(parseInt('1z141z3', 36));
    expect(parseSeed('abc')).toBe(parseInt('abc', 36));
    expect(parseSeed(null)).toBeNull();
    expect(parseSeed('')).toBeNull();
    expect(parseSeed('ABC')).toBeNull();
    expect(parseSeed('zzzzzzz')).toBeNull();
    expect(parseSeed('1;drop')).toBeNull();
  });
});
