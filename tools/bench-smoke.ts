// `npm run bench:smoke`: runs every api benchmark once in its short mode (BENCH_SHORT=1: a few seconds each, smaller
// fixtures), two at a time, to show that each still runs as documented and prints its figures. It fails when
// a bench exits non-zero, prints none of its headline figures, or runs past its time limit. Short-run figures are
// noisy and are not judged against the targets: the full runs (npm run bench:api, ...) are the measurements.
//
// Each bench starts its servers in-process (or in its own child processes) on free ports (PORT=0) with the embedded
// database, so this needs no running API and touches none of the development ports. The web benches (bench:bundle,
// bench:vitals) need production builds and Chromium and are not part of it.
//
//   npm run bench:smoke [-- bench:astro bench:chat]   (only the benches named)
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess } from './serve/processes';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

interface ApiBench {
  /** The root package.json script, e.g. 'bench:astro'. */
  script: string;
  /** Each must match a line of the bench's output. */
  headlines: RegExp[];
}

interface ShortRunResult {
  script: string;
  seconds: number;
  /** The lines the headlines matched. */
  figures: string[];
  problems: string[];
}

/**
 * Every api bench with the lines that carry its headline figures: each pattern must match a line of its output,
 * with numbers where the figures go (a NaN or an empty table does not match). Keep them in step with what the
 * benches print.
 */
const benches: ApiBench[] = [
  { script: 'bench:astro', headlines: [/^target: full kundli median < 2 ms -> .*\(\d+\.\d+ ms\)$/m, /^full kundlis per second, one core: \d+ per CPU second/m] },
  { script: 'bench:reports', headlines: ['basic', 'comprehensive', 'premium'].map((type) => new RegExp(`^${type}\\s*\\d{4}-\\d\\d-\\d\\d .*\\s\\d+\\s+\\d+\\s+\\d+$`, 'm')) },
  { script: 'bench:callback', headlines: [/^gateway callback, \d+ paid report orders.*: median \d+\.\d ms/m, /^ {2}median \d+ ms, p90 \d+ ms; queue drained/m] },
  { script: 'bench:chart', headlines: [/^PNG drawn on the event loop .*p99 \d+\.\d ms/m, /^PNG drawn in \d+ worker threads .*p99 \d+\.\d ms/m] },
  { script: 'bench:api', headlines: [/^GET \/api\/astrologers: \d+\.\d\d of bare throughput.*p99 \d+ ms/m, /^GET \/api\/astrologers\/2: \d+\.\d\d of bare throughput.*p99 \d+ ms/m] },
  { script: 'bench:chat', headlines: [/^Steady load: API p99 \d+(\.\d)? ms/m, /^Saturated: API \d+ msg\/s = \d+\.\d\d of the bare relay's \d+ msg\/s/m] },
  {
    script: 'bench:calls',
    headlines: [
      /^Call setup \(server, \d+ calls at once\): median \d+ ms, p95 \d+ ms/m,
      /^ICE candidate relay during setup: median \d+(\.\d)? ms, p99 \d+(\.\d)? ms/m,
      /^Signalling relay: \d+ msg\/s = \d+\.\d\d of the chat relay's \d+ msg\/s/m,
    ],
  },
];

/** The whole line of the output that a headline pattern matched (the patterns may match only its start). */
function lineAt(output: string, index: number): string {
  const end = output.indexOf('\n', index);
  return output.slice(output.lastIndexOf('\n', index) + 1, end < 0 ? undefined : end).trimEnd();
}

let interrupted = false;

/** A short run takes seconds; a bench past this is stuck (a server that never answers, a phase that never ends). */
const timeLimitMs = 180_000;

async function runShort(bench: ApiBench): Promise<ShortRunResult> {
  const started = Date.now();
  const running = startProcess(npm, ['run', '--silent', bench.script], { cwd: workspaceRoot, env: { BENCH_SHORT: '1' }, label: bench.script });
  let output = '';
  running.child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void running.stop();
  }, timeLimitMs);
  // The bench runs in its own process group (it does not see the terminal's Ctrl-C): stop it, then stop here.
  const stopOnInterrupt = () => {
    interrupted = true;
    void running.stop();
  };
  process.once('SIGINT', stopOnInterrupt);
  const { code, signal } = await running.exited;
  clearTimeout(timer);
  process.off('SIGINT', stopOnInterrupt);

  const seconds = (Date.now() - started) / 1000;
  const figures = bench.headlines.map((pattern) => {
    const match = pattern.exec(output);
    return match ? lineAt(output, match.index) : undefined;
  });
  const problems: string[] = [];
  if (timedOut) problems.push(`stopped after ${timeLimitMs / 1000} s`);
  else if (code !== 0) problems.push(`exited with ${code ?? signal}`);
  const missing = bench.headlines.filter((_, index) => figures[index] === undefined);
  if (missing.length > 0) problems.push(`printed no headline figures for ${missing.map(String).join(', ')}`);
  return { script: bench.script, seconds, figures: figures.filter((figure) => figure !== undefined), problems };
}

/** How many short runs go side by side. */
const concurrentRuns = 2;

async function main() {
  const smokeStarted = Date.now();
  const only = process.argv.slice(2);
  const unknown = only.filter((script) => !benches.some((bench) => bench.script === script));
  if (unknown.length > 0) throw new Error(`no api bench called ${unknown.join(', ')} (known: ${benches.map((bench) => bench.script).join(', ')})`);
  const selected = only.length > 0 ? benches.filter((bench) => only.includes(bench.script)) : benches;

  // Two at a time: one short run keeps 1.2 of the 2 cores busy on average (server start-up, phases of a few
  // seconds), so two side by side take the whole run from ~100 s to ~60 s. Their figures, not judged here, are
  // noisier for it; each line is tagged with its bench.
  const results: ShortRunResult[] = new Array(selected.length);
  let next = 0;
  const runInTurn = async () => {
    while (next < selected.length && !interrupted) {
      const index = next++;
      const bench = selected[index];
      console.log(`\n=== ${bench.script} (BENCH_SHORT=1)`);
      results[index] = await runShort(bench);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrentRuns, selected.length) }, runInTurn));
  const ran = results.filter((result) => result !== undefined);

  console.log('\nbench:smoke summary (short runs: the figures show that each bench works, they are not measurements)');
  for (const result of ran) {
    console.log(`${result.problems.length === 0 ? 'ok    ' : 'FAILED'} ${result.script.padEnd(15)} ${result.seconds.toFixed(1).padStart(6)} s`);
    for (const figure of result.figures) console.log(`         ${figure}`);
    for (const problem of result.problems) console.log(`         ${problem}`);
  }
  const failed = ran.filter((result) => result.problems.length > 0);
  console.log(`${ran.length - failed.length} of ${ran.length} benches ok in ${((Date.now() - smokeStarted) / 1000).toFixed(0)} s, ${concurrentRuns} at a time`);
  if (interrupted) process.exitCode = 130;
  else if (failed.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
