import type { Planet } from '../../../astrology/core/vedic-data';

/**
 * The nine grahas as a report reads them: what each signifies (karakatva, BPHS ch. 3 and 32), how its dasha
 * feels, and the classical remedies (mantra, gem, day, charity) of Parashari practice. Remedies are traditional
 * guidance and are printed with that caveat.
 */
export interface PlanetText {
  /** What the planet signifies: completes "stands for ...". */
  signifies: string;
  /** Its dasha or antardasha in general (the chart-specific part is composed from its houses). */
  dasha: string;
  remedy: { mantra: string; gem: string; day: string; charity: string; practice: string };
}

export const PLANET_TEXTS: Record<Planet, PlanetText> = {
  Sun: {
    signifies: 'the soul and self-respect, the father, authority and government, vitality, the heart and eyes',
    dasha: 'brings questions of authority, recognition and self-definition; dealings with superiors, father and government come forward, and health asks for discipline',
    remedy: { mantra: 'Om Suryaya Namah, or the Aditya Hridayam', gem: 'ruby', day: 'Sunday', charity: 'wheat, jaggery or copper to those in need on Sundays', practice: 'offering water to the rising Sun and honouring the father' },
  },
  Moon: {
    signifies: 'the mind and emotions, the mother, home, public, fluids, sleep and nourishment',
    dasha: 'turns attention to home, mother, emotional needs and the public; moods run stronger, travel and changes of residence are common',
    remedy: { mantra: 'Om Chandraya Namah, or Om Som Somaya Namah', gem: 'pearl', day: 'Monday', charity: 'rice, milk or white cloth on Mondays', practice: 'fasting or eating lightly on Mondays and serving one’s mother' },
  },
  Mars: {
    signifies: 'energy and courage, brothers, land and property, surgery, police and the armed forces, blood and muscles',
    dasha: 'raises energy and ambition: property, competition, technical work and siblings come forward; haste, disputes and injuries are its risks',
    remedy: { mantra: 'Om Angarakaya Namah, or the Hanuman Chalisa', gem: 'red coral', day: 'Tuesday', charity: 'red lentils (masoor) or jaggery on Tuesdays', practice: 'physical exercise, and worship of Hanuman or Kartikeya' },
  },
  Mercury: {
    signifies: 'intellect and speech, trade and accounts, writing, learning, friends and maternal relatives, the nerves and skin',
    dasha: 'favours study, trade, writing and communication; contracts, short journeys and new skills fill the period, and nervous strain needs watching',
    remedy: { mantra: 'Om Budhaya Namah, or the Vishnu Sahasranama', gem: 'emerald', day: 'Wednesday', charity: 'green gram (moong) or green cloth on Wednesdays', practice: 'learning something new and feeding birds' },
  },
  Jupiter: {
    signifies: 'wisdom and dharma, teachers, children, wealth and good fortune, the husband in a woman’s chart, the liver',
    dasha: 'brings growth through knowledge, advisers and faith; children, teaching, religious life and savings are its themes, and overindulgence its risk',
    remedy: { mantra: 'Om Gurave Namah, or Om Brihaspataye Namah', gem: 'yellow sapphire', day: 'Thursday', charity: 'turmeric, chana dal or books to students on Thursdays', practice: 'respecting teachers and elders, and study of scripture' },
  },
  Venus: {
    signifies: 'love and marriage, the wife in a man’s chart, beauty, arts and luxury, vehicles and comforts, the reproductive system',
    dasha: 'favours relationships, marriage, art, vehicles and comforts; pleasure and spending rise, and balance in indulgence is needed',
    remedy: { mantra: 'Om Shukraya Namah, or Om Shum Shukraya Namah', gem: 'diamond or white sapphire', day: 'Friday', charity: 'white sweets, rice or perfume on Fridays', practice: 'worship of Lakshmi and keeping one’s surroundings clean and beautiful' },
  },
  Saturn: {
    signifies: 'discipline and endurance, work and servants, longevity, delay, the elderly and the poor, bones, teeth and joints',
    dasha: 'asks for effort, patience and responsibility; results come slowly but durably, and what was built on weak ground is tested',
    remedy: { mantra: 'Om Shanaischaraya Namah, or the Shani Stotra of King Dasharatha', gem: 'blue sapphire (only after careful trial)', day: 'Saturday', charity: 'black sesame, mustard oil or iron to the poor and labourers on Saturdays', practice: 'serving the elderly and disabled, and keeping promises punctually' },
  },
  Rahu: {
    signifies: 'ambition and obsession, foreign lands and people, technology, sudden gains and upheavals, illusion',
    dasha: 'brings ambition, unconventional opportunities and contact with foreign places; sudden rises and confusions both occur, and clarity of purpose protects',
    remedy: { mantra: 'Om Rahave Namah, or the Durga Saptashati', gem: 'hessonite (gomed)', day: 'Saturday', charity: 'blankets, black gram (urad) or coconut to the needy', practice: 'worship of Durga and avoiding intoxicants and shortcuts' },
  },
  Ketu: {
    signifies: 'detachment and insight, past-life skills, spirituality, sudden separations, research and healing',
    dasha: 'turns the mind inward: detachment, spiritual interests and research grow, while worldly matters can feel uncertain or end abruptly',
    remedy: { mantra: 'Om Ketave Namah, or worship of Ganesha', gem: "cat’s eye (lehsunia)", day: 'Tuesday', charity: 'blankets or food to the poor and feeding stray dogs', practice: 'meditation and worship of Ganesha' },
  },
};

/** How a planet's dignity by sign shapes its results (BPHS ch. 3); {p} is the planet, {s} the sign, {l} its lord. */
export const DIGNITY_TEXTS: Record<string, string> = {
  exalted: '{p} is exalted in {s}, at its strongest: its significations come with ease and honour, provided it is not spoiled by its house.',
  moolatrikona: '{p} is in its moolatrikona {s}, a sign where it works with the authority of an officer in his own office: reliable, purposeful results.',
  'own sign': '{p} is in its own sign {s}, at home and comfortable: it protects the matters it signifies and gives steady results.',
  friendly: '{p} sits in {s}, the sign of its friend {l}, and works willingly; its results are good with ordinary effort.',
  neutral: '{p} sits in {s}, the sign of {l}, neither friend nor enemy; its results depend mostly on its house and on the planets that aspect it.',
  enemy: '{p} sits in {s}, the sign of its enemy {l}, and works under strain: its matters need more effort and produce some friction.',
  debilitated: '{p} is debilitated in {s}, at its weakest: its matters need conscious effort, and its remedies are worth taking up. A debilitation can be cancelled (neecha bhanga) by the strength of its sign lord, noted below where it applies.',
};
