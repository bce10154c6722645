export const tarotSpreadIds = ['three-card', 'celtic-cross', 'love', 'career'] as const;
export type TarotSpreadId = (typeof tarotSpreadIds)[number];

export interface TarotSpread {
  id: TarotSpreadId;
  name: string;
  description: string;
  positions: readonly string[];
}

/** The four spreads: 3, 10, 5 and 5 cards. */
export const TAROT_SPREADS: Readonly<Record<TarotSpreadId, TarotSpread>> = {
  'three-card': {
    id: 'three-card',
    name: 'Three Card',
    description: 'Past, present and future: a quick look at where a situation is going.',
    positions: ['Past', 'Present', 'Future'],
  },
  'celtic-cross': {
    id: 'celtic-cross',
    name: 'Celtic Cross',
    description: 'The classic ten-card spread for a deep reading of one question.',
    positions: ['Present', 'Challenge', 'Foundation', 'Recent Past', 'Conscious Goal', 'Near Future', 'Yourself', 'Environment', 'Hopes and Fears', 'Outcome'],
  },
  love: {
    id: 'love',
    name: 'Love',
    description: 'Five cards on a relationship: both of you, the bond, its challenge and where it leads.',
    positions: ['You', 'Your Partner', 'The Relationship', 'Challenges', 'Outcome'],
  },
  career: {
    id: 'career',
    name: 'Career',
    description: 'Five cards on your work: where you stand, what blocks you, your strengths, advice and outcome.',
    positions: ['Current Situation', 'Obstacles', 'Strengths', 'Advice', 'Outcome'],
  },
};

export function isTarotSpreadId(value: string | null): value is TarotSpreadId {
  return (tarotSpreadIds as readonly string[]).includes(value ?? '');
}
