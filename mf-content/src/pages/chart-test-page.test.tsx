import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@astrosetu/web-core/testing';
import { svgAnswer } from '../shared/test/chart-answers';
import { renderRoute } from '../shared/test/render-route';

jest.setTimeout(30_000);

let objectUrls = 0;
beforeAll(() => {
  // Browsers give every object a new URL; so does this stand-in.
  URL.createObjectURL = jest.fn(() => `blob:chart-${(objectUrls += 1)}`);
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
afterEach(() => jest.useRealTimers());

describe('/chart-test', () => {
  it('draws the sample chart in all three styles, 2 s apart, and logs each result', async () => {
    const server = mockApi({ 'POST /api/chart/image': svgAnswer });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderRoute('/chart-test');
    expect(await screen.findByRole('img', { name: 'North Indian sample chart' })).toBeInTheDocument();
    for (const label of ['North Indian', 'South Indian', 'Diamond Style']) expect(screen.getByRole('button', { name: label })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Test All Styles' }));
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await screen.findByRole('img', { name: 'South Indian sample chart' });
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await screen.findByRole('img', { name: 'Diamond Style sample chart' });
    const styles = server.callsTo('POST', '/api/chart/image').map((request) => (request.body as { style: string }).style);
    expect(styles).toEqual(expect.arrayContaining(['north', 'south', 'diamond']));
    const log = screen.getByRole('log', { name: 'Test log' });
    expect(within(log).getByText(/Diamond Style chart rendered/)).toBeInTheDocument();
    expect(within(log).getByText(/South Indian chart rendered/)).toBeInTheDocument();
  });

  it('downloads a 500 px PNG of the sample chart and logs a failure when the server refuses', async () => {
    let fail = false;
    const server = mockApi({
      'POST /api/chart/image': () => (fail ? { status: 500, body: { error: { code: 'INTERNAL', message: 'renderer down' } } } : svgAnswer),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderRoute('/chart-test');
    await screen.findByRole('img', { name: 'North Indian sample chart' });

    await user.click(screen.getByRole('button', { name: 'Download PNG' }));
    expect(await screen.findByText(/PNG downloaded \(North Indian/)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/chart/image').at(-1)!.body).toMatchObject({ format: 'png', size: 500, chart: { ascendantSign: 'Leo' } });
    expect(click).toHaveBeenCalled();

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Download SVG' }));
    expect(await screen.findByText(/SVG download failed: renderer down/)).toBeInTheDocument();
    click.mockRestore();
  });
});
