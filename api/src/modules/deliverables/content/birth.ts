import type { Kundli, PersonBirth } from '@astrosetu/contracts';
import { computeKundli, resolveMoment, type Moment } from '../../../astrology';

/** A person's birth resolved once: the instant and the chart every builder reads from. */
export interface ResolvedBirth {
  person: PersonBirth;
  moment: Moment;
  kundli: Kundli;
}

export function resolveBirth(person: PersonBirth, asOf: Date): ResolvedBirth {
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

const longDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

/** '15 May 1990' from '1990-05-15'. */
export function formatCivilDate(date: string): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

/** '15 May 1990' for an instant, in IST. */
export function formatIstDate(instant: Date | string): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(instant));
}

/** 'Asha Rao, born 15 May 1990 at 06:30 in Chennai'. */
export function birthLine(person: PersonBirth): string {
  return `${person.name}, born ${formatCivilDate(person.birthDate)} at ${person.birthTime.slice(0, 5)} in ${person.birthPlace}`;
}

/** The birth details as the engine resolved them (zone and offset included, so the customer can check them). */
export function birthRows(birth: ResolvedBirth): Array<[string, string]> {
  const { person, kundli } = birth;
  const latitude = `${Math.abs(person.latitude).toFixed(4)}° ${person.latitude >= 0 ? 'N' : 'S'}`;
  const longitude = `${Math.abs(person.longitude).toFixed(4)}° ${person.longitude >= 0 ? 'E' : 'W'}`;
  return [
    ['Name', person.name],
    ['Born', `${formatCivilDate(person.birthDate)}, ${kundli.input.time} (${kundli.input.timezone}, UTC${kundli.input.utcOffset})`],
    ['Place', `${person.birthPlace} (${latitude}, ${longitude})`],
    ['Ascendant (lagna)', `${kundli.ascendant.sign} (${kundli.ascendant.rashi}) ${kundli.ascendant.degreeText}`],
    ['Moon sign (rashi)', `${kundli.moon.sign} (${kundli.moon.rashi})`],
    ['Birth nakshatra', `${kundli.moon.nakshatra}, pada ${kundli.moon.pada} (lord ${kundli.moon.nakshatraLord})`],
    ['Sun sign (sidereal)', kundli.sunSign],
    ['Ayanamsa', `${kundli.ayanamsa.name} ${kundli.ayanamsa.text}`],
  ];
}
