import { randomInt } from 'node:crypto';
import { suitDomain, tarotDeck, type TarotCard } from '../data/tarot-deck';
import type { ViewBuilder } from '../view-builder';

/**
 * A ten-card Celtic Cross: the deck is shuffled with Node's cryptographic random numbers (Fisher-Yates with
 * crypto.randomInt), the first ten cards are laid in the ten positions, each upright or reversed by another
 * random bit. The random numbers are printed with the reading, so the draw is on record.
 */

export const CELTIC_CROSS = [
  { name: 'The present', reads: 'where you stand now with your question' },
  { name: 'The challenge', reads: 'what crosses you: the obstacle to work with' },
  { name: 'The foundation', reads: 'the root of the matter, beneath the surface' },
  { name: 'The recent past', reads: 'what is passing away' },
  { name: 'The crown', reads: 'the best that can be achieved, your conscious aim' },
  { name: 'The near future', reads: 'what is coming in the next weeks' },
  { name: 'Yourself', reads: 'your attitude and how you approach the matter' },
  { name: 'Surroundings', reads: 'the people and circumstances around you' },
  { name: 'Hopes and fears', reads: 'what you hope for or fear' },
  { name: 'The outcome', reads: 'where things lead if the present course holds' },
] as const;

export interface DrawnCard {
  position: number;
  card: TarotCard;
  reversed: boolean;
}

export interface TarotDraw {
  cards: DrawnCard[];
  /** The Fisher-Yates swap indices and the orientation bits, as drawn. */
  swaps: number[];
  orientations: number[];
}

export type RandomInt = (maxExclusive: number) => number;

export function drawCelticCross(random: RandomInt = (max) => randomInt(max)): TarotDraw {
  const order = tarotDeck.map((_, index) => index);
  const swaps: number[] = [];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    swaps.push(j);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const orientations = CELTIC_CROSS.map(() => random(2));
  return {
    cards: CELTIC_CROSS.map((_, position) => ({ position: position + 1, card: tarotDeck[order[position]], reversed: orientations[position] === 1 })),
    swaps,
    orientations,
  };
}

/** A card read in its position; what its suit (or the major arcana) stands for is said at its first card only. */
function cardReading(drawn: DrawnCard, introduced: Set<string>): string {
  const position = CELTIC_CROSS[drawn.position - 1];
  const meaning = drawn.reversed ? drawn.card.reversed : drawn.card.upright;
  const group = drawn.card.suit ?? 'major';
  const domain = introduced.has(group)
    ? ''
    : drawn.card.suit
      ? ` It is the first ${drawn.card.suit} card of the spread: ${drawn.card.suit} speak of ${suitDomain[drawn.card.suit]}.`
      : ' It is the first major arcana card of the spread: these mark significant lessons rather than passing events.';
  introduced.add(group);
  return `${drawn.position}. ${position.name}: ${drawn.card.name}${drawn.reversed ? ' (reversed)' : ''}. This position shows ${position.reads}; here the card speaks of ${meaning}.${domain}`;
}

export function writeTarot(view: ViewBuilder, question: string, draw: TarotDraw): void {
  view.section('Your question').paragraph(question);
  view.section('The spread').table(
    ['Position', 'Card', 'Orientation'],
    draw.cards.map((drawn) => [`${drawn.position}. ${CELTIC_CROSS[drawn.position - 1].name}`, drawn.card.name, drawn.reversed ? 'reversed' : 'upright']),
  );
  view.section('Each card in its position');
  const introduced = new Set<string>();
  for (const drawn of draw.cards) view.paragraph(cardReading(drawn, introduced));
  const majors = draw.cards.filter((drawn) => drawn.card.arcana === 'major').length;
  const reversed = draw.cards.filter((drawn) => drawn.reversed).length;
  const suitCounts = (Object.keys(suitDomain) as Array<keyof typeof suitDomain>).map((suit) => ({ suit, count: draw.cards.filter((drawn) => drawn.card.suit === suit).length }))
    .sort((a, b) => b.count - a.count);
  const outcome = draw.cards[9];
  const present = draw.cards[0];
  view.section('The spread as a whole').paragraph(
    `${majors} of the ten cards are major arcana${majors >= 4 ? ', so the question touches a turning point larger than day-to-day events' : majors === 0 ? ', so the matter lies in your own hands and everyday choices' : ''}. ` +
    `${reversed} ${reversed === 1 ? 'card is' : 'cards are'} reversed${reversed >= 6 ? ': much of the energy is blocked or turned inward, and patience is needed' : reversed <= 2 ? ': the energies flow freely' : ''}. ` +
    (suitCounts[0].count >= 3 ? `${suitCounts[0].suit} dominate (${suitCounts[0].count} cards): the answer lies in ${suitDomain[suitCounts[0].suit]}. ` : '') +
    `From ${present.card.name}${present.reversed ? ' reversed' : ''} in the present to ${outcome.card.name}${outcome.reversed ? ' reversed' : ''} as the outcome, the spread moves from ${present.reversed ? present.card.reversed : present.card.upright} towards ${outcome.reversed ? outcome.card.reversed : outcome.card.upright}.`,
  ).paragraph('Tarot describes tendencies, not fixed fate: the outcome card shows where the present course leads, and the advice of the Yourself and Challenge cards shows what you can change.');
  view.section('The draw, on record').paragraph(
    `Shuffled with a cryptographically secure random generator (Fisher-Yates). Swap indices from the last card down: ${draw.swaps.join(' ')}. Orientation bits for positions 1-10 (1 = reversed): ${draw.orientations.join(' ')}.`,
  );
}
