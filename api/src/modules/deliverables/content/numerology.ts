import { uiLanguageInfo, type NumerologyResponse, type UiLanguage } from '@astrosetu/contracts';
import { computeNumerology } from '../../../astrology';
import { letterValue, reduceNumber } from '../../../astrology/numerology/numerology';
import { numerologyReportText } from '../../../astrology/numerology/numerology-language';
import type { ViewBuilder } from '../view-builder';
import { formatCivilDate } from './birth';

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

/**
 * Each number's facets, so that the same number read in different roles says different things: the road
 * (life path), the gifts (destiny), the inner wish (soul urge), the outer impression (personality) and the
 * caution that comes with it.
 */
const FACETS: Record<number, { road: string; gifts: string; wish: string; impression: string; caution: string }> = {
  1: { road: 'a road of independence and leadership: you are meant to start things and stand on your own feet', gifts: 'originality, drive and the courage to go first', wish: 'to be free to decide for yourself and to achieve something of your own', impression: 'confident, capable and self-directed', caution: 'impatience and going it alone when help is offered' },
  2: { road: 'a road of partnership and diplomacy: life asks you to cooperate, mediate and bring people together', gifts: 'tact, patience and a fine sense of what others feel', wish: 'harmony, companionship and to be appreciated', impression: 'gentle, approachable and easy to confide in', caution: 'over-sensitivity and putting everyone else first' },
  3: { road: 'a road of expression: words, art and joy are your work in the world', gifts: 'creativity, wit and the ability to inspire', wish: 'to express yourself and to be heard', impression: 'cheerful, sociable and charming', caution: 'scattering energy and leaving things unfinished' },
  4: { road: 'a road of building: order, method and hard work give you lasting results', gifts: 'reliability, organisation and practical skill', wish: 'security and a solid foundation', impression: 'steady, dependable and serious', caution: 'rigidity and working too much' },
  5: { road: 'a road of freedom and change: travel, variety and experience are your teachers', gifts: 'adaptability, curiosity and quick thinking', wish: 'freedom and new experiences', impression: 'lively, adventurous and magnetic', caution: 'restlessness and excess' },
  6: { road: 'a road of responsibility and care: home, family and service to others', gifts: 'a nurturing heart, a sense of beauty and fairness', wish: 'love, a harmonious home and to be needed', impression: 'warm, responsible and trustworthy', caution: 'taking on others\' burdens and controlling out of care' },
  7: { road: 'a road of inquiry: study, reflection and the search for truth', gifts: 'analysis, depth and intuition', wish: 'understanding, solitude and peace of mind', impression: 'reserved, thoughtful and a little mysterious', caution: 'isolation and distrust' },
  8: { road: 'a road of power and material mastery: business, management and authority', gifts: 'ambition, judgement and executive ability', wish: 'success, recognition and financial security', impression: 'strong, capable and authoritative', caution: 'valuing money and status over people' },
  9: { road: 'a road of compassion: service, idealism and completion', gifts: 'generosity, vision and broad sympathy', wish: 'to make the world better and to give', impression: 'kind, sophisticated and tolerant', caution: 'martyrdom and difficulty letting go' },
  11: { road: 'a master road of inspiration: you are meant to illuminate and uplift others through insight', gifts: 'intuition, idealism and spiritual sensitivity', wish: 'to inspire and to live by a higher purpose', impression: 'sensitive, visionary and inspiring', caution: 'nervous tension and self-doubt' },
  22: { road: 'a master road of building on a large scale: turning great visions into concrete works', gifts: 'vision joined with practical mastery', wish: 'to create something that lasts beyond yourself', impression: 'powerful, competent and grounded', caution: 'the pressure of your own expectations' },
  33: { road: 'a master road of teaching and healing: compassionate service to many', gifts: 'selfless love, wisdom and the ability to heal', wish: 'to uplift and care for others', impression: 'nurturing, wise and selfless', caution: 'self-sacrifice to the point of exhaustion' },
};

const CHALLENGE_NAMES = ['First (minor) challenge, youth', 'Second (minor) challenge, middle years', 'Third (main) challenge, the whole life', 'Fourth challenge, later years'];

function core(result: NumerologyResponse) {
  const facet = (value: number) => FACETS[value] ?? FACETS[value % 9 || 9];
  return [
    { role: 'Life path', how: 'from your full birth date', number: result.lifePath, text: (value: number) => `It describes ${facet(value).road}.` },
    { role: 'Destiny', how: 'from every letter of your name', number: result.destiny, text: (value: number) => `The talents your name gives you to use: ${facet(value).gifts}.` },
    { role: 'Soul urge', how: 'from the vowels of your name', number: result.soulUrge, text: (value: number) => `Inwardly you want ${facet(value).wish}.` },
    { role: 'Personality', how: 'from the consonants of your name', number: result.personality, text: (value: number) => `Others first see you as ${facet(value).impression}.` },
  ];
}

function writeCore(view: ViewBuilder, result: NumerologyResponse): void {
  for (const entry of core(result)) {
    view.paragraph(`${entry.role} ${entry.number.value}${entry.number.master ? ' (a master number)' : ''}, ${entry.how}. ${entry.text(entry.number.value)}`);
  }
  const lifePath = FACETS[result.lifePath.value] ?? FACETS[9];
  view.paragraph(`The caution of your life path ${result.lifePath.value}: ${lifePath.caution}.`);
  const values = core(result).map((entry) => entry.number.value);
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const repeated = [...counts].filter(([, count]) => count > 1).map(([value, count]) => `${value} appears ${count === 2 ? 'twice' : count === 3 ? 'three times' : 'four times'}`);
  view.paragraph(
    (repeated.length > 0 ? `${repeated.join(' and ')} among your core numbers, so that quality is pronounced in you. ` : 'Your four core numbers are all different: a many-sided nature. ') +
    (result.soulUrge.value === result.personality.value
      ? 'Your soul urge and personality agree: what you want inside is what people see.'
      : `Your soul urge (${result.soulUrge.value}) and personality (${result.personality.value}) differ: people may not at first see that you want ${(FACETS[result.soulUrge.value] ?? FACETS[9]).wish}; letting that show brings you closer to them.`),
  );
}

const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);

/** The working: each word's letters with their values and sums, and the birth date's reduction (the engine's rules). */
function writeWorking(view: ViewBuilder, fullName: string, birthDate: string, result: NumerologyResponse): void {
  const words = fullName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().split(/\s+/)
    .map((word) => word.replace(/[^A-Z]/g, '').split('')).filter((letters) => letters.length > 0);
  const sum = (letters: string[]) => letters.reduce((total, letter) => total + letterValue(letter), 0);
  const cell = (value: number) => (value === 0 ? '-' : value === reduceNumber(value) ? String(value) : `${value}, reduced ${reduceNumber(value)}`);
  const added = (values: number[], result: number) => `${values.join(' + ')} = ${values.reduce((total, value) => total + value, 0)}${values.reduce((total, value) => total + value, 0) === result ? '' : `, reduced to ${result}`}`;
  const [year, month, day] = birthDate.split('-').map(Number);
  view.section('How your numbers were counted').table(
    ['Word', 'Letter values', 'All letters', 'Vowels', 'Consonants'],
    words.map((letters) => [
      letters.join(''),
      letters.map((letter) => `${letter}${letterValue(letter)}`).join(' '),
      cell(sum(letters)),
      cell(sum(letters.filter((letter) => VOWELS.has(letter)))),
      cell(sum(letters.filter((letter) => !VOWELS.has(letter)))),
    ]),
    'Each word is added up and reduced; the reduced words are added and reduced again (11, 22 and 33 are kept).',
  ).keyValues([
    ['Destiny (all letters)', added(words.map((letters) => reduceNumber(sum(letters))), result.destiny.value)],
    ['Soul urge (vowels)', added(words.map((letters) => reduceNumber(sum(letters.filter((letter) => VOWELS.has(letter))))).filter((value) => value > 0), result.soulUrge.value)],
    ['Personality (consonants)', added(words.map((letters) => reduceNumber(sum(letters.filter((letter) => !VOWELS.has(letter))))).filter((value) => value > 0), result.personality.value)],
    ['Life path (birth date)', `month ${cell(month)}, day ${cell(day)}, year ${cell(year)}: ${added([reduceNumber(month), reduceNumber(day), reduceNumber(year)], result.lifePath.value)}`],
  ]);
}

/**
 * `language` is the order's (English by default): Hindi and Tamil write every heading, label and sentence from
 * astrology/numerology/locales (report.*); the English text below is unchanged.
 */
export function writeNumerologyCore(view: ViewBuilder, fullName: string, birthDate: string, year: number, language: UiLanguage = 'en'): NumerologyResponse {
  if (language !== 'en') return writeCoreIn(language, view, fullName, birthDate, year);
  const result = computeNumerology(fullName, birthDate, year);
  view.section('Your core numbers').keyValues([
    ['Name counted', result.fullName], ['Birth date', formatCivilDate(result.birthDate)], ['System', 'Pythagorean (A=1 ... I=9, masters 11, 22, 33 kept)'],
    ['Life path', String(result.lifePath.value)], ['Destiny', String(result.destiny.value)], ['Soul urge', String(result.soulUrge.value)], ['Personality', String(result.personality.value)],
  ]);
  view.section('What they say about you');
  writeCore(view, result);
  writeWorking(view, fullName, birthDate, result);
  return result;
}

export function writeNumerologyFull(view: ViewBuilder, fullName: string, birthDate: string, year: number, language: UiLanguage = 'en'): NumerologyResponse {
  if (language !== 'en') return writeFullIn(language, view, fullName, birthDate, year);
  const result = writeNumerologyCore(view, fullName, birthDate, year);
  view.section('Birthday and maturity')
    .paragraph(`Birthday number ${result.birthDay.value}, from the day of the month you were born: a particular skill you carry, ${(FACETS[result.birthDay.value] ?? FACETS[9]).gifts}. ${result.birthDay.meaning}`)
    .paragraph(`Maturity number ${result.maturity.value} (life path + destiny): the goal that comes into focus after about 35, ${(FACETS[result.maturity.value] ?? FACETS[9]).road.replace(/^a (master )?road of /, '')}.`);
  view.section('Challenge numbers').table(['Period', 'Number', 'The lesson'], result.challengeNumbers.map((value, index) => {
    const first = result.challengeNumbers.indexOf(value);
    return [CHALLENGE_NAMES[index], String(value), first < index ? `the same lesson as the ${CHALLENGE_NAMES[first].split(' ')[0].toLowerCase()} challenge, carried on` : CHALLENGE[value]];
  }));
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

// Hindi and Tamil: the same report, every sentence from the catalogue (one key per sentence, values as placeholders).

type Text = ReturnType<typeof numerologyReportText>;
/** '15 मई 1990': the birth date as the language writes it (a civil date, no time zone). */
const civilDateIn = (language: UiLanguage, date: string) =>
  new Intl.DateTimeFormat(uiLanguageInfo(language).locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const facetKey = (value: number) => (FACETS[value] ? value : value % 9 || 9);
const facetOf = (text: Text, value: number, part: 'road' | 'gifts' | 'wish' | 'impression' | 'caution') => text(`facet.${facetKey(value)}.${part}`);
const CORE_ROLES = [
  { role: 'lifePath', facet: 'road' },
  { role: 'destiny', facet: 'gifts' },
  { role: 'soulUrge', facet: 'wish' },
  { role: 'personality', facet: 'impression' },
] as const;

function writeCoreIn(language: UiLanguage, view: ViewBuilder, fullName: string, birthDate: string, year: number): NumerologyResponse {
  const text = numerologyReportText(language);
  const result = computeNumerology(fullName, birthDate, year, language);
  view.section(text('sections.core')).keyValues([
    [text('labels.nameCounted'), result.fullName], [text('labels.birthDate'), civilDateIn(language, result.birthDate)], [text('labels.system'), text('labels.systemValue')],
    [text('labels.lifePath'), String(result.lifePath.value)], [text('labels.destiny'), String(result.destiny.value)], [text('labels.soulUrge'), String(result.soulUrge.value)], [text('labels.personality'), String(result.personality.value)],
  ]);
  view.section(text('sections.meaning'));
  for (const { role, facet } of CORE_ROLES) {
    const number = result[role];
    const key = number.master ? `master${role.charAt(0).toUpperCase()}${role.slice(1)}` : role;
    view.paragraph(text(`role.${key}`, { value: number.value, [facet]: facetOf(text, number.value, facet) }));
  }
  view.paragraph(text('caution', { value: result.lifePath.value, caution: facetOf(text, FACETS[result.lifePath.value] ? result.lifePath.value : 9, 'caution') }));
  const counts = new Map<number, number>();
  for (const { role } of CORE_ROLES) counts.set(result[role].value, (counts.get(result[role].value) ?? 0) + 1);
  const repeated = [...counts].filter(([, count]) => count > 1).map(([value, count]) => text(`repeated.${count}`, { value }));
  view.paragraph(
    `${repeated.length > 0 ? text('repeatedList', { list: repeated.join(', ') }) : text('allDifferent')} ${
      result.soulUrge.value === result.personality.value
        ? text('agree')
        : text('differ', { soulUrge: result.soulUrge.value, personality: result.personality.value, wish: facetOf(text, FACETS[result.soulUrge.value] ? result.soulUrge.value : 9, 'wish') })
    }`,
  );
  writeWorkingIn(text, view, fullName, birthDate, result);
  return result;
}

function writeWorkingIn(text: Text, view: ViewBuilder, fullName: string, birthDate: string, result: NumerologyResponse): void {
  const words = fullName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().split(/\s+/)
    .map((word) => word.replace(/[^A-Z]/g, '').split('')).filter((letters) => letters.length > 0);
  const sum = (letters: string[]) => letters.reduce((total, letter) => total + letterValue(letter), 0);
  const cell = (value: number) => (value === 0 ? '-' : value === reduceNumber(value) ? String(value) : text('working.reduced', { value, reduced: reduceNumber(value) }));
  const added = (values: number[], total: number) => {
    const raw = values.reduce((sumSoFar, value) => sumSoFar + value, 0);
    return raw === total ? text('working.sum', { terms: values.join(' + '), total: raw }) : text('working.sumReduced', { terms: values.join(' + '), total: raw, result: total });
  };
  const [birthYear, month, day] = birthDate.split('-').map(Number);
  view.section(text('sections.working')).table(
    [text('working.columns.word'), text('working.columns.letters'), text('working.columns.all'), text('working.columns.vowels'), text('working.columns.consonants')],
    words.map((letters) => [
      letters.join(''),
      letters.map((letter) => `${letter}${letterValue(letter)}`).join(' '),
      cell(sum(letters)),
      cell(sum(letters.filter((letter) => VOWELS.has(letter)))),
      cell(sum(letters.filter((letter) => !VOWELS.has(letter)))),
    ]),
    text('working.caption'),
  ).keyValues([
    [text('working.destiny'), added(words.map((letters) => reduceNumber(sum(letters))), result.destiny.value)],
    [text('working.soulUrge'), added(words.map((letters) => reduceNumber(sum(letters.filter((letter) => VOWELS.has(letter))))).filter((value) => value > 0), result.soulUrge.value)],
    [text('working.personality'), added(words.map((letters) => reduceNumber(sum(letters.filter((letter) => !VOWELS.has(letter))))).filter((value) => value > 0), result.personality.value)],
    [text('working.lifePath'), text('working.lifePathLine', { month: cell(month), day: cell(day), year: cell(birthYear), sum: added([reduceNumber(month), reduceNumber(day), reduceNumber(birthYear)], result.lifePath.value) })],
  ]);
}

function writeFullIn(language: UiLanguage, view: ViewBuilder, fullName: string, birthDate: string, year: number): NumerologyResponse {
  const text = numerologyReportText(language);
  const result = writeCoreIn(language, view, fullName, birthDate, year);
  view.section(text('sections.birthdayMaturity'))
    .paragraph(text('birthday', { value: result.birthDay.value, gifts: facetOf(text, FACETS[result.birthDay.value] ? result.birthDay.value : 9, 'gifts'), meaning: result.birthDay.meaning }))
    .paragraph(text('maturity', { value: result.maturity.value, road: facetOf(text, FACETS[result.maturity.value] ? result.maturity.value : 9, 'road') }));
  view.section(text('sections.challenges')).table(
    [text('challengeColumns.period'), text('challengeColumns.number'), text('challengeColumns.lesson')],
    result.challengeNumbers.map((value, index) => {
      const first = result.challengeNumbers.indexOf(value);
      return [text(`challengeName.${index}`), String(value), first < index ? text('challengeRepeat', { challenge: text(`challengeOrdinal.${first}`) }) : text(`challenge.${value}`)];
    }),
  );
  view.section(text('sections.lucky')).keyValues([
    [text('labels.luckyNumbers'), result.luckyNumbers.join(', ')],
    [text('labels.compatibleNumbers'), result.compatibleNumbers.join(', ')],
  ]).paragraph(text('luckyText', { numbers: result.compatibleNumbers.join(', ') }));
  view.section(text('sections.personalYears'));
  for (const offset of [0, 1, 2]) {
    const personal = computeNumerology(fullName, birthDate, year + offset).personalYear;
    view.paragraph(text('personalYear', { year: year + offset, value: personal.value, theme: text(`personalYearTheme.${personal.value}`) }));
  }
  return result;
}
