import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children in a second, interruptible render after the page's first commit, not in it.
 *
 * A page's first commit creates every element and inserts every emotion style at once, in one task the phone's
 * main thread cannot break: on the home page that task ran ~0.5 s at a 4x slower CPU. Sections below the first
 * screen wrapped in this arrive one React transition later, each in its own commit, so the first screen becomes
 * interactive sooner and no single task blocks as long. Until then an empty block of `reserveHeight` keeps the
 * page's length, so nothing above it moves; without one, nothing stands in (e.g. the later items of a list). The
 * block is marked busy, so the prerendered copy of the page (shell/src/prerender) stays until the children are in.
 * It also splits off a part of the first screen whose commit is costly on its own (a tool page's form).
 */
export function RenderAfterFirstCommit({ children, reserveHeight }: { children: ReactNode; reserveHeight?: number | string }) {
  // false in the first render, then true in a background render React schedules once the first has committed.
  const ready = useDeferredValue(true, false);
  if (ready) return children;
  return reserveHeight === undefined ? null : <div aria-hidden aria-busy="true" style={{ minHeight: reserveHeight }} />;
}
