/**
 * npm run bench:calls — voice-call signalling under load (issue 35, docs/voice.md): BENCH_CALLS calls set up at once
 * on one API instance (default 200; 20 with BENCH_SHORT=1), each by its own verified, funded customer with its own
 * astrologer (an astrologer's signals go to the astrologer's room, so one account on many calls would hear every
 * call's signals on every socket). Each call goes the way two browsers take it:
 *
 *   customer books (POST /api/consultations, channel 'call') -> astrologer accepts (POST /api/calls/{id}/accept)
 *   -> astrologer sends the offer -> customer answers -> each side sends CANDIDATES ICE candidates -> each side, once
 *   it has the other's candidates (and the astrologer the answer), reports call-media 'connected'
 *   -> both hear call-state 'connected' (the billing clock runs).
 *
 * Printed: call setup time (booking sent to 'connected' heard on both sides; median, p95), the candidates' relay
 * latency (sender's emit to the other side's call-signal; median, p99), and the signalling throughput the instance
 * carries when every connected call's sockets send candidates back-to-back (an ICE restart storm), beside the chat
 * relay (message-sent to new-message through the same API, authenticated and persisted) measured in the same run
 * between the same number of socket pairs, so the figure reads as a ratio.
 *
 * The API runs in a child process (this file with --serve), so the load generator never shares its event loop.
 * BENCH_CALLS, BENCH_SECONDS (per saturated phase, default 10; 2 short) and BENCH_WARMUP_SECONDS (unmeasured load
 * before each phase, default 3; 1 short) tune it. The API's per-connection signal allowance (20 a second after a
 * burst of 120, realtime/call-handlers.ts) is kept as production has it: signals it refuses are counted, not relayed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
// The bench plays the browsers' part, so it uses the socket client that src must never import.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { io as connect, type Socket } from 'socket.io-client';
import type { AckResponse, CallSignalEvent, CallStateEvent, ChatMessage, Consultation } from '@astrosetu/contracts';
import { fullOrShort, shortRunNote } from './bench-mode';
import { productionBenchEnv } from './production-bench-env';

const CALLS = Number(process.env.BENCH_CALLS ?? fullOrShort(200, 20));
const PHASE_SECONDS = Number(process.env.BENCH_SECONDS ?? fullOrShort(10, 2));
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? fullOrShort(3, 1));
/** Calls set up (and ended) before the measured burst: the API's first calls include JIT compilation. */
const WARMUP_CALLS = Math.min(10, CALLS);
/** ICE candidates each side sends while a call sets up (a browser with a few interfaces, STUN and TURN). */
const CANDIDATES = 20;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256';
/** A realistic offer's size: Chromium's audio-only offer is about 2-3 KB of SDP. */
const SDP = `v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n${'a=rtpmap:111 opus/48000/2\r\na=fmtp:111 minptime=10;useinbandfec=1\r\n'.repeat(40)}`;

// ------------------------------------------------------------------------------------------------
// Child process: the API (with its own embedded engine) and the bench's accounts
// ------------------------------------------------------------------------------------------------

interface ServerInfo {
  url: string;
  engine: string;
  /** One per measured call (the first WARMUP_CALLS also take the warm-up calls). */
  astrologers: Array<{ id: number; token: string }>;
  /** The measured calls' customers, then the warm-up calls'. */
  callCustomers: string[];
  /** The chat baseline's customers, one per astrologer. */
  chatCustomers: string[];
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
  const server = await startServer({ config });
  // Fixtures written directly through the repositories: hundreds of sign-ups would only measure scrypt and mail.
  const passwordHash = await hashPassword('bench-password');
  const astrologers: ServerInfo['astrologers'] = [];
  for (let index = 0; index < CALLS; index += 1) {
    const email = `bench-call-astrologer-${index}@example.com`;
    const profile = await astrologerRepository.create({
      name: `Bench Astrologer ${index}`,
      email,
      gender: 'female',
      experience: 10,
      specializations: ['Vedic'],
      languages: ['English', 'Hindi'],
      description: 'Takes calls for the signalling bench.',
      ratePerMinute: 35,
      callRatePerMinute: 40,
      availableFrom: '00:00',
      availableTo: '23:59',
      reviewCount: 0,
      approvalStatus: 'approved',
      isOnline: true,
    });
    const account = await userRepository.create({ username: `Bench astrologer ${index}`, email, passwordHash, role: 'astrologer' });
    await userRepository.linkAstrologer(account.id, profile.id);
    astrologers.push({ id: profile.id, token: await server.ctx.sessions.issueToken(account) });
  }
  const customer = async (label: string, index: number) => {
    const email = `bench-${label}-customer-${index}@example.com`;
    const phone = `+91${label === 'call' ? '97' : '96'}${String(index).padStart(8, '0')}`;
    const account = await userRepository.create({ username: `Bench ${label} customer ${index}`, email, phone, verifiedEmail: email, verifiedPhone: phone, passwordHash, role: 'user' });
    await creditWallet({ userId: account.id, amount: 10_000_000, reason: 'topup', reference: { type: 'bench', id: account.id } });
    return server.ctx.sessions.issueToken(account);
  };
  const callCustomers: string[] = [];
  for (let index = 0; index < CALLS + WARMUP_CALLS; index += 1) callCustomers.push(await customer('call', index));
  const chatCustomers: string[] = [];
  for (let index = 0; index < CALLS; index += 1) chatCustomers.push(await customer('chat', index));
  // After the 200-call run the API's close waited minutes on the engine's backlog: the bench's numbers are printed by
  // then, so a close that takes longer than 10 s is cut short.
  process.once('SIGTERM', () => {
    setTimeout(() => process.exit(0), 10_000).unref();
    void server.close().then(() => process.exit(0));
  });
  return { url: `http://127.0.0.1:${server.port}`, engine: server.engine, astrologers, callCustomers, chatCustomers };
}

function startApi(): Promise<{ process: ChildProcess; info: ServerInfo }> {
  const child = spawn(process.execPath, ['--import', 'tsx', __filename, '--serve'], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env } });
  // A crash of this process (an unhandled error skips the finally that stops it) must not leave the API running.
  process.once('exit', () => child.kill('SIGTERM'));
  const lines = createInterface({ input: child.stdout! });
  return new Promise((resolve, reject) => {
    lines.once('line', (line) => resolve({ process: child, info: JSON.parse(line) as ServerInfo }));
    child.once('exit', (code) => reject(new Error(`the API exited with ${code} before it was ready`)));
  });
}

// ------------------------------------------------------------------------------------------------
// Load generator
// ------------------------------------------------------------------------------------------------

type Client = Socket;

function ack<T>(socket: Client, event: string, payload: unknown, timeoutMs = 30_000): Promise<AckResponse<T>> {
  return (socket.timeout(timeoutMs) as unknown as { emitWithAck(e: string, p: unknown): Promise<AckResponse<T>> }).emitWithAck(event, payload);
}

function open(url: string, token: string): Promise<Client> {
  const socket = connect(url, { path: '/socket.io/', transports: ['websocket'], reconnection: false, auth: { token } });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function inBatches<T>(items: T[], size: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map((item, offset) => work(item, start + offset)));
}

async function api<T>(url: string, method: string, path: string, token: string, body: unknown = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${url}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as T };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const round = (value: number) => Math.round(value * 10) / 10;
const sortedCopy = (values: number[]) => [...values].sort((a, b) => a - b);
const iceCandidate = (tag: string, index: number) => ({
  candidate: `candidate:${tag}-${index} 1 udp 2122260223 192.0.2.${(index % 250) + 1} ${50_000 + index} typ host generation 0`,
  sdpMid: '0',
  sdpMLineIndex: 0,
});

interface CallSockets {
  customer: Client;
  astrologer: Client;
}

interface CallResult {
  consultationId: number;
  setupMs: number;
  /** The booking's HTTP response time (the customer's page answers only once it is back). */
  bookingMs: number;
  /** Time spent in each step, in order: ring heard, accept, offer to both media reports sent, reports to connected. */
  stepsMs: [number, number, number, number];
  candidateLatencies: number[];
  bookingAttempts: number;
}

/** The value the first matching event carries, or an error after timeoutMs. */
function waitFor<T>(socket: Client, event: string, matches: (payload: T) => boolean, timeoutMs = 300_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Throws when a command's acknowledgement is an error: a refused signal would leave the call half set up. */
async function command(socket: Client, event: string, payload: unknown): Promise<void> {
  const response = await ack(socket, event, payload);
  if ('error' in response) throw new Error(`${event} refused: ${response.error.code} ${response.error.message}`);
}

/**
 * One call from the customer's booking to 'connected' on both sides, the way the two apps take it: the astrologer
 * answers on hearing the ring (new-consultation-for-astrologer, sent when the booking commits) and offers at once;
 * the customer's call page answers once its booking response is back (it needs the call's id). Signals that reach
 * the customer before then are kept for it (a simplification: the app would get them again from the astrologer's
 * repeated offer, use-voice-call.ts's OFFER_RETRY_MS).
 */
async function setUpCall(url: string, customerToken: string, astrologer: { id: number; token: string }, sockets: CallSockets): Promise<CallResult> {
  const started = performance.now();
  const ring = waitFor<{ consultationId: number; channel?: string }>(sockets.astrologer, 'new-consultation-for-astrologer', (event) => event.channel === 'call');
  ring.catch(() => undefined);
  // Everything the customer's socket hears from now on is this call's (one customer, one call).
  const customerSignals: CallSignalEvent[] = [];
  let customerHears: ((event: CallSignalEvent) => void) | undefined;
  const onCustomerSignal = (event: CallSignalEvent) => (customerHears ? customerHears(event) : customerSignals.push(event));
  sockets.customer.on('call-signal', onCustomerSignal);
  const customerConnected = waitFor<CallStateEvent>(sockets.customer, 'call-state', (event) => event.state === 'connected');
  customerConnected.catch(() => undefined);

  const booking = (async () => {
    // A booking that loses a race on the embedded engine is tried again (counted), as the customer's retry would be.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const booked = await api<Consultation>(url, 'POST', '/api/consultations', customerToken, { astrologerId: astrologer.id, duration: 10, channel: 'call' });
      if (booked.status === 201) return { consultationId: booked.body.id, attempts: attempt, at: performance.now() };
      if (attempt === 5) throw new Error(`booking failed: ${booked.status} ${JSON.stringify(booked.body)}`);
    }
    throw new Error('unreachable');
  })();
  booking.catch(() => undefined);

  const { consultationId } = await ring;
  const rungAt = performance.now();
  const astrologerConnected = waitFor<CallStateEvent>(sockets.astrologer, 'call-state', (event) => event.consultationId === consultationId && event.state === 'connected');
  astrologerConnected.catch(() => undefined);

  const sentAt = new Map<string, number>();
  const candidateLatencies: number[] = [];
  const sendCandidates = (socket: Client, tag: string) =>
    Promise.all(
      Array.from({ length: CANDIDATES }, (_, index) => {
        const candidate = iceCandidate(`${consultationId}-${tag}`, index);
        sentAt.set(candidate.candidate, performance.now());
        return command(socket, 'call-signal', { consultationId, signal: { kind: 'ice-candidate', candidate } });
      }),
    );
  const timeCandidate = (event: CallSignalEvent) => {
    if (event.signal.kind !== 'ice-candidate') return;
    const sent = sentAt.get(event.signal.candidate.candidate);
    if (sent !== undefined) candidateLatencies.push(performance.now() - sent);
  };

  // The astrologer has everything once the answer and the customer's candidates are in.
  const astrologerHasAll = new Promise<void>((resolve) => {
    let candidates = 0;
    let answered = false;
    const listener = (event: CallSignalEvent) => {
      if (event.consultationId !== consultationId) return;
      timeCandidate(event);
      if (event.signal.kind === 'answer') answered = true;
      if (event.signal.kind === 'ice-candidate') candidates += 1;
      if (answered && candidates === CANDIDATES) {
        sockets.astrologer.off('call-signal', listener);
        resolve();
      }
    };
    sockets.astrologer.on('call-signal', listener);
  });
  // The customer's page, once the booking is back: answers the offer, trickles its candidates, and has everything
  // once the astrologer's candidates are in.
  const customerSide = (async () => {
    await booking;
    let sending: Promise<unknown> = Promise.resolve();
    await new Promise<void>((resolve) => {
      let candidates = 0;
      customerHears = (event) => {
        // Candidates are timed on arrival at the socket (onCustomerSignal keeps them in order), not when handled.
        if (event.signal.kind === 'offer') {
          sending = command(sockets.customer, 'call-signal', { consultationId, signal: { kind: 'answer', sdp: SDP } }).then(() => sendCandidates(sockets.customer, 'user'));
        }
        if (event.signal.kind === 'ice-candidate') candidates += 1;
        if (candidates === CANDIDATES) resolve();
      };
      for (const event of customerSignals.splice(0)) customerHears(event);
    });
    sockets.customer.off('call-signal', onCustomerSignal);
    await sending;
    await command(sockets.customer, 'call-media', { consultationId, state: 'connected' });
  })();
  sockets.customer.on('call-signal', timeCandidate);

  const accepted = await api<{ state: string }>(url, 'POST', `/api/calls/${consultationId}/accept`, astrologer.token);
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  const acceptedAt = performance.now();
  await command(sockets.astrologer, 'call-signal', { consultationId, signal: { kind: 'offer', sdp: SDP } });
  await sendCandidates(sockets.astrologer, 'astrologer');

  // Audio flows once a side has the other's candidates: each reports it; the server starts the clock on the second.
  await Promise.all([customerSide, astrologerHasAll.then(() => command(sockets.astrologer, 'call-media', { consultationId, state: 'connected' }))]);
  sockets.customer.off('call-signal', timeCandidate);
  const reportedAt = performance.now();
  await Promise.all([customerConnected, astrologerConnected]);
  const connectedAt = performance.now();
  const booked = await booking;
  return {
    consultationId,
    setupMs: connectedAt - started,
    bookingMs: booked.at - started,
    stepsMs: [rungAt - started, acceptedAt - rungAt, reportedAt - acceptedAt, connectedAt - reportedAt],
    candidateLatencies,
    bookingAttempts: booked.attempts,
  };
}

interface SaturatedResult {
  relay: string;
  'msg/s': number;
  'p50 ms': number;
  'p99 ms': number;
  refused: number;
}

/**
 * Every socket sends its next message as soon as the previous one is acknowledged, for WARMUP_SECONDS unmeasured,
 * then PHASE_SECONDS measured: messages received by the other side per second, and send-to-receive latency.
 * `send` emits one message and returns its key; `keyOf` reads the key back from what the other side received.
 */
async function saturate<E>(
  relay: string,
  pairs: Array<{ sockets: [Client, Client]; id: number }>,
  receivedEvent: string,
  keyOf: (event: E, receiver: Client) => string | undefined,
  send: (from: Client, id: number, key: string) => Promise<AckResponse<unknown>>,
): Promise<SaturatedResult> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let received = 0;
  let refused = 0;
  let measuring = false;
  let running = true;
  let counter = 0;
  const listeners: Array<() => void> = [];
  for (const pair of pairs) {
    for (const socket of pair.sockets) {
      const listener = (event: E) => {
        const key = keyOf(event, socket);
        const started = key === undefined ? undefined : sentAt.get(key);
        if (started === undefined) return;
        sentAt.delete(key!);
        if (!measuring) return;
        received += 1;
        latencies.push(performance.now() - started);
      };
      socket.on(receivedEvent, listener);
      listeners.push(() => socket.off(receivedEvent, listener));
    }
  }
  const loops = pairs.flatMap((pair) =>
    pair.sockets.map(async (from) => {
      while (running) {
        counter += 1;
        const key = `${from.id}:${counter}`;
        sentAt.set(key, performance.now());
        const response = await send(from, pair.id, key).catch(() => ({ error: { code: 'TIMEOUT', message: '' } }));
        if ('error' in response) {
          sentAt.delete(key);
          if (measuring) refused += 1;
          // A refused signal (the allowance is spent) is answered at once: waiting a little keeps the loop from
          // spinning on refusals instead of sending when the allowance refills.
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, WARMUP_SECONDS * 1000));
  measuring = true;
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, PHASE_SECONDS * 1000));
  measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  running = false;
  await Promise.all(loops);
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const off of listeners) off();
  latencies.sort((a, b) => a - b);
  return { relay, 'msg/s': Math.round(received / elapsed), 'p50 ms': round(percentile(latencies, 50)), 'p99 ms': round(percentile(latencies, 99)), refused };
}

/** The baseline: the API's chat relay between CALLS customer-astrologer pairs, saturated as bench:chat does it. */
async function chatRelay(info: ServerInfo): Promise<SaturatedResult> {
  const pairs: Array<{ sockets: [Client, Client]; id: number }> = [];
  await inBatches(info.chatCustomers, 1, async (customerToken, index) => {
    // One at a time: these bookings are set-up, not what is measured.
    const booked = await api<Consultation>(info.url, 'POST', '/api/consultations', customerToken, { astrologerId: info.astrologers[index].id, duration: 60, topic: 'Bench' });
    if (booked.status !== 201) throw new Error(`chat booking failed: ${booked.status} ${JSON.stringify(booked.body)}`);
    // The API refuses messages until the session starts: the customer skips the birth-details step (docs/trust.md).
    const skipped = await api(info.url, 'POST', `/api/consultations/${booked.body.id}/skip-details`, customerToken);
    if (skipped.status >= 300) throw new Error(`skip-details failed: ${skipped.status}`);
    pairs.push({ id: booked.body.id, sockets: [await open(info.url, customerToken), await open(info.url, info.astrologers[index].token)] });
  });
  try {
    for (const pair of pairs) for (const socket of pair.sockets) await command(socket, 'join-consultation', { consultationId: pair.id });
    return await saturate<ChatMessage>(
      'chat (message-sent -> new-message)',
      pairs,
      'new-message',
      // The API also echoes a message to its sender's own sockets (other tabs): count the other side only.
      (message, receiver) => (message.clientMessageId?.startsWith(`${receiver.id}:`) ? undefined : message.clientMessageId),
      (from, consultationId, key) => ack(from, 'message-sent', { consultationId, message: `Bench message ${key} about career and marriage timing`, clientMessageId: key }),
    );
  } finally {
    // Before the calls: the astrologers' chat sockets would otherwise hear their calls' signals too.
    for (const pair of pairs) for (const socket of pair.sockets) socket.disconnect();
  }
}

async function main(): Promise<void> {
  console.log(`Starting the API (embedded engine; ${CALLS} astrologers who take calls, ${2 * CALLS + WARMUP_CALLS} customers) ...`);
  const api_ = await startApi();
  const { info } = api_;
  const sockets: Client[] = [];
  try {
    console.log(`Database: ${info.engine}; ${CALLS} calls at once (${2 * CALLS} clients), ${CANDIDATES} ICE candidates per side; ${PHASE_SECONDS}s saturated phases after ${WARMUP_SECONDS}s warm-up${shortRunNote}\n`);
    const chat = await chatRelay(info);
    console.log(`chat relay measured: ${chat['msg/s']} msg/s; setting up ${WARMUP_CALLS} warm-up calls, then ${CALLS} at once ...`);

    // Every browser is connected before anyone taps Call, as in the app (the dashboard and the chat keep a socket).
    const callSockets: CallSockets[] = [];
    await inBatches(info.astrologers, 50, async (astrologer, index) => {
      callSockets[index] = { customer: await open(info.url, info.callCustomers[index]), astrologer: await open(info.url, astrologer.token) };
    });
    sockets.push(...callSockets.flatMap((pair) => [pair.customer, pair.astrologer]));

    // Warm-up calls (their own customers, the first astrologers), set up and ended before the measured burst.
    const warmupSockets = await Promise.all(
      Array.from({ length: WARMUP_CALLS }, async (_, index) => ({ customer: await open(info.url, info.callCustomers[CALLS + index]), astrologer: callSockets[index].astrologer })),
    );
    sockets.push(...warmupSockets.map((pair) => pair.customer));
    const alone: number[] = [];
    for (const [index, pair] of warmupSockets.entries()) {
      const call = await setUpCall(info.url, info.callCustomers[CALLS + index], info.astrologers[index], pair);
      alone.push(call.setupMs);
      await api(info.url, 'POST', `/api/consultations/${call.consultationId}/end`, info.callCustomers[CALLS + index]);
    }

    const burstStarted = performance.now();
    const calls = await Promise.all(info.astrologers.map((astrologer, index) => setUpCall(info.url, info.callCustomers[index], astrologer, callSockets[index])));
    const burstSeconds = (performance.now() - burstStarted) / 1000;
    console.log(`${CALLS} calls connected; saturating their signalling ...`);

    const setup = sortedCopy(calls.map((call) => call.setupMs));
    const candidates = sortedCopy(calls.flatMap((call) => call.candidateLatencies));
    const stepMedian = (step: number) => Math.round(percentile(sortedCopy(calls.map((call) => call.stepsMs[step])), 50));
    const retried = calls.filter((call) => call.bookingAttempts > 1).length;
    // Per call: offer, answer and both sides' candidates relayed, and two media reports.
    const signalsPerCall = 2 + 2 * CANDIDATES + 2;

    // The connected calls' sockets then send candidates back-to-back, as a storm of ICE restarts would.
    const signalling = await saturate<CallSignalEvent>(
      'call signalling (call-signal -> call-signal)',
      calls.map((call, index) => ({ id: call.consultationId, sockets: [callSockets[index].customer, callSockets[index].astrologer] })),
      'call-signal',
      (event) => (event.signal.kind === 'ice-candidate' ? event.signal.candidate.usernameFragment ?? undefined : undefined),
      (from, consultationId, key) =>
        ack(from, 'call-signal', { consultationId, signal: { kind: 'ice-candidate', candidate: { ...iceCandidate(key, 0), usernameFragment: key } } }),
    );
    console.table([chat, signalling]);

    const allowance = 2 * CALLS * 20;
    const ratio = signalling['msg/s'] / chat['msg/s'];
    console.log(
      [
        `Setup burst: ${CALLS} calls connected in ${burstSeconds.toFixed(1)} s, ${CALLS * signalsPerCall} signalling messages (${Math.round((CALLS * signalsPerCall) / burstSeconds)} msg/s over the burst); ${retried} bookings tried again`,
        `Call setup (server, ${CALLS} calls at once): median ${Math.round(percentile(setup, 50))} ms, p95 ${Math.round(percentile(setup, 95))} ms (booking sent to call-state connected on both sides)`,
        `  where it goes (median of each step): booking sent to ring heard ${stepMedian(0)} ms, accept ${stepMedian(1)} ms, offer to both media reports sent ${stepMedian(2)} ms, reports to connected ${stepMedian(3)} ms`,
        `  booking response (the customer's page answers once it is back): median ${Math.round(percentile(sortedCopy(calls.map((call) => call.bookingMs)), 50))} ms, p95 ${Math.round(percentile(sortedCopy(calls.map((call) => call.bookingMs)), 95))} ms`,
        `  one call alone (the warm-up calls, one after another): median ${Math.round(percentile(sortedCopy(alone), 50))} ms`,
        `ICE candidate relay during setup: median ${round(percentile(candidates, 50))} ms, p99 ${round(percentile(candidates, 99))} ms (${candidates.length} candidates)`,
        `Signalling relay: ${signalling['msg/s']} msg/s = ${ratio.toFixed(2)} of the chat relay's ${chat['msg/s']} msg/s (${2 * CALLS} sockets each; candidate p99 ${signalling['p99 ms']} ms; ` +
          `${signalling.refused} refused by the per-connection allowance: 20 signals/s a socket after a burst of 120, ${allowance} msg/s for these sockets once the bursts are spent)`,
      ].join('\n'),
    );
  } finally {
    for (const socket of sockets) socket.disconnect();
    api_.process.kill('SIGTERM');
  }
  // The API's own stop ends its process (at most 10 s, serveApi); nothing here needs to wait for it.
  setTimeout(() => api_.process.kill('SIGKILL'), 15_000).unref();
}

if (process.argv.includes('--serve')) {
  serveApi()
    .then((info) => console.log(JSON.stringify(info)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
