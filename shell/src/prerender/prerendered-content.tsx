import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { PageSpinner } from '@astrosetu/web-core';

// The shell's server writes a public page's content into #root (the prerender project, prerender/) so that it
// paints before any script and search engines read it. React would wipe it on its first render and show a spinner until the
// remote's page has loaded and fetched its data: a blank flash on a slow phone. Instead the shell takes that
// content out before rendering, shows it wherever a spinner would stand, and lets it go once the remote's page
// has drawn its content (or after a few seconds, so a page that never settles is still shown).

let prerendered: HTMLElement | null = null;

/** How long the prerendered copy may stand in for a remote page that has mounted but still shows a loader. */
const HANDOFF_TIMEOUT_MS = 4000;
/** A page still loading its data shows one of these. */
const LOADING = '[aria-busy="true"], .MuiCircularProgress-root, .MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])';

/**
 * Before React renders into #root: keep hold of the server's prerendered content, if any, for the first page. It
 * stays where it is until React's first commit clears #root and, in that same commit, PageFallback takes it in.
 */
export function adoptPrerenderedContent(container: HTMLElement): void {
  prerendered = container.querySelector<HTMLElement>('[data-prerendered]');
}

export function hasPrerenderedContent(): boolean {
  return prerendered !== null;
}

function releasePrerenderedContent(): void {
  prerendered?.remove();
  prerendered = null;
  // Its plain styles (body background, fonts) leave with it, so the theme's own apply alone.
  document.head.querySelector('style[data-prerendered]')?.remove();
  // An article in a right-to-left language arrives with dir="rtl" on <html>; the app's article sets its own
  // direction, and the rest of the site (its next pages too) must not stay right to left.
  document.documentElement.removeAttribute('dir');
}

/** Where a spinner would be: the prerendered page while there is one, else the spinner. */
export function PageFallback({ label }: { label?: string }) {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (prerendered && slot.current) slot.current.appendChild(prerendered);
  }, []);
  if (!prerendered) return <PageSpinner label={label} />;
  return <div ref={slot} />;
}

const hiddenPage: CSSProperties = { position: 'absolute', top: 0, left: 0, right: 0, visibility: 'hidden' };
// Once handed off the wrapper takes no box of its own: the page lays out as if it were not there.
const shownPage: CSSProperties = { display: 'contents' };

function pageHasContent(page: HTMLElement): boolean {
  return page.querySelector('h1') !== null && page.querySelector(LOADING) === null;
}

/**
 * Around the first remote page: that page renders hidden under the prerendered copy until it has its heading
 * and no loader left, then the copy goes and the page shows, in one frame. Pages opened later render as usual.
 */
export function PrerenderHandoff({ children }: { children: ReactNode }) {
  // Decided once: the tree keeps the same shape for the page's life, so the swap never remounts the page.
  const [withHandoff] = useState(hasPrerenderedContent);
  const [waiting, setWaiting] = useState(withHandoff);
  const slot = useRef<HTMLDivElement>(null);
  const page = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    // The slot holding the copy left the page in this same commit: forget the copy and its styles now, before
    // the browser paints, never earlier (the page would show neither).
    if (!waiting) {
      if (withHandoff) releasePrerenderedContent();
      return;
    }
    const pageElement = page.current;
    if (!prerendered || !slot.current || !pageElement) {
      setWaiting(false);
      return;
    }
    slot.current.appendChild(prerendered);
    const finish = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      setWaiting(false);
    };
    const observer = new MutationObserver(() => {
      if (pageHasContent(pageElement)) finish();
    });
    observer.observe(pageElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'class'] });
    const timer = window.setTimeout(finish, HANDOFF_TIMEOUT_MS);
    if (pageHasContent(pageElement)) finish();
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [waiting, withHandoff]);

  if (!withHandoff) return <>{children}</>;
  return (
    <div style={waiting ? { position: 'relative' } : shownPage}>
      {waiting ? <div ref={slot} /> : null}
      <div ref={page} style={waiting ? hiddenPage : shownPage} aria-hidden={waiting || undefined}>
        {children}
      </div>
    </div>
  );
}
