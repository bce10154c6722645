import { test as base, type BrowserContext, type TestInfo } from '@playwright/test';
import { harness } from './harness-control';

export { expect } from '@playwright/test';

/** At most this many lines of each kind: the CI log keeps only the end of the run. */
const MAX_LINES = 8;

/**
 * What one browser context met while the test ran: requests that failed or were answered with an error, console
 * errors and uncaught page errors, each with the milliseconds since the test began and the context's name.
 */
function recordBrowserProblems(context: BrowserContext, name: string, startedAt: number, problems: string[]): void {
  const at = () => `+${Date.now() - startedAt} ms ${name}:`;
  const path = (url: string) => url.replace(/^https?:\/\/localhost:\d+/, '');
  context.on('requestfailed', (request) => problems.push(`${at()} ${request.method()} ${path(request.url())} failed: ${request.failure()?.errorText}`));
  context.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${at()} ${response.request().method()} ${path(response.url())} answered ${response.status()}`);
  });
  context.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${at()} console: ${message.text().slice(0, 200)}`);
  });
  context.on('weberror', (error) => problems.push(`${at()} page error: ${error.error().message.slice(0, 200)}`));
}

const lastLines = (lines: readonly string[]) =>
  lines.length > MAX_LINES ? [`(${lines.length - MAX_LINES} earlier)`, ...lines.slice(-MAX_LINES)] : [...lines];

async function attachFailureContext(testInfo: TestInfo, browserProblems: readonly string[], apiLogFrom: number | undefined): Promise<void> {
  const apiProblems =
    apiLogFrom === undefined
      ? ['(the harness did not answer)']
      : await harness.apiProblemsSince(apiLogFrom).catch((error: unknown) => [`(the harness did not answer: ${String(error)})`]);
  const body = [
    'Browser (every context the test opened, numbered in order):',
    ...(browserProblems.length ? lastLines(browserProblems) : ['(nothing failed)']),
    'API (warnings and errors):',
    ...(apiProblems.length ? lastLines(apiProblems) : ['(none)']),
  ].join('\n');
  await testInfo.attach('failure-context', { body, contentType: 'text/plain' });
}

/**
 * Playwright's test with one automatic fixture, which watches every browser context the test opens (Playwright's
 * own `page` and those a journey opens for a second user):
 * - when the journey fails, it attaches what went wrong around it in those contexts and in the API, which the
 *   summary reporter prints with the failure, so a failure seen only in CI's log can be understood from that log;
 * - after it, it closes the contexts the journey left open (one that failed before its own close()), which would
 *   otherwise run in the same browser through later tests and be the page Playwright snapshots for their failure.
 * It needs only the browser, so a test without a page opens no context. Set up before Playwright's `context`, it is
 * torn down after it: a failing journey's own page is closed first, and is the one in Playwright's error context.
 */
export const test = base.extend<{ failureContext: void }>({
  failureContext: [
    async ({ browser }, use, testInfo) => {
      const startedAt = Date.now();
      const apiLogFrom = await harness.apiLogPosition().catch(() => undefined);
      const before = new Set(browser.contexts());
      const problems: string[] = [];
      let opened = 0;
      const watch = (context: BrowserContext) => recordBrowserProblems(context, `context ${(opened += 1)}`, startedAt, problems);
      browser.on('context', watch);
      try {
        await use();
      } finally {
        browser.off('context', watch);
      }
      if (testInfo.status !== testInfo.expectedStatus) await attachFailureContext(testInfo, problems, apiLogFrom);
      for (const context of browser.contexts()) if (!before.has(context)) await context.close();
    },
    { auto: true },
  ],
});
