/**
 * The 78 cards of the Rider-Waite-Smith tarot with their usual upright and reversed meanings, written for this
 * project from the common tradition (A. E. Waite, The Pictorial Key to the Tarot, 1910, is the source most
 * modern meanings derive from). Each meaning is a short phrase read into a position of the spread.
 *
 * The one deck of the product: the paid tarot deliverable (api) and the free tarot reader (mf-content) both draw
 * from it, the major arcana in order 0-21, then Wands, Cups, Swords and Pentacles from Ace to King.
 */

/** One card of the deck (named TarotDeckCard so it does not clash with the web reader's card type). */
export interface TarotDeckCard {
  name: string;
  arcana: 'major' | 'minor';
  suit?: 'Wands' | 'Cups' | 'Swords' | 'Pentacles';
  upright: string;
  reversed: string;
}

const major: Array<[string, string, string]> = [
  ['The Fool', 'a fresh start taken on trust, openness to the new and a leap into the unknown', 'recklessness, a naive risk or holding back from a start out of fear'],
  ['The Magician', 'skill and will aligned: you have the tools to make it happen, so act', 'talent unused or misused, manipulation, plans without action'],
  ['The High Priestess', 'intuition, hidden knowledge and the wisdom of waiting and listening inwardly', 'ignored intuition, secrets coming out, confusion between wishes and insight'],
  ['The Empress', 'abundance, nurture, fertility of ideas and comfort in the body and home', 'smothering, dependence or creative block; neglecting self-care'],
  ['The Emperor', 'structure, authority and a steady hand: order built by discipline', 'rigidity, control for its own sake, or a lack of direction and discipline'],
  ['The Hierophant', 'tradition, guidance from a teacher, shared values and institutions', 'questioning convention, breaking from rules that no longer fit, or empty ritual'],
  ['The Lovers', 'a meaningful union and a choice made from the heart and one\'s values', 'disharmony, a choice avoided, values out of line with a relationship'],
  ['The Chariot', 'willpower and focus that win through; controlled forward movement', 'scattered effort, loss of direction, forcing instead of steering'],
  ['Strength', 'quiet courage, patience and compassion that tame a difficult situation', 'self-doubt, temper or weakness giving way to impulses'],
  ['The Hermit', 'withdrawal to seek truth, solitude, a guide found within', 'isolation that goes too far, loneliness, refusing counsel'],
  ['Wheel of Fortune', 'a turn of fate, cycles moving in your favour, timely change', 'a downturn, resisting change, a cycle repeating until its lesson is learned'],
  ['Justice', 'fairness, truth and cause and effect: a balanced decision', 'unfairness, dishonesty, avoiding accountability, a one-sided judgement'],
  ['The Hanged Man', 'a pause, surrender and seeing things from a new angle', 'stalling, needless sacrifice, refusing to let go'],
  ['Death', 'an ending that clears the way: transformation and necessary change', 'resisting an ending, stagnation, fear of change'],
  ['Temperance', 'balance, moderation and patient blending of opposites', 'excess, imbalance, impatience or conflict of aims'],
  ['The Devil', 'attachment, temptation and the chains we keep on ourselves', 'breaking free, release from a habit or bond, reclaiming power'],
  ['The Tower', 'sudden upheaval that breaks false structures; revelation', 'averting a disaster, or dreading and delaying an inevitable change'],
  ['The Star', 'hope, healing and renewed faith after difficulty', 'discouragement, lost faith, disconnection from what inspires you'],
  ['The Moon', 'uncertainty, dreams and fears; not everything is as it seems', 'confusion lifting, fears faced, truth emerging'],
  ['The Sun', 'joy, success, vitality and clarity', 'temporary clouds over success, over-optimism, a delayed happiness'],
  ['Judgement', 'awakening, a calling, reckoning with the past and rising renewed', 'self-doubt, ignoring a calling, harsh self-judgement'],
  ['The World', 'completion, fulfilment and a cycle successfully closed', 'loose ends, a goal nearly reached, lack of closure'],
];

const suits = {
  Wands: 'energy, ambition and action',
  Cups: 'feelings and relationships',
  Swords: 'thought, truth and conflict',
  Pentacles: 'money, work and the body',
} as const;

const minor: Record<keyof typeof suits, Array<[string, string]>> = {
  Wands: [
    ['a spark of inspiration and the start of a venture', 'delays, a false start or lack of motivation'],
    ['planning, looking ahead and choosing a path beyond the familiar', 'fear of the unknown, poor planning'],
    ['expansion, foresight and waiting for ships to come in', 'obstacles abroad, delays in plans, frustration'],
    ['celebration, homecoming and stable foundations', 'instability at home, a postponed celebration'],
    ['competition, friction and the clash of ideas', 'avoiding conflict, or conflict finally settling'],
    ['public recognition and victory', 'a fall from favour, ego, lack of recognition'],
    ['standing your ground and defending your position', 'giving up, being overwhelmed'],
    ['swift movement, news and things coming together fast', 'delays, frustration, slowing down'],
    ['resilience and persistence near the end of a struggle', 'exhaustion, defensiveness, paranoia'],
    ['burdens and over-commitment', 'delegating, laying down what is too heavy'],
    ['enthusiastic news, curiosity and a free spirit', 'scattered energy, bad news, immaturity'],
    ['bold action, adventure and impulsive energy', 'haste, impatience and recklessness'],
    ['confidence, warmth and determination', 'jealousy, insecurity and demanding behaviour'],
    ['vision, leadership and entrepreneurship', 'impulsiveness, high expectations, a domineering manner'],
  ],
  Cups: [
    ['new love, emotional beginnings and compassion', 'blocked feelings, emotional emptiness'],
    ['a partnership of equals and mutual attraction', 'imbalance, a broken bond, miscommunication'],
    ['friendship, celebration and community', 'overindulgence, gossip, a third party'],
    ['apathy, contemplation and an offer overlooked', 'renewed interest, seizing an opportunity'],
    ['loss and regret, focusing on what is gone', 'acceptance, moving on, forgiveness'],
    ['nostalgia, childhood memories and innocence', 'living in the past, leaving it behind'],
    ['choices, illusions and wishful thinking', 'clarity, a decision made'],
    ['walking away from what no longer satisfies', 'fear of change, drifting, avoidance'],
    ['contentment and a wish fulfilled', 'smugness, dissatisfaction, materialism'],
    ['harmony at home and emotional fulfilment', 'broken family ties, misaligned values'],
    ['an intuitive message, creativity and a tender offer', 'emotional immaturity, creative block'],
    ['romance, charm and following the heart', 'moodiness, unrealistic proposals, jealousy'],
    ['compassion, calm and emotional security', 'insecurity, co-dependence, martyrdom'],
    ['emotional balance, diplomacy and generosity', 'manipulation, moodiness, coldness'],
  ],
  Swords: [
    ['clarity, a breakthrough and the truth cutting through', 'confusion, misinformation, clouded judgement'],
    ['a stalemate and a difficult decision avoided', 'information overload, indecision lifting painfully'],
    ['heartbreak, sorrow and painful truth', 'recovery, releasing pain, forgiveness'],
    ['rest, recovery and contemplation', 'restlessness, burnout, returning too soon'],
    ['conflict, winning at a cost', 'reconciliation, making amends, lingering resentment'],
    ['transition, leaving trouble behind for calmer waters', 'unfinished business, resistance to moving on'],
    ['strategy, stealth or deception', 'coming clean, a plan exposed, rethinking'],
    ['feeling trapped by one\'s own thoughts and fears', 'release, new perspective, self-acceptance'],
    ['anxiety, worry and sleepless nights', 'hope returning, facing fears, reaching out'],
    ['a painful ending, hitting bottom', 'recovery, the worst is over'],
    ['curiosity, new ideas and vigilance', 'gossip, hasty words, all talk'],
    ['ambition, fast action and directness', 'impulsiveness, aggression, no plan'],
    ['clear judgement, independence and honest boundaries', 'coldness, bitterness, harsh words'],
    ['intellectual authority, truth and ethics', 'misuse of power, manipulation, cruelty'],
  ],
  Pentacles: [
    ['a new financial or practical opportunity', 'a lost chance, poor planning with money'],
    ['juggling priorities and adaptability', 'over-commitment, disorganisation'],
    ['teamwork, skill and collaboration', 'poor teamwork, lack of effort'],
    ['saving, security and holding on', 'greed, over-spending or releasing control'],
    ['hardship, insecurity and feeling left out in the cold', 'recovery from loss, help arriving'],
    ['generosity, giving and receiving fairly', 'debt, strings attached, one-sided charity'],
    ['patience and long-term investment', 'impatience, little reward for effort'],
    ['diligence, craft and mastery through practice', 'perfectionism, boredom, shortcuts'],
    ['independence, self-sufficiency and earned comfort', 'over-work, financial setbacks, dependence'],
    ['wealth, family legacy and long-term success', 'family disputes over money, loss of stability'],
    ['a new study, ambition and manifestation', 'lack of progress, procrastination'],
    ['hard work, routine and responsibility', 'laziness, stagnation, obsession with work'],
    ['practical care, nurturing and financial security', 'self-neglect, work-home imbalance'],
    ['abundance, business success and security', 'greed, stubbornness, materialism'],
  ],
};

const RANKS = ['Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Page', 'Knight', 'Queen', 'King'];

export const tarotDeck: readonly TarotDeckCard[] = [
  ...major.map(([name, upright, reversed]) => ({ name, arcana: 'major' as const, upright, reversed })),
  ...(Object.keys(minor) as Array<keyof typeof suits>).flatMap((suit) =>
    minor[suit].map(([upright, reversed], index) => ({ name: `${RANKS[index]} of ${suit}`, arcana: 'minor' as const, suit, upright, reversed })),
  ),
];

export const suitDomain = suits;
export type TarotSuit = keyof typeof suits;
export { RANKS as TAROT_RANKS };
