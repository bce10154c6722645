// `npm run bench:calls:browser`: how long a voice call takes to set up in the browser, from the customer's tap on
// "Call" to audio flowing both ways, over BENCH_BROWSER_CALLS calls one after another (default 20), on loopback.
//
// Two Chromium pages with a fake microphone (--use-fake-device-for-media-stream --use-fake-ui-for-media-stream and
// e2e's fake voice WAV) take the customer's and the astrologer's part with real RTCPeerConnections, in the order
// mf-chat's use-voice-call.ts takes them: the customer books (the tap) and opens the microphone, the astrologer
// accepts and opens the microphone, both fetch the call's ICE servers, the astrologer offers, the customer answers,
// both trickle their ICE candidates, and each reports call-media 'connected' once audio packets arrive with ICE
// connected. The signalling goes through a real API (api/bench/calls.ts --serve: in-process embedded database on a
// free port, verified funded customers and astrologers who take calls) over Socket.IO; the pages hand their
// signals to this script, which carries them on the participants' sockets (a few ms of DevTools round trip each
// way, counted in the figures).
//
// What it does not include: the app's pages and their loading (it drives no production build: serving those needs
// ports 4200-4204), and the app's stats poll (use-voice-call.ts reads getStats every 1 s, so the app reports audio up
// to 1 s after it flows; this polls every 20 ms to time the audio itself).
//
// Uses no fixed port: the API listens on a free one and Chromium is driven over a pipe.
//   npm run bench:calls:browser          (BENCH_BROWSER_CALLS=5 for a quick run)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { io as connect, type Socket } from 'socket.io-client';
import { writeFakeVoice } from './media/fake-voice';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CALLS = Number(process.env.BENCH_BROWSER_CALLS ?? 20);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Side = 'customer' | 'astrologer';

/** A WebRTC signal as the API relays it (call-signal). */
interface CallSignal {
  kind: string;
  sdp?: string;
  candidate?: RTCIceCandidateInit;
}

/** What pagePart keeps in each Chromium page: the peer connection's steps. */
interface BenchCallPage {
  open(): Promise<void>;
  start(side: Side, configuration: RTCConfiguration): Promise<void>;
  receive(signal: CallSignal): Promise<void>;
  audioFlowing(): Promise<void>;
  hangUp(): void;
}

declare global {
  interface Window {
    bench: BenchCallPage;
    /** Sends a signal through the bench's socket (page.exposeFunction). */
    sendSignal(signal: CallSignal): Promise<void>;
  }
}

/** The JSON line api/bench/calls.ts --serve prints once it listens. */
interface CallBenchApi {
  url: string;
  engine: string;
  astrologers: { id: number; token: string }[];
  /** Customers' tokens, one per call and one for the warm-up call (the last). */
  callCustomers: string[];
}

interface Participant {
  page: Page;
  socket: Socket;
  token: string;
  /** The consultation whose signals this side sends and receives. */
  call: number;
  close(): Promise<void>;
}

/** The times of one call's steps, in ms. */
interface CallTimes {
  total: number;
  audio: number;
  booking: number;
  answer: number;
  media: number;
  clock: number;
}

/** The API with the call bench's accounts (api/bench/calls.ts --serve); resolves with its JSON line. */
function startApi(): Promise<{ child: ChildProcess; info: CallBenchApi }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(workspaceRoot, 'api/bench/calls.ts'), '--serve'], {
    cwd: join(workspaceRoot, 'api'),
    stdio: ['ignore', 'pipe', 'inherit'],
    // One astrologer and one customer per call (and a few the server bench's warm-up and chat baseline would use).
    env: { ...process.env, BENCH_CALLS: String(CALLS) },
  });
  // A crash of this script must not leave the API running.
  process.once('exit', () => child.kill('SIGTERM'));
  const lines = createInterface({ input: child.stdout });
  return new Promise((resolvePromise, reject) => {
    lines.once('line', (line) => resolvePromise({ child, info: JSON.parse(line) as CallBenchApi }));
    child.once('exit', (code) => reject(new Error(`the API exited with ${code} before it was ready`)));
  });
}

/**
 * Runs in each page: the side's part of use-voice-call.ts. window.bench.open() opens the microphone; start()
 * fetches nothing itself (the ICE servers come from the script) and builds the connection; the astrologer offers.
 * Signals out go through window.sendSignal (exposed by the script); signals in arrive through window.bench.receive.
 */
function pagePart(): void {
  let stream: MediaStream | null = null;
  let pc: RTCPeerConnection | null = null;
  let pending: RTCIceCandidateInit[] = [];
  const flush = async () => {
    const waiting = pending;
    pending = [];
    for (const candidate of waiting) await pc?.addIceCandidate(candidate).catch(() => undefined);
  };
  window.bench = {
    async open() {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    },
    async start(side, configuration) {
      const connection = new RTCPeerConnection(configuration);
      pc = connection;
      const microphone = stream;
      if (!microphone) throw new Error('open() the microphone first');
      for (const track of microphone.getAudioTracks()) connection.addTrack(track, microphone);
      connection.onicecandidate = (event) => {
        if (event.candidate) void window.sendSignal({ kind: 'ice-candidate', candidate: event.candidate.toJSON() });
      };
      if (side === 'astrologer') {
        const offer = await connection.createOffer();
        await connection.setLocalDescription(offer);
        void window.sendSignal({ kind: 'offer', sdp: offer.sdp });
      }
    },
    async receive(signal) {
      if (signal.kind === 'ice-candidate') {
        if (!signal.candidate) return;
        if (pc?.remoteDescription) await pc.addIceCandidate(signal.candidate).catch(() => undefined);
        else pending.push(signal.candidate);
        return;
      }
      // An offer or an answer arrives after start() has built the connection.
      if (!pc) return;
      if (signal.kind === 'offer') {
        await pc.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
        const answer = await pc.createAnswer();
        await pc.setLocalDescription(answer);
        void window.sendSignal({ kind: 'answer', sdp: answer.sdp });
        await flush();
      } else if (signal.kind === 'answer') {
        await pc.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
        await flush();
      }
    },
    /** Resolves once audio packets arrive from the other side with ICE connected (what the app reports). */
    audioFlowing() {
      return new Promise<void>((resolveFlowing) => {
        const timer = setInterval(async () => {
          if (!pc || (pc.iceConnectionState !== 'connected' && pc.iceConnectionState !== 'completed')) return;
          const stats = await pc.getStats();
          for (const report of stats.values() as IterableIterator<RTCStats & { kind?: string; packetsReceived?: number }>) {
            if (report.type === 'inbound-rtp' && report.kind === 'audio' && (report.packetsReceived ?? 0) > 0) {
              clearInterval(timer);
              resolveFlowing();
              return;
            }
          }
        }, 20);
      });
    },
    hangUp() {
      pc?.close();
      pc = null;
      pending = [];
      stream?.getTracks().forEach((track) => track.stop());
      stream = null;
    },
  };
}

function openSocket(url: string, token: string): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io/', transports: ['websocket'], reconnection: false, auth: { token } });
  return new Promise((resolvePromise, reject) => {
    socket.once('connect', () => resolvePromise(socket));
    socket.once('connect_error', reject);
  });
}

/** Calls the API as a participant; the answer's JSON (an empty object for an empty answer). */
async function api<T = Record<string, never>>(url: string, method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** A participant: a page (its own browser context) and the socket its signals travel on. */
async function participant(browser: Browser, url: string, token: string): Promise<Participant> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // A secure context (127.0.0.1) for getUserMedia: the API's health page will do.
  await page.goto(`${url}/api/health`);
  await page.evaluate(pagePart);
  const socket = await openSocket(url, token);
  let consultationId = 0;
  await page.exposeFunction('sendSignal', (signal: CallSignal) => {
    socket.emit('call-signal', { consultationId, signal }, () => undefined);
  });
  socket.on('call-signal', (event: { consultationId: number; signal: CallSignal }) => {
    if (event.consultationId === consultationId) void page.evaluate((signal) => window.bench.receive(signal), event.signal).catch(() => undefined);
  });
  return {
    page,
    socket,
    token,
    get call() {
      return consultationId;
    },
    set call(id: number) {
      consultationId = id;
    },
    close: () => {
      socket.disconnect();
      return context.close();
    },
  };
}

/** Resolves when the API tells this socket that the consultation reached `state`. */
function nextCallState(socket: Socket, consultationId: number, state: string): Promise<void> {
  return new Promise((resolvePromise) => {
    const listener = (event: { consultationId: number; state: string }) => {
      if (event.consultationId !== consultationId || event.state !== state) return;
      socket.off('call-state', listener);
      resolvePromise();
    };
    socket.on('call-state', listener);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One call, from the tap on Call to both sides hearing call-state 'connected'; the times of its steps in ms. */
async function oneCall(url: string, customer: Participant, astrologer: Participant, astrologerId: number): Promise<CallTimes> {
  const tapped = performance.now();
  const microphone = customer.page.evaluate(() => window.bench.open());
  const booked = await api<{ id: number }>(url, 'POST', '/api/consultations', customer.token, { astrologerId, duration: 10, channel: 'call' });
  customer.call = booked.id;
  astrologer.call = booked.id;
  const bothConnected = Promise.all([nextCallState(customer.socket, booked.id, 'connected'), nextCallState(astrologer.socket, booked.id, 'connected')]);
  const bookedAt = performance.now();
  // The astrologer's page rings and opens the microphone; the astrologer taps Answer.
  await astrologer.page.evaluate(() => window.bench.open());
  await api(url, 'POST', `/api/calls/${booked.id}/accept`, astrologer.token, {});
  const answeredAt = performance.now();
  await microphone;
  const sides: [Participant, Side][] = [
    [customer, 'customer'],
    [astrologer, 'astrologer'],
  ];
  // Each side fetches its ICE servers, builds its connection (the astrologer offers), and reports audio.
  await Promise.all(
    sides.map(async ([side, name]) => {
      const servers = await api<{ iceServers: RTCIceServer[]; iceTransportPolicy?: RTCIceTransportPolicy }>(url, 'GET', `/api/calls/${booked.id}/ice-servers`, side.token);
      const configuration: RTCConfiguration = { iceServers: servers.iceServers, iceTransportPolicy: servers.iceTransportPolicy };
      await side.page.evaluate(([sideName, sideConfiguration]) => window.bench.start(sideName, sideConfiguration), [name, configuration] as const);
    }),
  );
  let audioAt = 0;
  await Promise.all(
    sides.map(async ([side]) => {
      await side.page.evaluate(() => window.bench.audioFlowing());
      audioAt = Math.max(audioAt, performance.now());
      await new Promise((resolvePromise) => side.socket.emit('call-media', { consultationId: booked.id, state: 'connected' }, resolvePromise));
    }),
  );
  await bothConnected;
  const connectedAt = performance.now();
  await api(url, 'POST', `/api/consultations/${booked.id}/end`, customer.token, {});
  await Promise.all(sides.map(([side]) => side.page.evaluate(() => window.bench.hangUp())));
  return { total: connectedAt - tapped, audio: audioAt - tapped, booking: bookedAt - tapped, answer: answeredAt - bookedAt, media: audioAt - answeredAt, clock: connectedAt - audioAt };
}

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-call-browser-'));
  console.log(`Starting the API (embedded engine) and Chromium with a fake microphone; ${CALLS} calls one after another, loopback ...`);
  const { child, info } = await startApi();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${writeFakeVoice(scratch)}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  try {
    console.log(`Chromium ${browser.version()}; database ${info.engine}`);
    const results: CallTimes[] = [];
    // One warm-up call (not counted): the first RTCPeerConnection of a browser loads its media stack.
    for (let index = -1; index < CALLS; index += 1) {
      const slot = index < 0 ? CALLS : index;
      const astrologer = info.astrologers[Math.max(0, index)];
      const customer = await participant(browser, info.url, info.callCustomers[slot]);
      const astrologerSide = await participant(browser, info.url, astrologer.token);
      try {
        const result = await oneCall(info.url, customer, astrologerSide, astrologer.id);
        if (index >= 0) results.push(result);
      } finally {
        await customer.close();
        await astrologerSide.close();
      }
    }
    const median = (key: keyof CallTimes) => Math.round(percentile(results.map((result) => result[key]).sort((a, b) => a - b), 50));
    const p95 = (key: keyof CallTimes) => Math.round(percentile(results.map((result) => result[key]).sort((a, b) => a - b), 95));
    console.table(results.map((result) => Object.fromEntries(Object.entries(result).map(([key, value]) => [`${key} ms`, Math.round(value)]))));
    console.log(
      [
        `Call setup (browser, tap Call to audio flowing both ways, loopback, ${CALLS} calls): median ${median('audio')} ms, p95 ${p95('audio')} ms`,
        `  to call-state connected on both sides (the billing clock runs): median ${median('total')} ms, p95 ${p95('total')} ms`,
        `  steps (median): booking ${median('booking')} ms, answer ${median('answer')} ms, ICE servers + offer/answer + ICE + first audio packets ${median('media')} ms, media reports to connected ${median('clock')} ms`,
      ].join('\n'),
    );
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
