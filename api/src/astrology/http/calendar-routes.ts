import { astrologyEndpoints, type FestivalCalendar } from '@astrosetu/contracts';
import { AppError } from '../../shared/errors/app-error';
import { requestLanguage } from '../../shared/http/request-language';
import type { endpointServer } from '../../shared/http/serve-endpoint';
import { TimeZoneError, resolveTimeZone, type TimeZoneSpec } from '../core/time-zone';
import { festivalCalendar } from '../festivals/festival-calendar';
import { localizeFestivalCalendar } from '../festivals/festival-names';
import { localizePanchangDay, localizePanchangMonth } from '../i18n/localize-panchang';
import { panchangMonth } from '../festivals/panchang-month';
import { panchangDay } from '../panchang/panchang-day';
import { placeById } from '../places/gazetteer';

interface PlaceQuery {
  latitude?: number;
  longitude?: number;
  timezone?: string | number;
  placeId?: number;
}

/** A gazetteer id or coordinates (with an optional zone) -> a place, with clear 404/400s. */
function placeOf(query: PlaceQuery): { latitude: number; longitude: number; zone: TimeZoneSpec } {
  let { latitude, longitude, timezone } = query;
  if (query.placeId !== undefined) {
    const place = placeById(query.placeId);
    if (!place) throw AppError.notFound('Place');
    latitude = place.latitude;
    longitude = place.longitude;
    timezone ??= place.timezone;
  }
  try {
    return { latitude: latitude!, longitude: longitude!, zone: resolveTimeZone(timezone, latitude!, longitude!) };
  } catch (error) {
    if (error instanceof TimeZoneError) throw AppError.badRequest(error.message, { timezone: error.message });
    throw error;
  }
}

/** A year's festivals take about a second to compute; the same few places are asked again and again. */
const FESTIVAL_CACHE_SIZE = 64;
const festivalCache = new Map<string, FestivalCalendar>();
function cachedFestivals(year: number, place: ReturnType<typeof placeOf>, convention: 'drik' | 'traditional'): FestivalCalendar {
  const key = [year, place.latitude.toFixed(3), place.longitude.toFixed(3), place.zone.name, convention].join('|');
  let calendar = festivalCache.get(key);
  if (!calendar) {
    calendar = festivalCalendar({ year, latitude: place.latitude, longitude: place.longitude, zone: place.zone, convention });
    if (festivalCache.size >= FESTIVAL_CACHE_SIZE) festivalCache.delete(festivalCache.keys().next().value!);
    festivalCache.set(key, calendar);
  }
  return calendar;
}

/**
 * The calendar routes: GET /panchang (a day's full panchang), GET /panchang/month (a month view with the day's
 * festivals) and GET /festivals (a year's festivals at a place). Every answer records its sunrise convention;
 * the day also records which moonrise and moonset it lists (?moonDay=) and whether a Wednesday lists Abhijit
 * (?abhijitWednesday=). Omitted options take the engine's defaults (DEFAULT_DAY_CONVENTIONS).
 */
export function mountCalendarRoutes(serve: ReturnType<typeof endpointServer>): void {
  serve(astrologyEndpoints.panchangDay, ({ query }, req) => {
    const place = placeOf(query);
    const day = panchangDay(query.date, place.latitude, place.longitude, place.zone, { sunrise: query.sunrise, moonDay: query.moonDay, abhijitWednesday: query.abhijitWednesday });
    return localizePanchangDay(day, requestLanguage(req));
  });

  serve(astrologyEndpoints.panchangMonth, ({ query }, req) => {
    const place = placeOf(query);
    const convention = query.sunrise ?? 'drik';
    const festivals = cachedFestivals(Number(query.month.slice(0, 4)), place, convention);
    const days = panchangMonth(query.month, place.latitude, place.longitude, place.zone, convention, festivals);
    return localizePanchangMonth(days, requestLanguage(req));
  });

  serve(astrologyEndpoints.festivals, ({ query }, req) =>
    localizeFestivalCalendar(cachedFestivals(query.year, placeOf(query), query.sunrise ?? 'drik'), requestLanguage(req)),
  );
}
