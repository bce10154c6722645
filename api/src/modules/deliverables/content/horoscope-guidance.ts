import type { PanchangSpan } from '@astrosetu/contracts';
import { SIGN_LORDS, SIGN_NAMES, NAKSHATRA_NAMES, type Planet } from '../../../astrology/core/vedic-data';
import { houseFrom } from '../../../astrology/chart/zodiac-point';
import { resolveTimeZone } from '../../../astrology/core/time-zone';
import { panchangDay } from '../../../astrology/panchang/panchang-day';
import { isFavourable } from '../../../astrology/horoscope/reading-generator';
import type { PeriodFacts } from '../../../astrology/horoscope/transits';
import type { ViewBuilder } from '../view-builder';
import type { DeliverableWords } from '../deliverable-words';
import type { ResolvedBirth } from './birth';
import { runningPeriods } from './dasha-periods';
import { houseTopics } from './interpretation';
import { WEAK_MOON_HOUSES, dayStrength, natalNakshatraIndex, type DayStrength } from './day-strength';

/**
 * What the horoscope readings add to the gochara reading of writePersonalHoroscope, item by item
 * (docs/deliverables.md, "Horoscope readings"): the day's good and bad hours and its remedy (Daily Horoscope and
 * Daily Premium); tara and chandra bala of the day, its auspicious choghadiyas and the customer's own horas, and a
 * mantra (Daily Premium); seven days of guidance (Weekly Premium); transit alerts (Weekly and Monthly Premium);
 * the month's favourable dates and remedies for the running dasha lords (Monthly Premium).
 *
 * Hours are computed at the birth place (the only place the order knows) in that place's present time zone,
 * and the reading says so.
 */

interface Natal {
  moonSign: number;
  lagnaSign: number;
  nakshatra: number;
}

function natalOf(birth: ResolvedBirth): Natal {
  return {
    moonSign: birth.kundli.planets.find((planet) => planet.name === 'Moon')!.signIndex,
    lagnaSign: birth.kundli.ascendant.signIndex,
    nakshatra: natalNakshatraIndex(birth.kundli.moon.nakshatra),
  };
}

const clock = (iso: string) => iso.slice(11, 16);
const span = (value: PanchangSpan) => `${clock(value.start)}-${clock(value.end)}`;

function dayAtBirthPlace(birth: ResolvedBirth, date: string) {
  const { latitude, longitude, timezone } = birth.person;
  const zone = resolveTimeZone(timezone, latitude, longitude);
  // Wednesday's Abhijit is kept: the reading prints it with its own note that tradition does not use it that day.
  return { day: panchangDay(date, latitude, longitude, zone, { abhijitWednesday: 'shown' }), zoneName: zone.name };
}

const remedyOf = (words: DeliverableWords, planet: Planet, field: 'mantra' | 'practice' | 'charity') => words.t(`texts.planet.${planet}.remedy.${field}`);

/** Rahu Kalam, Yamaganda and Gulika to avoid; Abhijit muhurta to use (except on Wednesdays, as tradition holds). */
export function writeGoodAndBadHours(view: ViewBuilder, birth: ResolvedBirth, facts: PeriodFacts, words: DeliverableWords): void {
  const { day, zoneName } = dayAtBirthPlace(birth, facts.start);
  view.section(words.say('guidance.hours.heading'));
  if (!day.muhurta) {
    view.paragraph(words.say('guidance.hours.none', { place: birth.person.birthPlace }));
    return;
  }
  const wednesday = new Date(`${facts.start}T00:00:00Z`).getUTCDay() === 3;
  view
    .paragraph(words.say('guidance.hours.where', { place: birth.person.birthPlace, zone: zoneName }))
    .keyValues([
      [words.say('guidance.hours.abhijit'), words.say(wednesday ? 'guidance.hours.abhijitWednesday' : 'guidance.hours.good', { time: span(day.muhurta.abhijit!) })],
      [words.say('guidance.hours.rahuKalam'), words.say('guidance.hours.bad', { time: span(day.muhurta.rahuKalam) })],
      [words.say('guidance.hours.yamaganda'), words.say('guidance.hours.bad', { time: span(day.muhurta.yamaganda) })],
      [words.say('guidance.hours.gulika'), words.say('guidance.hours.bad', { time: span(day.muhurta.gulikaKalam) })],
    ]);
}

/**
 * The day's remedy: the observance of the weekday's lord (the classical day-lord worship), and on a day the
 * Moon is weak from the natal Moon (4th, 12th, or the 8th: Chandrashtama) the Moon's calming practice too.
 * With a mantra (Daily Premium): the weekday lord's, 108 times.
 */
export function writeDayRemedy(view: ViewBuilder, birth: ResolvedBirth, facts: PeriodFacts, words: DeliverableWords, withMantra: boolean): void {
  const weekday = new Date(`${facts.start}T00:00:00Z`).getUTCDay();
  const lord: Planet = (['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const)[weekday];
  const natal = natalOf(birth);
  const strength = dayStrength(facts.start, natal.moonSign, natal.nakshatra);
  view.section(words.say('guidance.remedy.heading')).paragraph(
    words.say('guidance.remedy.weekday', { weekday: words.say(`weekday.${weekdayName(weekday)}`), planet: words.planet(lord), practice: remedyOf(words, lord, 'practice'), charity: remedyOf(words, lord, 'charity') }),
  );
  if (strength.houseFromMoon === 8) view.paragraph(words.say('guidance.remedy.chandrashtama', { sign: words.sign(SIGN_NAMES[strength.moonSign]) }));
  else if (WEAK_MOON_HOUSES.includes(strength.houseFromMoon)) view.paragraph(words.say('guidance.remedy.weakMoon', { house: words.ordinal(strength.houseFromMoon), sign: words.sign(SIGN_NAMES[strength.moonSign]) }));
  if (withMantra) view.paragraph(words.say('guidance.remedy.mantra', { planet: words.planet(lord), mantra: remedyOf(words, lord, 'mantra') }));
  view.paragraph(words.say('guidance.caveat'));
}

const weekdayName = (weekday: number) => ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][weekday];

function strengthLine(words: DeliverableWords, natal: Natal, strength: DayStrength): string {
  return words.say('guidance.star.line', {
    nakshatra: words.nakshatra(NAKSHATRA_NAMES[strength.moonNakshatra]),
    count: strength.starCount,
    natal: words.nakshatra(NAKSHATRA_NAMES[natal.nakshatra]),
    tara: words.t(`star.tara.${strength.tara}.name`),
    meaning: words.t(`star.tara.${strength.tara}.meaning`),
  });
}

/** Daily Premium: the day from the birth star (tara bala) and the natal Moon (chandra bala). */
export function writeDayFromBirthStar(view: ViewBuilder, birth: ResolvedBirth, facts: PeriodFacts, words: DeliverableWords): void {
  const natal = natalOf(birth);
  const strength = dayStrength(facts.start, natal.moonSign, natal.nakshatra);
  view
    .section(words.say('guidance.star.heading'))
    .paragraph(strengthLine(words, natal, strength))
    .paragraph(words.say(strength.chandraBalaGood ? 'guidance.star.chandraGood' : 'guidance.star.chandraWeak', { sign: words.sign(SIGN_NAMES[strength.moonSign]), house: words.ordinal(strength.houseFromMoon) }))
    .paragraph(words.say(`guidance.verdict.${strength.verdict}`, { topics: houseTopics(words, strength.houseFromMoon) }));
}

/**
 * Daily Premium: the auspicious choghadiyas of the day and night (Amrit, Shubh, Labh) and the day's horas of
 * the customer's lagna lord and running mahadasha lord (a node's mahadasha has no hora).
 */
export function writeAuspiciousHours(view: ViewBuilder, birth: ResolvedBirth, facts: PeriodFacts, words: DeliverableWords): void {
  const { day } = dayAtBirthPlace(birth, facts.start);
  view.section(words.say('guidance.auspicious.heading'));
  if (!day.choghadiya || !day.hora) {
    view.paragraph(words.say('guidance.hours.none', { place: birth.person.birthPlace }));
    return;
  }
  const good = [...day.choghadiya.day.map((part) => ({ ...part, night: false })), ...day.choghadiya.night.map((part) => ({ ...part, night: true }))].filter((part) => part.quality === 'good');
  view.paragraph(words.say('guidance.auspicious.choghadiyaLead')).table(
    [words.say('guidance.auspicious.time'), words.say('guidance.auspicious.choghadiya')],
    good.map((part) => [span(part), words.say(`guidance.choghadiya.${part.name}`) + (part.night ? ` (${words.say('guidance.auspicious.night')})` : '')]),
  );
  const natal = natalOf(birth);
  const lagnaLord = SIGN_LORDS[natal.lagnaSign];
  const mahaLord = runningPeriods(birth.kundli.dasha.mahadashas, new Date(`${facts.start}T06:30:00Z`)).mahadasha.lord as Planet;
  const node = mahaLord === 'Rahu' || mahaLord === 'Ketu';
  const lords = new Set<Planet>(node ? [lagnaLord] : [lagnaLord, mahaLord]);
  const horas = day.hora.filter((hora) => hora.part === 'day' && lords.has(hora.lord as Planet));
  view.paragraph(
    words.say(node ? 'guidance.auspicious.horasNode' : 'guidance.auspicious.horas', {
      lagnaLord: words.planet(lagnaLord),
      mahaLord: words.planet(mahaLord),
      times: words.list(horas.map((hora) => `${span(hora)} (${words.planet(hora.lord)})`)),
    }),
  );
}

/** Weekly Premium: each of the week's 7 days with the Moon's place from the natal Moon, its tara and what to do. */
export function writeDayByDay(view: ViewBuilder, birth: ResolvedBirth, facts: PeriodFacts, words: DeliverableWords): void {
  const natal = natalOf(birth);
  const days = facts.moonDays.map((day) => dayStrength(day.date, natal.moonSign, natal.nakshatra));
  view
    .section(words.say('guidance.days.heading'))
    .paragraph(words.say('guidance.days.lead', { natal: words.nakshatra(NAKSHATRA_NAMES[natal.nakshatra]), moon: words.sign(SIGN_NAMES[natal.moonSign]) }))
    .table(
      [words.say('guidance.days.day'), words.say('guidance.days.moon'), words.say('guidance.days.tara'), words.say('guidance.days.guidance')],
      days.map((day) => [
        dayLabel(words, day.date),
        words.say('guidance.days.moonValue', { sign: words.sign(SIGN_NAMES[day.moonSign]), house: words.ordinal(day.houseFromMoon) }),
        words.t(`star.tara.${day.tara}.name`),
        words.say(`guidance.verdict.${day.verdict}`, { topics: houseTopics(words, day.houseFromMoon) }),
      ]),
    );
}

function dayLabel(words: DeliverableWords, date: string): string {
  return new Intl.DateTimeFormat(words.locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'short' }).format(new Date(`${date}T00:00:00Z`));
}

/** Weekly and Monthly Premium: the sign changes and retrograde stations of the period, read from the natal Moon and lagna. */
export function writeTransitAlerts(view: ViewBuilder, birth: ResolvedBirth, facts: PeriodFacts, words: DeliverableWords): void {
  const natal = natalOf(birth);
  const alerts = [
    ...facts.ingresses.map((ingress) => {
      const house = houseFrom(natal.moonSign, ingress.toSign);
      return {
        date: ingress.date,
        text: words.say(isFavourable(ingress.planet, house) ? 'guidance.alerts.ingressGood' : 'guidance.alerts.ingressCare', {
          date: dayLabel(words, ingress.date),
          planet: words.planet(ingress.planet),
          sign: words.sign(SIGN_NAMES[ingress.toSign]),
          house: words.ordinal(house),
          lagnaHouse: words.ordinal(houseFrom(natal.lagnaSign, ingress.toSign)),
          topics: houseTopics(words, house),
        }),
      };
    }),
    ...facts.stations.map((station) => {
      const sign = facts.transits.find((transit) => transit.planet === station.planet)!.signIndex;
      const house = houseFrom(natal.moonSign, sign);
      return {
        date: station.date,
        text: words.say(`guidance.alerts.${station.turns}`, { date: dayLabel(words, station.date), planet: words.planet(station.planet), sign: words.sign(SIGN_NAMES[sign]), house: words.ordinal(house), topics: houseTopics(words, house) }),
      };
    }),
  ].sort((a, b) => a.date.localeCompare(b.date));
  view.section(words.say('guidance.alerts.heading'));
  if (alerts.length === 0) view.paragraph(words.say(`guidance.alerts.none.${facts.period}`));
  else view.list(alerts.map((alert) => alert.text));
}

/** Monthly Premium: the days whose tara bala and chandra bala are both good, and the Chandrashtama days. */
export function writeFavourableDates(view: ViewBuilder, birth: ResolvedBirth, facts: PeriodFacts, words: DeliverableWords): void {
  const natal = natalOf(birth);
  const days = facts.moonDays.map((day) => dayStrength(day.date, natal.moonSign, natal.nakshatra));
  const good = days.filter((day) => day.verdict === 'act');
  const avoid = days.filter((day) => day.verdict === 'chandrashtama');
  view.section(words.say('guidance.dates.heading')).paragraph(words.say('guidance.dates.lead', { natal: words.nakshatra(NAKSHATRA_NAMES[natal.nakshatra]), moon: words.sign(SIGN_NAMES[natal.moonSign]) }));
  if (good.length === 0) view.paragraph(words.say('guidance.dates.noneGood'));
  else
    view.table(
      [words.say('guidance.days.day'), words.say('guidance.days.moon'), words.say('guidance.days.tara')],
      good.map((day) => [dayLabel(words, day.date), words.say('guidance.days.moonValue', { sign: words.sign(SIGN_NAMES[day.moonSign]), house: words.ordinal(day.houseFromMoon) }), words.t(`star.tara.${day.tara}.name`)]),
    );
  const shortDate = new Intl.DateTimeFormat(words.locale, { timeZone: 'UTC', day: 'numeric', month: 'short' });
  if (avoid.length > 0) view.paragraph(words.say('guidance.dates.avoid', { dates: words.list(avoid.map((day) => shortDate.format(new Date(`${day.date}T00:00:00Z`)))) }));
}

/**
 * Monthly Premium: remedies for the lords of the mahadasha and antardasha running in the month, and for Saturn
 * during Sade Sati: the classical mantra, practice and charity of each planet (no gems: they need a consultation).
 */
export function writePersonalRemedies(view: ViewBuilder, birth: ResolvedBirth, facts: PeriodFacts, words: DeliverableWords): void {
  const natal = natalOf(birth);
  const mid = new Date((Date.parse(`${facts.start}T00:00:00+05:30`) + Date.parse(`${facts.end}T23:59:59+05:30`)) / 2);
  const running = runningPeriods(birth.kundli.dasha.mahadashas, mid);
  const line = (planet: Planet, reasonKey: string) =>
    words.say('guidance.personal.line', {
      reason: words.say(reasonKey, { planet: words.planet(planet) }),
      mantra: remedyOf(words, planet, 'mantra'),
      practice: remedyOf(words, planet, 'practice'),
      charity: remedyOf(words, planet, 'charity'),
    });
  const lines = [line(running.mahadasha.lord as Planet, 'guidance.personal.maha')];
  if (running.antardasha.lord !== running.mahadasha.lord) lines.push(line(running.antardasha.lord as Planet, 'guidance.personal.antar'));
  const saturn = facts.transits.find((transit) => transit.planet === 'Saturn')!;
  if ([12, 1, 2].includes(houseFrom(natal.moonSign, saturn.signIndex)) && running.mahadasha.lord !== 'Saturn' && running.antardasha.lord !== 'Saturn') {
    lines.push(line('Saturn', 'guidance.personal.sadeSati'));
  }
  view.section(words.say('guidance.personal.heading')).list(lines).paragraph(words.say('guidance.caveat'));
}
