import { PassThrough } from 'node:stream';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiLog } from '../src/api-log';
import { expect, test } from '../src/test';
import { pageOutline } from '../../tools/playwright-summary-reporter';

// The harness's own parts that explain a failure in CI's log: without a browser, on made-up input.
test.describe('what a failing journey prints', () => {
  test('the API log gives the warnings and errors written after a position, shortened, even across chunks', async () => {
    const log = new ApiLog();
    const output = new PassThrough();
    log.watch(output);
    output.write(`${JSON.stringify({ level: 'error', time: '2026-12-05T14:00:00.000Z', msg: 'old failure' })}\n`);
    await new Promise((resolve) => setImmediate(resolve));
    const start = log.position;
    const failure = JSON.stringify({ level: 'error', time: '2026-12-05T14:00:01.250Z', msg: 'GET /astrologers 500', err: { message: 'engine busy' } });
    output.write(`${JSON.stringify({ level: 'info', time: '2026-12-05T14:00:01.000Z', msg: 'GET /astrologers 200' })}\n${failure.slice(0, 20)}`);
    output.write(`${failure.slice(20)}\n${JSON.stringify({ level: 'warn', time: '2026-12-05T14:00:02.000Z', msg: 'POST /auth/login 401' })}\n`);
    output.write('npm error Lifecycle script failed\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(log.problemsSince(start)).toEqual([
      '14:00:01.250 error GET /astrologers 500: engine busy',
      '14:00:02.000 warn POST /auth/login 401',
      'npm error Lifecycle script failed',
    ]);
    expect(log.position).toBe(start + 4);
  });

  test('the page outline keeps the main landmark’s headings, loaders and alerts with their text, not the banner', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'astrosetu-error-context-'));
    try {
      const file = join(directory, 'error-context.md');
      await writeFile(
        file,
        [
          '# Error details',
          '```yaml',
          '- banner:',
          '  - heading "Site banner" [level=2]',
          '- main:',
          '  - heading "Talk to verified astrologers, live" [level=1]',
          '  - paragraph: Private one-to-one chat',
          '  - progressbar "Loading astrologers"',
          '  - alert:',
          '    - text: Our astrologers could not be loaded just now.',
          '    - button "Try again"',
          '  - list "Zodiac signs":',
          '    - listitem: Aries',
          '```',
        ].join('\n'),
      );
      const outline = pageOutline({ attachments: [{ name: 'error-context', path: file }] });
      expect(outline).toEqual([
        'Page at the failure (headings, alerts, loaders, dialogs):',
        '- heading "Talk to verified astrologers, live" [level=1]',
        '- progressbar "Loading astrologers"',
        '- alert:',
        '  - text: Our astrologers could not be loaded just now.',
        '  - button "Try again"',
        '- list "Zodiac signs":',
      ]);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
