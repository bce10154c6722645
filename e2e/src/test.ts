import { test as base, type BrowserContext, type TestInfo } from '@playwright/test';
import { harness } from './harness-control';

export { expect } from '@playwright/test';

/** At most this many lines of each kind: the CI log keeps only the end of the run. */
const MAX_LINES = 8;

/**
 * What the browser met while the test ran: requests that failed or were answered with an error, console errors
 * and uncaught page errors, each with the milliseconds since the test began.
 */
function recordBrowserProblems(context: BrowserContext, startedAt: number): string[] {
  const problems: string[] = [];
  const at = () => `+${Date.now() - startedAt} ms`;
  const path = (url: string) => url.replace(/^https?:\/\/localhost:\d+/, '');
  context.on('requestfailed', (request) => problems.push(`${at()} ${request.method()} ${path(request.url())} failed: ${request.failure()?.errorText}`));
  context.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${at()} ${response.request().method()} ${path(response.url())} answered ${response.status()}`);
  });
  context.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${at()} console: ${message.text().slice(0, 200)}`);
  });
  context.on('weberror', (error) => problems.push(`${at()} page error: ${error.error().message.slice(0, 200)}`));
  return problems;
}

const lastLines = (lines: readonly string[]) =>
  lines.length > MAX_LINES ? [`(${lines.length - MAX_LINES} earlier)`, ...lines.slice(-MAX_LINES)] : [...lines];

async function attachFailureContext(testInfo: TestInfo, browserProblems: readonly string[], apiLogFrom: number | undefined): Promise<void> {
  const apiProblems =
    apiLogFrom === undefined
      ? ['(the harness did not answer)']
      : await harness.apiProblemsSince(apiLogFrom).catch((error: unknown) => [`(the harness did not answer: ${String(error)})`]);
  const body = [
    'Browser (default context):',
    ...(browserProblems.length ? lastLines(browserProblems) : ['(nothing failed)']),
    'API (warnings and errors):',
    ...(apiProblems.length ? lastLines(apiProblems) : ['(none)']),
  ].join('\n');
  await testInfo.attach('failure-context', { body, contentType: 'text/plain' });
}

/**
 * Playwright's test with one automatic fixture: when a journey fails, it attaches what went wrong around it in
 * the browser and in the API, which the summary reporter prints with the failure, so a failure seen only in CI's
 * log can be understood from that log alone.
 */
export const test = base.extend<{ ownContextsClosed: void; failureContext: void }>({
  // Declared first, so it is torn down last: after Playwright's own `context` has closed (its page is the one
  // Playwright snapshots for error-context.md), the contexts a journey opened itself (a second signed-in user)
  // are closed too, even when the journey failed before its own close(). A context left open would be the page
  // Playwright snapshots for a later test's failure, and would hold a socket to the API for the rest of the run.
  ownContextsClosed: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((context) => !before.has(context));
      for (const context of opened) await context.close();
    },
    { auto: true },
  ],
  failureContext: [
    async ({ context }, use, testInfo) => {
      const startedAt = Date.now();
      const apiLogFrom = await harness.apiLogPosition().catch(() => undefined);
      const browserProblems = recordBrowserProblems(context, startedAt);
      await use();
      if (testInfo.status !== testInfo.expectedStatus) await attachFailureContext(testInfo, browserProblems, apiLogFrom);
    },
    { auto: true },
  ],
});
