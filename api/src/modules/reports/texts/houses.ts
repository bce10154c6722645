/**
 * The twelve bhavas (BPHS ch. 11-12): their names, what they govern, and what it means when a house's lord is
 * placed in another house (BPHS ch. 24, "effects of the lords of houses"), reduced to the destination house's
 * character so a report can compose "lord of the 5th in the 10th" from both houses.
 */
export interface HouseText {
  name: string;
  /** What the house governs: completes "governs ...". */
  governs: string;
  /** Short list of its topics, used in lord-placement sentences: "matters of ...". */
  topics: string;
  /** When another house's lord sits here: completes "its matters ...". */
  asDestination: string;
}

export const HOUSE_TEXTS: readonly HouseText[] = [
  { name: 'Tanu bhava', governs: 'the body, personality, health and the general direction of life', topics: 'self and health', asDestination: 'become personal: you pursue them yourself, and they shape your identity and health' },
  { name: 'Dhana bhava', governs: 'wealth, family, speech, food and early education', topics: 'wealth, family and speech', asDestination: 'are tied to earnings, family and speech: they become a source of income or a family matter' },
  { name: 'Sahaja bhava', governs: 'courage, effort, siblings, communication, short journeys and skills of the hands', topics: 'effort, siblings and communication', asDestination: 'are achieved through your own effort, writing, travel and the help of siblings' },
  { name: 'Sukha bhava', governs: 'the mother, home, property, vehicles, schooling and peace of mind', topics: 'home, mother and property', asDestination: 'bring comfort, property and a settled home, or are pursued from home' },
  { name: 'Putra bhava', governs: 'children, intelligence, creativity, romance, mantra and merit from past lives', topics: 'children, intelligence and creativity', asDestination: 'are blessed by intelligence and merit, and connect with children and creative work' },
  { name: 'Ripu bhava', governs: 'enemies, debts, disease, service, competition and daily work', topics: 'service, health and competition', asDestination: 'meet obstacles, competition or debt, which you overcome through service and hard work' },
  { name: 'Kalatra bhava', governs: 'marriage, partners, business partnerships, contracts and public dealings', topics: 'marriage and partnership', asDestination: 'are shared with a partner, and unfold through marriage, business and public dealings' },
  { name: 'Randhra bhava', governs: 'longevity, sudden events, inheritance, research, the occult and transformation', topics: 'transformation and hidden matters', asDestination: 'pass through sudden changes, research and hidden channels; delays turn into depth' },
  { name: 'Dharma bhava', governs: 'fortune, father, teachers, higher learning, long journeys and faith', topics: 'fortune, faith and the father', asDestination: 'are protected by fortune, teachers and faith, and bring meaning and long journeys' },
  { name: 'Karma bhava', governs: 'career, status, authority, deeds and reputation', topics: 'career and status', asDestination: 'enter your career and public standing; they are visible and bring responsibility' },
  { name: 'Labha bhava', governs: 'gains, income, elder siblings, friends, networks and the fulfilment of wishes', topics: 'gains and friendships', asDestination: 'bring gains, friends and fulfilment of wishes' },
  { name: 'Vyaya bhava', governs: 'expenses, losses, foreign lands, sleep, retreat and liberation', topics: 'expenses, foreign lands and retreat', asDestination: 'lead to expense, distance or foreign lands, and ask for letting go; spiritual growth is the reward' },
];

export const ordinal = (n: number): string => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** Houses' classical groups (BPHS ch. 34): which a lord's placement in them favours or strains. */
export const KENDRAS = [1, 4, 7, 10];
export const TRIKONAS = [1, 5, 9];
export const DUSTHANAS = [6, 8, 12];
export const UPACHAYAS = [3, 6, 10, 11];
