import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { adoptPrerenderedContent, hasPrerenderedContent, PageFallback, PrerenderHandoff } from './prerendered-content';

function prerenderedRoot(): HTMLElement {
  document.head.insertAdjacentHTML('beforeend', '<style data-prerendered>body{margin:0}</style>');
  const root = document.createElement('div');
  root.innerHTML = '<div data-prerendered-page><div class="pr-bar">AstroSetu</div><main><div data-prerendered><h1>Saturn Return</h1><p>First paragraph.</p></div></main></div>';
  return root;
}

/** A remote page that shows a spinner, then its article once "loaded". */
function SlowPage({ loaded }: { loaded: boolean }) {
  return loaded ? <h1>Saturn Return (React)</h1> : <div role="progressbar" aria-label="Loading" />;
}

function Harness() {
  const [mounted, setMounted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    (window as unknown as { step: (what: 'mount' | 'load') => void }).step = (what) => (what === 'mount' ? setMounted(true) : setLoaded(true));
  }, []);
  return mounted ? (
    <PrerenderHandoff>
      <SlowPage loaded={loaded} />
    </PrerenderHandoff>
  ) : (
    <PageFallback />
  );
}
const step = (what: 'mount' | 'load') => act(() => (window as unknown as { step: (what: 'mount' | 'load') => void }).step(what));

describe('prerendered content', () => {
  it('when the remote page loads and then fetches its data, then the prerendered page stays visible until the React page has its content', async () => {
    // As a right-to-left article (Urdu) arrives: the server sets the document's direction.
    document.documentElement.setAttribute('dir', 'rtl');
    adoptPrerenderedContent(prerenderedRoot());
    render(<Harness />);
    // While the remote loads: the prerendered page, not a spinner.
    expect(screen.getByRole('heading', { name: 'Saturn Return' })).toBeVisible();

    step('mount');
    // Mounted but still loading its data: still the prerendered page; the React page renders hidden.
    expect(screen.getByRole('heading', { name: 'Saturn Return' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Saturn Return (React)' })).toBeNull();
    expect(hasPrerenderedContent()).toBe(true);

    step('load');
    // The swap follows the page's DOM (a MutationObserver, so one task later).
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Saturn Return (React)' })).toBeVisible());
    expect(screen.queryByRole('heading', { name: 'Saturn Return' })).toBeNull();
    expect(hasPrerenderedContent()).toBe(false);
    expect(document.head.querySelector('style[data-prerendered]')).toBeNull();
    // The rest of the site is not left right to left (the app's article sets its own direction).
    expect(document.documentElement.hasAttribute('dir')).toBe(false);
  });

  it('when there is no prerendered page (a later navigation), then the fallback is the spinner and the page renders as usual', () => {
    adoptPrerenderedContent(document.createElement('div'));
    const { container } = render(<PageFallback label="Loading page" />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    render(
      <PrerenderHandoff>
        <h1>Kundli</h1>
      </PrerenderHandoff>,
    );
    expect(screen.getByRole('heading', { name: 'Kundli' })).toBeVisible();
    expect(container.querySelector('[data-prerendered]')).toBeNull();
  });
});
