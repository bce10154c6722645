import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { chooseLanguage } from '@astrosetu/design-system/i18n';
import { normaliseApiError } from '../api/api-error';
import { PageSpinner } from './page-spinner';
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

  it('when the site is in Hindi, then the failed panel, its Retry button, the spinner and fallback errors read in Hindi', async () => {
    await act(() => chooseLanguage('hi', { remember: false }));
    try {
      render(
        <>
          <PanelErrorBoundary name="चार्ट">
            <Flaky failures={{ left: 2 }} />
          </PanelErrorBoundary>
          <PageSpinner />
        </>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('चार्ट नहीं दिखाया जा सका। पेज का बाकी हिस्सा ठीक से काम कर रहा है।');
      expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'लोड हो रहा है' })).toBeInTheDocument();
      expect(normaliseApiError({ status: 503 }).message).toBe('सेवा अभी उपलब्ध नहीं है');
    } finally {
      await act(() => chooseLanguage('en', { remember: false }));
    }
  });

  it('when the site is in Tamil, then the failed panel reads in Tamil', async () => {
    await act(() => chooseLanguage('ta', { remember: false }));
    try {
      render(
        <PanelErrorBoundary name="விளக்கப்படம்">
          <Flaky failures={{ left: 2 }} />
        </PanelErrorBoundary>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('விளக்கப்படம் காட்ட முடியவில்லை.');
      expect(screen.getByRole('button', { name: 'மீண்டும் முயற்சிக்கவும்' })).toBeInTheDocument();
    } finally {
      await act(() => chooseLanguage('en', { remember: false }));
    }
  });
});
