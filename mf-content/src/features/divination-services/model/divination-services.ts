import { catalogueItem } from '../../../shared/payment/payment-links';

export const divinationServiceIds = ['birth-chart', 'palmistry', 'numerology', 'tarot'] as const;
export type DivinationServiceId = (typeof divinationServiceIds)[number];

export interface DivinationService {
  id: DivinationServiceId;
  title: string;
  tagline: string;
  features: string[];
  receive: string[];
}

/** The four divination services with what each offers and delivers. */
export const DIVINATION_SERVICES: readonly DivinationService[] = [
  {
    id: 'birth-chart',
    title: 'Vedic Birth Chart',
    tagline: 'Your kundli calculated from the exact moment and place of birth.',
    features: ['Sidereal (Lahiri) planetary positions', 'All 27 nakshatras with padas', 'Vimshottari dasha periods', 'Yogas and doshas checked by rule'],
    receive: ['North, South and Diamond style charts', 'Planet and house tables', 'Dasha timeline for your life', 'A written reading by an astrologer (paid service)'],
  },
  {
    id: 'palmistry',
    title: 'Palmistry',
    tagline: 'The lines and mounts of your hand, explained.',
    features: ['Heart, head, life and fate lines', 'Mounts of the seven planets', 'Hand shape and finger types', 'Special marks'],
    receive: ['A sample reading explaining each line (free, simulated)', 'A personal reading by a palmist from your photos (paid service)', 'Career and relationship guidance'],
  },
  {
    id: 'numerology',
    title: 'Numerology',
    tagline: 'The numbers hidden in your name and birth date.',
    features: ['Life path and destiny numbers', 'Soul urge and personality numbers', 'Personal year forecast', 'Master numbers 11, 22 and 33'],
    receive: ['Your seven core numbers with meanings', 'Lucky and compatible numbers', 'Challenge numbers', 'Name correction advice (paid service)'],
  },
  {
    id: 'tarot',
    title: 'Tarot Reading',
    tagline: 'All 78 cards of the tarot answer your question.',
    features: ['Three Card, Celtic Cross, Love and Career spreads', 'Upright and reversed meanings', 'Timing and outcome of the reading', 'A link to see your reading again'],
    receive: ['Each card with its position and meaning', 'An outcome and a time frame', 'A live reading with a tarot reader (paid service)'],
  },
];

export function isDivinationServiceId(value: string | null): value is DivinationServiceId {
  return (divinationServiceIds as readonly string[]).includes(value ?? '');
}

export function divinationCatalogueItem(id: DivinationServiceId) {
  return catalogueItem('divination', id);
}
