/**
 * The twelve signs as a report reads them: as the rising sign (the frame of the whole life), as the Moon's sign
 * (the mind and feelings) and as the "colour" a planet takes from the sign it occupies. Written for these
 * reports from the classical descriptions (Brihat Parashara Hora Shastra ch. 4, Saravali, Phaladeepika).
 */
export interface SignText {
  /** How a planet in this sign expresses itself: completes "expresses itself ...". */
  style: string;
  /** The sign rising at birth. */
  ascendant: string;
  /** The Moon in this sign at birth. */
  moon: string;
  /** What the body and health of this sign's people watch (the classical limb of the sign). */
  body: string;
}

export const SIGN_TEXTS: readonly SignText[] = [
  {
    style: 'quickly and directly, through initiative, courage and the wish to be first',
    ascendant:
      'Aries rising gives a pioneering temperament: you act before others have finished deliberating, you dislike waiting, and you are at your best when something needs starting or defending. Mars, the lagna lord, makes energy, sport and a clear personal aim important for your health and mood. The lesson of this ascendant is patience: the second effort, not the first burst, usually decides your results.',
    moon:
      'With the Moon in Aries your feelings are quick, honest and soon over. You need freedom to act on an impulse and become restless when life is slow; anger flares and passes. Emotional security comes from doing something, not from talking about it.',
    body: 'the head and face; headaches and fevers come from overwork and heat',
  },
  {
    style: 'steadily and sensuously, through patience, loyalty and attention to what lasts',
    ascendant:
      'Taurus rising gives a calm, persistent nature with a strong sense of value: of money, food, beauty and people you can rely on. Venus as lagna lord favours the arts, pleasant speech and a comfortable home. You build slowly and rarely let go of what you have built; the lesson of this ascendant is to change before circumstances force the change.',
    moon:
      'The Moon is exalted in Taurus: the mind is steady, content with simple pleasures and slow to be shaken. You are affectionate and loyal and need material security and beauty around you to feel at ease. Stubbornness is the shadow of this steadiness.',
    body: 'the throat, neck and voice; the thyroid and the sense of taste',
  },
  {
    style: 'curiously and versatilely, through words, trade, learning and many contacts',
    ascendant:
      'Gemini rising gives a lively, communicative mind that learns quickly and likes variety. Mercury as lagna lord makes writing, speaking, trade, teaching and technology natural fields. You keep several interests at once; the lesson of this ascendant is depth, finishing what the curiosity began.',
    moon:
      'With the Moon in Gemini you think your feelings through and need to talk about them. The mind is witty, adaptable and restless; conversation, reading and short journeys refresh it. Nervous tension rises when you are bored or when too much happens at once.',
    body: 'the shoulders, arms, hands and lungs; the nerves',
  },
  {
    style: 'protectively and emotionally, through care, memory and the sense of home',
    ascendant:
      'Cancer rising gives sensitivity, imagination and a strong attachment to home, mother and family. The Moon as lagna lord makes your mood and health follow the Moon’s phases and your surroundings. You protect those you love with great tenacity; the lesson of this ascendant is to let feelings pass instead of storing them.',
    moon:
      'The Moon in its own sign Cancer gives a deep, caring and intuitive mind with a long memory. You feel at home where you are needed and nourish others naturally. Moods change with the atmosphere around you; a secure home is your greatest support.',
    body: 'the chest, breasts and stomach; digestion follows the emotions',
  },
  {
    style: 'generously and proudly, through authority, creativity and the wish to be seen',
    ascendant:
      'Leo rising gives dignity, warmth and natural authority: people look to you to lead, and you rise to it. The Sun as lagna lord links your vitality to self-respect and to a purpose larger than yourself; government, management and the creative arts suit you. The lesson of this ascendant is to lead without needing applause.',
    moon:
      'With the Moon in Leo your feelings are warm, loyal and dramatic. You need appreciation and a stage, whether large or small, and you give generously to those who admire you. Hurt pride is the wound this Moon feels most.',
    body: 'the heart, spine and upper back; vitality and circulation',
  },
  {
    style: 'carefully and analytically, through service, skill and attention to detail',
    ascendant:
      'Virgo rising gives a precise, practical and modest nature with a gift for analysis, craft and service. Mercury as lagna lord favours accounts, medicine, editing, research and any work that rewards accuracy. The lesson of this ascendant is to accept the imperfect; worry and self-criticism are its tax.',
    moon:
      'With the Moon in Virgo you feel safest when things are in order and useful. The mind notices details others miss and wants to help in practical ways. Anxiety and fussiness about health or routine appear when life feels out of control.',
    body: 'the intestines and digestion; the nervous stomach',
  },
  {
    style: 'diplomatically and gracefully, through partnership, balance and fair dealing',
    ascendant:
      'Libra rising gives charm, a sense of fairness and a talent for bringing people together. Venus as lagna lord favours law, design, trade, counselling and anything done with a partner. You weigh every side; the lesson of this ascendant is to decide, even when a decision displeases someone.',
    moon:
      'With the Moon in Libra you need harmony and companionship to feel well. The mind is sociable, refined and considerate, and suffers in conflict or ugliness. You often put the relationship before your own wishes.',
    body: 'the kidneys, lower back and skin; balance of fluids',
  },
  {
    style: 'intensely and secretly, through depth, research and transformation',
    ascendant:
      'Scorpio rising gives intensity, endurance and a penetrating mind that wants the truth beneath the surface. Mars as lagna lord (with Ketu as co-ruler) favours research, medicine, investigation, finance and occult study. You rarely forget a loyalty or an injury; the lesson of this ascendant is to let go and trust.',
    moon:
      'The Moon is debilitated in Scorpio: feelings run deep and are held privately, and the mind goes through intense phases of attachment and letting go. Intuition is strong. Emotional healing comes through honesty, spiritual practice and work that uses this depth.',
    body: 'the reproductive and excretory organs; hidden or chronic complaints',
  },
  {
    style: 'broadly and idealistically, through faith, teaching and long journeys',
    ascendant:
      'Sagittarius rising gives optimism, frankness and a philosophical turn of mind. Jupiter as lagna lord favours teaching, law, religion, publishing, travel and advisory roles. You aim high and recover quickly from setbacks; the lesson of this ascendant is to match big plans with steady follow-through.',
    moon:
      'With the Moon in Sagittarius your feelings seek meaning and freedom. The mind is hopeful, generous and principled, and is refreshed by travel, study and open spaces. Restlessness and bluntness are its weaker sides.',
    body: 'the hips and thighs; the liver',
  },
  {
    style: 'responsibly and ambitiously, through structure, effort and long-term goals',
    ascendant:
      'Capricorn rising gives seriousness, discipline and practical ambition; success comes late but lasts. Saturn as lagna lord favours administration, engineering, business and any work with responsibility for others. You carry duties early in life; the lesson of this ascendant is to allow yourself rest and joy.',
    moon:
      'With the Moon in Capricorn your feelings are controlled and expressed through duty and practical help. The mind is realistic, cautious and persevering. You may feel lonely at the top; warmth comes as security grows.',
    body: 'the knees, bones and joints; the skin',
  },
  {
    style: 'independently and humanely, through ideas, groups and reform',
    ascendant:
      'Aquarius rising gives an original, humane and independent outlook. Saturn as lagna lord (with Rahu as co-ruler) favours science, technology, social work, networks and large organisations. You think of the many rather than the few; the lesson of this ascendant is to stay close to the people you help.',
    moon:
      'With the Moon in Aquarius your feelings are steady but detached; you care for humanity and friends and need freedom within relationships. The mind is inventive and progressive, sometimes cool when warmth is asked for.',
    body: 'the calves, ankles and circulation',
  },
  {
    style: 'compassionately and imaginatively, through devotion, art and surrender',
    ascendant:
      'Pisces rising gives compassion, imagination and a spiritual sensitivity to what others feel. Jupiter as lagna lord favours healing, teaching, music, charity and work near water or in retreats. You absorb your surroundings; the lesson of this ascendant is to protect your energy and keep firm boundaries.',
    moon:
      'With the Moon in Pisces the mind is gentle, dreamy and intuitive, moved by music, prayer and the suffering of others. You forgive easily and can be taken advantage of. Solitude and spiritual practice restore you.',
    body: 'the feet and the lymphatic system; sleep',
  },
];
