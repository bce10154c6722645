import { setupServer } from 'msw/node';

/**
 * The one Mock Service Worker server of the web apps' tests: it intercepts the real fetch of the page, so a test
 * sends requests exactly as the browser would. The shared jest set-up starts it, resets its handlers after each
 * test and fails a test on a request nobody answers.
 */
export const apiServer = setupServer();
