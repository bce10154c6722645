/**
 * Astrology engine benchmark (npm run bench:astro): median and p90 time of a full kundli (planets,
 * ascendant, houses, dasha, yogas, doshas, panchang with its end-time searches, and the depth: all sixteen
 * vargas, Vimshottari to three levels for the whole life, Yogini dasha, ashtakavarga, aspects, bhava chalit) and of a guna milan,
 * the parts of a kundli separately, and kundlis per second on one core. Inputs vary over 1900-2100 and
 * over places in India and abroad, so no result is served from a cache.
 *
 * Then the kundli over HTTP (kundli-http.ts): POST /api/kundli to the real API, the default answer and the one with
 * every depth section, median and p90 ms and the answer's size raw and gzipped, beside the engine's median above.
 *
 *   npx tsx api/bench/astro.ts [iterations]   (default 2000; 200 with BENCH_SHORT=1; at most 1000 over HTTP)
 */
import { computeBirthChart } from '../src/astrology/chart/birth-chart';
import { DEFAULT_CHART_CONVENTIONS, computeKundli, computeKundliWith } from '../src/astrology/chart/kundli';
import { chartDepth } from '../src/astrology/chart/chart-depth';
import { resolveMoment, type Moment } from '../src/astrology/core/moment';
import { computeVimshottari } from '../src/astrology/dasha/vimshottari';
import { computeGunaMilan } from '../src/astrology/matching/match-charts';
import { panchangAt, sunTimes } from '../src/astrology/panchang/panchang';
import { localDateOf } from '../src/astrology/core/time-zone';
import { searchPlaces } from '../src/astrology/places/gazetteer';
import { loadavg } from 'node:os';
import type { BirthInput } from '@astrosetu/contracts';
import { fullOrShort, shortRunNote } from './bench-mode';
import { measureKundliOverHttp } from './kundli-http';

const iterations = Number(process.argv[2] ?? fullOrShort(2000, 200));

const PLACES = [
  { latitude: 28.6139, longitude: 77.209 },
  { latitude: 19.076, longitude: 72.8777 },
  { latitude: 13.0827, longitude: 80.2707 },
  { latitude: 22.5726, longitude: 88.3639 },
  { latitude: 12.9716, longitude: 77.5946 },
  { latitude: 26.9124, longitude: 75.7873 },
  { latitude: 51.5072, longitude: -0.1276 },
  { latitude: 40.7128, longitude: -74.006 },
  { latitude: -33.8688, longitude: 151.2093 },
  { latitude: 25.2048, longitude: 55.2708 },
];

/** Deterministic spread of births over 1900-2100 (a linear congruential sequence, seeded). */
function birthInputs(count: number): BirthInput[] {
  let seed = 20250114;
  const next = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 4294967296;
  };
  return Array.from({ length: count }, () => {
    const year = 1900 + Math.floor(next() * 200);
    const month = 1 + Math.floor(next() * 12);
    const day = 1 + Math.floor(next() * 28);
    const hour = Math.floor(next() * 24);
    const minute = Math.floor(next() * 60);
    const place = PLACES[Math.floor(next() * PLACES.length)];
    const pad = (value: number) => String(value).padStart(2, '0');
    return { date: `${year}-${pad(month)}-${pad(day)}`, time: `${pad(hour)}:${pad(minute)}`, ...place };
  });
}

const births = (count: number): Moment[] => birthInputs(count).map((input) => resolveMoment(input));

function measure(label: string, inputs: Moment[], run: (moment: Moment, index: number) => unknown): { label: string; median: number; p90: number } {
  for (let i = 0; i < Math.min(200, inputs.length); i += 1) run(inputs[i], i);
  const times: number[] = [];
  inputs.forEach((moment, index) => {
    const started = process.hrtime.bigint();
    run(moment, index);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  });
  times.sort((a, b) => a - b);
  return { label, median: times[Math.floor(times.length / 2)], p90: times[Math.floor(times.length * 0.9)] };
}

const PLACE_QUERIES = ['ba', 'mum', 'new', 'chen', 'pune, mah', 'kol', 'वाराणसी', 'vizag'];
const inputs = births(iterations);
const partners = births(iterations + 7).slice(7);
const now = Date.now();

const rows = [
  measure('resolve birth time (Intl zone lookup)', inputs, (moment) => resolveMoment({ ...moment.resolved, timezone: undefined })),
  measure('planets + ascendant + houses', inputs, (moment) => computeBirthChart(moment.utcMs, moment.latitude, moment.longitude)),
  measure('vimshottari dasha', inputs, (moment) => computeVimshottari((moment.utcMs / 3.6e6) % 360, moment.utcMs, now)),
  measure('sunrise + sunset (SearchRiseSet)', inputs, (moment) => sunTimes(localDateOf(moment.utcMs, moment.zone), moment.latitude, moment.longitude, moment.zone)),
  measure('panchang with 4 end-time searches', inputs, (moment) => panchangAt(moment.utcMs, moment.latitude, moment.longitude, moment.zone)),
  measure('depth: 16 vargas, 3-level + Yogini dasha, ashtakavarga, shadbala', inputs, (moment) => {
    const chart = computeBirthChart(moment.utcMs, moment.latitude, moment.longitude);
    return chartDepth(chart, moment.utcMs, now, { ayanamsa: 'lahiri', nodes: 'mean', positions: 'apparent' }, { latitude: moment.latitude, longitude: moment.longitude, sunriseMs: null, sunsetMs: null });
  }),
  measure('FULL KUNDLI', inputs, (moment) => computeKundli(moment, now)),
  // What POST /api/kundli computes by default: the depth sections only when ?sections= asks (issue 37).
  measure('kundli, default answer (no depth sections)', inputs, (moment) => computeKundliWith(moment, now, DEFAULT_CHART_CONVENTIONS, [])),
  measure('GUNA MILAN (two charts)', inputs, (moment, index) => computeGunaMilan(moment, partners[index])),
  // The birth-place field searches on every key press; the gazetteer's prefix index keeps it well under a millisecond.
  measure('place search (GeoNames prefix index)', inputs, (_moment, index) => searchPlaces(PLACE_QUERIES[index % PLACE_QUERIES.length])),
];

// Throughput on one core: wall time, and CPU time (which other processes on a busy machine do not inflate).
const started = process.hrtime.bigint();
const cpuBefore = process.cpuUsage();
for (const moment of inputs) computeKundli(moment, now);
const cpu = process.cpuUsage(cpuBefore);
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const cpuSeconds = (cpu.user + cpu.system) / 1e6;

console.log(`Astrology engine benchmark: ${iterations} varied births (1900-2100, 10 places), Node ${process.version}, one core${shortRunNote}\n`);
console.log('step'.padEnd(58), 'median ms'.padStart(10), 'p90 ms'.padStart(10));
for (const row of rows) console.log(row.label.padEnd(58), row.median.toFixed(3).padStart(10), row.p90.toFixed(3).padStart(10));
console.log(`\nfull kundlis per second, one core: ${Math.round(iterations / cpuSeconds)} per CPU second, ${Math.round(iterations / seconds)} per wall-clock second`);
console.log(`(1 / median = ${Math.round(1000 / rows.find((row) => row.label === 'FULL KUNDLI')!.median)} per second; load average now ${loadavg()[0].toFixed(1)})`);
const kundli = rows.find((row) => row.label === 'FULL KUNDLI')!;
console.log(`target: full kundli median < 2 ms -> ${kundli.median < 2 ? 'met' : 'NOT met'} (${kundli.median.toFixed(3)} ms)`);
const placeSearch = rows.find((row) => row.label.startsWith('place search'))!;
console.log(`target: place search p90 < 1 ms -> ${placeSearch.p90 < 1 ? 'met' : 'NOT met'} (${placeSearch.p90.toFixed(3)} ms)`);

// Issue 37: the kundli over HTTP, beside the engine's own median from this run.
async function kundliOverHttp(): Promise<void> {
  const httpRows = await measureKundliOverHttp(birthInputs(Math.min(iterations, 1000)), [
    { label: 'POST /api/kundli (default answer)', path: '/api/kundli' },
    { label: 'POST /api/kundli?sections=vargas,dasha,ashtakavarga,shadbala', path: '/api/kundli?sections=vargas,dasha,ashtakavarga,shadbala' },
  ]);
  const defaultAnswer = rows.find((row) => row.label.startsWith('kundli, default answer'))!;
  console.log(`\nkundli over HTTP (engine median in this run: full kundli ${kundli.median.toFixed(3)} ms, default answer ${defaultAnswer.median.toFixed(3)} ms)`);
  console.log('request'.padEnd(62), 'median ms'.padStart(10), 'p90 ms'.padStart(10), 'raw kB'.padStart(9), 'gzip kB'.padStart(9));
  for (const row of httpRows) {
    console.log(row.label.padEnd(62), row.median.toFixed(3).padStart(10), row.p90.toFixed(3).padStart(10), (row.rawBytes / 1000).toFixed(1).padStart(9), (row.gzipBytes / 1000).toFixed(1).padStart(9));
  }
  const byDefault = httpRows[0];
  console.log(`target: kundli over HTTP median < 3 ms -> ${byDefault.median < 3 ? 'met' : 'NOT met'} (${byDefault.median.toFixed(3)} ms, ${(byDefault.rawBytes / 1000).toFixed(1)} kB, ${(byDefault.gzipBytes / 1000).toFixed(1)} kB gzipped)`);
}

kundliOverHttp().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
