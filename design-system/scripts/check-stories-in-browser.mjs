// Opens every story of the built Storybook in headless Chromium, in the light and the dark scheme, and
// runs axe-core with colour contrast on (which jsdom cannot do). Also saves screenshots of key stories
// for a human look. Needs `npm run build-storybook` first. Serves storybook-static itself on a free
// port (no clean-URL rewriting: Storybook's iframe.html?id=... links need the plain file) and stops it.
//
//   node scripts/check-stories-in-browser.mjs [--shots <dir>] [--only <substring>] [--no-axe]
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('../storybook-static/', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const shotsDir = option('--shots', '/tmp/design-system-shots');
const only = option('--only', '');
const runAxe = !args.includes('--no-axe');

const SCREENSHOTS = [
  'layout-pagehero--home',
  'layout-pagehero--hindi',
  'marketplace-astrologercard--listing-grid',
  'money-packagecard--package-row',
  'chat-chatbubble--conversation',
  'chat-countdownbadge--all-states',
  'marketplace-zodiacsigntile--all-signs',
  'feedback-toastprovider--showing-a-toast',
  'feedback-confirmdialog--danger',
  'layout-statcard--summary-row',
  'charts-linechart--revenue',
  'charts-barchart--counts',
  'theme-brand--components',
  'theme-brand--typography',
  'marketplace-languageselect--open',
  'layout-emptystate--no-search-results',
];

if (!existsSync(join(root, 'index.json'))) {
  console.error('storybook-static is missing: run `npm run build-storybook` first.');
  process.exit(2);
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png' };
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, path);
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!file.startsWith(root) || !existsSync(file)) {
    response.writeHead(404).end('not found');
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.id.includes(only));
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const failures = [];
try {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 }, reducedMotion: 'reduce', deviceScaleFactor: 1 });
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  mkdirSync(shotsDir, { recursive: true });

  const settled = (id) =>
    page.waitForFunction(
      (storyId) => {
        const render = window.__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === storyId && ['completed', 'finished', 'errored', 'aborted'].includes(render.phase);
      },
      id,
      { timeout: 15_000 },
    );

  for (const theme of ['light', 'dark']) {
    // One page load per scheme; stories are then switched over Storybook's own channel (much faster than
    // reloading the 1.3 MB preview bundle for each of them).
    await page.goto(`${base}/iframe.html?id=${stories[0].id}&viewMode=story&globals=theme:${theme}`);
    await settled(stories[0].id);
    await page.evaluate(axeSource);
    for (const story of stories) {
      const wantShot = SCREENSHOTS.includes(story.id);
      if (!runAxe && !wantShot) continue;
      pageErrors.length = 0;
      await page.evaluate((storyId) => window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' }), story.id);
      await settled(story.id);
      // Let MUI's enter transitions (dialogs, menus, toasts) finish before measuring colours.
      await page.waitForTimeout(350);
      const phase = await page.evaluate(() => window.__STORYBOOK_PREVIEW__?.currentRender?.phase);
      if (phase === 'errored' || phase === 'aborted' || pageErrors.length) {
        failures.push(`${theme} ${story.id}: render ${phase} ${pageErrors.join(' | ')}`);
      }
      if (wantShot) await page.screenshot({ path: join(shotsDir, `${story.id}--${theme}.png`), fullPage: true });
      if (runAxe) {
        const violations = await page.evaluate(async () => {
          const result = await window.axe.run(document, {
            resultTypes: ['violations'],
            rules: {
              // The iframe is a bare page around one component: page-level landmark rules do not apply.
              region: { enabled: false },
              'landmark-one-main': { enabled: false },
              'page-has-heading-one': { enabled: false },
            },
          });
          return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.any.map((c) => c.message).join('; ')}`).join(' || ')}`);
        });
        for (const violation of violations) failures.push(`${theme} ${story.id}: ${violation}`);
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}

console.log(`${stories.length} stories x 2 schemes checked${runAxe ? ' with axe (colour contrast on)' : ''}; screenshots in ${shotsDir}`);
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
