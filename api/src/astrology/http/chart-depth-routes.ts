import { astrologyEndpoints, type BirthInput } from '@astrosetu/contracts';
import type { endpointServer } from '../../shared/http/serve-endpoint';
import { DEFAULT_CHART_CONVENTIONS, computeKundli } from '../chart/kundli';
import type { Moment } from '../core/moment';
import { natalTransits } from '../transits/natal-transits';
import { requestLanguage } from '../../shared/http/request-language';
import { withNames } from '../i18n/astrology-glossary';

/**
 * POST /api/kundli/transits: the grahas' transits over the natal chart at `at` (default now) and the native's Sade
 * Sati, now and over a lifetime. A route of its own because the lifetime search costs tens of milliseconds, which
 * the kundli itself (under 2 ms) should not pay.
 */
export function addChartDepthRoutes(serve: ReturnType<typeof endpointServer>, deps: { now: () => Date; momentOf: (input: BirthInput) => Moment }): void {
  serve(astrologyEndpoints.transits, ({ body: input }, req) => {
    const conventions = input.conventions ?? DEFAULT_CHART_CONVENTIONS;
    const at = input.at ? Date.parse(input.at) : deps.now().getTime();
    const kundli = computeKundli(deps.momentOf(input), at, conventions);
    return withNames(natalTransits(kundli, at, conventions), requestLanguage(req));
  });
}
