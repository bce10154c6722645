// Playwright's counterpart of jest-summary-reporter.cjs: final outcome counts for `npm test`'s total. Playwright
// compiles a TypeScript reporter itself (e2e/playwright.config.ts names this file), as it does the tests.
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Lines of the page's outline printed with a failure: the CI log keeps only the end of the run. */
const OUTLINE_LINES = 16;
/** The parts of a page that say what state it is in: headings, alerts and loaders, dialogs, named lists. */
const OUTLINE_ROLES = /^\s*- (heading|alert|status|progressbar|dialog|alertdialog|list ")/;

/** The part of a test result the outline and the failure context read (a test builds one by hand). */
interface ResultAttachments {
  attachments: { name: string; path?: string; body?: Buffer }[];
}

/**
 * Playwright's error context (error-context.md) ends with the page's accessibility snapshot at the failure. Its
 * main landmark's headings, alerts, loaders and dialogs outline what the person saw; the banner and footer are
 * the same on every page and are left out.
 */
export function pageOutline(result: ResultAttachments): string[] {
  const attachment = result.attachments.find((item) => item.name === 'error-context' && item.path);
  if (!attachment?.path || !fs.existsSync(attachment.path)) return [];
  const yaml = /```yaml\n([\s\S]*?)```/.exec(fs.readFileSync(attachment.path, 'utf8'))?.[1] ?? '';
  const lines = yaml.split('\n');
  const main = lines.findIndex((line) => /^\s*- main\b/.test(line));
  const outline: string[] = [];
  const body = main >= 0 ? lines.slice(main + 1) : lines;
  body.forEach((line, index) => {
    if (!OUTLINE_ROLES.test(line)) return;
    outline.push(line.trim());
    // An alert, status or dialog with content of its own (text, a Try again button): its first lines say what it says.
    if (!/^\s*- (alert|status|dialog|alertdialog)\b.*:$/.test(line)) return;
    const depth = line.search(/\S/);
    const inside: string[] = [];
    for (const next of body.slice(index + 1)) {
      if (next.search(/\S/) <= depth || inside.length === 3) break;
      inside.push(`  ${next.trim()}`);
    }
    outline.push(...inside);
  });
  if (!outline.length) return [];
  const shown = outline.slice(0, OUTLINE_LINES);
  const more = outline.length - shown.length;
  return ['Page at the failure (headings, alerts, loaders, dialogs):', ...shown, ...(more > 0 ? [`(${more} more)`] : [])];
}

/** What the e2e failure-context fixture (e2e/src/test.ts) saw in the browser and the API. */
function failureContext(result: ResultAttachments): string[] {
  const attachment = result.attachments.find((item) => item.name === 'failure-context' && item.body);
  return attachment?.body ? attachment.body.toString().split('\n') : [];
}

/** One failed test as tools/test-all.ts prints it. */
interface Failure {
  test: string;
  message: string;
  context: string[];
}

export default class PlaywrightSummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private readonly failures: Failure[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    // Count only the last attempt of a test (retries re-run it).
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.passed += 1;
    else if (result.status === 'skipped') this.skipped += 1;
    else {
      this.failed += 1;
      this.failures.push({
        test: `${path.basename(test.location.file)} > ${test.titlePath().filter(Boolean).join(' > ')}`,
        message: result.errors.map((error) => error.message ?? String(error)).join('\n'),
        context: [...failureContext(result), ...pageOutline(result)],
      });
    }
  }

  onEnd(): void {
    const dir = process.env.TEST_SUMMARY_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, `playwright-${process.pid}.json`),
      JSON.stringify({ project: 'e2e', passed: this.passed, failed: this.failed, skipped: this.skipped, failures: this.failures }),
    );
  }
}
