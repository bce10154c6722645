import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, createAppStore } from '@astrosetu/web-core';
import { deferredAnswer, mockApi, ok, serverError } from '@astrosetu/web-core/testing';
import type { BirthInput, Kundli } from '@astrosetu/contracts';
import { svgAnswer } from '../../../shared/test/chart-answers';
import { kundliFixture } from '../../../shared/test/fixtures/engine-fixtures';
import { transitsFixture } from '../../../shared/test/fixtures/transits-fixture';
import { formatIstDay } from '../model/dasha-dates';
import { KundliResult } from './kundli-result';

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:chart');
  URL.revokeObjectURL = jest.fn();
});

const birth: BirthInput = { date: '1990-05-15', time: '06:30', latitude: 13.08784, longitude: 80.27847, timezone: 'Asia/Kolkata' };

describe('the kundli depth (vargas, dasha explorer, ashtakavarga)', () => {
  it('when the overview shows, then D9 and D10 are drawn beside the rashi chart from the server’s varga placements', async () => {
    const server = mockApi({ 'POST /api/chart/image': svgAnswer });
    render(<KundliResult kundli={kundliFixture} birth={birth} name="Asha" />);
    expect(await screen.findByRole('img', { name: 'North Indian chart' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Navamsa (D9) North Indian chart' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Dashamsa (D10) North Indian chart' })).toBeInTheDocument();
    const d9 = kundliFixture.depth.vargas.find((varga) => varga.division === 9)!;
    const d9Request = server.callsTo('POST', '/api/chart/image').find((call) => (call.body as { chart?: { ascendantSign: number } }).chart?.ascendantSign === d9.ascendantSign);
    expect(d9Request?.body).toMatchObject({ chart: { planets: expect.arrayContaining([{ name: 'Moon', sign: d9.placements.find((p) => p.name === 'Moon')!.signIndex }]) } });
  });

  it('when a divisional chart cannot be drawn (its varga is missing), then it shows Retry in its place and the rest of the overview stays', async () => {
    mockApi({ 'POST /api/chart/image': svgAnswer });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const withoutNavamsa = { ...kundliFixture, depth: { ...kundliFixture.depth, vargas: kundliFixture.depth.vargas.filter((varga) => varga.division !== 9) } };
    render(<KundliResult kundli={withoutNavamsa} birth={birth} name="Asha" />);
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The divisional charts could not be shown. The rest of the page still works.');
    expect(within(failed).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Key details' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'North Indian chart' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Grahas' })).toBeInTheDocument();
  });

  it('when a mahadasha and then an antardasha are opened, then their sub-periods list with IST dates and the running ones are marked', async () => {
    mockApi({ 'POST /api/chart/image': svgAnswer });
    const user = userEvent.setup();
    render(<KundliResult kundli={kundliFixture} birth={birth} name="Asha" />);
    await user.click(screen.getByRole('tab', { name: 'Dashas' }));
    const mahadashas = screen.getByRole('list', { name: 'Vimshottari mahadashas' });
    expect(within(mahadashas).getAllByRole('listitem').filter((item) => item.parentElement === mahadashas)).toHaveLength(9);
    // The running mahadasha (Rahu, 2012-2030 for this chart) is open at first and marked.
    const running = kundliFixture.depth.vimshottari!.mahadashas.find((maha) => maha.lord === kundliFixture.dasha.currentMahadasha.lord)!;
    const antardashas = screen.getByRole('list', { name: `Antardashas of ${running.lord} mahadasha` });
    expect(within(antardashas).getByText(`${formatIstDay(running.periods![0].start)} – ${formatIstDay(running.periods![0].end)}`)).toBeInTheDocument();
    const jupiterMaha = kundliFixture.depth.vimshottari!.mahadashas.find((maha) => maha.lord === 'Jupiter')!;
    await user.click(screen.getByRole('button', { name: 'Show the antardashas of Jupiter mahadasha' }));
    await user.click(screen.getByRole('button', { name: 'Show the pratyantardashas of Jupiter-Saturn antardasha' }));
    const pratyantars = screen.getByRole('list', { name: 'Pratyantardashas of Jupiter-Saturn antardasha' });
    expect(within(pratyantars).getAllByRole('listitem')).toHaveLength(9);
    const saturnAntar = jupiterMaha.periods!.find((antar) => antar.lord === 'Saturn')!;
    expect(within(pratyantars).getByText(`${formatIstDay(saturnAntar.periods![0].start)} – ${formatIstDay(saturnAntar.periods![0].end)}`)).toBeInTheDocument();
    expect(document.querySelectorAll('[aria-current="true"]').length).toBeGreaterThanOrEqual(1);

    await user.click(screen.getByRole('button', { name: 'Yogini' }));
    expect(screen.getByRole('list', { name: 'Yogini mahadashas' })).toBeInTheDocument();
  });

  it('when the strength tab opens, then shadbala shows each planet against its minimum, and the sarvashtakavarga totals 337', async () => {
    mockApi({ 'POST /api/chart/image': svgAnswer });
    const user = userEvent.setup();
    render(<KundliResult kundli={kundliFixture} birth={birth} name="Asha" />);
    await user.click(screen.getByRole('tab', { name: 'Strength' }));
    const shadbala = screen.getByRole('table', { name: 'Shadbala in rupas' });
    const sun = kundliFixture.depth.shadbala![0];
    const sunRow = within(shadbala).getByRole('rowheader', { name: 'Sun' }).closest('tr')!;
    expect(within(sunRow).getByText(sun.total.toFixed(2))).toBeInTheDocument();
    expect(within(sunRow).getByText(sun.meetsMinimum ? 'Yes' : 'No')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Ashtakavarga bindus by sign' });
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    const totals = within(within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!).getAllByRole('cell').map((cell) => Number(cell.textContent));
    expect(totals.reduce((sum, value) => sum + value, 0)).toBe(337);
  });

  it('when the IST date of an instant is formatted, then it reads its day in India like every other date of the site (5 Sep 2026)', () => {
    expect(formatIstDay('2026-09-04T20:00:00Z')).toBe('5 Sep 2026');
  });
});

/** What POST /api/kundli answers by default (issue 37): D9 and D10, conventions, aspects, bhava chalit, no depth section. */
const defaultAnswer: Kundli = {
  ...kundliFixture,
  depth: {
    conventions: kundliFixture.depth.conventions,
    vargas: kundliFixture.depth.vargas.filter((varga) => varga.division === 9 || varga.division === 10),
    drishti: kundliFixture.depth.drishti,
    bhavaChalit: kundliFixture.depth.bhavaChalit,
  },
};

function renderWithStore(kundli: Kundli) {
  const store = createAppStore({ session: { user: null, status: 'anonymous' } });
  return render(
    <AppProviders store={store}>
      <KundliResult kundli={kundli} birth={birth} name="Asha" />
    </AppProviders>,
  );
}

describe('the depth tabs on the default answer (issue 37: each asks for its sections when it opens)', () => {
  it('when the overview shows, then no depth section is asked for', async () => {
    const server = mockApi({ 'POST /api/chart/image': svgAnswer, 'POST /api/kundli': ok(kundliFixture) });
    renderWithStore(defaultAnswer);
    expect(await screen.findByRole('img', { name: 'Navamsa (D9) North Indian chart' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/kundli')).toHaveLength(0);
  });

  it('when the dashas tab opens, then it shows a placeholder, asks for ?sections=dasha with the chart’s birth, now and conventions, and then lists the mahadashas', async () => {
    const dashas = deferredAnswer();
    const server = mockApi({ 'POST /api/chart/image': svgAnswer, 'POST /api/kundli': dashas.answer });
    const user = userEvent.setup();
    renderWithStore(defaultAnswer);
    await user.click(screen.getByRole('tab', { name: 'Dashas' }));
    expect(screen.getByLabelText('Loading this part of the kundli')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST', '/api/kundli')).toHaveLength(1));
    const [call] = server.callsTo('POST', '/api/kundli');
    expect(call.params).toEqual({ sections: 'dasha' });
    expect(call.body).toEqual({ ...birth, asOf: kundliFixture.dasha.asOf, conventions: kundliFixture.depth.conventions });
    dashas.release(ok(kundliFixture));
    const mahadashas = await screen.findByRole('list', { name: 'Vimshottari mahadashas' });
    expect(within(mahadashas).getAllByRole('listitem').filter((item) => item.parentElement === mahadashas)).toHaveLength(9);
    expect(screen.queryByLabelText('Loading this part of the kundli')).not.toBeInTheDocument();

    // Back to the overview and again to the dashas: the answer is kept, nothing is asked again.
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.click(screen.getByRole('tab', { name: 'Dashas' }));
    expect(screen.getByRole('list', { name: 'Vimshottari mahadashas' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/kundli')).toHaveLength(1);
  });

  it('when the strength tab opens, then it asks for ashtakavarga and shadbala together and shows both tables', async () => {
    const server = mockApi({ 'POST /api/chart/image': svgAnswer, 'POST /api/kundli': ok(kundliFixture) });
    const user = userEvent.setup();
    renderWithStore(defaultAnswer);
    await user.click(screen.getByRole('tab', { name: 'Strength' }));
    expect(await screen.findByRole('table', { name: 'Shadbala in rupas' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Ashtakavarga bindus by sign' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/kundli').map((call) => call.params)).toEqual([{ sections: 'ashtakavarga,shadbala' }]);
  });

  it('when the vargas tab opens, then it asks for the sixteen vargas and offers each', async () => {
    const server = mockApi({ 'POST /api/chart/image': svgAnswer, 'POST /api/kundli': ok(kundliFixture) });
    const user = userEvent.setup();
    renderWithStore(defaultAnswer);
    await user.click(screen.getByRole('tab', { name: 'Vargas' }));
    await user.click(await screen.findByRole('combobox'));
    expect(await screen.findAllByRole('option')).toHaveLength(16);
    expect(server.callsTo('POST', '/api/kundli').map((call) => call.params)).toEqual([{ sections: 'vargas' }]);
  });

  it('when a section cannot be loaded, then the tab says so and Try again asks once more', async () => {
    let calls = 0;
    mockApi({ 'POST /api/chart/image': svgAnswer, 'POST /api/kundli': () => (calls++ === 0 ? serverError() : ok(kundliFixture)) });
    const user = userEvent.setup();
    renderWithStore(defaultAnswer);
    await user.click(screen.getByRole('tab', { name: 'Dashas' }));
    expect(await screen.findByText('This part of the kundli could not be loaded. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Vimshottari mahadashas' })).toBeInTheDocument();
  });
});

describe('how the birth time was read', () => {
  it('when the server notes local mean time or a clock change, then the note is shown above the chart', () => {
    mockApi({ 'POST /api/chart/image': svgAnswer });
    const note = 'Before Indian Standard Time (1906) clocks kept local mean time: LMT+04:38:31 is used. Send a time zone to use another.';
    render(<KundliResult kundli={{ ...kundliFixture, input: { ...kundliFixture.input, notes: [note] } }} birth={birth} name="Asha" />);
    expect(screen.getByText(note)).toBeInTheDocument();
  });
});

describe('transits and Sade Sati', () => {
  it('when the transits tab opens and a date is chosen, then the server is asked for that date at noon IST and the Sade Sati status and periods show', async () => {
    const server = mockApi({ 'POST /api/chart/image': svgAnswer, 'POST /api/kundli/transits': ok(transitsFixture) });
    const user = userEvent.setup();
    const store = createAppStore({ session: { user: null, status: 'anonymous' } });
    render(
      <AppProviders store={store}>
        <KundliResult kundli={kundliFixture} birth={birth} name="Asha" />
      </AppProviders>,
    );
    await user.click(screen.getByRole('tab', { name: 'Transits' }));
    const date = screen.getByLabelText('Transits on');
    await user.clear(date);
    await user.type(date, '2021-06-01');
    await waitFor(() => expect(server.callsTo('POST', '/api/kundli/transits').some((call) => (call.body as { at: string }).at === '2021-06-01T12:00:00+05:30')).toBe(true));
    const table = await screen.findByRole('table', { name: 'Transits on 1 Jun 2021' });
    const saturn = within(within(table).getByRole('rowheader', { name: /^Saturn/ }).closest('tr')!);
    expect(saturn.getByText(/^Capricorn/)).toBeInTheDocument();
    expect(screen.getByText(/Sade Sati is running: setting/)).toBeInTheDocument();
    const periods = screen.getByRole('list', { name: 'Sade Sati periods of a lifetime' });
    expect(within(periods).getAllByRole('listitem')).toHaveLength(transitsFixture.sadeSati.periods.length);
  });
});
