import express from 'express';
import type { AddressInfo } from 'node:net';
import type { HoroscopeEntry } from '@astrosetu/contracts';
import { createAstrologyRouter } from '../src/astrology/http/astrology-router';
import type { HoroscopeStore } from '../src/astrology/horoscope/horoscope.repository';
import { createErrorHandler } from '../src/shared/http/error-handler';
import { createLogger } from '../src/shared/logging/logger';

/**
 * Issue 16: anonymous requests for any date from 1800 to 2200 each stored 12 readings. Only a year either
 * side of today is stored now; other dates are computed without storing, and limited per client.
 */
function memoryStore() {
  const entries: HoroscopeEntry[] = [];
  const store: HoroscopeStore = {
    find: async (period, periodStart, signs) => entries.filter((e) => e.period === period && e.periodStart === periodStart && signs.includes(e.sign)),
    insertMissing: async (fresh) => {
      for (const entry of fresh) {
        if (!entries.some((e) => e.period === entry.period && e.periodStart === entry.periodStart && e.sign === entry.sign)) entries.push(entry);
      }
    },
  };
  return { store, entries };
}

async function serve(router: express.Router) {
  const app = express();
  app.use(express.json());
  app.use('/api', router);
  app.use(createErrorHandler(createLogger('silent')));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { get: (path: string) => fetch(`${url}${path}`), close: () => server.close() };
}

const now = () => new Date('2026-06-15T06:00:00Z');

describe('daily horoscopes of far-off dates', () => {
  it('are computed and answered but not stored; dates within a year of today are stored', async () => {
    const { store, entries } = memoryStore();
    const api = await serve(createAstrologyRouter({ horoscopeStore: store, now }));
    try {
      const far = await api.get('/api/horoscopes/daily?date=1850-03-01');
      expect(far.status).toBe(200);
      expect(((await far.json()) as { horoscopes: unknown[] }).horoscopes).toHaveLength(12);
      expect((await api.get('/api/horoscopes/daily?date=2199-12-31')).status).toBe(200);
      expect((await api.get('/api/horoscope/leo/2100-01-01')).status).toBe(200);
      expect(entries).toHaveLength(0);

      expect((await api.get('/api/horoscopes/daily?date=2026-06-20')).status).toBe(200);
      expect((await api.get('/api/horoscopes/daily?date=2025-07-01')).status).toBe(200);
      expect(entries.map((e) => e.periodStart).sort()).toEqual([...Array(12).fill('2025-07-01'), ...Array(12).fill('2026-06-20')]);
    } finally {
      api.close();
    }
  });

  it('are limited per client, while dates in the window are not', async () => {
    const { store } = memoryStore();
    const api = await serve(createAstrologyRouter({ horoscopeStore: store, now, horoscopeArchiveLimit: { max: 3, windowMs: 60_000 } }));
    try {
      const statuses: number[] = [];
      for (let year = 1900; year < 1905; year += 1) statuses.push((await api.get(`/api/horoscopes/daily?date=${year}-01-01`)).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const refused = await api.get('/api/horoscope/leo/1950-01-01');
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
      for (let day = 1; day <= 5; day += 1) expect((await api.get(`/api/horoscopes/daily?date=2026-06-0${day}`)).status).toBe(200);
    } finally {
      api.close();
    }
  });
});
