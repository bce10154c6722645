/** A card of the Major Arcana: the 22 trumps of the tarot, numbered 0 (The Fool) to 21 (The World). */
export interface TarotCard {
  id: number;
  name: string;
  /** Roman numeral printed on the card (0 has none). */
  numeral: string;
  /** A glyph for the card face. */
  symbol: string;
  keywords: readonly string[];
  upright: string;
  reversed: string;
}

export const MAJOR_ARCANA: readonly TarotCard[] = [
  { id: 0, name: 'The Fool', numeral: '0', symbol: '✧', keywords: ['beginnings', 'faith', 'spontaneity'], upright: 'A fresh start: step forward with trust, even without the whole map.', reversed: 'Recklessness or hesitation; look before you leap, but do not freeze.' },
  { id: 1, name: 'The Magician', numeral: 'I', symbol: '∞', keywords: ['skill', 'willpower', 'action'], upright: 'You have the tools you need; focus your will and act.', reversed: 'Scattered energy or manipulation; use your talents honestly.' },
  { id: 2, name: 'The High Priestess', numeral: 'II', symbol: '☾', keywords: ['intuition', 'mystery', 'inner voice'], upright: 'Trust your intuition; the answer is already within you.', reversed: 'Ignoring your inner voice; quiet the noise and listen.' },
  { id: 3, name: 'The Empress', numeral: 'III', symbol: '♀', keywords: ['abundance', 'nurture', 'creativity'], upright: 'Growth and abundance through care, patience and creativity.', reversed: 'Neglect of self or others; nourish what you want to grow.' },
  { id: 4, name: 'The Emperor', numeral: 'IV', symbol: '♔', keywords: ['structure', 'authority', 'stability'], upright: 'Order and discipline bring stability; take responsibility.', reversed: 'Rigidity or misuse of control; lead with fairness.' },
  { id: 5, name: 'The Hierophant', numeral: 'V', symbol: '⚷', keywords: ['tradition', 'guidance', 'learning'], upright: 'Seek wise counsel and the wisdom of tradition.', reversed: 'Question rules that no longer serve you.' },
  { id: 6, name: 'The Lovers', numeral: 'VI', symbol: '♡', keywords: ['love', 'harmony', 'choice'], upright: 'A meaningful bond or an important choice made from the heart.', reversed: 'Imbalance or a choice avoided; realign your values.' },
  { id: 7, name: 'The Chariot', numeral: 'VII', symbol: '⛭', keywords: ['determination', 'victory', 'control'], upright: 'Drive and focus carry you to victory.', reversed: 'Loss of direction; steady your course before pushing on.' },
  { id: 8, name: 'Strength', numeral: 'VIII', symbol: '♌', keywords: ['courage', 'patience', 'compassion'], upright: 'Quiet courage and gentle persistence win the day.', reversed: 'Self-doubt; your strength returns when you are kind to yourself.' },
  { id: 9, name: 'The Hermit', numeral: 'IX', symbol: '✦', keywords: ['reflection', 'solitude', 'wisdom'], upright: 'Step back and reflect; solitude brings clarity.', reversed: 'Isolation; share your light with others again.' },
  { id: 10, name: 'Wheel of Fortune', numeral: 'X', symbol: '☸', keywords: ['cycles', 'luck', 'change'], upright: 'The wheel turns in your favour; welcome change.', reversed: 'A setback in the cycle; patience, it will turn again.' },
  { id: 11, name: 'Justice', numeral: 'XI', symbol: '⚖', keywords: ['fairness', 'truth', 'balance'], upright: 'Fair outcomes follow honest actions.', reversed: 'Unfairness or avoiding accountability; make it right.' },
  { id: 12, name: 'The Hanged Man', numeral: 'XII', symbol: '⟲', keywords: ['surrender', 'pause', 'perspective'], upright: 'Pause and see the situation from a new angle.', reversed: 'Stalling; a decision you keep postponing needs making.' },
  { id: 13, name: 'Death', numeral: 'XIII', symbol: '☽', keywords: ['endings', 'transformation', 'renewal'], upright: 'One chapter closes so that another can begin.', reversed: 'Resisting necessary change; let go of what has ended.' },
  { id: 14, name: 'Temperance', numeral: 'XIV', symbol: '⚗', keywords: ['balance', 'moderation', 'healing'], upright: 'Blend patience and moderation; healing comes step by step.', reversed: 'Excess or impatience; restore your balance.' },
  { id: 15, name: 'The Devil', numeral: 'XV', symbol: '⛓', keywords: ['attachment', 'temptation', 'shadow'], upright: 'Notice what binds you; awareness is the first release.', reversed: 'Breaking free from an unhealthy habit or tie.' },
  { id: 16, name: 'The Tower', numeral: 'XVI', symbol: '⚡', keywords: ['upheaval', 'revelation', 'awakening'], upright: 'A sudden shake-up clears away false foundations.', reversed: 'Averting disaster, or fearing a change that must come.' },
  { id: 17, name: 'The Star', numeral: 'XVII', symbol: '★', keywords: ['hope', 'renewal', 'inspiration'], upright: 'Hope returns; trust that you are guided and healing.', reversed: 'Discouragement; reconnect with what inspires you.' },
  { id: 18, name: 'The Moon', numeral: 'XVIII', symbol: '☾', keywords: ['illusion', 'dreams', 'uncertainty'], upright: 'Not all is clear yet; move carefully and trust your instincts.', reversed: 'Confusion lifts and the truth comes out.' },
  { id: 19, name: 'The Sun', numeral: 'XIX', symbol: '☀', keywords: ['joy', 'success', 'vitality'], upright: 'Joy, success and warmth; a clearly positive sign.', reversed: 'Success delayed, not denied; keep your optimism.' },
  { id: 20, name: 'Judgement', numeral: 'XX', symbol: '♫', keywords: ['awakening', 'reckoning', 'calling'], upright: 'A moment of truth and a call to a higher purpose.', reversed: 'Self-doubt stops you from answering your calling.' },
  { id: 21, name: 'The World', numeral: 'XXI', symbol: '◯', keywords: ['completion', 'fulfilment', 'wholeness'], upright: 'Completion and fulfilment; a cycle ends in success.', reversed: 'Almost there; tie up loose ends to finish well.' },
];

/** Cards that speed things up: a reading holding any of them happens sooner (1-3 months). */
export const FAST_TIMING_CARD_IDS: readonly number[] = [16, 13, 0];
/** Cards of a positive outcome when upright: the Sun, the Star and the World. */
export const POSITIVE_OUTCOME_CARD_IDS: readonly number[] = [19, 17, 21];
