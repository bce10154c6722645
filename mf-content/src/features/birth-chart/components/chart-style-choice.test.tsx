import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@astrosetu/design-system/i18n';
import { mockApi } from '@astrosetu/web-core/testing';
import type { BirthInput } from '@astrosetu/contracts';
import { svgAnswer } from '../../../shared/test/chart-answers';
import { CHART_STYLE_STORAGE_KEY } from '../model/chart-style-choice';
import { kundliFixture } from '../../../shared/test/fixtures/engine-fixtures';
import { ChartImagePanel } from './chart-image-panel';
import { KundliOverview } from './kundli-overview';

// Issue 36: Tamil readers get the South Indian chart and Hindi and English readers the North Indian one until they
// choose; the choice switches every chart of the kundli page and is remembered.

jest.setTimeout(30_000);

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:chart');
  URL.revokeObjectURL = jest.fn();
});

afterEach(async () => {
  await act(() => chooseLanguage('en'));
  localStorage.clear();
});

const birth: BirthInput = { date: '1990-05-15', time: '06:30', latitude: 13.08784, longitude: 80.27847, timezone: 'Asia/Kolkata' };
const navamsa = { ascendantSign: 3, planets: [{ name: 'Sun', sign: 0 }] };

type ChartCall = { body: unknown };
const stylesAsked = (calls: ChartCall[]) => calls.map((call) => (call.body as { style: string }).style);

function renderLagnaAndNavamsa() {
  return render(
    <>
      <ChartImagePanel birth={birth} title="Karthik" controls={false} styleSwitch />
      <ChartImagePanel birth={birth} title="Karthik D9" controls={false} chart={navamsa} chartName="D9" />
    </>,
  );
}

describe('the kundli chart style', () => {
  it('when the page is in Tamil, then both charts are South Indian and the switch says so', async () => {
    await act(() => chooseLanguage('ta'));
    const server = mockApi({ 'POST /api/chart/image': svgAnswer });
    renderLagnaAndNavamsa();
    await waitFor(() => expect(server.callsTo('POST', '/api/chart/image')).toHaveLength(2));
    expect(stylesAsked(server.callsTo('POST', '/api/chart/image'))).toEqual(['south', 'south']);
    expect(screen.getByRole('button', { name: 'தென் இந்திய' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'வட இந்திய' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('when a Tamil kundli\'s overview shows, then its heading names the South Indian chart it draws', async () => {
    await act(() => chooseLanguage('ta'));
    mockApi({ 'POST /api/chart/image': svgAnswer });
    render(<KundliOverview kundli={kundliFixture} birth={birth} title="Karthik" />);
    expect(await screen.findByRole('heading', { name: 'லக்னச் சக்கரம் (தென் இந்திய)' })).toBeInTheDocument();
  });

  it('when the page is in Hindi, then the charts are North Indian', async () => {
    await act(() => chooseLanguage('hi'));
    const server = mockApi({ 'POST /api/chart/image': svgAnswer });
    renderLagnaAndNavamsa();
    await waitFor(() => expect(server.callsTo('POST', '/api/chart/image')).toHaveLength(2));
    expect(stylesAsked(server.callsTo('POST', '/api/chart/image'))).toEqual(['north', 'north']);
    expect(screen.getByRole('button', { name: 'उत्तर भारतीय' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('when a Tamil reader switches to North Indian, then every chart of the page redraws North Indian and the choice is remembered', async () => {
    await act(() => chooseLanguage('ta'));
    const server = mockApi({ 'POST /api/chart/image': svgAnswer });
    const user = userEvent.setup();
    const { unmount } = renderLagnaAndNavamsa();
    await waitFor(() => expect(server.callsTo('POST', '/api/chart/image')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'வட இந்திய' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/chart/image')).toHaveLength(4));
    expect(stylesAsked(server.callsTo('POST', '/api/chart/image')).slice(2)).toEqual(['north', 'north']);
    expect(screen.getByRole('button', { name: 'வட இந்திய' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(CHART_STYLE_STORAGE_KEY)).toBe('north');

    // Back on the page later: the chosen style, not the language's.
    unmount();
    renderLagnaAndNavamsa();
    await waitFor(() => expect(server.callsTo('POST', '/api/chart/image')).toHaveLength(6));
    expect(stylesAsked(server.callsTo('POST', '/api/chart/image')).slice(4)).toEqual(['north', 'north']);
  });
});
