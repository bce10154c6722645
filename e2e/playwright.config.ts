import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './src/chromium';

// Journeys across the composed site: production builds of the shell and the four remotes, served from their
// own origins, with the real API on a fresh embedded database. The global set-up starts all of it and keeps
// control of each remote's server, so tests can stop or redeploy one remote. Serial: tests change servers.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
