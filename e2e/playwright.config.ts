import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './src/chromium';

// Journeys across the composed site: production builds of the shell and the four remotes, served from their
// own origins, with the real API on one fresh embedded database. The global set-up starts all of it and keeps
// control of each remote's server, so tests can stop or redeploy one remote.
//
// Three lanes (issue 37: CI under 20 minutes on 2 cores), each one journey at a time:
// - `shared-accounts`: journeys that sign in as the demo accounts or book the demo astrologer. They change what the
//   others see (a wallet, a language on the account, Rajesh busy), so they run one after another;
// - `own-data`: journeys that sign in as nobody or as a customer of their own (src/new-customer.ts), or only read as
//   the demo admin (admin-accessibility), book nobody, and assert nothing the first lane changes (no live counts): they
//   run beside the first lane, in a second worker. The two lanes take about as long (about 6 min each on 2 cores);
//   when one ends minutes before the other, a core waits;
// - `server-changes`: journeys that stop or redeploy a remote's server, or start a second topology of their own,
//   run alone once both lanes are done.
const ownDataJourneys = [
  'admin-accessibility',
  'content-accessibility',
  'content-blog',
  'content-festivals',
  'content-horoscopes',
  'content-kundli',
  'content-match-making',
  'daily-horoscope-readings',
  'failure-context',
  'i18n-content',
  'i18n-crawlable-pages',
  'i18n-marketplace-accessibility',
  'i18n-new-languages-public',
  'i18n-site',
  'i18n-validation',
  'marketplace-accessibility',
  'reference-prices',
  'responsive',
  'security-headers',
  'seo',
];
const serverChangingJourneys = ['independent-deployment', 'remote-failure', 'production-topology'];
const specFiles = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  globalSetup: './src/global-setup.ts',
  reporter: [['list'], ['../tools/playwright-summary-reporter.ts']],
  outputDir: './test-results',
  use: {
    baseURL: 'http://localhost:4200',
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 1280, height: 900 },
    // A failure keeps its trace (actions, DOM snapshots, network, console) but not the screencast film strip: the
    // screencast cost about a quarter of Chromium's CPU in every passing journey (57 against 42 CPU-seconds in the
    // marketplace's accessibility journeys; e2e/README.md).
    // The failure's screenshot below shows the page as it was.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'shared-accounts', testIgnore: specFiles([...ownDataJourneys, ...serverChangingJourneys]), workers: 1 },
    { name: 'own-data', testMatch: specFiles(ownDataJourneys), workers: 1 },
    { name: 'server-changes', testMatch: specFiles(serverChangingJourneys), workers: 1, dependencies: ['shared-accounts', 'own-data'] },
  ],
});
