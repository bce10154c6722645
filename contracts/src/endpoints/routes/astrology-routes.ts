// Written by tools/contracts/write-endpoint-routes.ts from the declarations (the one owner of every path): do not
// edit. Each endpoint as its method and path alone, typed by its declaration, for the web: a request built from
// these does not evaluate the declarations' schemas (issue 37). Lint checks the file is current.
import type { RoutesOf } from '../endpoint';
import type { astrologyEndpoints } from '../astrology-endpoints';

export const astrologyRoutes: RoutesOf<typeof astrologyEndpoints> = {
  searchPlaces: { method: 'GET', path: '/locations/search' },
  ephemeris: { method: 'POST', path: '/ephemeris' },
  kpEphemeris: { method: 'POST', path: '/ephemeris/kp' },
  kpCalculation: { method: 'POST', path: '/kp-calculation' },
  kundli: { method: 'POST', path: '/kundli' },
  transits: { method: 'POST', path: '/kundli/transits' },
  gunaMilan: { method: 'POST', path: '/guna-milan' },
  compatibility: { method: 'POST', path: '/compatibility' },
  numerology: { method: 'POST', path: '/numerology' },
  panchangDay: { method: 'GET', path: '/panchang' },
  panchangMonth: { method: 'GET', path: '/panchang/month' },
  festivals: { method: 'GET', path: '/festivals' },
  horoscopeReading: { method: 'GET', path: '/horoscope/:sign/:date' },
  generateHoroscope: { method: 'POST', path: '/horoscope/generate' },
  horoscopes: { method: 'GET', path: '/horoscopes/:period' },
  chartImage: { method: 'POST', path: '/chart/image' },
};
