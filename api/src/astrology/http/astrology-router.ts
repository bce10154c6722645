import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  type HoroscopePeriod,
  astrologyEndpoints,
  defaultChartStyleFor,
  horoscopePeriodSchema,
  type BirthInput,
  type EphemerisResponse,
  type LocationSearchResponse,
} from '@astrosetu/contracts';
import { AppError } from '../../shared/errors/app-error';
import { createRateLimiter, inMemoryRateLimitStores, type RateLimitStoreFactory } from '../../shared/http/rate-limit';
import { requestLanguage } from '../../shared/http/request-language';
import { ANSWERED, endpointServer } from '../../shared/http/serve-endpoint';
import { DEFAULT_CHART_CONVENTIONS, computeKundli, computeKundliWith } from '../chart/kundli';
import { drawingFromChart, drawingFromKundli, renderChartSvg } from '../chart-render';
import { ChartImageCache } from '../chart-render/chart-image-cache';
import { createPngRenderPool, type PngRenderPool } from '../chart-render/png-render-pool';
import { zodiacCompatibility } from '../compatibility/zodiac-compatibility';
import { addChartDepthRoutes } from './chart-depth-routes';
import { resolveMoment, type Moment } from '../core/moment';
import { TimeZoneError } from '../core/time-zone';
import { createHoroscopeService } from '../horoscope/horoscope-service';
import { createMongoHoroscopeStore, type HoroscopeStore } from '../horoscope/horoscope.repository';
import { computeKpAnalysis, computeKpEphemeris } from '../kp/kp';
import { localizeKundli } from '../i18n/localize-kundli';
import { withNames } from '../i18n/astrology-glossary';
import { computeGunaMilan } from '../matching/match-charts';
import { computeNumerology } from '../numerology/numerology';
import { searchPlaces } from '../places/gazetteer';
import { mountCalendarRoutes } from './calendar-routes';

export interface AstrologyRouterDeps {
  /** Where generated horoscopes are stored (default: the horoscope_readings collection). */
  horoscopeStore?: HoroscopeStore;
  /** Clock for "today" and the current dasha (tests pin it). */
  now?: () => Date;
  /** Per client: POST /api/chart/image calls. Default 20 a minute. */
  chartImageLimit?: { max: number; windowMs: number };
  /** Worker threads that draw PNG charts (0: on the event loop). Default 2. */
  chartRenderWorkers?: number;
  /** Where the limits keep their counters (the API's AppContext.rateLimitStores; default in memory). */
  rateLimitStores?: RateLimitStoreFactory;
  /** Per client: readings of dates outside the stored window (computed each time). Default 30 a minute. */
  horoscopeArchiveLimit?: { max: number; windowMs: number };
}

/** Resolves a birth input to an instant, turning an unknown time zone into a 400. */
function momentOf(input: BirthInput, field = 'timezone'): Moment {
  try {
    return resolveMoment(input);
  } catch (error) {
    if (error instanceof TimeZoneError) throw AppError.badRequest(error.message, { [field]: error.message });
    throw error;
  }
}

/**
 * The astrology API (mounted under /api): ephemeris, kundli, KP, panchang, guna milan, compatibility,
 * numerology, horoscopes, place search and chart images. Routes only parse with the contracts schemas,
 * call the engine and shape the answer; the engine under api/src/astrology is pure.
 */
export function createAstrologyRouter(deps: AstrologyRouterDeps = {}): Router {
  const router = Router();
  const serve = endpointServer(router);
  const now = deps.now ?? (() => new Date());
  let horoscopes: ReturnType<typeof createHoroscopeService> | undefined;
  // The default store is created on first use so that merely mounting the router touches no database.
  const horoscopeService = () => (horoscopes ??= createHoroscopeService(deps.horoscopeStore ?? createMongoHoroscopeStore(), now));
  const archiveLimiter = createRateLimiter({
    name: 'horoscope-archive',
    ...(deps.horoscopeArchiveLimit ?? { max: 30, windowMs: 60_000 }),
    by: 'address',
    message: 'Too many horoscopes of far-off dates. Please wait a minute and try again.',
  }, deps.rateLimitStores ?? inMemoryRateLimitStores);
  /** Readings outside the stored window cost a computation each: those are limited per client. */
  const limitFarDates = (req: Request, res: Response, period: HoroscopePeriod, date: string) =>
    horoscopeService().isStored(period, date)
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          void archiveLimiter(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
        });

  serve(astrologyEndpoints.searchPlaces, ({ query }) => {
    const locations = searchPlaces(query.query ?? query.q ?? '', query.limit ?? 10);
    if (query.query === undefined) return locations;
    const body: LocationSearchResponse = { success: true, locations };
    return body;
  });

  serve(astrologyEndpoints.ephemeris, ({ body: input }) => {
    const kundli = computeKundli(momentOf(input), now().getTime());
    const body: EphemerisResponse = {
      input: kundli.input,
      ayanamsa: kundli.ayanamsa.degrees,
      planets: kundli.planets.map((planet) => ({
        name: planet.name,
        longitude: planet.longitude,
        tropicalLongitude: planet.tropicalLongitude,
        speed: planet.speed,
        retrograde: planet.retrograde,
        sign: planet.sign,
        degree: planet.degree,
        nakshatra: planet.nakshatra,
        pada: planet.pada,
      })),
      ascendant: { longitude: kundli.ascendant.longitude, sign: kundli.ascendant.sign, degree: kundli.ascendant.degree },
      panchang: {
        nakshatra: kundli.moon.nakshatra,
        nakshatraLord: kundli.moon.nakshatraLord,
        tithi: `${kundli.panchang.tithi.paksha} ${kundli.panchang.tithi.name}`,
        yoga: kundli.panchang.yoga.name,
        karan: kundli.panchang.karana.name,
        varna: kundli.moon.varna,
        tatva: kundli.moon.tatva,
        paya: kundli.moon.paya,
        name_alphabet: kundli.moon.nameAlphabet,
        vaahya: kundli.moon.vashya,
        vanja: kundli.moon.yunja,
        vara: kundli.panchang.vara.english,
      },
    };
    return body;
  });

  serve(astrologyEndpoints.kpEphemeris, ({ body }, req) => withNames(computeKpEphemeris(momentOf(body)), requestLanguage(req)));

  serve(astrologyEndpoints.kpCalculation, ({ body }, req) => {
    const language = requestLanguage(req);
    return withNames(computeKpAnalysis(momentOf(body), language), language);
  });

  // The page's default answer leaves the depth sections out; its tabs ask for theirs with ?sections= (issue 37).
  serve(astrologyEndpoints.kundli, ({ body: input, query }, req) => {
    const asOf = input.asOf ? Date.parse(input.asOf) : now().getTime();
    const kundli = computeKundliWith(momentOf(input), asOf, input.conventions ?? DEFAULT_CHART_CONVENTIONS, query.sections ?? []);
    return localizeKundli(kundli, requestLanguage(req));
  });

  addChartDepthRoutes(serve, { now, momentOf });

  serve(astrologyEndpoints.gunaMilan, ({ body: input }, req) =>
    computeGunaMilan(momentOf(input.boy, 'boy.timezone'), momentOf(input.girl, 'girl.timezone'), requestLanguage(req)),
  );

  serve(astrologyEndpoints.compatibility, ({ body: input }, req) => zodiacCompatibility(input.sign1, input.sign2, requestLanguage(req)));

  serve(astrologyEndpoints.numerology, ({ body: input }, req) => {
    const currentYear = input.currentYear ?? now().getUTCFullYear();
    return computeNumerology(input.fullName, input.birthDate, currentYear, requestLanguage(req));
  });

  mountCalendarRoutes(serve);

  serve(astrologyEndpoints.horoscopeReading, async ({ params: { sign, date }, query: { period } }, req, res) => {
    await limitFarDates(req, res, period ?? 'daily', date);
    return horoscopeService().reading(sign, period ?? 'daily', date, requestLanguage(req));
  });

  serve(astrologyEndpoints.generateHoroscope, async ({ body: input }, req, res) => {
    const service = horoscopeService();
    const date = input.date ?? service.today();
    await limitFarDates(req, res, input.period ?? 'daily', date);
    return service.reading(input.zodiacSign, input.period ?? 'daily', date, requestLanguage(req));
  });

  /** An unknown period is a page that does not exist (404), answered before the query is read. */
  const knownPeriod: RequestHandler = (req, _res, next) => {
    if (!horoscopePeriodSchema.safeParse(req.params.period).success) throw AppError.notFound('Horoscope period');
    next();
  };
  serve(astrologyEndpoints.horoscopes, knownPeriod, async ({ params: { period }, query: { date } }, req, res) => {
    const service = horoscopeService();
    await limitFarDates(req, res, period, date ?? service.today());
    return service.all(period, date ?? service.today(), requestLanguage(req));
  });

  // Anonymous and costly: limited per client, cached by input, and PNGs drawn off the event loop.
  const chartImageLimiter = createRateLimiter({
    name: 'chart-image',
    ...(deps.chartImageLimit ?? { max: 20, windowMs: 60_000 }),
    by: 'address',
    message: 'Too many chart images at once. Please wait a minute and try again.',
  }, deps.rateLimitStores ?? inMemoryRateLimitStores);
  const chartImages = new ChartImageCache();
  let pngPool: PngRenderPool | undefined;
  const renderPng = (svg: string, width: number) => (pngPool ??= createPngRenderPool({ size: deps.chartRenderWorkers ?? 2 })).render(svg, width);

  serve(astrologyEndpoints.chartImage, chartImageLimiter, async ({ body: input }, req, res): Promise<typeof ANSWERED> => {
    // A kundli's drawing depends on the day too (the running dasha); a given chart only on itself.
    // The chart writes its grahas, signs and words in the request's language (an English key stays as it was).
    const language = requestLanguage(req);
    const key = ChartImageCache.keyOf(language === 'en' ? input : { ...input, language }, input.chart ? '' : now().toISOString().slice(0, 10));
    let image = chartImages.get(key);
    // Says whether the drawing was served from the cache (operators read it; the tests check caching with it, not with a clock).
    res.setHeader('X-Cache', image ? 'HIT' : 'MISS');
    if (!image) {
      const title = input.title ?? input.birth?.name;
      const model = input.chart
        ? drawingFromChart(input.chart, title, language)
        : drawingFromKundli(computeKundli(momentOf(input.birth!, 'birth.timezone'), now().getTime()), title, language);
      // No style asked for: the one the reader's language draws (defaultChartStyleFor).
      const style = input.style ?? defaultChartStyleFor(language);
      const svg = renderChartSvg(model, style, { size: input.size, ...(title ? { title } : {}) });
      image =
        input.format === 'png'
          ? { body: await renderPng(svg, input.size), contentType: 'image/png', filename: `chart-${style}.png` }
          : { body: svg, contentType: 'image/svg+xml', filename: `chart-${style}.svg` };
      chartImages.set(key, image);
    }
    res.type(image.contentType).setHeader('Content-Disposition', `inline; filename="${image.filename}"`);
    res.send(image.body);
    return ANSWERED;
  });

  return router;
}
