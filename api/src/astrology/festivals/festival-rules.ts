import type { FestivalRule } from '@astrosetu/contracts';

/**
 * The festivals of the calendar and the rule that dates each one. Months are AMANTA (new moon to new moon,
 * index into LUNAR_MONTHS: 0 Chaitra ... 11 Phalguna); tithis run 1-30 (1-15 Shukla paksha, 16-30 Krishna
 * paksha, 30 = Amavasya). Where North India names the month differently (purnimanta), lunarDay says both.
 *
 * The rules are the ones the dharmashastra digests (Nirnaya Sindhu, Dharma Sindhu) give and drik panchangs
 * apply; where a festival's full rule has more exceptions than are coded here, the note says so.
 *  - sunrise (udaya tithi): the first civil day whose sunrise falls inside the tithi; a tithi that contains no
 *    sunrise (kshaya) is kept on the day it begins.
 *  - sunset / moonrise: the first day whose sunset / moonrise falls inside the tithi (moonrise falls back to
 *    the sunrise rule when no moonrise does).
 *  - pradosh (3 muhurtas after sunset = a fifth of the night), nishita (the night's 8th muhurta, around local
 *    midnight), madhyahna and aparahna (the 3rd and 4th of the day's five parts): the day whose window the
 *    tithi covers longest; the sunrise rule when it covers none.
 */

export interface TithiFestival {
  key: string;
  name: string;
  month: number;
  tithi: number;
  rule: Exclude<FestivalRule, 'sankranti' | 'ekadashi' | 'day-after' | 'day-before'>;
  /** Exceptions beyond the plain rule, in words. */
  note?: string;
  /** Festivals kept a day after (or before) this one, e.g. Holi after Holika Dahan. */
  followers?: { key: string; name: string; offsetDays: number }[];
}

export const TITHI_FESTIVALS: readonly TithiFestival[] = [
  { key: 'chaitra-navratri', name: 'Chaitra Navratri begins, Ugadi, Gudi Padwa', month: 0, tithi: 1, rule: 'sunrise' },
  { key: 'ram-navami', name: 'Ram Navami', month: 0, tithi: 9, rule: 'madhyahna' },
  { key: 'hanuman-jayanti', name: 'Hanuman Jayanti', month: 0, tithi: 15, rule: 'sunrise' },
  { key: 'akshaya-tritiya', name: 'Akshaya Tritiya', month: 1, tithi: 3, rule: 'sunrise' },
  { key: 'buddha-purnima', name: 'Buddha Purnima', month: 1, tithi: 15, rule: 'sunrise' },
  { key: 'rath-yatra', name: 'Jagannath Rath Yatra', month: 3, tithi: 2, rule: 'sunrise' },
  { key: 'guru-purnima', name: 'Guru Purnima', month: 3, tithi: 15, rule: 'sunrise' },
  { key: 'hariyali-teej', name: 'Hariyali Teej', month: 4, tithi: 3, rule: 'sunrise' },
  { key: 'nag-panchami', name: 'Nag Panchami', month: 4, tithi: 5, rule: 'sunrise' },
  {
    key: 'raksha-bandhan', name: 'Raksha Bandhan', month: 4, tithi: 15, rule: 'sunrise',
    note: 'Kept on the udaya Purnima; the thread-tying muhurta avoids Bhadra (not computed here).',
  },
  {
    key: 'janmashtami', name: 'Krishna Janmashtami', month: 4, tithi: 23, rule: 'sunrise',
    note: 'The udaya Ashtami as Vaishnava calendars and the government holiday list keep it; Smarta households may fast the day before when the Ashtami covers that midnight.',
  },
  { key: 'ganesh-chaturthi', name: 'Ganesh Chaturthi', month: 5, tithi: 4, rule: 'madhyahna' },
  { key: 'anant-chaturdashi', name: 'Anant Chaturdashi', month: 5, tithi: 14, rule: 'sunrise' },
  { key: 'sharad-navratri', name: 'Sharad Navratri begins', month: 6, tithi: 1, rule: 'sunrise' },
  { key: 'durga-ashtami', name: 'Durga Ashtami', month: 6, tithi: 8, rule: 'sunrise' },
  {
    key: 'maha-navami', name: 'Maha Navami', month: 6, tithi: 9, rule: 'aparahna',
    note: 'Durga Puja keeps Navami joined with Ashtami: Maha Navami is the day whose aparahna Navami covers, so a Navami that begins by midday on the day whose sunrise had Ashtami is kept that same day (2024: 11 October, with Durga Ashtami), as Drik Panchang dates it.',
  },
  {
    key: 'dussehra', name: 'Dussehra (Vijayadashami)', month: 6, tithi: 10, rule: 'aparahna',
    note: "When Dashami, having covered the first day's aparahna, still holds for the first three muhurtas of the next day and the Moon is in Shravana during that day's aparahna (not during the first day's), Vijayadashami is the next day (Dharma Sindhu; 2022: 5 October).",
  },
  {
    key: 'sharad-purnima', name: 'Sharad Purnima', month: 6, tithi: 15, rule: 'nishita',
    note: "Sharad Purnima is the Kojagara night: the day whose nishita (around midnight) Purnima covers, even when Purnima begins after that evening's moonrise (2024: 16 October, Purnima from 20:40), as Drik Panchang dates it.",
  },
  { key: 'karva-chauth', name: 'Karva Chauth', month: 6, tithi: 19, rule: 'moonrise' },
  { key: 'dhanteras', name: 'Dhanteras', month: 6, tithi: 28, rule: 'pradosh' },
  { key: 'naraka-chaturdashi', name: 'Naraka Chaturdashi (Chhoti Diwali)', month: 6, tithi: 29, rule: 'sunrise' },
  { key: 'diwali', name: 'Diwali (Lakshmi Puja)', month: 6, tithi: 30, rule: 'pradosh' },
  { key: 'govardhan-puja', name: 'Govardhan Puja', month: 7, tithi: 1, rule: 'sunrise' },
  { key: 'bhai-dooj', name: 'Bhai Dooj', month: 7, tithi: 2, rule: 'aparahna' },
  { key: 'chhath', name: 'Chhath Puja (Sandhya Arghya)', month: 7, tithi: 6, rule: 'sunset' },
  { key: 'kartika-purnima', name: 'Kartika Purnima, Guru Nanak Jayanti, Dev Deepawali', month: 7, tithi: 15, rule: 'sunrise' },
  { key: 'vasant-panchami', name: 'Vasant Panchami', month: 10, tithi: 5, rule: 'sunrise' },
  { key: 'maha-shivaratri', name: 'Maha Shivaratri', month: 10, tithi: 29, rule: 'nishita' },
  {
    key: 'holika-dahan', name: 'Holika Dahan', month: 11, tithi: 15, rule: 'pradosh',
    note: "Bhadra (the first half of Purnima) must not cover the bonfire: when it lasts past midnight, Holika Dahan moves to the next evening only if Purnima is current at that sunrise and lasts at least three and a half of that day's four prahars (Nirnaya Sindhu); otherwise it stays on the first evening.",
    followers: [{ key: 'holi', name: 'Holi (Dhulandi)', offsetDays: 1 }],
  },
];

/** Ekadashi names by amanta month: [Shukla, Krishna]. Krishna-paksha names follow the purnimanta month, one ahead. */
export const EKADASHI_NAMES: readonly [string, string][] = [
  ['Kamada', 'Varuthini'],
  ['Mohini', 'Apara'],
  ['Nirjala', 'Yogini'],
  ['Devshayani', 'Kamika'],
  ['Shravana Putrada', 'Aja'],
  ['Parsva', 'Indira'],
  ['Papankusha', 'Rama'],
  ['Devutthana', 'Utpanna'],
  ['Mokshada', 'Saphala'],
  ['Pausha Putrada', 'Shattila'],
  ['Jaya', 'Vijaya'],
  ['Amalaki', 'Papmochani'],
];
export const ADHIKA_EKADASHI_NAMES: [string, string] = ['Padmini', 'Parama'];

export const SANKRANTI_NAMES = [
  'Mesha Sankranti', 'Vrishabha Sankranti', 'Mithuna Sankranti', 'Karka Sankranti', 'Simha Sankranti', 'Kanya Sankranti',
  'Tula Sankranti', 'Vrishchika Sankranti', 'Dhanu Sankranti', 'Makar Sankranti, Pongal', 'Kumbha Sankranti', 'Meena Sankranti',
] as const;

export const RULE_TEXT: Record<FestivalRule, string> = {
  sankranti: 'the civil day on which the Sun enters the sidereal sign (Makar Sankranti after sunset: the next day, when its punya kaal falls)',
  sunrise: 'the first day whose sunrise falls in the tithi (a tithi with no sunrise: the day it begins)',
  ekadashi: 'the Ekadashi at sunrise (Smarta), or the next day when Dashami still holds at arunodaya (96 minutes before sunrise) and Ekadashi holds at the next sunrise too; Vaishnavas fast the next day whenever Dashami holds at arunodaya',
  sunset: 'the first day whose sunset falls in the tithi',
  moonrise: 'the first day whose moonrise falls in the tithi (else the day of the tithi at sunrise)',
  pradosh: 'the day whose pradosh (three muhurtas after sunset) the tithi covers longest',
  nishita: 'the day whose nishita (the night muhurta around midnight) the tithi covers longest',
  madhyahna: 'the day whose madhyahna (third fifth of daytime) the tithi covers longest',
  aparahna: 'the day whose aparahna (fourth fifth of daytime) the tithi covers longest',
  'day-after': 'the day after',
  'day-before': 'the day before',
};
