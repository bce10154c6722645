import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredAnswer, mockApi, ok } from '@astrosetu/web-core/testing';
import { svgAnswer } from '../shared/test/chart-answers';
import { chennaiSearchFixture, compatibilityFixture, kpCalculationFixture, kundliFixture, numerologyFixture, panchangFixture } from '../shared/test/fixtures/engine-fixtures';
import { aHoroscopeEntry } from '../shared/test/fixtures/horoscope-fixtures';
import { currentLocation, renderRoute } from '../shared/test/render-route';

jest.setTimeout(30_000);

beforeAll(() => {
  // jsdom has no object URLs; the chart <img> only needs a string.
  URL.createObjectURL = jest.fn(() => 'blob:chart');
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-18T10:00:00+05:30'), advanceTimers: true });
});
afterEach(() => {
  jest.useRealTimers();
});

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('the tools page', () => {
  it('/kundli opens the birth chart tab; Generate waits for date, time and a place picked from the search', async () => {
    const server = mockApi({
      'GET /api/locations/search': ok(chennaiSearchFixture),
      'POST /api/kundli': ok(kundliFixture),
      'POST /api/chart/image': svgAnswer,
    });
    // The clock moves only when the test says, so the 300 ms debounce can be measured exactly.
    jest.useFakeTimers({ now: new Date('2026-11-18T10:00:00+05:30'), advanceTimers: false });
    const user = setup();
    renderRoute('/kundli');

    expect(await screen.findByRole('heading', { level: 1, name: 'Kundli' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Birth Chart' })).toHaveAttribute('aria-selected', 'true');
    const generate = screen.getByRole('button', { name: 'Generate Birth Chart' });
    expect(generate).toBeDisabled();

    await user.type(screen.getByLabelText(/Birth date/), '1990-05-15');
    await user.type(screen.getByLabelText(/Birth time/), '06:30');
    expect(generate).toBeDisabled();

    // One character does not search; two characters search once, 300 ms after the last key.
    const place = screen.getByRole('combobox', { name: /Birth place/ });
    await user.type(place, 'c');
    await act(() => jest.advanceTimersByTimeAsync(400));
    expect(server.callsTo('GET', '/api/locations/search')).toHaveLength(0);
    await user.type(place, 'he');
    await act(() => jest.advanceTimersByTimeAsync(299));
    expect(server.callsTo('GET', '/api/locations/search')).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(10));
    await waitFor(() => expect(server.callsTo('GET', '/api/locations/search')).toHaveLength(1));
    expect(server.callsTo('GET', '/api/locations/search')[0].params.query).toBe('che');
    expect(generate).toBeDisabled();

    await user.click(await screen.findByRole('option', { name: /Chennai/ }));
    expect(generate).toBeEnabled();
    await user.click(generate);

    expect(await screen.findByRole('heading', { name: 'Your birth chart' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/kundli')[0].body).toEqual({
      date: '1990-05-15',
      time: '06:30',
      latitude: 13.08784,
      longitude: 80.27847,
      timezone: 'Asia/Kolkata',
      place: 'Chennai, Tamil Nadu, India',
    });
    const { ascendant } = kundliFixture;
    expect(screen.getByText(`${ascendant.sign} (${ascendant.rashi}) ${ascendant.degreeText}`)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'North Indian chart' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Grahas' }));
    const grahas = screen.getByRole('table', { name: 'Planet positions (grahas)' });
    expect(within(grahas).getAllByRole('row')).toHaveLength(11);
    expect(within(grahas).getByRole('rowheader', { name: /Mercury/ })).toHaveTextContent('R');

    await user.click(screen.getByRole('tab', { name: 'Bhavas' }));
    expect(within(screen.getByRole('table', { name: 'Houses (bhavas)' })).getAllByRole('row')).toHaveLength(13);

    await user.click(screen.getByRole('tab', { name: 'Yogas & Doshas' }));
    expect(screen.getByRole('heading', { name: 'Doshas' })).toBeInTheDocument();
    expect(screen.getByText(/Mangal Dosha:/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Chart Image' }));
    await user.click(screen.getByRole('button', { name: 'South Indian' }));
    await screen.findByRole('img', { name: 'South Indian chart' });
    const lastChart = server.callsTo('POST', '/api/chart/image').at(-1)!;
    expect(lastChart.body).toMatchObject({ style: 'south', format: 'svg', birth: { date: '1990-05-15', latitude: 13.08784 } });
    expect(screen.getByRole('button', { name: 'Download SVG' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeEnabled();
  });

  it('compatibility: Calculate waits for both signs, then shows the report after the 1.5 s pause', async () => {
    const deferred = deferredAnswer();
    const server = mockApi({ 'POST /api/compatibility': deferred.answer });
    const user = setup();
    renderRoute('/love-compatibility');

    expect(await screen.findByRole('tab', { name: 'Compatibility' })).toHaveAttribute('aria-selected', 'true');
    const calculate = screen.getByRole('button', { name: 'Calculate' });
    expect(calculate).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Your sign' }));
    await user.click(screen.getByRole('option', { name: /Aries/ }));
    expect(calculate).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: "Partner's sign" }));
    await user.click(screen.getByRole('option', { name: /Leo/ }));
    expect(calculate).toBeEnabled();

    await user.click(calculate);
    deferred.release(ok(compatibilityFixture));
    expect(await screen.findByRole('button', { name: 'Calculating...' })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(1400));
    expect(screen.queryByText('95%')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(await screen.findByText('95%')).toBeInTheDocument();
    expect(screen.getByText('Excellent')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/compatibility')[0].body).toEqual({ sign1: 'aries', sign2: 'leo' });
  });

  it('horoscope tool: Generate Reading needs a sign; the date defaults to today', async () => {
    const server = mockApi({
      'POST /api/horoscope/generate': ok(aHoroscopeEntry('leo', 'daily', { start: '2026-11-18', end: '2026-11-18' })),
    });
    const user = setup();
    renderRoute('/astrology-tools?tab=daily-horoscope');

    const generate = await screen.findByRole('button', { name: 'Generate Reading' });
    expect(generate).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Select your zodiac sign' })).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-18');

    await user.click(within(screen.getByRole('group', { name: 'Choose a sign for the reading' })).getByRole('button', { name: /Leo/ }));
    expect(screen.getByRole('heading', { name: 'Generate Reading for Leo' })).toBeInTheDocument();
    await user.click(generate);
    expect(await screen.findByRole('meter', { name: 'Mood' })).toHaveAttribute('aria-valuenow', '82');
    expect(server.callsTo('POST', '/api/horoscope/generate')[0].body).toEqual({ zodiacSign: 'leo', date: '2026-11-18' });
  });

  it('advanced analysis: missing fields give the Missing Information toast; a result gives Analysis Complete', async () => {
    const server = mockApi({ 'POST /api/kp-calculation': ok(kpCalculationFixture) });
    const user = setup();
    renderRoute('/astrology-tools?tab=advanced-calculations');

    expect(await screen.findByLabelText(/Latitude/)).toHaveValue('13.0827');
    expect(screen.getByLabelText(/Longitude/)).toHaveValue('80.2707');
    await user.click(screen.getByRole('button', { name: 'Run Advanced Analysis' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/kp-calculation')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Date/), '1990-05-15');
    await user.type(screen.getByLabelText(/^Time/), '06:30');
    await user.click(screen.getByRole('button', { name: 'Run Advanced Analysis' }));
    expect(await screen.findByText('Analysis Complete')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cuspal wealth' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/kp-calculation')[0].body).toEqual({
      date: '1990-05-15',
      time: '06:30',
      latitude: 13.0827,
      longitude: 80.2707,
      place: 'Chennai, India',
    });
  });

  it('advanced analysis: a server failure gives the Calculation Error toast with its message', async () => {
    mockApi({ 'POST /api/kp-calculation': { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Latitude must be between -90 and 90' } } } });
    const user = setup();
    renderRoute('/astrology-tools?tab=advanced-calculations');
    await user.type(await screen.findByLabelText(/^Date/), '1990-05-15');
    await user.type(screen.getByLabelText(/^Time/), '06:30');
    await user.click(screen.getByRole('button', { name: 'Run Advanced Analysis' }));
    expect(await screen.findByText('Calculation Error')).toBeInTheDocument();
    expect(screen.getByText('Latitude must be between -90 and 90')).toBeInTheDocument();
  });

  it('sells the eight tool services at catalogue prices through /payment', async () => {
    mockApi({});
    const user = setup();
    renderRoute('/astrology-tools');
    const buttons = await screen.findAllByRole('link', { name: /^Purchase Service:/ });
    expect(buttons).toHaveLength(8);
    const amounts = Object.fromEntries(
      buttons.map((button) => {
        const query = new URL(button.getAttribute('href')!, 'http://localhost').searchParams;
        return [query.get('service'), query.get('amount')];
      }),
    );
    expect(amounts).toEqual({
      'birth-chart': '299',
      compatibility: '399',
      'daily-horoscope': '99',
      'advanced-calculations': '799',
      panchang: '199',
      numerology: '249',
      vastu: '599',
      remedies: '349',
    });
    await user.click(screen.getByRole('link', { name: 'Purchase Service: Vastu' }));
    const target = new URL(currentLocation(), 'http://localhost');
    expect(target.pathname).toBe('/payment');
    expect(Object.fromEntries(target.searchParams)).toMatchObject({ service: 'vastu', packageName: 'Vastu', amount: '599' });
    expect(target.searchParams.get('description')).toMatch(/An astrologer reviews your home or office plan/);
  });

  it('/panchang shows today\'s panchang for New Delhi by default', async () => {
    const server = mockApi({ 'GET /api/panchang': ok(panchangFixture) });
    renderRoute('/panchang');
    expect(await screen.findByRole('heading', { name: 'Panchang for Wednesday, 18 November 2026, New Delhi' })).toBeInTheDocument();
    expect(await screen.findByText(panchangFixture.nakshatra.name, { exact: false })).toBeInTheDocument();
    const request = server.callsTo('GET', '/api/panchang')[0];
    expect(request.params).toEqual({ date: '2026-11-18', latitude: '28.6139', longitude: '77.209', timezone: 'Asia/Kolkata' });
  });

  it('/numerology: Calculate waits for a name and a birth date, then shows the numbers with master numbers marked', async () => {
    const server = mockApi({ 'POST /api/numerology': ok(numerologyFixture) });
    const user = setup();
    renderRoute('/numerology');
    const calculate = await screen.findByRole('button', { name: 'Calculate Numbers' });
    expect(calculate).toBeDisabled();
    await user.type(screen.getByLabelText(/Full name/), 'John Smith');
    expect(calculate).toBeDisabled();
    await user.type(screen.getAllByLabelText(/Birth date/)[0], '1990-05-15');
    expect(calculate).toBeEnabled();
    await user.click(calculate);

    const lifePath = (await screen.findByRole('heading', { name: 'Life Path' })).closest('.MuiCard-root') as HTMLElement;
    expect(lifePath).toHaveTextContent('3');
    expect(within(lifePath).queryByText('Master number')).not.toBeInTheDocument();
    const personality = screen.getByRole('heading', { name: 'Personality' }).closest('.MuiCard-root') as HTMLElement;
    expect(personality).toHaveTextContent('11');
    expect(within(personality).getByText('Master number')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/numerology')[0].body).toEqual({ fullName: 'John Smith', birthDate: '1990-05-15', currentYear: 2026 });
  });
});
