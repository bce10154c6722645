import { vivahMuhurtas, withoutChandrashtama } from '../../../astrology';
import { localDateOf, resolveTimeZone, utcMsToCivil, type TimeZoneSpec } from '../../../astrology/core/time-zone';
import { NAKSHATRA_NAMES, SIGN_NAMES, VARAS, tithiName } from '../../../astrology/core/vedic-data';
import { nextDate } from '../../../astrology/panchang/sunrise-convention';
import type { ClosedSeason } from '../../../astrology/muhurta/closed-seasons';
import type { DeliverableWords } from '../deliverable-words';
import type { ViewBuilder } from '../view-builder';
import type { ResolvedBirth } from './birth';

/**
 * The Premium match's wedding-muhurta selection: the Vivah muhurtas of the next 12 months from the order date
 * (astrology/muhurta/, rules and sources in docs/muhurta.md), computed at the bride's birth place (a wedding is
 * traditionally held at the bride's home; the order asks for no other place) in that place's time zone, without
 * the windows in chandrashtama for the bride or the groom. Each row: the day, the window, its nakshatra(s) and
 * tithi(s), and its pure lagnas.
 */
const DAYS = 365;

function clock(utcMs: number, day: string, zone: TimeZoneSpec, words: DeliverableWords): string {
  const civil = utcMsToCivil(utcMs, zone);
  const time = `${String(civil.hour).padStart(2, '0')}:${String(civil.minute).padStart(2, '0')}`;
  return localDateOf(utcMs, zone) > day ? words.say('match.muhurta.nextDay', { time }) : time;
}

function tithiText(tithi: number, words: DeliverableWords): string {
  if (tithi === 15 || tithi === 30) return words.name('tithi', tithiName(tithi));
  return `${words.say(`match.muhurta.paksha.${tithi <= 15 ? 'Shukla' : 'Krishna'}`)} ${words.name('tithi', tithiName(tithi))}`;
}

function seasonLine(season: ClosedSeason, zone: TimeZoneSpec, words: DeliverableWords): string {
  return words.say(`match.muhurta.season.${season.kind}`, { from: words.calendarDate(localDateOf(season.start, zone)), to: words.calendarDate(localDateOf(season.end, zone)) });
}

const moonSignOf = (birth: ResolvedBirth) => birth.kundli.planets.find((planet) => planet.name === 'Moon')!.signIndex;

export function writeWeddingMuhurta(view: ViewBuilder, words: DeliverableWords, couple: { groom: ResolvedBirth; bride: ResolvedBirth }, asOf: Date): void {
  const { bride, groom } = couple;
  const { latitude, longitude, birthPlace } = bride.person;
  const zone = resolveTimeZone(undefined, latitude, longitude);
  const from = localDateOf(asOf.getTime(), zone);
  const to = nextDate(from, DAYS - 1);
  const year = vivahMuhurtas({ latitude, longitude, zone, from, days: DAYS });
  const brideMoon = moonSignOf(bride);
  const groomMoon = moonSignOf(groom);
  const { days, removedDays } = withoutChandrashtama(year.days, [brideMoon, groomMoon]);

  view.section(words.say('match.muhurta.heading'))
    .paragraph(words.say('match.muhurta.lead', { place: birthPlace, zone: zone.name, from: words.calendarDate(from), to: words.calendarDate(to) }))
    .paragraph(words.say('match.muhurta.rules'))
    .paragraph(words.say('match.muhurta.chandrashtama', {
      bride: bride.person.name, brideSign: words.sign(SIGN_NAMES[(brideMoon + 7) % 12]),
      groom: groom.person.name, groomSign: words.sign(SIGN_NAMES[(groomMoon + 7) % 12]),
      count: removedDays.length,
    }));
  const seasons = year.seasons.filter((season) => localDateOf(season.end, zone) >= from && localDateOf(season.start, zone) <= to);
  if (seasons.length > 0) view.paragraph(words.say('match.muhurta.closedLead')).list(seasons.map((season) => seasonLine(season, zone, words)));
  if (days.length === 0) {
    view.paragraph(words.say('match.muhurta.none'));
  } else {
    const rows = days.flatMap((day) => day.windows.map((window) => [
      `${words.calendarDate(day.date)}, ${words.say(`weekday.${VARAS[day.weekday].english}`)}`,
      `${clock(window.start, day.date, zone, words)} – ${clock(window.end, day.date, zone, words)}`,
      window.nakshatras.map((index) => words.nakshatra(NAKSHATRA_NAMES[index])).join(', '),
      window.tithis.map((tithi) => tithiText(tithi, words)).join(', '),
      window.lagnas.length > 0
        ? window.lagnas.map((lagna) => `${words.sign(SIGN_NAMES[lagna.sign])} ${clock(lagna.start, day.date, zone, words)} – ${clock(lagna.end, day.date, zone, words)}${lagna.best ? ` (${words.say('match.muhurta.best')})` : ''}`).join('; ')
        : words.say('match.muhurta.noPureLagna'),
    ]));
    view.paragraph(words.say('match.muhurta.count', { count: days.length }))
      .table([words.say('match.muhurta.column.date'), words.say('match.muhurta.column.window'), words.say('match.muhurta.column.nakshatra'), words.say('match.muhurta.column.tithi'), words.say('match.muhurta.column.lagnas')], rows);
  }
  view.paragraph(words.say('match.muhurta.caveat'));
}
