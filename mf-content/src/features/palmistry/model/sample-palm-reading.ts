/**
 * The palmistry reading is simulated: no image analysis happens, the photo never leaves
 * the browser, and every visitor gets this same sample reading, adjusted only for the hand they chose. The page
 * says so plainly. The reading's words are in the catalogue (palmistry.sample), by the ids below.
 */
export type Hand = 'right' | 'left';

export type PalmLineId = 'heart' | 'head' | 'life' | 'fate';
export type PalmMountId = 'jupiter' | 'saturn' | 'apollo' | 'mercury' | 'venus' | 'moon';
export type PalmMarkId = 'apolloStar' | 'trident';

export interface PalmLine {
  id: PalmLineId;
  strength: 'strong' | 'moderate' | 'weak';
}

export interface PalmMount {
  id: PalmMountId;
  development: 'overdeveloped' | 'normal' | 'underdeveloped';
}

export interface PalmReading {
  dominantHand: Hand;
  majorLines: PalmLine[];
  mounts: PalmMount[];
  specialMarks: PalmMarkId[];
}

/** The simulated analysis takes about 3 s. */
export const PALM_ANALYSIS_MS = 3000;

export function samplePalmReading(hand: Hand): PalmReading {
  return {
    dominantHand: hand,
    majorLines: [
      { id: 'heart', strength: 'strong' },
      { id: 'head', strength: 'strong' },
      { id: 'life', strength: 'moderate' },
      { id: 'fate', strength: 'weak' },
    ],
    mounts: [
      { id: 'jupiter', development: 'normal' },
      { id: 'saturn', development: 'normal' },
      { id: 'apollo', development: 'overdeveloped' },
      { id: 'mercury', development: 'normal' },
      { id: 'venus', development: 'overdeveloped' },
      { id: 'moon', development: 'underdeveloped' },
    ],
    specialMarks: ['apolloStar', 'trident'],
  };
}
