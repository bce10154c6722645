import type { ChatMessage, Consultation } from '@astrosetu/contracts';
import { startEmbeddedEngine, type EmbeddedEngine } from '../src/db/embedded-engine';
import { createLogger } from '../src/shared/logging/logger';
import { startTestServer, type TestServer } from './harness';
import { commandData, connected, record, settle, socketPool, type ChatClient } from './realtime-test-clients';

/**
 * The database outlives the API here (as in production): one engine, two server starts on the same
 * port, and the clients reconnect on their own in between.
 */
let engine: EmbeddedEngine;
let server: TestServer | undefined;
const sockets = socketPool(() => server!.url);

beforeAll(async () => {
  engine = await startEmbeddedEngine(createLogger('silent'));
}, 60_000);

afterAll(async () => {
  sockets.closeAll();
  await server?.close();
  await engine?.stop();
});

function reconnectedTo(socket: ChatClient): Promise<void> {
  return new Promise((resolve) => socket.io.once('reconnect', () => resolve()));
}

it('when the API restarts mid-session, then no stored message is lost and resent ones are not duplicated', async () => {
  server = await startTestServer({ MONGODB_URI: engine.uri });
  const port = String(server.server.port);
  const customer = await server.registerUser();
  await server.topUp(customer.user.id, 100_000);
  const astrologer = await server.loginAs('astrologer');
  const booked = await server.api<Consultation>('POST', '/api/consultations', { astrologerId: 1, duration: 15 }, customer.token);
  expect(booked.status).toBe(201);
  const consultationId = booked.body.id;

  const customerSocket = await connected(sockets.open(customer.token, { reconnection: true }));
  const astrologerSocket = await connected(sockets.open(astrologer.token, { reconnection: true }));
  await commandData(customerSocket, 'join-consultation', { consultationId });
  await commandData(astrologerSocket, 'join-consultation', { consultationId });
  // The birth-details step skipped: the session starts and the chat opens.
  expect((await server.api('POST', `/api/consultations/${consultationId}/skip-details`, {}, customer.token)).status).toBe(200);
  const before: ChatMessage[] = [];
  before.push(await commandData(customerSocket, 'message-sent', { consultationId, message: 'My birth time is 6:40 am', clientMessageId: 'before-1' }));
  before.push(await commandData(astrologerSocket, 'message-sent', { consultationId, message: 'Your ascendant is Leo', clientMessageId: 'before-2' }));

  // The API goes down; both clients notice and start reconnecting.
  const customerBack = reconnectedTo(customerSocket);
  const astrologerBack = reconnectedTo(astrologerSocket);
  await server.close();
  server = await startTestServer({ MONGODB_URI: engine.uri, PORT: port });
  await Promise.all([customerBack, astrologerBack]);

  // Back on the new process: rejoin, resend what might not have arrived, and carry on.
  const rejoined = await commandData(customerSocket, 'join-consultation', { consultationId });
  await commandData(astrologerSocket, 'join-consultation', { consultationId, afterMessageId: before[1].id });
  expect(rejoined.messages.map((m) => m.clientMessageId)).toEqual(['before-1', 'before-2']);
  expect(rejoined.consultation.status).toBe('active');

  const atAstrologer = record(astrologerSocket, 'new-message');
  const resent = await commandData(customerSocket, 'message-sent', { consultationId, message: 'My birth time is 6:40 am', clientMessageId: 'before-1' });
  expect(resent.id).toBe(before[0].id);
  await commandData(customerSocket, 'message-sent', { consultationId, message: 'What about my career?', clientMessageId: 'after-1' });
  await settle(200);
  expect(atAstrologer.map((m) => m.clientMessageId)).toEqual(['after-1']);

  const history = await server.api<ChatMessage[]>('GET', `/api/chat/${consultationId}`, undefined, customer.token);
  expect(history.body.map((m) => m.clientMessageId)).toEqual(['before-1', 'before-2', 'after-1']);
}, 90_000);
