// `npm run bench:vitals`: how fast the public pages paint on a phone over 4G. Builds the web apps, starts the API
// (embedded database, demo data) and serves the production builds as `npm start` does, then loads each page in
// Chromium through the DevTools protocol on a Lighthouse-like mobile profile: 390x844, 150 ms round trip,
// 1.6 Mbps down / 750 Kbps up, CPU slowed 4x. Each page is loaded cold (a fresh browser context: empty cache, no
// open connections) and then warm (a new tab in the same context: HTTP cache filled). Medians of several runs.
//
// Per page and cache state: FCP, LCP (the last largest-contentful-paint candidate), when the app took over from the
// server's prerendered copy (the remote's page is shown), time to interactive (the app has taken over and no long
// task follows), total blocking time (long tasks after FCP, the part of each beyond 50 ms), the longest task, bytes
// transferred (compressed, headers included) and requests. On prerendered pages FCP and LCP are the server's HTML;
// the app's own cost shows in the app, TTI and TBT columns.
// Beside them, a floor: what this page's own request graph costs on that network with an infinitely fast CPU and
// server: one round trip per hop of the longest chain of requests that finished before LCP (a hop is a request
// that started after the previous one had finished; the first contact with an origin adds one for its connection),
// plus the bytes of every response finished before LCP at 1.6 Mbps.
//
// It also prints the Chromium version and Lighthouse's BenchmarkIndex at 1x and 4x: a fixed slowdown is relative to
// the host and the browser, so figures from two days compare only when those match (or side by side, --compare).
//
// Ports 3000 and 4200-4204 are shared on a development machine: run it in a private network namespace,
//   unshare -n bash -c 'ip link set lo up; npm run bench:vitals'
// Options: --runs N (default 5), --pages /,/blog (default: the five public pages), --no-build,
// --site DIR (serve the builds in DIR/<project>/dist instead of this workspace's, e.g. a copy of an earlier build
// to compare; implies --no-build), --compare DIR (measure DIR's builds too, alternating run by run with the first
// site, and print the ratios: on a loaded machine only figures taken side by side compare).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { startApi } from './serve/api-server';
import { runToCompletion } from './serve/processes';
import { serveSite, type ServedSite } from './serve/serve-site';
import { webApps } from './web-apps';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The mobile profile of issue 19 (Lighthouse's "slow 4G" numbers). */
export const profile = { rttMs: 150, downBitsPerSecond: 1.6e6, upBitsPerSecond: 750e3, cpuSlowdown: 4, viewport: { width: 390, height: 844 } };
const defaultPages = ['/', '/astrologers', '/kundli', '/horoscopes', '/blog'];
const siteOrigin = 'http://localhost:4200';

/** What observeVitals keeps in the page (it runs before the page's own scripts). */
interface PageVitals {
  /** First contentful paint, ms from navigation start. */
  fcp: number | null;
  /** The latest largest-contentful-paint candidate. */
  lcp: number | null;
  lcpElement: string | null;
  longTasks: { start: number; duration: number }[];
  /** When the remote's page had taken over from the prerendered copy. */
  appReady: number | null;
}

declare global {
  interface Window {
    __vitals: PageVitals;
  }
}

/** One request of a load, from the DevTools protocol (times in the protocol's monotonic seconds). */
interface NetworkRequest {
  url: string;
  start: number;
  end: number | null;
  /** Transferred (compressed, headers included). */
  bytes: number;
  fromCache: boolean;
}

/** The floor of a load on the profile's network (see floorOf). */
interface LoadFloor {
  roundTrips: number;
  bytes: number;
  ms: number;
}

/** One page load's figures (ms from navigation start unless named otherwise). */
interface LoadResult {
  fcp: number | null;
  lcp: number | null;
  lcpElement: string | null;
  appReady: number | null;
  interactive: number;
  longestTask: number;
  tbt: number;
  bytes: number;
  requests: number;
  fromCache: number;
  floor: LoadFloor;
  wallMs: number;
}

interface PageLoads {
  cold: LoadResult[];
  warm: LoadResult[];
}

/** Medians of a page's loads in one cache state. */
interface LoadSummary {
  fcp: number | null;
  lcp: number | null;
  appReady: number | null;
  interactive: number | null;
  tbt: number | null;
  longestTask: number | null;
  bytes: number | null;
  requests: number | null;
  fromCache: number | null;
  floorMs: number | null;
  floorTrips: number | null;
  floorBytes: number | null;
  lcpElement: string | null | undefined;
}

function option(name: string, fallback: string): string;
function option(name: string, fallback: null): string | null;
function option(name: string, fallback: string | null): string | null {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

/** Runs in the page before any of its scripts: keeps the paint, LCP and long-task entries, and when the app took over. */
function observeVitals(): void {
  const vitals: PageVitals = { fcp: null, lcp: null, lcpElement: null, longTasks: [], appReady: null };
  window.__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcp = entry.startTime;
      const element = (entry as LargestContentfulPaint).element;
      vitals.lcpElement = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"` : null;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The app has taken over when the remote's page is mounted and shown: its area carries data-page, and the
  // server's prerendered copy (which stands in for it until then) has left the page. Watched here rather than
  // polled by the test driver: Playwright's waits poll inside the page, on every animation frame, and on a
  // slowed CPU that polling shows up as the page's own long tasks.
  const appHasTakenOver = () =>
    document.querySelector('[data-remote][data-page]:not([aria-hidden] *), [data-remote-fallback]') !== null &&
    document.querySelector('[data-prerendered]') === null;
  const observer = new MutationObserver(() => {
    if (vitals.appReady === null && appHasTakenOver()) {
      vitals.appReady = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-hidden', 'data-page'] });
}

/** Network activity of one load, from the DevTools protocol: sizes, timings and who started each request. */
function recordNetwork(cdp: CDPSession): Map<string, NetworkRequest> {
  const requests = new Map<string, NetworkRequest>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    requests.set(event.requestId, { url: event.request.url, start: event.timestamp, end: null, bytes: 0, fromCache: false });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.fromCache = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request && event.response.fromDiskCache) request.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.end = event.timestamp;
    request.bytes = event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.end = event.timestamp;
  });
  return requests;
}

/**
 * The floor of one load: round trips of the longest chain of requests finished before LCP plus those requests'
 * bytes at the profile's bandwidth (see the header comment). `navigationStart` is in the protocol's clock.
 *
 * The chain is read from timing, not from the initiator (every script-started request names the federation
 * runtime in main.js as its initiator, which would flatten the chain): a request waited for the one that finished
 * last before it started. A request to an origin not contacted before costs one more round trip (its connection).
 */
export function floorOf(requests: Map<string, NetworkRequest>, lcpAt: number, navigationStart: number): LoadFloor {
  const network = [...requests.values()].filter((request): request is NetworkRequest & { end: number } => request.end !== null && !request.fromCache);
  const beforeLcp = network.filter((request) => (request.end - navigationStart) * 1000 <= lcpAt);
  const firstContact = new Map<string, NetworkRequest>();
  for (const request of [...network].sort((a, b) => a.start - b.start)) {
    const origin = new URL(request.url).origin;
    if (!firstContact.has(origin)) firstContact.set(origin, request);
  }
  const hopsCache = new Map<NetworkRequest, number>();
  const hopsOf = (request: NetworkRequest): number => {
    const cached = hopsCache.get(request);
    if (cached !== undefined) return cached;
    let parent: (typeof network)[number] | undefined;
    for (const other of network) if (other !== request && other.end <= request.start && (!parent || other.end > parent.end)) parent = other;
    const connection = firstContact.get(new URL(request.url).origin) === request ? 1 : 0;
    const hops = (parent ? hopsOf(parent) : 0) + 1 + connection;
    hopsCache.set(request, hops);
    return hops;
  };
  const roundTrips = beforeLcp.reduce((most, request) => Math.max(most, hopsOf(request)), 0);
  const bytes = beforeLcp.reduce((sum, request) => sum + request.bytes, 0);
  return { roundTrips, bytes, ms: roundTrips * profile.rttMs + (bytes * 8 * 1000) / profile.downBitsPerSecond };
}

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.rttMs,
    downloadThroughput: profile.downBitsPerSecond / 8,
    uploadThroughput: profile.upBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  return cdp;
}

/**
 * Loads a page and waits until it is done: the app has taken over from the prerendered copy (the remote's page is
 * shown), the network is quiet, and two seconds have passed without a new LCP candidate or long task. Network quiet
 * alone is not enough: on a slowed CPU a remote's page can still be rendering seconds after its last file arrived.
 */
async function measureLoad(page: Page, path: string): Promise<LoadResult> {
  const cdp = await throttle(page);
  const requests = recordNetwork(cdp);
  const startedAt = Date.now();
  await page.goto(`${siteOrigin}${path}`, { waitUntil: 'load', timeout: 90000 });
  // Asked from outside twice a second (see observeVitals), not with a Playwright locator.
  for (let waited = 0; !(await page.evaluate(() => window.__vitals.appReady !== null)); waited += 500) {
    if (waited > 90000) throw new Error(`${path}: the app did not take over the page within 90 s`);
    await page.waitForTimeout(500);
  }
  await page.waitForLoadState('networkidle', { timeout: 90000 }).catch(() => undefined);
  // Then until two seconds pass with no new LCP candidate and no new long task.
  let last = '';
  let unchanged = 0;
  for (let attempt = 0; attempt < 20 && unchanged < 2; attempt += 1) {
    await page.waitForTimeout(1000);
    const state = await page.evaluate(() => `${window.__vitals.lcp} ${window.__vitals.longTasks.length}`);
    unchanged = state === last ? unchanged + 1 : 0;
    last = state;
  }
  const vitals = await page.evaluate(() => window.__vitals);
  // The protocol's clock is monotonic seconds; the document request's start is the navigation's start.
  const documentRequest = [...requests.values()].find((request) => request.url.startsWith(`${siteOrigin}${path}`));
  const navigationStart = documentRequest?.start ?? 0;
  const tbt = vitals.longTasks
    .filter((task) => vitals.fcp !== null && task.start + task.duration > vitals.fcp)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  const network = [...requests.values()];
  const lastLongTaskEnd = vitals.longTasks.reduce((latest, task) => Math.max(latest, task.start + task.duration), 0);
  const result: LoadResult = {
    fcp: vitals.fcp,
    lcp: vitals.lcp,
    lcpElement: vitals.lcpElement,
    appReady: vitals.appReady,
    // Lighthouse's time to interactive, simplified: the app has taken over and no long task follows (the load
    // is measured until two quiet seconds have passed).
    interactive: Math.max(vitals.appReady ?? 0, lastLongTaskEnd),
    longestTask: vitals.longTasks.reduce((longest, task) => Math.max(longest, task.duration), 0),
    tbt,
    bytes: network.reduce((sum, request) => sum + request.bytes, 0),
    requests: network.length,
    fromCache: network.filter((request) => request.fromCache).length,
    floor: floorOf(requests, vitals.lcp ?? Number.POSITIVE_INFINITY, navigationStart),
    wallMs: Date.now() - startedAt,
  };
  await cdp.detach();
  return result;
}

/**
 * Lighthouse's BenchmarkIndex of this machine's Chromium at a CPU slowdown: how much string building and array
 * copying it does in a second (Lighthouse's page-functions computeBenchmarkIndex, written again here). A fixed 4x
 * slowdown emulates a different phone on a different host, so the figures of two days compare only beside this
 * index (Lighthouse's classes: high-end desktop 1500-2000, mid-tier mobile 125-800). Median of three, after a warm-up.
 */
async function benchmarkIndex(browser: Browser, cpuSlowdown: number): Promise<number> {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const measure = () =>
      page.evaluate(() => {
        const stringBuilding = () => {
          const start = Date.now();
          let iterations = 0;
          while (Date.now() - start < 500) {
            let text = '';
            for (let j = 0; j < 10000; j += 1) text += 'a';
            if (text.length === 1) throw new Error('never: keeps the loop from being optimised away');
            iterations += 1;
          }
          return iterations / 10 / ((Date.now() - start) / 1000);
        };
        const arrayCopying = () => {
          const first: number[] = [];
          const second: number[] = [];
          for (let i = 0; i < 100000; i += 1) first[i] = second[i] = i;
          const start = Date.now();
          let iterations = 0;
          // The clock is read every tenth copy, as Lighthouse does.
          while (iterations % 10 !== 0 || Date.now() - start < 500) {
            const [from, to] = iterations % 2 === 0 ? [first, second] : [second, first];
            for (let j = 0; j < from.length; j += 1) to[j] = from[j];
            iterations += 1;
          }
          return iterations / 10 / ((Date.now() - start) / 1000);
        };
        return (stringBuilding() + arrayCopying()) / 2;
      });
    await measure();
    const index = median([await measure(), await measure(), await measure()]);
    if (index === null) throw new Error(`BenchmarkIndex at ${cpuSlowdown}x: no finite measurement`);
    return index;
  } finally {
    await page.close();
  }
}

const median = (values: (number | null)[]): number | null => {
  const sorted = values.filter((value): value is number => value !== null && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function measurePage(browser: Browser, path: string, runs: number): Promise<PageLoads> {
  const cold: LoadResult[] = [];
  const warm: LoadResult[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: profile.viewport, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    await context.addInitScript(observeVitals);
    const first = await context.newPage();
    cold.push(await measureLoad(first, path));
    await first.close();
    const second = await context.newPage();
    warm.push(await measureLoad(second, path));
    await context.close();
  }
  return { cold, warm };
}

const seconds = (ms: number | null): string => (ms === null ? '   -  ' : `${(ms / 1000).toFixed(2)} s`);
const kib = (bytes: number | null): string => `${((bytes ?? 0) / 1024).toFixed(0)} KiB`;

function summary(loads: LoadResult[]): LoadSummary {
  return {
    fcp: median(loads.map((load) => load.fcp)),
    lcp: median(loads.map((load) => load.lcp)),
    appReady: median(loads.map((load) => load.appReady)),
    interactive: median(loads.map((load) => load.interactive)),
    tbt: median(loads.map((load) => load.tbt)),
    longestTask: median(loads.map((load) => load.longestTask)),
    bytes: median(loads.map((load) => load.bytes)),
    requests: median(loads.map((load) => load.requests)),
    fromCache: median(loads.map((load) => load.fromCache)),
    floorMs: median(loads.map((load) => load.floor.ms)),
    floorTrips: median(loads.map((load) => load.floor.roundTrips)),
    floorBytes: median(loads.map((load) => load.floor.bytes)),
    lcpElement: loads.at(-1)?.lcpElement,
  };
}

function printTable(results: Map<string, PageLoads>, runs: number): void {
  const { rttMs, downBitsPerSecond, upBitsPerSecond, cpuSlowdown, viewport } = profile;
  console.log(
    `\nMedian of ${runs} runs · ${viewport.width}x${viewport.height}, RTT ${rttMs} ms, ${downBitsPerSecond / 1e6} Mbps down / ${upBitsPerSecond / 1e3} Kbps up, CPU ${cpuSlowdown}x slower`,
  );
  console.log('floor = round trips of the longest request chain before LCP x RTT + bytes before LCP / bandwidth\n');
  console.log('FCP and LCP: the prerendered page paints them. app: the remote\'s page has replaced the prerendered copy.');
  console.log('TTI: the app has taken over and no long task (> 50 ms) follows. TBT: the part beyond 50 ms of every long task after FCP.\n');
  const header = ['page', 'cache', 'FCP', 'LCP', 'app', 'TTI', 'TBT', 'longest task', 'transferred', 'requests', 'floor (trips, bytes)'];
  const rows: string[][] = [];
  for (const [path, { cold, warm }] of results) {
    for (const [label, loads] of [['cold', cold], ['warm', warm]] as const) {
      const s = summary(loads);
      rows.push([
        path,
        label,
        seconds(s.fcp),
        seconds(s.lcp),
        seconds(s.appReady),
        seconds(s.interactive),
        `${Math.round(s.tbt ?? 0)} ms`,
        `${Math.round(s.longestTask ?? 0)} ms`,
        kib(s.bytes),
        label === 'warm' ? `${s.requests} (${s.fromCache} cached)` : String(s.requests),
        `${seconds(s.floorMs)} (${s.floorTrips}, ${kib(s.floorBytes)})`,
      ]);
    }
  }
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log('\nLCP element (last run, cold):');
  for (const [path, { cold }] of results) console.log(`  ${path.padEnd(13)} ${summary(cold).lcpElement ?? '-'}`);
}

/** Beside the table of each site: this site's median over the first site's, per page (a ratio within one run). */
function printRatios(baseline: Map<string, PageLoads>, compared: Map<string, PageLoads>, label: string): void {
  console.log(`\n${label} / baseline: its medians divided by the first site's (below 1, ${label} is faster or smaller):`);
  const header = ['page', 'cache', 'app', 'TTI', 'TBT', 'longest task', 'transferred'];
  const rows: string[][] = [];
  for (const [path, loads] of compared) {
    for (const cache of ['cold', 'warm'] as const) {
      const a = summary(baseline.get(path)?.[cache] ?? []);
      const b = summary(loads[cache]);
      const ratio = (key: 'appReady' | 'interactive' | 'tbt' | 'longestTask' | 'bytes'): string => {
        const [before, after] = [a[key], b[key]];
        return before && after !== null ? (after / before).toFixed(2) : '-';
      };
      rows.push([path, cache, ratio('appReady'), ratio('interactive'), ratio('tbt'), ratio('longestTask'), ratio('bytes')]);
    }
  }
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

async function main() {
  const runs = Number(option('runs', '5'));
  const pages = option('pages', defaultPages.join(',')).split(',');
  const siteRoot = resolve(option('site', workspaceRoot));
  // --compare DIR: also measures the builds in DIR, alternating with the first site run by run, so that both see
  // the same load on a shared machine; prints both tables and their ratios.
  const compareRoot = option('compare', null);
  const sites = [siteRoot, ...(compareRoot ? [resolve(compareRoot)] : [])];
  if (!process.argv.includes('--no-build') && siteRoot === workspaceRoot) {
    console.log('Building the web apps (cached by Nx when unchanged)...');
    // The prerender too: the shell's server mounts its build.
    await runToCompletion('npx', ['nx', 'run-many', '-t', 'build', '-p', ...webApps.map((app) => app.project), 'prerender', '--outputStyle=static'], {
      cwd: workspaceRoot,
    });
  }
  console.log('Starting the API...');
  const api = await startApi({ workspaceRoot, quiet: true });
  let site: ServedSite | undefined;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
    const [hostIndex, deviceIndex] = [await benchmarkIndex(browser, 1), await benchmarkIndex(browser, profile.cpuSlowdown)];
    const device = `Chromium ${browser.version()}; BenchmarkIndex ${Math.round(hostIndex)} unthrottled, ${Math.round(deviceIndex)} at ${profile.cpuSlowdown}x`;
    console.log(device);
    const results = sites.map(() => new Map<string, PageLoads>());
    for (let run = 0; run < runs; run += 1) {
      for (const [index, root] of sites.entries()) {
        site = await serveSite({ workspaceRoot: root });
        // One unmeasured load so that the API's first answers (cold caches, JIT) do not count against the first page.
        const warmUp = await browser.newPage();
        await warmUp.goto(`${siteOrigin}/astrologers`, { waitUntil: 'networkidle' });
        await warmUp.close();
        for (const path of pages) {
          process.stdout.write(`Run ${run + 1}/${runs}${sites.length > 1 ? ` of ${root}` : ''}: ${path} ...`);
          const { cold, warm } = await measurePage(browser, path, 1);
          const loads = results[index].get(path) ?? { cold: [], warm: [] };
          loads.cold.push(...cold);
          loads.warm.push(...warm);
          results[index].set(path, loads);
          process.stdout.write(' done\n');
        }
        await site.stop();
        site = undefined;
      }
    }
    for (const [index, root] of sites.entries()) {
      if (sites.length > 1) console.log(`\n=== ${root}`);
      printTable(results[index], runs);
      console.log(`\n${device}`);
    }
    if (sites.length > 1) printRatios(results[0], results[1], sites[1]);
  } finally {
    await browser?.close();
    await site?.stop();
    await api.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
