import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PanchangDay } from '@astrosetu/contracts';
import { mockApi, ok } from '@astrosetu/web-core/testing';
import { panchangFixture } from '../../../shared/test/fixtures/engine-fixtures';
import { renderRoute } from '../../../shared/test/render-route';

jest.setTimeout(30_000);

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-18T10:00:00+05:30'), advanceTimers: true });
});
afterEach(() => {
  jest.useRealTimers();
});

const span = (start: string, end: string) => ({ start: `2026-11-18T${start}:00+05:30`, end: `2026-11-18T${end}:00+05:30` });

/** Wednesday 18 Nov 2026 as the server answers it by default: the moonrise after midnight, no Abhijit. */
const wednesday: PanchangDay = {
  ...panchangFixture,
  sunriseConvention: 'drik',
  moonDayConvention: 'sunrise',
  abhijitWednesdayConvention: 'omitted',
  moonrise: '2026-11-19T02:03:00+05:30',
  moonset: '2026-11-18T13:10:00+05:30',
  muhurta: { rahuKalam: span('12:04', '13:25'), yamaganda: span('08:04', '09:24'), gulikaKalam: span('10:44', '12:04'), abhijit: null, brahmaMuhurta: span('04:58', '05:51') },
  choghadiya: null,
  hora: null,
  lunar: {
    amanta: { month: 'Kartika', adhika: false },
    purnimanta: { month: 'Margashirsha', adhika: false },
    paksha: 'Shukla',
    vikramSamvat: 2083,
    shakaSamvat: 1948,
    samvatsara: 'Parabhava',
    vikramSamvatsara: 'Siddharthi',
    ritu: 'Sharad',
    drikRitu: 'Hemanta',
    ayana: 'Dakshinayana',
    drikAyana: 'Dakshinayana',
  },
};

describe('the panchang page\'s moon day and Abhijit-on-Wednesday choices', () => {
  it('when the page opens, then Drik\'s ways are chosen and shown, and choosing others asks the API for them', async () => {
    const server = mockApi({ 'GET /api/panchang': ok(wednesday) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderRoute('/panchang');

    // The answer's conventions are shown with it; the moonrise after midnight carries its date.
    expect(await screen.findByText('Sunrise to the next sunrise')).toBeInTheDocument();
    expect(screen.getByText('Omitted')).toBeInTheDocument();
    expect(screen.getByText('Not on Wednesday (held inauspicious)')).toBeInTheDocument();
    expect(screen.getByText('Moonrise').nextSibling).toHaveTextContent(/^2:03.*\(19\/11\)$/i);
    expect(screen.getByText('Moonset').nextSibling).not.toHaveTextContent('(');
    expect(server.callsTo('GET', '/api/panchang')[0].params).not.toHaveProperty('moonDay');
    expect(server.callsTo('GET', '/api/panchang')[0].params).not.toHaveProperty('abhijitWednesday');

    await user.click(screen.getByRole('combobox', { name: 'Moonrise and moonset' }));
    await user.click(screen.getByRole('option', { name: 'Civil date (midnight to midnight)' }));
    await user.click(screen.getByRole('combobox', { name: 'Abhijit on Wednesday' }));
    await user.click(screen.getByRole('option', { name: 'Shown' }));

    await waitFor(() => expect(server.callsTo('GET', '/api/panchang').at(-1)!.params).toMatchObject({ date: '2026-11-18', moonDay: 'civil', abhijitWednesday: 'shown' }));
  });
});
