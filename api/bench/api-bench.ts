/**
 * npm run bench:api — throughput and latency of GET /api/astrologers and GET /api/astrologers/{id}
 * at 50 connections, beside a bare Express app serving the same JSON from memory in the same run.
 * The servers run in a child process; this process only generates load.
 * BENCH_DURATION (seconds per run, default 10) and BENCH_CONNECTIONS (default 50) tune it.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Figures {
  run: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
}

async function measure(run: string, url: string): Promise<Figures> {
  await autocannon({ url, connections, duration: 1 }); // warm-up
  const result = await autocannon({ url, connections, duration });
  return {
    run,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
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
  const { apiUrl, bareUrl, engine } = JSON.parse(firstLine) as { apiUrl: string; bareUrl: string; engine: string };

  try {
    console.log(`Database: ${engine}; ${connections} connections; ${duration}s per run\n`);
    const rows: Figures[] = [];
    const verdicts: string[] = [];
    for (const path of ['/api/astrologers', '/api/astrologers/2']) {
      const bareFigures = await measure(`GET ${path} bare express`, `${bareUrl}${path}`);
      const apiFigures = await measure(`GET ${path} AstroSetu API`, `${apiUrl}${path}`);
      rows.push(bareFigures, apiFigures);
      const ratio = apiFigures['req/s'] / bareFigures['req/s'];
      verdicts.push(
        `GET ${path}: ${ratio.toFixed(2)} of bare throughput (target >= 0.70: ${ratio >= 0.7 ? 'met' : 'MISSED'}), ` +
          `p99 ${apiFigures['p99 ms']} ms (target < 25 ms: ${apiFigures['p99 ms'] < 25 ? 'met' : 'MISSED'})`,
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
