/**
 * The palmistry reading is simulated: no image analysis happens, the photo never leaves
 * the browser, and every visitor gets this same sample reading, adjusted only for the hand they chose. The page
 * says so plainly.
 */
export type Hand = 'right' | 'left';

export interface PalmLine {
  name: string;
  description: string;
  reading: string;
  strength: 'strong' | 'moderate' | 'weak';
  significance: string;
}

export interface PalmMount {
  name: string;
  planet: string;
  characteristics: string;
  development: 'overdeveloped' | 'normal' | 'underdeveloped';
}

export interface PalmReading {
  dominantHand: Hand;
  handShape: string;
  fingerTypes: string;
  majorLines: PalmLine[];
  mounts: PalmMount[];
  specialMarks: string[];
  lifeGuidance: string;
  careerInsights: string;
  relationshipGuidance: string;
  healthIndicators: string;
}

/** The simulated analysis takes about 3 s. */
export const PALM_ANALYSIS_MS = 3000;

export function samplePalmReading(hand: Hand): PalmReading {
  return {
    dominantHand: hand,
    handShape: 'Earth hand: a square palm with shorter fingers, practical and dependable.',
    fingerTypes: 'Long index finger (Jupiter) showing ambition; balanced ring finger (Apollo) showing creativity.',
    majorLines: [
      {
        name: 'Heart Line',
        description: 'Runs across the top of the palm, beneath the fingers.',
        reading: 'A long, gently curving line: warm, expressive and loyal in love.',
        strength: 'strong',
        significance: 'Emotions and relationships',
      },
      {
        name: 'Head Line',
        description: 'Crosses the middle of the palm.',
        reading: 'A clear, straight line: logical thinking and good concentration.',
        strength: 'strong',
        significance: 'Intellect and decision making',
      },
      {
        name: 'Life Line',
        description: 'Curves around the base of the thumb.',
        reading: 'A deep, wide arc: vitality and resilience in difficult times.',
        strength: 'moderate',
        significance: 'Vitality and major life changes',
      },
      {
        name: 'Fate Line',
        description: 'Rises vertically towards the middle finger.',
        reading: 'Faint at the start and stronger later: a career that grows with effort after the late twenties.',
        strength: 'weak',
        significance: 'Career path and life direction',
      },
    ],
    mounts: [
      { name: 'Mount of Jupiter', planet: 'Jupiter', characteristics: 'Leadership, ambition and self-confidence.', development: 'normal' },
      { name: 'Mount of Saturn', planet: 'Saturn', characteristics: 'Responsibility, patience and a serious mind.', development: 'normal' },
      { name: 'Mount of Apollo', planet: 'Sun', characteristics: 'Creativity, fame and a love of beauty.', development: 'overdeveloped' },
      { name: 'Mount of Mercury', planet: 'Mercury', characteristics: 'Communication, commerce and quick wit.', development: 'normal' },
      { name: 'Mount of Venus', planet: 'Venus', characteristics: 'Love, warmth and enjoyment of life.', development: 'overdeveloped' },
      { name: 'Mount of Moon', planet: 'Moon', characteristics: 'Imagination, intuition and travel.', development: 'underdeveloped' },
    ],
    specialMarks: ['A small star on the Mount of Apollo: recognition for creative work', 'A trident near the Heart Line: a happy family life'],
    lifeGuidance: 'Steady, patient effort suits you better than shortcuts; your later years look more prosperous than your early ones.',
    careerInsights: 'Work that combines structure with creativity (design, teaching, planning, finance) brings the most satisfaction.',
    relationshipGuidance: 'You give a lot in relationships; say what you need as clearly as you offer care.',
    healthIndicators: 'Good overall vitality; protect it with regular sleep and by managing stress.',
  };
}
