import { astrologyRoutes, requestTo, type AbhijitWednesdayConvention, type MoonDayConvention, type PanchangDay, type PanchangMonth, type SunriseConvention } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

export interface PanchangPlaceArgs {
  latitude: number;
  longitude: number;
  timezone: string;
  /** Omitted for the server's default (drik). */
  sunrise?: SunriseConvention;
}

export interface PanchangArgs extends PanchangPlaceArgs {
  date: string;
  /** Omitted for the server's default (sunrise: the moonrise and moonset between this sunrise and the next). */
  moonDay?: MoonDayConvention;
  /** Omitted for the server's default (omitted: no Abhijit on Wednesday). */
  abhijitWednesday?: AbhijitWednesdayConvention;
}

export interface PanchangMonthArgs extends PanchangPlaceArgs {
  /** 'YYYY-MM' */
  month: string;
}

/**
 * GET /api/panchang: the day's five limbs at sunrise with their end times, the muhurtas, choghadiya, hora, moonrise
 * and the lunar date. GET /api/panchang/month: a month of days with their tithi, nakshatra and festivals.
 */
export const panchangApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPanchang: build.query<PanchangDay, PanchangArgs>({
      query: (args) => requestTo(astrologyRoutes.panchangDay, { query: { ...args } }),
    }),
    getPanchangMonth: build.query<PanchangMonth, PanchangMonthArgs>({
      query: (args) => requestTo(astrologyRoutes.panchangMonth, { query: { ...args } }),
    }),
  }),
});

export const { useGetPanchangQuery, useGetPanchangMonthQuery } = panchangApi;
