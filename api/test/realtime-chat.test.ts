import type { ChatMessage, Consultation } from '@astrosetu/contracts';
import { setupTestServer } from './harness';
import { command, commandData, connected, nextEvent, record, settle, socketPool, type ChatClient } from './realtime-test-clients';

const t = setupTestServer();
const sockets = socketPool(() => t.current.url);
const RAJESH = 1;

afterEach(() => sockets.closeAll());

/** A fresh customer with a running 10-minute session with the demo astrologer, both connected and joined. */
async function chatSession() {
  const customer = await t.current.registerUser();
  await t.current.topUp(customer.user.id, 100_000);
  const astrologer = await t.current.loginAs('astrologer');
  const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 10 }, customer.token);
  if (booked.status !== 201) throw new Error(`booking failed: ${booked.status} ${JSON.stringify(booked.body)}`);
  const consultationId = booked.body.id;
  const customerSocket = await connected(sockets.open(customer.token));
  const astrologerSocket = await connected(sockets.open(astrologer.token));
  await commandData(customerSocket, 'join-consultation', { consultationId });
  await commandData(astrologerSocket, 'join-consultation', { consultationId });
  // The birth-details step skipped: the session starts and the chat opens (chat-before-start.test.ts has the time before).
  const skipped = await t.current.api('POST', `/api/consultations/${consultationId}/skip-details`, {}, customer.token);
  if (skipped.status !== 200) throw new Error(`skip-details failed: ${skipped.status}`);
  return { customer, astrologer, consultation: booked.body, consultationId, customerSocket, astrologerSocket };
}

async function historyOf(consultationId: number, token: string): Promise<ChatMessage[]> {
  const response = await t.current.api<ChatMessage[]>('GET', `/api/chat/${consultationId}`, undefined, token);
  expect(response.status).toBe(200);
  return response.body;
}

describe('join-consultation', () => {
  it('when a participant joins, then the answer holds the session, its messages, receipts and the server clock', async () => {
    const { customer, consultationId, consultation, customerSocket } = await chatSession();
    await commandData(customerSocket, 'message-sent', { consultationId, message: 'Namaste', clientMessageId: 'j-1' });
    const before = Date.now();
    const joined = await commandData(customerSocket, 'join-consultation', { consultationId });
    const after = Date.now();

    expect(joined.consultation).toMatchObject({ id: consultationId, userId: customer.user.id, status: 'active', astrologer: { name: 'Pandit Rajesh Sharma' } });
    expect(joined.messages.map((m) => m.message)).toEqual(['Namaste']);
    expect(joined.receipts).toEqual({ user: { deliveredUpTo: 0, readUpTo: 0 }, astrologer: { deliveredUpTo: 0, readUpTo: 0 } });
    const serverTime = Date.parse(joined.timing.serverTime);
    expect(serverTime).toBeGreaterThanOrEqual(before - 1000);
    expect(serverTime).toBeLessThanOrEqual(after + 1000);
    // Booked without birth details: the clock waited for that step (and the astrologer); skipped, it runs.
    expect(consultation.startedAt).toBeUndefined();
    expect(joined.timing).toMatchObject({ consultationId, duration: 10, startedAt: expect.any(String), endsAt: expect.any(String), autoEndAt: expect.any(String) });
  });

  it('when rejoining after a reconnect with afterMessageId, then only the newer messages come back', async () => {
    const { consultationId, customerSocket, astrologerSocket } = await chatSession();
    const first = await commandData(customerSocket, 'message-sent', { consultationId, message: 'one', clientMessageId: 'r-1' });
    await commandData(astrologerSocket, 'message-sent', { consultationId, message: 'two', clientMessageId: 'r-2' });
    const joined = await commandData(customerSocket, 'join-consultation', { consultationId, afterMessageId: first.id });
    expect(joined.messages.map((m) => m.message)).toEqual(['two']);
  });

  it('when somebody who is not a participant joins, then it is refused and they receive nothing of the room', async () => {
    const { consultationId, customerSocket, astrologerSocket } = await chatSession();
    const outsider = await t.current.registerUser();
    const otherAstrologer = await t.current.createAstrologerAccount(2);
    const admin = await t.current.loginAs('admin');
    const spies: ChatClient[] = [];
    for (const intruder of [outsider, otherAstrologer, admin]) {
      const socket = await connected(sockets.open(intruder.token));
      spies.push(socket);
      const refused = await command(socket, 'join-consultation', { consultationId });
      expect(refused).toEqual({ error: { code: 'FORBIDDEN', message: 'You are not a participant of this consultation' } });
      // Not joined, so neither typing nor receipts nor messages are accepted from it.
      expect(await command(socket, 'typing-start', { consultationId })).toMatchObject({ error: { code: 'FORBIDDEN' } });
      expect(await command(socket, 'message-sent', { consultationId, message: 'let me in', clientMessageId: 'x-1' })).toMatchObject({
        error: { code: 'FORBIDDEN' },
      });
    }
    const leaked = spies.map((spy) => [record(spy, 'new-message'), record(spy, 'typing-start'), record(spy, 'message-read')]);

    const sent = await commandData(customerSocket, 'message-sent', { consultationId, message: 'private question', clientMessageId: 'p-1' });
    await commandData(customerSocket, 'typing-start', { consultationId });
    await commandData(astrologerSocket, 'message-read', { consultationId, messageId: sent.id });
    await settle(200);

    expect(leaked.flat(2)).toEqual([]);
    const response = await t.current.api('GET', `/api/chat/${consultationId}`, undefined, outsider.token);
    expect(response.status).toBe(403);
  });

  it('when the consultation does not exist, then the answer is NOT_FOUND', async () => {
    const { token } = await t.current.loginAs('user');
    const socket = await connected(sockets.open(token));
    expect(await command(socket, 'join-consultation', { consultationId: 999_999 })).toEqual({
      error: { code: 'NOT_FOUND', message: 'Consultation not found' },
    });
  });
});

describe('message-sent and receipts', () => {
  it('when the two parties write, then each gets an acknowledgement and the other receives the stored message', async () => {
    const { customer, astrologer, consultationId, customerSocket, astrologerSocket } = await chatSession();
    const atAstrologer = nextEvent(astrologerSocket, 'new-message');
    const question = await command(customerSocket, 'message-sent', { consultationId, message: '  Will I change jobs this year?  ', clientMessageId: 'q-1' });
    expect(question).toEqual({
      data: {
        id: expect.any(Number),
        consultationId,
        senderId: customer.user.id,
        senderType: 'user',
        senderName: customer.user.username,
        message: 'Will I change jobs this year?',
        timestamp: expect.any(String),
        clientMessageId: 'q-1',
      },
    });
    const stored = 'data' in question ? question.data : undefined;
    expect(await atAstrologer).toEqual(stored);

    const atCustomer = nextEvent(customerSocket, 'new-message', (m) => m.senderType === 'astrologer');
    const answer = await commandData(astrologerSocket, 'message-sent', { consultationId, message: 'Jupiter favours a change after June.', clientMessageId: 'a-1' });
    expect(answer).toMatchObject({ senderType: 'astrologer', senderName: 'Pandit Rajesh Sharma', senderId: astrologer.user.id });
    expect(await atCustomer).toEqual(answer);

    const history = await historyOf(consultationId, customer.token);
    expect(history.map((m) => [m.senderType, m.message])).toEqual([
      ['user', 'Will I change jobs this year?'],
      ['astrologer', 'Jupiter favours a change after June.'],
    ]);
  });

  it('when a customer has a second tab open, then that tab receives the message while the sending socket has it in its acknowledgement only', async () => {
    const { customer, consultationId, customerSocket } = await chatSession();
    const secondTab = await connected(sockets.open(customer.token));
    await commandData(secondTab, 'join-consultation', { consultationId });
    const echoes = record(customerSocket, 'new-message');
    const inSecondTab = nextEvent(secondTab, 'new-message');
    const sent = await commandData(customerSocket, 'message-sent', { consultationId, message: 'From my phone', clientMessageId: 'tab-1' });
    expect(await inSecondTab).toEqual(sent);
    await settle();
    expect(echoes).toEqual([]);
  });

  it('when the receiver confirms delivery and reading, then the sender gets message-delivered and message-read', async () => {
    const { consultationId, customerSocket, astrologerSocket } = await chatSession();
    const first = await commandData(customerSocket, 'message-sent', { consultationId, message: 'first', clientMessageId: 'd-1' });
    const second = await commandData(customerSocket, 'message-sent', { consultationId, message: 'second', clientMessageId: 'd-2' });

    const delivered = nextEvent(customerSocket, 'message-delivered');
    expect(await command(astrologerSocket, 'message-delivered', { consultationId, messageId: second.id })).toEqual({ data: { upTo: second.id, advanced: true } });
    expect(await delivered).toEqual({ consultationId, messageId: second.id, by: 'astrologer' });

    // An older receipt never moves the watermark back, and nothing is broadcast for it.
    const late = record(customerSocket, 'message-delivered');
    expect(await command(astrologerSocket, 'message-delivered', { consultationId, messageId: first.id })).toEqual({ data: { upTo: second.id, advanced: false } });

    const read = nextEvent(customerSocket, 'message-read');
    expect(await command(astrologerSocket, 'message-read', { consultationId, messageId: second.id })).toEqual({ data: { upTo: second.id, advanced: true } });
    expect(await read).toEqual({ consultationId, messageId: second.id, by: 'astrologer' });
    await settle();
    expect(late).toEqual([]);

    // A rejoining sender sees the marks it missed.
    const joined = await commandData(customerSocket, 'join-consultation', { consultationId });
    expect(joined.receipts.astrologer).toEqual({ deliveredUpTo: second.id, readUpTo: second.id });
  });

  it('when a receipt names the reader’s own message or a message of another consultation, then it is refused', async () => {
    const first = await chatSession();
    const second = await chatSession();
    const own = await commandData(first.customerSocket, 'message-sent', { consultationId: first.consultationId, message: 'mine', clientMessageId: 'o-1' });
    const elsewhere = await commandData(second.customerSocket, 'message-sent', { consultationId: second.consultationId, message: 'theirs', clientMessageId: 'o-2' });
    expect(await command(first.customerSocket, 'message-read', { consultationId: first.consultationId, messageId: own.id })).toMatchObject({
      error: { code: 'VALIDATION_FAILED' },
    });
    expect(await command(first.astrologerSocket, 'message-read', { consultationId: first.consultationId, messageId: elsewhere.id })).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'Message not found' },
    });
  });

  it('when a payload is invalid, then the acknowledgement carries the validation error and nothing is broadcast or stored', async () => {
    const { customer, consultationId, customerSocket, astrologerSocket } = await chatSession();
    const received = [record(astrologerSocket, 'new-message'), record(astrologerSocket, 'typing-start')];

    expect(await command(customerSocket, 'message-sent', { consultationId, message: '   ', clientMessageId: 'v-1' })).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Message cannot be empty',
        fields: { message: 'Message cannot be empty' },
        fieldErrors: { message: { code: 'chat.messageEmpty', message: 'Message cannot be empty' } },
      },
    });
    expect(await command(customerSocket, 'message-sent', { consultationId, message: 'no id' } as never)).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { clientMessageId: 'clientMessageId is required' } },
    });
    expect(await command(customerSocket, 'message-sent', { consultationId: 'abc', message: 'x', clientMessageId: 'v-2' } as never)).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { consultationId: 'Id must be a positive whole number' } },
    });
    expect(await command(customerSocket, 'message-sent', { consultationId, message: 'x'.repeat(4001), clientMessageId: 'v-3' })).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'Message must be at most 4000 characters' },
    });
    expect(await command(customerSocket, 'typing-start', null as never)).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect(await command(customerSocket, 'message-read', { consultationId, messageId: -4 })).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });

    // Without an acknowledgement function the server must not fall over either.
    customerSocket.emit('message-sent', 'garbage' as never, undefined as never);
    await settle(200);
    expect(customerSocket.connected).toBe(true);
    expect(received.flat()).toEqual([]);
    expect(await historyOf(consultationId, customer.token)).toEqual([]);
  });

  it('when a client loses its connection before an acknowledgement and resends its queue after reconnecting, then every message is stored and delivered once', async () => {
    const { customer, consultationId, customerSocket: firstTab, astrologerSocket } = await chatSession();
    firstTab.disconnect();
    const customerSocket = await connected(sockets.open(customer.token, { reconnection: true }));
    await commandData(customerSocket, 'join-consultation', { consultationId });
    const atAstrologer = record(astrologerSocket, 'new-message');
    const queue = [
      { consultationId, message: 'Is Saturn transit difficult for me?', clientMessageId: 'queue-1' },
      { consultationId, message: 'And for my brother?', clientMessageId: 'queue-2' },
      { consultationId, message: 'Thank you', clientMessageId: 'queue-3' },
    ];
    // The first message is stored, but the client never sees its acknowledgement: the network drops.
    customerSocket.emit('message-sent', queue[0], () => undefined);
    await nextEvent(astrologerSocket, 'new-message', (m) => m.clientMessageId === 'queue-1');
    const reconnected = new Promise((resolve) => customerSocket.io.once('reconnect', resolve));
    customerSocket.io.engine.close();
    await reconnected;
    await connected(customerSocket);

    // Reconnected, the client rejoins and sends everything it has no acknowledgement for, in order
    // (and, to be sure, the whole queue twice).
    await commandData(customerSocket, 'join-consultation', { consultationId });
    const acks: ChatMessage[] = [];
    for (const pending of [...queue, ...queue]) acks.push(await commandData(customerSocket, 'message-sent', pending));
    await settle(200);

    const history = await historyOf(consultationId, customer.token);
    expect(history.map((m) => m.clientMessageId)).toEqual(['queue-1', 'queue-2', 'queue-3']);
    expect(acks.map((m) => m.id)).toEqual([...history.map((m) => m.id), ...history.map((m) => m.id)]);
    expect(atAstrologer.map((m) => m.clientMessageId)).toEqual(['queue-1', 'queue-2', 'queue-3']);
  });

  it('when both sides send a burst at once, resends included, then each message is stored once and the acks follow the stored order', async () => {
    const { customer, consultationId, customerSocket, astrologerSocket } = await chatSession();
    const sends = Array.from({ length: 30 }, (_, index) => {
      const socket = index % 2 === 0 ? customerSocket : astrologerSocket;
      // Every fifth message is sent twice at the same moment, as a client retrying too early would.
      const clientMessageId = `burst-${index}`;
      const payload = { consultationId, message: `Burst message ${index}`, clientMessageId };
      return index % 5 === 0 ? [commandData(socket, 'message-sent', payload), commandData(socket, 'message-sent', payload)] : [commandData(socket, 'message-sent', payload)];
    });
    const acks = await Promise.all(sends.map((group) => Promise.all(group)));
    for (const group of acks) expect(new Set(group.map((message) => message.id)).size).toBe(1);

    const history = await historyOf(consultationId, customer.token);
    expect(history).toHaveLength(30);
    expect(new Set(history.map((m) => m.clientMessageId)).size).toBe(30);
    expect(history.map((m) => m.id)).toEqual([...history.map((m) => m.id)].sort((a, b) => a - b));
    expect(acks.map((group) => group[0].id).sort((a, b) => a - b)).toEqual(history.map((m) => m.id));
  });

  it('when one connection floods the consultation, then messages beyond the allowance are refused with RATE_LIMITED and not broadcast', async () => {
    const { consultationId, customerSocket, astrologerSocket } = await chatSession();
    const received = record(astrologerSocket, 'new-message');
    const answers = await Promise.all(
      Array.from({ length: 26 }, (_, index) => command(customerSocket, 'message-sent', { consultationId, message: `flood ${index}`, clientMessageId: `flood-${index}` })),
    );
    const refused = answers.filter((answer) => 'error' in answer);
    expect(answers.length - refused.length).toBe(20);
    expect(refused[0]).toEqual({ error: { code: 'RATE_LIMITED', message: 'You are sending messages too fast. Please wait a moment.' } });
    await settle(300);
    expect(received).toHaveLength(20);
  });

  it('when the consultation has ended, then message-sent is refused with CONFLICT', async () => {
    const { customer, consultationId, customerSocket } = await chatSession();
    await commandData(customerSocket, 'message-sent', { consultationId, message: 'Thank you, Panditji', clientMessageId: 'end-1' });
    await t.current.api('POST', `/api/consultations/${consultationId}/end`, { rating: 5, review: 'Great' }, customer.token);
    expect(await command(customerSocket, 'message-sent', { consultationId, message: 'one more', clientMessageId: 'late-1' })).toMatchObject({
      error: { code: 'CONFLICT' },
    });
  });
});

describe('typing', () => {
  it('when one side starts and stops typing, then only the other side hears it', async () => {
    const { customer, consultationId, customerSocket, astrologerSocket } = await chatSession();
    const ownEcho = record(customerSocket, 'typing-start');
    const started = nextEvent(astrologerSocket, 'typing-start');
    expect(await command(customerSocket, 'typing-start', { consultationId })).toEqual({ data: { consultationId } });
    expect(await started).toEqual({ consultationId, userId: customer.user.id, senderType: 'user', name: customer.user.username });

    const stopped = nextEvent(astrologerSocket, 'typing-stop');
    await commandData(customerSocket, 'typing-stop', { consultationId });
    expect(await stopped).toMatchObject({ consultationId, senderType: 'user' });

    const astrologerTyping = nextEvent(customerSocket, 'typing-start');
    await commandData(astrologerSocket, 'typing-start', { consultationId });
    expect(await astrologerTyping).toMatchObject({ senderType: 'astrologer', name: 'Pandit Rajesh Sharma' });
    await settle();
    expect(ownEcho.filter((event) => event.senderType === 'user')).toEqual([]);
  });

  it('when a typing socket disconnects, then the other side gets typing-stop', async () => {
    const { consultationId, customerSocket, astrologerSocket } = await chatSession();
    await commandData(astrologerSocket, 'typing-start', { consultationId });
    const stopped = nextEvent(customerSocket, 'typing-stop');
    astrologerSocket.disconnect();
    expect(await stopped).toMatchObject({ consultationId, senderType: 'astrologer' });
  });
});

describe('server-time', () => {
  it('when asked, then the server answers with its clock', async () => {
    const { token } = await t.current.loginAs('user');
    const socket = await connected(sockets.open(token));
    const before = Date.now();
    const { serverTime } = await commandData(socket, 'server-time', {});
    expect(Math.abs(Date.parse(serverTime) - before)).toBeLessThan(2_000);
  });
});
