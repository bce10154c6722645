// Shared set-up for the web projects' jsdom tests: jest-dom matchers and stand-ins for what jsdom lacks.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { apiServer } from '@astrosetu/web-core/testing';
import { completeEveryEnglishCatalogue } from '@astrosetu/design-system/i18n';

// findBy* waits up to 1 s by default: too little for lazy pages on a busy 2-core machine running two suites at once
// (a CI rehearsal at load 21 needed more than 5 s). Only the patience changes, never what is asserted.
configure({ asyncUtilTimeout: 15000 });

// MUI's useMediaQuery (the nav bar switches to a drawer on phones) needs matchMedia; report a wide screen.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// jsdom implements window.scrollTo as "not implemented" with a console error; routes call it on navigation.
window.scrollTo = () => undefined;

// Tests render pages directly, not through the loaders that fetch the rest of a catalogue's English first (the
// site bundles only the first page's sections): the whole English is there before any test. A test of what the
// first page bundles sets globalThis.keepFirstPageCatalogues before its imports run.
beforeAll(() => ((globalThis as { keepFirstPageCatalogues?: boolean }).keepFirstPageCatalogues ? undefined : completeEveryEnglishCatalogue()));

// Every HTTP request of a test goes to Mock Service Worker; one no handler answers fails the test.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => apiServer.close());

afterEach(() => {
  apiServer.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
