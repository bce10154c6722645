import type { ChatMessage, Consultation, ModerationReport, Notification } from '@astrosetu/contracts';
import { setupTestServer } from './harness';
import { commandData, connected, record, settle, socketPool } from './realtime-test-clients';

/**
 * Contact masking across messages (docs/trust.md): a number sent in parts is hidden on its last part (the sender's
 * rolling window, socket and HTTP alike), and an astrologer who keeps sending contact details gets an automatic
 * moderation report once CONTACT_ATTEMPTS_BEFORE_REVIEW (2 here) of their messages had something hidden.
 */
const t = setupTestServer({ CONTACT_ATTEMPTS_BEFORE_REVIEW: '2', CHAT_SPLIT_NUMBER_MESSAGES: '3', CHAT_SPLIT_NUMBER_WINDOW_MS: '60000' });
const sockets = socketPool(() => t.current.url);
const RAJESH = 1;

afterEach(() => sockets.closeAll());

/** A started session (the astrologer joined, the customer skipped the birth details), both sides on sockets. */
async function startedSession() {
  const customer = await t.current.registerUser();
  await t.current.topUp(customer.user.id, 200_000);
  const astrologer = await t.current.loginAs('astrologer');
  const astrologerSocket = await connected(sockets.open(astrologer.token));
  const customerSocket = await connected(sockets.open(customer.token));
  const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 10 }, customer.token);
  if (booked.status !== 201) throw new Error(`booking failed: ${booked.status} ${JSON.stringify(booked.body)}`);
  const consultationId = booked.body.id;
  await commandData(customerSocket, 'join-consultation', { consultationId });
  await commandData(astrologerSocket, 'join-consultation', { consultationId });
  const skipped = await t.current.api<Consultation>('POST', `/api/consultations/${consultationId}/skip-details`, {}, customer.token);
  if (!skipped.body.startedAt) throw new Error('session did not start');
  return { customer, astrologer, consultationId, customerSocket, astrologerSocket };
}

const send = (token: string, consultationId: number, message: string) => t.current.api<ChatMessage>('POST', '/api/chat/message', { consultationId, message }, token);

describe('a number split over messages', () => {
  it('when the astrologer sends "98765" and then "43210" over the socket, then the second part is hidden for the customer and the attempt is counted', async () => {
    const { consultationId, customerSocket, astrologerSocket } = await startedSession();
    const received = record(customerSocket, 'new-message');
    const first = await commandData(astrologerSocket, 'message-sent', { consultationId, message: 'note karo 98765', clientMessageId: 'split-1' });
    const second = await commandData(astrologerSocket, 'message-sent', { consultationId, message: 'aur 43210', clientMessageId: 'split-2' });
    await settle();

    expect(first.message).toBe('note karo 98765');
    expect(first.maskedKinds).toBeUndefined();
    expect(second.message).toBe('aur [phone number hidden]');
    expect(second.maskedKinds).toEqual(['phone']);
    expect(received.map((message) => message.message)).toEqual(['note karo 98765', 'aur [phone number hidden]']);

    const admin = await t.current.loginAs('admin');
    const counts = await t.current.api<Array<{ astrologerId: number; attempts: number }>>('GET', '/api/admin/moderation/contact-attempts', undefined, admin.token);
    expect(counts.body.find((count) => count.astrologerId === RAJESH)?.attempts).toBeGreaterThanOrEqual(1);
  });

  it('when the parts come over HTTP with another message between them, then the last part is hidden; the same parts from the customer are hidden too', async () => {
    const { customer, astrologer, consultationId } = await startedSession();
    await send(astrologer.token, consultationId, '70123');
    await send(astrologer.token, consultationId, 'ek minute');
    const last = await send(astrologer.token, consultationId, '45678 pe call karo');
    expect(last.body.message).toBe('[phone number hidden] pe call karo');

    // Each sender has their own window: the customer's parts do not join the astrologer's.
    const mine = await send(customer.token, consultationId, '98765');
    expect(mine.body.message).toBe('98765');
    const completed = await send(customer.token, consultationId, '43210');
    expect(completed.body.message).toBe('[phone number hidden]');
  });

  it('when the parts are only figures of a consultation (years, a PIN code, amounts), then nothing is hidden', async () => {
    const { customer, consultationId } = await startedSession();
    for (const message of ['born 1990', 'PIN 600041', 'I paid ₹1,499', 'room 412, bed 23', 'married 2016']) {
      const sent = await send(customer.token, consultationId, message);
      expect(sent.body.message).toBe(message);
    }
  });

  it('when the first part is older than the window allows (3 messages here), then the parts are not joined', async () => {
    const { astrologer, consultationId } = await startedSession();
    await send(astrologer.token, consultationId, '98765');
    await send(astrologer.token, consultationId, 'one moment');
    await send(astrologer.token, consultationId, 'checking your chart');
    const late = await send(astrologer.token, consultationId, '43210');
    expect(late.body.message).toBe('43210');
  });
});

describe('repeated attempts raise a moderation report', () => {
  it('when the astrologer has contact details hidden twice, then one automatic report opens, and a third attempt does not open another', async () => {
    await t.current.reset();
    const { astrologer, consultationId } = await startedSession();
    const admin = await t.current.loginAs('admin');
    const open = () => t.current.api<ModerationReport[]>('GET', '/api/admin/moderation/reports?status=open', undefined, admin.token);

    await send(astrologer.token, consultationId, 'call me on 98765 43210');
    expect((await open()).body).toEqual([]);
    const second = await send(astrologer.token, consultationId, 'or mail pandit at gmail dot com');
    const afterSecond = await open();
    expect(afterSecond.body).toHaveLength(1);
    expect(afterSecond.body[0]).toMatchObject({
      reason: 'contact-sharing',
      reporter: { id: 0, username: 'AstroSetu (automatic)' },
      astrologer: { id: RAJESH, contactAttempts: 2 },
      consultationId,
      messageId: second.body.id,
    });
    expect(afterSecond.body[0].details).toContain('2 messages');
    expect(afterSecond.body[0].excerpt.map((message) => message.message)).toContain('or mail [e-mail hidden]');

    await send(astrologer.token, consultationId, 'telegram: @rajesh_jyotish');
    expect((await open()).body).toHaveLength(1);
  });

  it('when an admin dismissed the automatic report, then the next one needs the threshold of new attempts again', async () => {
    await t.current.reset();
    const { astrologer, consultationId } = await startedSession();
    const admin = await t.current.loginAs('admin');
    const open = () => t.current.api<ModerationReport[]>('GET', '/api/admin/moderation/reports?status=open', undefined, admin.token);
    await send(astrologer.token, consultationId, 'call me on 98765 43210');
    await send(astrologer.token, consultationId, 'pay 2100 to rajesh@okaxis');
    const [report] = (await open()).body;
    const dismissed = await t.current.api('POST', `/api/admin/moderation/reports/${report.id}/actions`, { action: 'dismiss', note: 'Customer asked for the number' }, admin.token);
    expect(dismissed.status).toBe(200);

    await send(astrologer.token, consultationId, 'insta id: jyotish_rajesh');
    expect((await open()).body).toEqual([]);
    await send(astrologer.token, consultationId, 'wa.me/919876543210');
    expect((await open()).body).toHaveLength(1);
  });

  it('when an admin warns the astrologer on an automatic report, then the warning says their own messages were reviewed, not that a customer reported them', async () => {
    await t.current.reset();
    const { astrologer, consultationId } = await startedSession();
    const admin = await t.current.loginAs('admin');
    await send(astrologer.token, consultationId, 'call me on 98765 43210');
    await send(astrologer.token, consultationId, 'pay 2100 to rajesh@okaxis');
    const [report] = (await t.current.api<ModerationReport[]>('GET', '/api/admin/moderation/reports?status=open', undefined, admin.token)).body;
    const warned = await t.current.api('POST', `/api/admin/moderation/reports/${report.id}/actions`, { action: 'warn', note: 'Keep contact on the platform' }, admin.token);
    expect(warned.status).toBe(200);
    const notices = (await t.current.api<Notification[]>('GET', '/api/notifications', undefined, astrologer.token)).body;
    const warning = notices.find((notice) => notice.title === 'Warning from AstroSetu');
    expect(warning?.message).toContain('A review of your own messages found contact details in them');
    expect(warning?.message).not.toContain("A customer's report");
  });

  it('when the customer sends contact details, then no report opens against the astrologer', async () => {
    await t.current.reset();
    const { customer, consultationId } = await startedSession();
    const admin = await t.current.loginAs('admin');
    for (const message of ['my number 98765 43210', 'mail me at asha at gmail dot com', 'insta id: asha_v']) await send(customer.token, consultationId, message);
    const open = await t.current.api<ModerationReport[]>('GET', '/api/admin/moderation/reports?status=open', undefined, admin.token);
    expect(open.body).toEqual([]);
  });
});
