import type { Kundli, PartnerBirth } from '@astrosetu/contracts';
import { computeKundli, resolveMoment, type Moment } from '../../../astrology';
import { deliverableWords, type DeliverableWords } from '../deliverable-words';

/** A person's birth resolved once: the instant and the chart every builder reads from. */
export interface ResolvedBirth {
  /** A one-birth item's person (with a gender) or a match's partner (whose role says it). */
  person: PartnerBirth;
  moment: Moment;
  kundli: Kundli;
}

export function resolveBirth(person: PartnerBirth, asOf: Date): ResolvedBirth {
  const moment = resolveMoment({
    date: person.birthDate,
    time: person.birthTime,
    latitude: person.latitude,
    longitude: person.longitude,
    timezone: person.timezone,
    place: person.birthPlace,
  });
  return { person, moment, kundli: computeKundli(moment, asOf.getTime()) };
}

/** 'Asha Rao, born 15 May 1990 at 06:30 in Chennai'. */
export function birthLine(person: PartnerBirth, words: DeliverableWords = deliverableWords()): string {
  return words.say('birth.line', { name: person.name, date: words.calendarDate(person.birthDate), time: person.birthTime.slice(0, 5), place: person.birthPlace });
}

/** The birth details as the engine resolved them (zone and offset included, so the customer can check them). */
export function birthRows(birth: ResolvedBirth, words: DeliverableWords = deliverableWords()): Array<[string, string]> {
  const { person, kundli } = birth;
  const latitude = words.t(person.latitude >= 0 ? 'cover.north' : 'cover.south', { value: Math.abs(person.latitude).toFixed(4) });
  const longitude = words.t(person.longitude >= 0 ? 'cover.east' : 'cover.west', { value: Math.abs(person.longitude).toFixed(4) });
  const moon = kundli.moon;
  return [
    [words.say('birth.row.name'), person.name],
    [words.say('birth.row.born'), words.say('birth.value.born', { date: words.calendarDate(person.birthDate), time: kundli.input.time, zone: kundli.input.timezone, offset: kundli.input.utcOffset })],
    [words.say('birth.row.place'), words.say('birth.value.place', { place: person.birthPlace, latitude, longitude })],
    [words.say('birth.row.ascendant'), `${words.signFull(kundli.ascendant.sign)} ${kundli.ascendant.degreeText}`],
    [words.say('birth.row.moonSign'), words.signFull(moon.sign)],
    [words.say('birth.row.nakshatra'), words.say('birth.value.nakshatra', { nakshatra: words.nakshatra(moon.nakshatra), pada: moon.pada, lord: words.planet(moon.nakshatraLord) })],
    [words.say('birth.row.sunSign'), words.sign(kundli.sunSign)],
    [words.say('birth.row.ayanamsa'), `${words.name('ayanamsa', kundli.ayanamsa.name)} ${kundli.ayanamsa.text}`],
  ];
}
