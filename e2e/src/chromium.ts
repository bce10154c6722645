import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, never a downloaded browser. The journeys run in its headless shell (package
 * chromium-headless-shell: the same Blink, V8 and network stack without the desktop browser's window, compositor
 * and UI, the build Playwright itself runs for headless Chromium). On the 2-core machine both e2e workers keep the
 * cores busy, and the shell needs less of them: 124 journeys 11.8 -> 9.8 min (e2e/README.md). Page-speed
 * figures (bench:vitals) and the story check keep the full browser. CHROMIUM_PATH chooses another binary; without the
 * shell installed, the full browser runs the journeys.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

/** The flags that work as root in a container. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
