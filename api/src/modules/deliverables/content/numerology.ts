import type { NumerologyResponse } from '@astrosetu/contracts';
import { computeNumerology } from '../../../astrology';
import type { ViewBuilder } from '../view-builder';

/**
 * Numerology from the engine (Pythagorean, masters kept). The tool report has every number, the challenges and
 * three personal years; the divination reading has the four core numbers and how they agree.
 */

/** The theme of a personal year in the nine-year cycle. */
const PERSONAL_YEAR: Record<number, string> = {
  1: 'a year of beginnings: start the plans you have been preparing, take the lead, plant seeds for the next nine years',
  2: 'a year of patience and partnership: cooperate, let things ripen, attend to relationships and details',
  3: 'a year of expression: creativity, social life and communication expand; guard against scattering energy',
  4: 'a year of foundations: steady work, order, health routines and practical building; results come through effort',
  5: 'a year of change and freedom: travel, new experiences, a change of direction; keep commitments flexible but honest',
  6: 'a year of home and responsibility: family, marriage, care for others and for your surroundings come first',
  7: 'a year of reflection: study, rest, spiritual practice and inner work; not the year to force outer growth',
  8: 'a year of power and money: career moves, finances, recognition; manage authority and resources wisely',
  9: 'a year of completion: finish, forgive, let go of what is over, serve others; clear space for the new cycle',
  11: 'a master year of inspiration (11): intuition and spiritual insight are heightened; nerves need rest',
  22: 'a master year of building (22): a chance to give a large plan a lasting shape through disciplined work',
  33: 'a master year of service (33): teaching, healing and care for others bring the deepest reward',
};

/** What a challenge number asks the person to learn. */
const CHALLENGE: Record<number, string> = {
  0: 'the challenge of choice: every lesson is open to you, so pick your direction deliberately',
  1: 'to stand up for yourself without dominating others',
  2: 'to overcome over-sensitivity and trust your own judgement',
  3: 'to express yourself freely instead of holding back or scattering',
  4: 'to accept order and hard work without rigidity',
  5: 'to use freedom responsibly and avoid excess',
  6: 'to care for others without controlling them or giving up yourself',
  7: 'to trust life and people as well as your own analysis',
  8: 'to hold money and power in balance with your values',
};

const CHALLENGE_NAMES = ['First (minor) challenge, youth', 'Second (minor) challenge, middle years', 'Third (main) challenge, the whole life', 'Fourth challenge, later years'];

function core(result: NumerologyResponse): Array<{ role: string; how: string; number: NumerologyResponse['lifePath'] }> {
  return [
    { role: 'Life path', how: 'from your full birth date: the road your life takes', number: result.lifePath },
    { role: 'Destiny (expression)', how: 'from every letter of your name: the talents you are here to use', number: result.destiny },
    { role: 'Soul urge', how: 'from the vowels of your name: what you want inwardly', number: result.soulUrge },
    { role: 'Personality', how: 'from the consonants of your name: how others first see you', number: result.personality },
  ];
}

function writeCore(view: ViewBuilder, result: NumerologyResponse): void {
  const seen = new Map<number, string>();
  for (const entry of core(result)) {
    const value = entry.number.value;
    const earlier = seen.get(value);
    view.paragraph(`${entry.role} ${value}${entry.number.master ? ' (master number)' : ''}, ${entry.how}. ` +
      (earlier ? `It repeats your ${earlier} number, so that quality is doubled in you: what was said there applies here with added force.` : entry.number.meaning));
    if (!earlier) seen.set(value, entry.role.toLowerCase());
  }
  const values = core(result).map((entry) => entry.number.value);
  const distinct = new Set(values).size;
  view.paragraph(distinct === 1
    ? 'All four core numbers are the same: a single-minded nature whose strengths and weaknesses are both pronounced.'
    : result.soulUrge.value === result.personality.value
      ? 'Your soul urge and personality agree: what you want inside is what people see.'
      : `Your soul urge (${result.soulUrge.value}) and personality (${result.personality.value}) differ: people may not at first see what you want inwardly; letting your ${result.soulUrge.value} side show brings you closer to others.`);
}

export function writeNumerologyCore(view: ViewBuilder, fullName: string, birthDate: string, year: number): NumerologyResponse {
  const result = computeNumerology(fullName, birthDate, year);
  view.section('Your core numbers').keyValues([
    ['Name counted', result.fullName], ['Birth date', result.birthDate], ['System', 'Pythagorean (A=1 ... I=9, masters 11, 22, 33 kept)'],
    ['Life path', String(result.lifePath.value)], ['Destiny', String(result.destiny.value)], ['Soul urge', String(result.soulUrge.value)], ['Personality', String(result.personality.value)],
  ]);
  view.section('What they say about you');
  writeCore(view, result);
  return result;
}

export function writeNumerologyFull(view: ViewBuilder, fullName: string, birthDate: string, year: number): NumerologyResponse {
  const result = writeNumerologyCore(view, fullName, birthDate, year);
  view.section('Birthday and maturity')
    .paragraph(`Birthday number ${result.birthDay.value}, from the day you were born: a gift you carry. ${result.birthDay.value === result.lifePath.value ? 'It equals your life path, reinforcing it.' : result.birthDay.meaning}`)
    .paragraph(`Maturity number ${result.maturity.value} (life path + destiny): the goal that comes into focus after about 35. ${[result.lifePath.value, result.destiny.value, result.birthDay.value].includes(result.maturity.value) ? 'It repeats one of your numbers above, so your later life deepens the same theme.' : result.maturity.meaning}`);
  view.section('Challenge numbers').table(['Period', 'Number', 'The lesson'], result.challengeNumbers.map((value, index) => [CHALLENGE_NAMES[index], String(value), CHALLENGE[value]]));
  view.section('Lucky and compatible numbers').keyValues([
    ['Lucky numbers', result.luckyNumbers.join(', ')],
    ['Compatible numbers (by life path)', result.compatibleNumbers.join(', ')],
  ]).paragraph(`Your lucky numbers come from your life path, birthday and destiny. Partners and associates whose life path is ${result.compatibleNumbers.join(', ')} share your number family.`);
  view.section('Your personal years');
  for (const offset of [0, 1, 2]) {
    const personal = computeNumerology(fullName, birthDate, year + offset).personalYear;
    view.paragraph(`${year + offset}: personal year ${personal.value}, ${PERSONAL_YEAR[personal.value]}.`);
  }
  return result;
}
