import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Festival, FestivalCalendar, PanchangMonth } from '@astrosetu/contracts';
import { mockApi, ok } from '@astrosetu/web-core/testing';
import { renderRoute } from '../shared/test/render-route';

jest.setTimeout(30_000);

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-18T10:00:00+05:30'), advanceTimers: true });
});
afterEach(() => {
  jest.useRealTimers();
});

const aFestival = (overrides: Partial<Festival>): Festival => ({
  key: 'diwali',
  name: 'Diwali (Lakshmi Puja)',
  date: '2026-11-08',
  kind: 'festival',
  lunarDay: 'Ashwin Amavasya (amanta) = Kartika Amavasya (purnimanta)',
  rule: 'pradosh',
  ruleText: 'the day whose pradosh (three muhurtas after sunset) the tithi covers longest',
  tithiStart: '2026-11-08T11:27:00+05:30',
  tithiEnd: '2026-11-09T12:31:00+05:30',
  ...overrides,
});

const calendar: FestivalCalendar = {
  year: 2026,
  timezone: 'Asia/Kolkata',
  latitude: 28.6139,
  longitude: 77.209,
  sunriseConvention: 'drik',
  festivals: [
    aFestival({ key: 'holi', name: 'Holi (Dhulandi)', date: '2026-03-04', lunarDay: 'Phalguna Shukla Purnima', rule: 'day-after', ruleText: 'the day after Holika Dahan' }),
    aFestival({}),
    aFestival({ key: 'ekadashi-rama', name: 'Rama Ekadashi', date: '2026-11-05', kind: 'ekadashi', rule: 'ekadashi', lunarDay: 'Ashwin Krishna Ekadashi' }),
    aFestival({ key: 'ekadashi-devutthana', name: 'Devutthana Ekadashi', date: '2026-11-20', vaishnavaDate: '2026-11-21', kind: 'ekadashi', rule: 'ekadashi', lunarDay: 'Kartika Shukla Ekadashi' }),
  ],
};

const november: PanchangMonth = {
  month: '2026-11',
  timezone: 'Asia/Kolkata',
  sunriseConvention: 'drik',
  days: Array.from({ length: 30 }, (_, index) => {
    const date = `2026-11-${String(index + 1).padStart(2, '0')}`;
    const tithi = ((index + 22) % 30) + 1;
    return {
      date,
      weekday: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][(index + 0) % 7],
      sunrise: `${date}T06:40:00+05:30`,
      sunset: `${date}T17:30:00+05:30`,
      tithi: { number: tithi, name: tithi === 30 ? 'Amavasya' : 'Tithi', paksha: tithi > 15 ? ('Krishna' as const) : ('Shukla' as const), endsAt: null },
      nakshatra: { name: 'Swati', endsAt: null },
      amantaMonth: 'Ashwin',
      purnimantaMonth: 'Kartika',
      festivals: date === '2026-11-08' ? [{ key: 'diwali', name: 'Diwali (Lakshmi Puja)', kind: 'festival' as const }] : [],
    };
  }),
};

describe('the festivals page', () => {
  it('/festivals lists the year by month for New Delhi, with Diwali and its rule, and the panchang month view', async () => {
    const server = mockApi({ 'GET /api/festivals': ok(calendar), 'GET /api/panchang/month': ok(november) });
    renderRoute('/festivals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hindu Festivals 2026' })).toBeInTheDocument();
    const novemberList = await screen.findByRole('region', { name: 'November 2026' });
    expect(within(novemberList).getByRole('heading', { name: 'Diwali (Lakshmi Puja)' })).toBeInTheDocument();
    expect(within(novemberList).getByText('Sun, 8 Nov')).toBeInTheDocument();
    // Ekadashis wait for "All observances".
    expect(within(novemberList).queryByText('Rama Ekadashi')).not.toBeInTheDocument();
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('button', { name: 'All observances' }));
    expect(within(novemberList).getByText('Rama Ekadashi')).toBeInTheDocument();
    // An Ekadashi whose Vaishnava fast is the next day says so; one kept the same day by both says nothing more.
    expect(within(novemberList).getByText('Vaishnava fast: Sat, 21 Nov')).toBeInTheDocument();
    expect(within(novemberList).getAllByText(/^Vaishnava fast:/)).toHaveLength(1);

    expect(await screen.findByRole('button', { name: /Sunday, 8 November 2026: Krishna Amavasya, Diwali/ })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/festivals')[0].params).toEqual({ year: '2026', latitude: '28.6139', longitude: '77.209', timezone: 'Asia/Kolkata' });
    expect(server.callsTo('GET', '/api/panchang/month')[0].params).toMatchObject({ month: '2026-11' });
  });
});
