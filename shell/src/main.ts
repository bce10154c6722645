// The site runs under a Content-Security-Policy without 'unsafe-eval'. zod compiles object parsers with
// new Function when it may, and probes for that with Function(""), which the CSP reports as a violation.
// jitless skips both. zod keeps this setting on globalThis, so it also covers the copy in every remote; it
// must be set before any schema is built, hence here, before anything else loads.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

/** A new task: the browser may paint and answer input before the next start-up step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * An async boundary: federation first loads the shared modules (React, MUI, ...), then the app starts. Their
 * evaluation is spread over a few tasks instead of one: evaluating React, MUI and the theme, the store and the app
 * in one go held a slowed phone's main thread for 300+ ms (issue 19's total blocking time), while the
 * prerendered page was already on screen and could be tapped. Each step only evaluates modules the first HTML's
 * scripts already hold (main.js, and startup-vendors.js for the packages: they are shared eagerly); bootstrap's
 * own chunk is named so that the build announces it in index.html (tools/rspack/first-html-plugins.ts).
 */
async function start(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await Promise.all([import('@emotion/react'), import('@emotion/styled'), import('@mui/system')]);
  await nextTask();
  await import('@mui/material/styles');
  await nextTask();
  await import('@astrosetu/design-system/theme');
  await nextTask();
  await Promise.all([import('@reduxjs/toolkit'), import('react-redux')]);
  await nextTask();
  await import('react-router-dom');
  await nextTask();
  // Bundled inside web-core (not a shared module): evaluated here, before the rest of web-core. Named by one export,
  // so that the import keeps RTK Query tree-shaken (a whole namespace would keep every export: +1 KiB gzipped).
  await import(/* webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react');
  await nextTask();
  await import('@astrosetu/web-core');
  await nextTask();
  // The app's components, then the start itself: both in the one "bootstrap" chunk, evaluated in two tasks.
  await import(/* webpackChunkName: "bootstrap" */ './app/app');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
