import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import mongoose from 'mongoose';
import type { Consultation } from '@astrosetu/contracts';
import type { ConsultationDocument } from '../src/modules/consultations/consultation.model';
import { startEmbeddedEngine, type EmbeddedEngine } from '../src/db/embedded-engine';
import { createLogger } from '../src/shared/logging/logger';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from './harness';
import { command, commandData, connected, nextEvent, record, settle, socketPool } from './realtime-test-clients';

/**
 * Two API instances behind one Redis, as in a scaled deployment: instance A runs in this process,
 * instance B in a child process of its own; both share one database. The customer talks to A and
 * the astrologer to B.
 */
const redisAvailable = spawnSync('redis-server', ['--version']).status === 0;
if (!redisAvailable) {
  console.warn('SKIPPED realtime-redis.test.ts: redis-server is not installed (apt-get install -y redis-server).');
}
const describeWithRedis = redisAvailable ? describe : describe.skip;

/** A free port in the range this suite may use (3400-3499). */
async function freePort(): Promise<number> {
  for (let port = 3400 + Math.floor(Math.random() * 50); port < 3500; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('No free port in 3400-3499');
}

function waitForOutput(child: ChildProcess, pattern: RegExp, what: string, timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code}:\n${output}`));
    });
  });
}

function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

describeWithRedis('two API instances with the Redis adapter', () => {
  let redis: ChildProcess | undefined;
  let engine: EmbeddedEngine | undefined;
  let instanceA: TestServer | undefined;
  let instanceB: ChildProcess | undefined;
  let urlB = '';
  const sockets = socketPool(() => instanceA!.url);

  beforeAll(async () => {
    const redisPort = await freePort();
    redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await waitForOutput(redis, /Ready to accept connections/, 'redis-server');
    engine = await startEmbeddedEngine(createLogger('silent'));
    const shared = { MONGODB_URI: engine.uri, REDIS_URL: `redis://127.0.0.1:${redisPort}`, CHAT_EXPIRY_SWEEP_INTERVAL_MS: '100' };
    instanceA = await startTestServer(shared);

    const portB = await freePort();
    urlB = `http://127.0.0.1:${portB}`;
    instanceB = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '..', 'src', 'main.ts')], {
      cwd: join(__dirname, '..'),
      env: {
        ...process.env,
        ...shared,
        NODE_ENV: 'test',
        PORT: String(portB),
        HOST: '127.0.0.1',
        JWT_SECRET: TEST_JWT_SECRET,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await waitForOutput(instanceB, /AstroSetu API ready/, 'API instance B');
  }, 120_000);

  afterAll(async () => {
    sockets.closeAll();
    await stopChild(instanceB);
    await instanceA?.close();
    await engine?.stop();
    await stopChild(redis);
  });

  afterEach(() => sockets.closeAll());

  async function sessionAcrossInstances() {
    const customer = await instanceA!.registerUser();
    await instanceA!.topUp(customer.user.id, 100_000);
    const astrologer = await instanceA!.loginAs('astrologer');
    const booked = await instanceA!.api<Consultation>('POST', '/api/consultations', { astrologerId: 1, duration: 10 }, customer.token);
    expect(booked.status).toBe(201);
    const consultationId = booked.body.id;
    const customerSocket = await connected(sockets.open(customer.token));
    const astrologerSocket = await connected(sockets.open(astrologer.token, { url: urlB }));
    await commandData(customerSocket, 'join-consultation', { consultationId });
    const started = nextEvent(customerSocket, 'session-started');
    await commandData(astrologerSocket, 'join-consultation', { consultationId });
    // The birth-details step skipped on instance A: the clock starts, and the customer hears it across instances.
    await instanceA!.api('POST', `/api/consultations/${consultationId}/skip-details`, {}, customer.token);
    expect((await started).consultationId).toBe(consultationId);
    return { customer, astrologer, consultationId, customerSocket, astrologerSocket };
  }

  it('when the customer is on one instance and the astrologer on another, then messages, typing and receipts cross', async () => {
    const { consultationId, customerSocket, astrologerSocket } = await sessionAcrossInstances();

    const atAstrologer = nextEvent(astrologerSocket, 'new-message');
    const question = await commandData(customerSocket, 'message-sent', { consultationId, message: 'Namaste from instance A', clientMessageId: 'x-1' });
    expect(await atAstrologer).toEqual(question);

    const typing = nextEvent(customerSocket, 'typing-start');
    await commandData(astrologerSocket, 'typing-start', { consultationId });
    expect(await typing).toMatchObject({ consultationId, senderType: 'astrologer' });

    const read = nextEvent(customerSocket, 'message-read');
    await commandData(astrologerSocket, 'message-read', { consultationId, messageId: question.id });
    expect(await read).toEqual({ consultationId, messageId: question.id, by: 'astrologer' });

    const atCustomer = nextEvent(customerSocket, 'new-message', (m) => m.senderType === 'astrologer');
    const answer = await commandData(astrologerSocket, 'message-sent', { consultationId, message: 'Namaste from instance B', clientMessageId: 'x-2' });
    expect(await atCustomer).toEqual(answer);
  });

  it('when the astrologer ends the session through the other instance, then the customer hears it', async () => {
    const { astrologer, consultationId, customerSocket } = await sessionAcrossInstances();
    await commandData(customerSocket, 'message-sent', { consultationId, message: 'One last question', clientMessageId: 'last-1' });
    const ended = nextEvent(customerSocket, 'consultation-ended');
    const response = await fetch(`${urlB}/api/consultations/${consultationId}/end`, {
      method: 'POST',
      headers: { authorization: `Bearer ${astrologer.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(await ended).toMatchObject({ consultationId, endedBy: 'astrologer', endReason: 'ended-by-astrologer', status: 'completed', usedMinutes: 1 });
    // Instance A no longer takes messages for it, although it had the session in memory.
    expect(await command(customerSocket, 'message-sent', { consultationId, message: 'Hello?', clientMessageId: 'last-2' })).toMatchObject({
      error: { code: 'CONFLICT' },
    });
  });

  it('when an expired session is swept by both instances, then it is ended once and both people hear it once', async () => {
    const { consultationId, customerSocket, astrologerSocket } = await sessionAcrossInstances();
    const toCustomer = record(customerSocket, 'consultation-ended');
    const toAstrologer = record(astrologerSocket, 'consultation-ended');
    // Thirteen minutes into a 10-minute package.
    await mongoose.connection
      .collection<Pick<ConsultationDocument, '_id' | 'startedAt'>>('consultations')
      .updateOne({ _id: consultationId }, { $set: { startedAt: new Date(Date.now() - 13 * 60_000) } });
    await nextEvent(customerSocket, 'consultation-ended');
    await settle(1_000);
    const expected = { consultationId, endedBy: 'system', endReason: 'expired', status: 'completed', usedMinutes: 10, refundedAmount: 0 };
    expect(toCustomer).toEqual([expected]);
    expect(toAstrologer).toEqual([expected]);
  });
});
