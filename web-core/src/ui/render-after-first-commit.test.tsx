import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { RenderAfterFirstCommit } from './render-after-first-commit';

describe('RenderAfterFirstCommit', () => {
  it('when a page mounts, then its first commit holds the reserved space and the children arrive in the next one', () => {
    const seenInFirstCommit: Array<string | null> = [];
    function FirstCommitProbe() {
      useLayoutEffect(() => {
        seenInFirstCommit.push(document.querySelector('[data-testid="later"]')?.textContent ?? null);
        seenInFirstCommit.push(document.querySelector('[aria-hidden="true"]')?.getAttribute('style') ?? null);
        // Marked busy, so that the prerendered copy of the page stays until the children have arrived.
        seenInFirstCommit.push(document.querySelector('[aria-hidden="true"]')?.getAttribute('aria-busy') ?? null);
      }, []);
      return null;
    }
    render(
      <>
        <FirstCommitProbe />
        <RenderAfterFirstCommit reserveHeight={400}>
          <p data-testid="later">Below the first screen</p>
        </RenderAfterFirstCommit>
      </>,
    );
    expect(seenInFirstCommit).toEqual([null, 'min-height: 400px;', 'true']);
    expect(screen.getByTestId('later')).toHaveTextContent('Below the first screen');
    expect(document.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
