import type { FestivalCalendar, PanchangMonth } from '@astrosetu/contracts';
import type { TimeZoneSpec } from '../core/time-zone';
import { VARAS } from '../core/vedic-data';
import { lunarDateAt, lunationAt, type Lunation } from '../panchang/lunar-calendar';
import { panchangAt } from '../panchang/panchang';
import { nextDate, sunEventsOn, type SunriseConvention } from '../panchang/sunrise-convention';
import { civilToUtcMs, parseCivil } from '../core/time-zone';

/**
 * A month of days as a calendar page prints them: each day's tithi and nakshatra at sunrise (with their end
 * times), the amanta and purnimanta month, and the festivals of the day from the year's festival calendar.
 */
export function panchangMonth(
  month: string,
  latitude: number,
  longitude: number,
  zone: TimeZoneSpec,
  convention: SunriseConvention,
  festivals: FestivalCalendar,
): PanchangMonth {
  const days: PanchangMonth['days'] = [];
  let lunation: Lunation | undefined;
  for (let date = `${month}-01`; date.startsWith(month); date = nextDate(date)) {
    const sun = sunEventsOn(date, latitude, longitude, zone, convention);
    const at = sun.sunrise ?? civilToUtcMs(parseCivil(date, '00:00:00'), zone);
    const limbs = panchangAt(at, latitude, longitude, zone, { sun });
    if (!lunation || at >= lunation.end) lunation = lunationAt(at);
    const lunar = lunarDateAt(at, lunation);
    const { year, month: monthNumber, day } = parseCivil(date);
    days.push({
      date,
      weekday: VARAS[new Date(Date.UTC(year, monthNumber - 1, day)).getUTCDay()].english,
      sunrise: limbs.sunrise,
      sunset: limbs.sunset,
      tithi: { number: limbs.tithi.number, name: limbs.tithi.name, paksha: limbs.tithi.paksha, endsAt: limbs.tithi.endsAt },
      nakshatra: { name: limbs.nakshatra.name, endsAt: limbs.nakshatra.endsAt },
      amantaMonth: `${lunar.amanta.adhika ? 'Adhika ' : ''}${lunar.amanta.month}`,
      purnimantaMonth: `${lunar.purnimanta.adhika ? 'Adhika ' : ''}${lunar.purnimanta.month}`,
      festivals: festivals.festivals.filter((festival) => festival.date === date).map(({ key, name, kind }) => ({ key, name, kind })),
    });
  }
  return { month, timezone: zone.name, sunriseConvention: convention, days };
}
