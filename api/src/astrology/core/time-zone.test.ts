import { computeKundli } from '../chart/kundli';
import { resolveMoment } from './moment';
import { TimeZoneError, civilToUtcMs, formatOffset, offsetMinutesAt, parseCivil, resolveTimeZone, toLocalIso } from './time-zone';

const utc = (date: string, time: string, zone: string | number | undefined, latitude = 22.5726, longitude = 88.3639) =>
  new Date(civilToUtcMs(parseCivil(date, time), resolveTimeZone(zone, latitude, longitude))).toISOString();

describe('birth time to UTC with the historical time zone', () => {
  it('when a Kolkata birth falls in 1943, then India\'s +06:30 war time applies, not +05:30', () => {
    // IANA tz database (asia file): India kept +06:30 from 1942-09-01 until 1945-10-15.
    expect(utc('1943-06-01', '10:00:00', 'Asia/Kolkata')).toBe('1943-06-01T03:30:00.000Z');
    expect(resolveMoment({ date: '1943-06-01', time: '10:00', latitude: 22.5726, longitude: 88.3639 }).resolved.utcOffset).toBe('+06:30');
  });

  it('when the birth is in 1946 or today, then Indian Standard Time +05:30 applies', () => {
    expect(utc('1946-06-01', '10:00:00', 'Asia/Kolkata')).toBe('1946-06-01T04:30:00.000Z');
    expect(utc('2024-01-26', '10:00:00', 'Asia/Kolkata')).toBe('2024-01-26T04:30:00.000Z');
  });

  it('when the birth is before 1906, then the local mean time of the tz database (Madras time +05:21:10) applies', () => {
    const zone = resolveTimeZone('Asia/Kolkata', 0, 0);
    const instant = civilToUtcMs(parseCivil('1890-01-01', '12:00:00'), zone);
    expect(formatOffset(offsetMinutesAt(zone, instant))).toBe('+05:21:10');
    expect(new Date(instant).toISOString()).toBe('1890-01-01T06:38:50.000Z');
  });

  it('when no zone is given, then the zone of the coordinates is used (tz-lookup)', () => {
    expect(resolveTimeZone(undefined, 13.0827, 80.2707)).toEqual({ kind: 'iana', name: 'Asia/Kolkata' });
    expect(resolveMoment({ date: '1963-06-09', time: '00:00', latitude: 37.77422, longitude: -87.11333 }).resolved).toMatchObject({
      timezone: 'America/Chicago',
      utcOffset: '-05:00',
      utc: '1963-06-09T05:00:00.000Z', // kerykeion test data: utc_time 5.0
    });
  });

  it('when a wall time is skipped or repeated by a daylight-saving change, then it moves forward or takes the first occurrence', () => {
    expect(utc('2021-03-14', '02:30:00', 'America/New_York')).toBe('2021-03-14T07:30:00.000Z');
    expect(utc('2021-11-07', '01:30:00', 'America/New_York')).toBe('2021-11-07T05:30:00.000Z');
  });

  it.each([
    ['UTC+05:30', '2000-01-01T04:30:00.000Z'],
    ['+0530', '2000-01-01T04:30:00.000Z'],
    ['GMT-4', '2000-01-01T14:00:00.000Z'],
    [5.5, '2000-01-01T04:30:00.000Z'],
    ['5.75', '2000-01-01T04:15:00.000Z'],
    ['UTC', '2000-01-01T10:00:00.000Z'],
  ])('when the zone is the fixed offset %p, then it is used as given', (zone, expected) => {
    expect(utc('2000-01-01', '10:00:00', zone)).toBe(expected);
  });

  it('when the zone is unknown, then a TimeZoneError names it', () => {
    expect(() => resolveTimeZone('Mars/Olympus_Mons', 0, 0)).toThrow(TimeZoneError);
    expect(() => resolveTimeZone('UTC+25:00', 0, 0)).toThrow('Unknown time zone: UTC+25:00');
  });

  it('when an instant is shown in a zone, then the ISO text carries that offset', () => {
    expect(toLocalIso(Date.parse('2013-02-03T02:44:07Z'), resolveTimeZone('UTC+05:30', 0, 0))).toBe('2013-02-03T08:14:07+05:30');
  });
});

describe('India before standard time, and clock changes reported', () => {
  it('when a Porbandar birth of 1869 is resolved (no zone, or Asia/Kolkata), then local mean time +04:38:31 is used and said, and the lagna is Libra', () => {
    // Issue 17: the IANA database gives Howrah time +05:53:20 for 1869. Porbandar 21°38'N 69°36'E: 69.6° x 4 min = 4 h 38 min.
    // M. K. Gandhi, 2 October 1869, 07:12 LMT, Porbandar: Libra ascendant (B. V. Raman, "Notable Horoscopes", no. 71;
    // AstroSage's celebrity chart also shows Tula lagna).
    for (const timezone of [undefined, 'Asia/Kolkata']) {
      const moment = resolveMoment({ date: '1869-10-02', time: '07:12', latitude: 21.6417, longitude: 69.6293, ...(timezone ? { timezone } : {}) });
      expect(moment.resolved.utcOffset).toBe('+04:38:31');
      expect(moment.resolved.notes?.[0]).toMatch(/local mean time/);
      expect(computeKundli(moment, moment.utcMs).ascendant.sign).toBe('Libra');
    }
  });

  it('when an offset with seconds, LMT, Bombay Time or Calcutta Time is sent, then it is used as given', () => {
    expect(resolveMoment({ date: '1869-10-02', time: '07:12', latitude: 21.6417, longitude: 69.6293, timezone: '+05:53:20' }).resolved.utcOffset).toBe('+05:53:20');
    expect(resolveMoment({ date: '1950-01-01', time: '07:00', latitude: 18.96, longitude: 72.82, timezone: 'Bombay Time' }).resolved).toMatchObject({ utcOffset: '+04:51', utc: '1950-01-01T02:09:00.000Z' });
    expect(resolveMoment({ date: '1940-01-01', time: '07:00', latitude: 22.57, longitude: 88.36, timezone: 'Calcutta Time' }).resolved.utcOffset).toBe('+05:53:20');
    expect(resolveMoment({ date: '2000-01-01', time: '12:00', latitude: 0, longitude: 82.5, timezone: 'LMT' }).resolved.utcOffset).toBe('+05:30');
  });

  it('when a Mumbai birth of 1950 is read in IST, then the answer says Bombay Time was in civil use', () => {
    const moment = resolveMoment({ date: '1950-01-01', time: '07:00', latitude: 19.076, longitude: 72.8777 });
    expect(moment.resolved.utcOffset).toBe('+05:30');
    expect(moment.resolved.notes?.[0]).toMatch(/Bombay Time/);
  });

  it('when a wall time is skipped or repeated by a clock change, then the reading is reported, not resolved silently', () => {
    const skipped = resolveMoment({ date: '2021-03-14', time: '02:30', latitude: 40.71, longitude: -74.0, timezone: 'America/New_York' });
    expect(skipped.resolved.utc).toBe('2021-03-14T07:30:00.000Z');
    expect(skipped.resolved.notes?.[0]).toMatch(/did not exist/);
    const repeated = resolveMoment({ date: '2021-11-07', time: '01:30', latitude: 40.71, longitude: -74.0, timezone: 'America/New_York' });
    expect(repeated.resolved.utc).toBe('2021-11-07T05:30:00.000Z');
    expect(repeated.resolved.notes?.[0]).toMatch(/happened twice.*2021-11-07T01:30:00-05:00/);
    expect(resolveMoment({ date: '2021-06-01', time: '10:00', latitude: 28.6, longitude: 77.2 }).resolved.notes).toBeUndefined();
  });
});
