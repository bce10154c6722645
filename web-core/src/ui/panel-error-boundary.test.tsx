import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PanelErrorBoundary } from './panel-error-boundary';

function Flaky({ failures }: { failures: { left: number } }) {
  if (failures.left > 0) {
    failures.left -= 1;
    throw new Error('unexpected data');
  }
  return <p>Chart drawn</p>;
}

function Page({ failures }: { failures: { left: number } }) {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <button onClick={() => setClicks(clicks + 1)}>Other part {clicks}</button>
      <PanelErrorBoundary name="The chart">
        <Flaky failures={failures} />
      </PanelErrorBoundary>
    </>
  );
}

describe('PanelErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a failed panel as an alert with Retry while the rest of the page keeps working, and Retry renders it again', async () => {
    // React renders a failing component twice before giving up on it.
    const failures = { left: 2 };
    render(<Page failures={failures} />);

    expect(screen.getByRole('alert')).toHaveTextContent('The chart could not be shown. The rest of the page still works.');
    await userEvent.click(screen.getByRole('button', { name: 'Other part 0' }));
    expect(screen.getByRole('button', { name: 'Other part 1' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Chart drawn')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
