// The site runs under a Content-Security-Policy without 'unsafe-eval'. zod compiles object parsers with
// new Function when it may, and probes for that with Function(""), which the CSP reports as a violation.
// jitless skips both. zod keeps this setting on globalThis, so it also covers the copy in every remote; it
// must be set before any schema is built, hence here, before anything else loads.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// An async boundary: federation first loads the shared modules (React, MUI, ...), then the app starts.
// Named so that the build announces its chunks in index.html (tools/rspack/first-html-plugins.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
