/**
 * npm run bench:chat — live chat under load: 500 concurrent consultations (1,000 connected Socket.IO
 * clients: each customer and astrologer), messages per second and send-to-receive latency (sender's
 * emit to the other party's new-message) through the real API with authentication and persistence,
 * beside a bare Socket.IO relay (no auth, no database) measured in the same run with the same clients.
 * Also the API's memory per connected client.
 *
 * Two loads per server:
 *   steady     every client sends BENCH_RATE messages per second (200 msg/s offered by default)
 *   saturated  every client sends its next message as soon as the previous one is acknowledged
 * The servers run in child processes (this file, started with --serve api|bare), so the load
 * generator never shares an event loop with what it measures.
 *
 * BENCH_CONSULTATIONS (default 500), BENCH_SECONDS (per phase, default 10, after BENCH_WARMUP_SECONDS of
 * unmeasured load, default 5), BENCH_RATE (steady messages per client per second, default 0.2: 200 msg/s,
 * each person writing every 5 s, several times livelier than a real consultation) tune it;
 * BENCH_PROFILE=<dir> writes a CPU profile of the API; BENCH_TRACE=1 prints stalls and the slowest messages.
 * Each phase also reports the server process's CPU time per message (cpu µs/msg): on a machine shared with other
 * work, msg/s of the two servers move with it from phase to phase, their CPU per message hardly.
 * BENCH_SHORT=1 makes the defaults 50 consultations, 2 s phases after 1 s of warm-up (npm run bench:smoke).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { performance, PerformanceObserver } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { Server } from 'socket.io';
// The bench plays the browsers' part, so it uses the socket client that src must never import.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { io as connect, type Socket } from 'socket.io-client';
import type { AckResponse, ChatMessage, Consultation } from '@astrosetu/contracts';
import { fullOrShort, shortRunNote } from './bench-mode';
import { productionBenchEnv } from './production-bench-env';

const CONSULTATIONS = Number(process.env.BENCH_CONSULTATIONS ?? fullOrShort(500, 50));
const PHASE_SECONDS = Number(process.env.BENCH_SECONDS ?? fullOrShort(10, 2));
/** Unmeasured load before each phase: the servers' first seconds on a new code path include JIT compilation. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? fullOrShort(5, 1));
const STEADY_RATE = Number(process.env.BENCH_RATE ?? 0.2);
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256';

// ------------------------------------------------------------------------------------------------
// Child processes: the API (with its own embedded engine) and the bare relay
// ------------------------------------------------------------------------------------------------

interface ServerInfo {
  url: string;
  engine?: string;
  /** One entry per consultation: the customer's and the astrologer's tokens. */
  pairs?: Array<{ customerToken: string; astrologerToken: string; astrologerId: number }>;
}

async function serveApi(): Promise<ServerInfo> {
  const [{ loadConfig }, { startServer }, { userRepository }, { astrologerRepository }, { creditWallet }, { hashPassword }] = await Promise.all([
    import('../src/config/config'),
    import('../src/server'),
    import('../src/modules/users/user.repository'),
    import('../src/modules/astrologers/astrologer.repository'),
    import('../src/modules/wallet/use-cases/credit-wallet'),
    import('../src/shared/security/password-hasher'),
  ]);
  const config = loadConfig({ ...process.env, ...productionBenchEnv(JWT_SECRET) });
  const t0 = Date.now();
  const server = await startServer({ config });
  if (process.env.BENCH_TRACE) console.error(`[api] started in ${Date.now() - t0} ms`);
  // Fixtures written directly: 500 scrypt hashes and logins would only measure scrypt.
  const passwordHash = await hashPassword('bench-password');
  const astrologers = (await astrologerRepository.approvedCatalogue(new Map())).astrologers.map((a) => a.id);
  const astrologerTokens = new Map<number, string>();
  for (const astrologerId of astrologers) {
    const account = await userRepository.create({ username: `Bench astrologer ${astrologerId}`, email: `bench-astrologer-${astrologerId}@example.com`, passwordHash, role: 'astrologer' });
    await userRepository.linkAstrologer(account.id, astrologerId);
    astrologerTokens.set(astrologerId, await server.ctx.sessions.issueToken(account));
  }
  const pairs: NonNullable<ServerInfo['pairs']> = [];
  for (let index = 0; index < CONSULTATIONS; index += 1) {
    const email = `bench-customer-${index}@example.com`;
    const phone = `+9198${String(index).padStart(8, '0')}`;
    const customer = await userRepository.create({ username: `Bench customer ${index}`, email, phone, verifiedEmail: email, verifiedPhone: phone, passwordHash, role: 'user' });
    await creditWallet({ userId: customer.id, amount: 10_000_000, reason: 'topup', reference: { type: 'bench', id: customer.id } });
    const astrologerId = astrologers[index % astrologers.length];
    pairs.push({ customerToken: await server.ctx.sessions.issueToken(customer), astrologerToken: astrologerTokens.get(astrologerId)!, astrologerId });
  }
  if (process.env.BENCH_TRACE) console.error(`[api] fixtures after ${Date.now() - t0} ms`);
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
  return { url: `http://127.0.0.1:${server.port}`, engine: server.engine, pairs };
}

/** The ceiling: Socket.IO relaying each message to the room, acknowledging it, nothing else. */
async function serveBare(): Promise<ServerInfo> {
  const httpServer = createServer();
  const io = new Server(httpServer, { path: '/socket.io/', serveClient: false });
  let nextId = 1;
  io.on('connection', (socket) => {
    socket.on('join-consultation', (request: { consultationId: number }, ack: (response: unknown) => void) => {
      void socket.join(`consultation:${request.consultationId}`);
      ack({ data: {} });
    });
    socket.on('message-sent', (request: { consultationId: number; message: string; clientMessageId: string }, ack: (response: unknown) => void) => {
      const message = { ...request, id: nextId++, timestamp: new Date().toISOString() };
      socket.to(`consultation:${request.consultationId}`).emit('new-message', message);
      ack({ data: message });
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  process.once('SIGTERM', () => io.close(() => process.exit(0)));
  return { url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}` };
}

/**
 * The clock of BENCH_TRACE lines in every process: wall-clock ms, shortened to its last 7 digits (it wraps
 * every 2.8 hours, far beyond one run).
 */
const traceTime = () => Date.now() % 10_000_000;

/**
 * BENCH_TRACE=1: garbage-collection pauses and event-loop stalls over 10 ms of each process, on stderr,
 * on the clock that the phases' start lines and slowest messages share.
 */
function traceStalls(role: string): void {
  if (!process.env.BENCH_TRACE) return;
  // Pairs the monotonic clock of CPU profiles (µs) with the trace clock below.
  console.error(`[${role}] clock: monotonic ${process.hrtime.bigint() / 1000n} us at ${traceTime()}`);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.duration > 10) console.error(`[${role}] gc ${Math.round(entry.duration)} ms at ${traceTime()}`);
  }).observe({ entryTypes: ['gc'] });
  let expected = performance.now() + 5;
  setInterval(() => {
    const late = performance.now() - expected;
    if (late > 10) console.error(`[${role}] event loop stalled ${Math.round(late)} ms at ${traceTime()}`);
    expected = performance.now() + 5;
  }, 5).unref();
}

async function runChild(role: string): Promise<void> {
  traceStalls(role);
  const info = role === 'api' ? await serveApi() : await serveBare();
  console.log(JSON.stringify(info));
  // The parent asks for memory figures on stdin ("mem"), after a full collection, and for the CPU time used so far ("cpu").
  createInterface({ input: process.stdin }).on('line', (line) => {
    if (line.trim() === 'cpu') {
      const { user, system } = process.cpuUsage();
      console.log(JSON.stringify({ cpuMicros: user + system }));
      return;
    }
    if (line.trim() !== 'mem') return;
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    console.log(JSON.stringify({ rss, heapUsed }));
  });
}

interface Child {
  process: ChildProcess;
  info: ServerInfo;
  memory(): Promise<{ rss: number; heapUsed: number }>;
  /** The server process's CPU time so far (user + system, µs): not its database engine's, which runs apart. */
  cpuMicros(): Promise<number>;
}

async function startChild(role: 'api' | 'bare'): Promise<Child> {
  // BENCH_PROFILE=<dir>: a CPU profile of the API process, written when the run ends.
  const profile = role === 'api' && process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, ['--expose-gc', ...profile, '--import', 'tsx', __filename, '--serve', role], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env },
  });
  const lines = createInterface({ input: child.stdout! });
  const pending: Array<(line: string) => void> = [];
  lines.on('line', (line) => pending.shift()?.(line));
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      pending.push(resolve);
      child.once('exit', (code) => reject(new Error(`${role} server exited with ${code}`)));
    });
  const info = JSON.parse(await nextLine()) as ServerInfo;
  return {
    process: child,
    info,
    memory: async () => {
      const line = nextLine();
      child.stdin!.write('mem\n');
      return JSON.parse(await line) as { rss: number; heapUsed: number };
    },
    cpuMicros: async () => {
      const line = nextLine();
      child.stdin!.write('cpu\n');
      return (JSON.parse(await line) as { cpuMicros: number }).cpuMicros;
    },
  };
}

// ------------------------------------------------------------------------------------------------
// Load generator
// ------------------------------------------------------------------------------------------------

type Client = Socket;

interface Pair {
  consultationId: number;
  customer: Client;
  astrologer: Client;
}

interface PhaseResult {
  phase: string;
  server: string;
  'msg/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'max ms': number;
  'ack p99 ms': number;
  /** The server's CPU time per message received while measured: unlike msg/s, hardly moved by other load on the machine. */
  'cpu µs/msg': number;
  errors: number;
}

function ack<T>(socket: Client, event: string, payload: unknown, timeoutMs = 30_000): Promise<AckResponse<T>> {
  return (socket.timeout(timeoutMs) as unknown as { emitWithAck(e: string, p: unknown): Promise<AckResponse<T>> }).emitWithAck(event, payload);
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(work));
}

function open(url: string, token?: string): Promise<Client> {
  const socket = connect(url, { path: '/socket.io/', transports: ['websocket'], reconnection: false, auth: token ? { token } : {} });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const round = (value: number) => Math.round(value * 10) / 10;

async function connectPairs(server: string, url: string, tokens: ServerInfo['pairs'] | undefined, consultationIds: number[]): Promise<Pair[]> {
  const pairs: Pair[] = [];
  await inBatches(consultationIds.map((id, index) => ({ id, index })), 50, async ({ id, index }) => {
    const [customer, astrologer] = await Promise.all([open(url, tokens?.[index].customerToken), open(url, tokens?.[index].astrologerToken)]);
    for (const socket of [customer, astrologer]) {
      const joined = await ack(socket, 'join-consultation', { consultationId: id });
      if ('error' in joined) throw new Error(`${server}: join failed: ${joined.error.message}`);
    }
    if (tokens) {
      // The API refuses messages until the session starts: the customer skips the birth-details step (docs/trust.md).
      const skipped = await fetch(`${url}/api/consultations/${id}/skip-details`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[index].customerToken}` },
        body: '{}',
      });
      if (!skipped.ok) throw new Error(`${server}: skip-details failed: ${skipped.status}`);
    }
    pairs.push({ consultationId: id, customer, astrologer });
  });
  return pairs;
}

/**
 * Runs one load phase over every pair and returns throughput (messages received by the other party
 * per second) and latency from the sender's emit to the receiver's new-message.
 */
async function runPhase(server: string, phase: 'steady' | 'saturated', pairs: Pair[], cpuMicros: () => Promise<number>): Promise<PhaseResult> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const ackLatencies: number[] = [];
  let received = 0;
  let errors = 0;
  let measuring = false;
  const slow: Array<[number, number]> = [];
  let running = true;
  // A steady sender sleeps 1 / BENCH_RATE between messages (5 s by default): the phase's end wakes it, so that
  // the phase ends when its measurement does instead of up to one interval later.
  const sleeping = new Set<() => void>();
  const sleepWhileRunning = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleeping.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleeping.add(wake);
    });
  let counter = 0;
  const listeners: Array<() => void> = [];

  for (const pair of pairs) {
    for (const socket of [pair.customer, pair.astrologer]) {
      const onMessage = (message: ChatMessage) => {
        const key = message.clientMessageId ?? '';
        const started = sentAt.get(key);
        // The API also echoes to the sender's own socket (its other tabs); count the other party only.
        if (started === undefined || key.startsWith(socket.id ?? '?')) return;
        sentAt.delete(key);
        if (!measuring) return;
        received += 1;
        const latency = performance.now() - started;
        latencies.push(latency);
        if (process.env.BENCH_TRACE) slow.push([Math.round(traceTime() - latency), Math.round(latency)]);
      };
      socket.on('new-message', onMessage);
      listeners.push(() => socket.off('new-message', onMessage));
    }
  }

  const sendOne = async (pair: Pair, from: Client): Promise<void> => {
    counter += 1;
    const clientMessageId = `${from.id}:${counter}`;
    const started = performance.now();
    sentAt.set(clientMessageId, started);
    const response = await ack(from, 'message-sent', { consultationId: pair.consultationId, message: `Bench message ${counter} about career and marriage timing`, clientMessageId });
    if (measuring) ackLatencies.push(performance.now() - started);
    if ('error' in response) errors += 1;
  };

  const loops: Array<Promise<void>> = [];
  for (const pair of pairs) {
    for (const from of [pair.customer, pair.astrologer]) {
      loops.push(
        (async () => {
          if (phase === 'saturated') {
            while (running) await sendOne(pair, from).catch(() => void (errors += 1));
            return;
          }
          const interval = 1000 / STEADY_RATE;
          await sleepWhileRunning(Math.random() * interval);
          let next = performance.now();
          while (running) {
            void sendOne(pair, from).catch(() => void (errors += 1));
            next += interval;
            await sleepWhileRunning(Math.max(0, next - performance.now()));
          }
        })(),
      );
    }
  }

  await new Promise((resolve) => setTimeout(resolve, WARMUP_SECONDS * 1000));
  const cpuBefore = await cpuMicros();
  measuring = true;
  const started = performance.now();
  if (process.env.BENCH_TRACE) console.log(`${server} ${phase} measured from ${traceTime()}`);
  await new Promise((resolve) => setTimeout(resolve, PHASE_SECONDS * 1000));
  measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  const cpuUsed = (await cpuMicros()) - cpuBefore;
  running = false;
  for (const wake of [...sleeping]) wake();
  await Promise.all(loops);
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const off of listeners) off();

  latencies.sort((a, b) => a - b);
  if (process.env.BENCH_TRACE) console.log(server, phase, 'slowest [sent at, latency ms]:', JSON.stringify(slow.sort((a, b) => b[1] - a[1]).slice(0, 40)));
  ackLatencies.sort((a, b) => a - b);
  return {
    phase,
    server,
    'msg/s': Math.round(received / elapsed),
    'p50 ms': round(percentile(latencies, 50)),
    'p99 ms': round(percentile(latencies, 99)),
    'max ms': round(latencies[latencies.length - 1] ?? NaN),
    'ack p99 ms': round(percentile(ackLatencies, 99)),
    'cpu µs/msg': Math.round(cpuUsed / Math.max(1, received)),
    errors,
  };
}

async function bookConsultations(url: string, pairs: NonNullable<ServerInfo['pairs']>): Promise<number[]> {
  const ids: number[] = new Array(pairs.length);
  // One at a time: concurrent bookings on the embedded engine sometimes fail on a duplicate key (seen in
  // the engine's non-isolated transactions), and the bookings are set-up, not what is measured.
  await inBatches(pairs.map((pair, index) => ({ pair, index })), 1, async ({ pair, index }) => {
    const response = await fetch(`${url}/api/consultations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.customerToken}` },
      body: JSON.stringify({ astrologerId: pair.astrologerId, duration: 60, topic: 'Bench' }),
    });
    if (response.status !== 201) throw new Error(`booking failed: ${response.status} ${await response.text()}`);
    ids[index] = ((await response.json()) as Consultation).id;
  });
  return ids;
}

async function main(): Promise<void> {
  traceStalls('load');
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`Starting the API (embedded engine, ${CONSULTATIONS} customers) and the bare relay ...`);
  const [api, bare] = await Promise.all([startChild('api'), startChild('bare')]);
  const closeAll: Client[] = [];
  try {
    const bookingStarted = Date.now();
    const ids = await bookConsultations(api.info.url, api.info.pairs!);
    if (process.env.BENCH_TRACE) console.log(`booking took ${Date.now() - bookingStarted} ms`);
    console.log(`Database: ${api.info.engine}; ${CONSULTATIONS} consultations, ${CONSULTATIONS * 2} clients; ${PHASE_SECONDS}s per phase; steady = ${STEADY_RATE} msg/s per client${shortRunNote}\n`);

    const bareMemoryBefore = await bare.memory();
    const barePairs = await connectPairs('bare', bare.info.url, undefined, ids);
    closeAll.push(...barePairs.flatMap((p) => [p.customer, p.astrologer]));
    const bareMemoryAfter = await bare.memory();

    const apiMemoryBefore = await api.memory();
    const connectStarted = performance.now();
    const apiPairs = await connectPairs('api', api.info.url, api.info.pairs, ids);
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    closeAll.push(...apiPairs.flatMap((p) => [p.customer, p.astrologer]));
    const apiMemoryAfter = await api.memory();

    const rows: PhaseResult[] = [];
    rows.push(await runPhase('bare relay', 'steady', barePairs, bare.cpuMicros));
    rows.push(await runPhase('AstroSetu API', 'steady', apiPairs, api.cpuMicros));
    rows.push(await runPhase('bare relay', 'saturated', barePairs, bare.cpuMicros));
    rows.push(await runPhase('AstroSetu API', 'saturated', apiPairs, api.cpuMicros));
    console.table(rows);

    const clients = CONSULTATIONS * 2;
    const perClient = (after: { heapUsed: number; rss: number }, before: { heapUsed: number; rss: number }) =>
      `heap ${((after.heapUsed - before.heapUsed) / clients / 1024).toFixed(1)} KB, RSS ${((after.rss - before.rss) / clients / 1024).toFixed(1)} KB`;
    console.log(`Connecting and joining ${clients} API clients took ${connectSeconds.toFixed(1)} s`);
    console.log(`API memory per connected client: ${perClient(apiMemoryAfter, apiMemoryBefore)} (process RSS ${mb(apiMemoryAfter.rss)})`);
    console.log(`Bare relay memory per connected client: ${perClient(bareMemoryAfter, bareMemoryBefore)}`);

    const steady = rows.find((r) => r.server === 'AstroSetu API' && r.phase === 'steady')!;
    const saturatedApi = rows.find((r) => r.server === 'AstroSetu API' && r.phase === 'saturated')!;
    const saturatedBare = rows.find((r) => r.server === 'bare relay' && r.phase === 'saturated')!;
    const ratio = saturatedApi['msg/s'] / saturatedBare['msg/s'];
    console.log(
      [
        `Steady load: API p99 ${steady['p99 ms']} ms (target < 50 ms: ${steady['p99 ms'] < 50 ? 'met' : 'MISSED'})`,
        `Saturated: API ${saturatedApi['msg/s']} msg/s = ${ratio.toFixed(2)} of the bare relay's ${saturatedBare['msg/s']} msg/s (target >= 0.6, issue 37: ${ratio >= 0.6 ? 'met' : 'MISSED'})`,
        `Saturated CPU per message: API ${saturatedApi['cpu µs/msg']} µs, bare relay ${saturatedBare['cpu µs/msg']} µs (the API's database engine is a process of its own, not counted)`,
      ].join('\n'),
    );
  } finally {
    for (const socket of closeAll) socket.disconnect();
    for (const child of [api, bare]) child.process.kill('SIGTERM');
  }
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex >= 0) {
  runChild(process.argv[serveIndex + 1]).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
