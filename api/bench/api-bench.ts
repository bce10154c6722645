/**
 * npm run bench:api — throughput and latency of GET /api/astrologers and GET /api/astrologers/{id}
 * at 50 connections, beside a bare Express app serving the same JSON from memory in the same run.
 * The servers run in a child process; this process only generates load.
 * BENCH_DURATION (seconds per run, default 10; 2 with BENCH_SHORT=1) and BENCH_CONNECTIONS (default 50) tune it.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { fullOrShort, shortRunNote } from './bench-mode';

const duration = Number(process.env.BENCH_DURATION ?? fullOrShort(10, 2));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Figures {
  run: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  /** Server CPU time per request: unlike req/s and latency it barely moves when other work shares the CPU. */
  'server CPU µs/req': number | string;
  errors: number;
}

/** User + system CPU ticks (1/100 s) of a process, from /proc (Linux); undefined elsewhere. */
function cpuTicksOf(pid: number): number | undefined {
  const path = `/proc/${pid}/stat`;
  if (!existsSync(path)) return undefined;
  const fields = readFileSync(path, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

async function measure(run: string, url: string, serverPid: number): Promise<Figures> {
  await autocannon({ url, connections, duration: 1 }); // warm-up
  const ticksBefore = cpuTicksOf(serverPid);
  const result = await autocannon({ url, connections, duration });
  const ticksAfter = cpuTicksOf(serverPid);
  return {
    run,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'server CPU µs/req':
      ticksBefore === undefined || ticksAfter === undefined ? 'n/a' : Math.round(((ticksAfter - ticksBefore) * 10_000) / result.requests.total),
    errors: result.errors + result.non2xx,
  };
}

async function main(): Promise<void> {
  const tsx = join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, [join(__dirname, 'bench-targets.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench targets exited with ${code}`)));
  });
  const { apiUrl, bareUrl, engine, pid } = JSON.parse(firstLine) as { apiUrl: string; bareUrl: string; engine: string; pid: number };

  try {
    console.log(`Database: ${engine}; ${connections} connections; ${duration}s per run; load average ${loadavg().map((load) => load.toFixed(1)).join(' ')} on ${cpus().length} CPUs${shortRunNote}\n`);
    const rows: Figures[] = [];
    const verdicts: string[] = [];
    for (const path of ['/api/astrologers', '/api/astrologers/2']) {
      const bareFigures = await measure(`GET ${path} bare express`, `${bareUrl}${path}`, pid);
      const apiFigures = await measure(`GET ${path} AstroSetu API`, `${apiUrl}${path}`, pid);
      rows.push(bareFigures, apiFigures);
      const ratio = apiFigures['req/s'] / bareFigures['req/s'];
      verdicts.push(
        `GET ${path}: ${ratio.toFixed(2)} of bare throughput (target >= 0.90, issue 37: ${ratio >= 0.9 ? 'met' : 'MISSED'}), ` +
          `p99 ${apiFigures['p99 ms']} ms (target < 25 ms: ${apiFigures['p99 ms'] < 25 ? 'met' : 'MISSED'}), ` +
          `server CPU per request ${apiFigures['server CPU µs/req']} vs ${bareFigures['server CPU µs/req']} µs bare`,
      );
    }
    console.table(rows);
    console.log(verdicts.join('\n'));
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
