import type { AuditLogPage, BlockedAstrologer, ChatMessage, Consultation, ContactAttemptCount, Favorite, ModerationReport, Notification, ReportReceipt } from '@astrosetu/contracts';
import type { EmittedEvent } from '../src/shared/realtime/realtime-events';
import { errorOf, setupTestServer } from './harness';
import { startSession } from './session-start';

const t = setupTestServer();
const RAJESH = 1;
const MEENAKSHI = 2;

async function runningSession(astrologerId = RAJESH) {
  const customer = await t.current.registerUser();
  await t.current.topUp(customer.user.id, 100_000);
  const astrologer = astrologerId === RAJESH ? await t.current.loginAs('astrologer') : await t.current.createAstrologerAccount(astrologerId);
  const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId, duration: 10 }, customer.token);
  if (booked.status !== 201) throw new Error(`booking failed: ${booked.status}`);
  // Messages go through once the session has started.
  await startSession(booked.body.id, t.current.server.ctx.realtime);
  return { customer, astrologer, consultation: booked.body };
}

/** A customer who booked the astrologer and ended the session: reporting needs a consultation (issue 33). */
async function customerWhoConsulted(astrologerId: number) {
  const { customer, consultation } = await runningSession(astrologerId);
  await t.current.api('POST', `/api/consultations/${consultation.id}/end`, {}, customer.token);
  return customer;
}

const send = (token: string, consultationId: number, message: string) => t.current.api<ChatMessage>('POST', '/api/chat/message', { consultationId, message }, token);

describe('contact masking in the send path', () => {
  beforeAll(() => t.current.reset());

  it('when the astrologer sends a phone number and a UPI ID, then both sides only ever get the masked text, and the attempt is counted', async () => {
    const { customer, astrologer, consultation } = await runningSession();
    const emitted: EmittedEvent[] = [];
    const stop = t.current.server.ctx.realtime.onEmit((event) => emitted.push(event));
    const sent = await send(astrologer.token, consultation.id, 'Call me on 98765 43210 or pay 2100 to ramesh@okaxis');
    stop();

    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('Call me on [phone number hidden] or pay 2100 to [UPI ID hidden]');
    expect(sent.body.maskedKinds).toEqual(['phone', 'upi']);
    const broadcast = emitted.find((event) => event.event === 'new-message');
    expect(broadcast?.payload).toEqual(sent.body);
    const history = await t.current.api<ChatMessage[]>('GET', `/api/chat/${consultation.id}`, undefined, customer.token);
    expect(history.body.map((message) => message.message)).toEqual([sent.body.message]);
    expect(JSON.stringify(history.body)).not.toContain('98765');

    const admin = await t.current.loginAs('admin');
    const counts = await t.current.api<ContactAttemptCount[]>('GET', '/api/admin/moderation/contact-attempts', undefined, admin.token);
    expect(counts.body).toEqual([{ astrologerId: RAJESH, name: 'Pandit Rajesh Sharma', attempts: 1, kinds: ['phone', 'upi'], lastAt: expect.any(String) }]);
  });

  it('when a message has only birth details and amounts, then it is stored as written and nothing is counted', async () => {
    const { customer, consultation } = await runningSession();
    const text = 'born 12/08/1990 at 14:35 in Pune, I have ₹1,500 left';
    const sent = await send(customer.token, consultation.id, text);
    expect(sent.body.message).toBe(text);
    expect(sent.body.maskedKinds).toBeUndefined();
  });

  it('when a customer sends contact details, then they are hidden too but not counted against the astrologer', async () => {
    const { customer, consultation } = await runningSession();
    const sent = await send(customer.token, consultation.id, 'my whatsapp is wa.me/919876543210');
    expect(sent.body.maskedKinds).toEqual(['messaging']);
    const admin = await t.current.loginAs('admin');
    const counts = await t.current.api<ContactAttemptCount[]>('GET', '/api/admin/moderation/contact-attempts', undefined, admin.token);
    expect(counts.body.find((count) => count.astrologerId === RAJESH)?.attempts).toBe(1);
  });
});

describe('reports and the moderation queue', () => {
  beforeEach(() => t.current.reset());

  it('when a report is invalid, then the answer names the field', async () => {
    const { customer, astrologer, consultation } = await runningSession();
    const own = await send(customer.token, consultation.id, 'Namaste');
    const theirs = await send(astrologer.token, consultation.id, 'Namaste ji');
    const post = (body: object) => t.current.api('POST', '/api/reports', body, customer.token);

    expect(errorOf(await post({ astrologerId: RAJESH })).fields).toMatchObject({ reason: 'Choose a reason' });
    expect(errorOf(await post({ astrologerId: RAJESH, reason: 'other', details: 'bad' })).fields).toMatchObject({ details: expect.stringContaining('at least 10') });
    expect(errorOf(await post({ astrologerId: RAJESH, reason: 'spam', messageId: theirs.body.id })).fields).toMatchObject({ consultationId: expect.any(String) });
    expect(errorOf(await post({ astrologerId: RAJESH, reason: 'spam', consultationId: consultation.id, messageId: own.body.id })).fields).toMatchObject({
      messageId: "Only the astrologer's messages can be reported",
    });
    expect((await post({ astrologerId: MEENAKSHI, reason: 'spam', consultationId: consultation.id })).status).toBe(400);
    expect((await post({ astrologerId: 999, reason: 'spam' })).status).toBe(404);

    const stranger = await t.current.registerUser();
    const intruding = await t.current.api('POST', '/api/reports', { astrologerId: RAJESH, reason: 'spam', consultationId: consultation.id, messageId: theirs.body.id }, stranger.token);
    expect(intruding.status).toBe(404);
  });

  it('when a customer reports a message, then the admin queue shows it with the conversation around it, and a warning notifies the astrologer and is audited', async () => {
    const { customer, astrologer, consultation } = await runningSession();
    await send(customer.token, consultation.id, 'Will I get married this year?');
    const bad = await send(astrologer.token, consultation.id, 'Pay me directly on ramesh@okaxis, cheaper than the app');
    await send(customer.token, consultation.id, 'Is that allowed?');

    const body = { astrologerId: RAJESH, consultationId: consultation.id, messageId: bad.body.id, reason: 'off-platform-payment', details: 'Asked me to pay him directly' };
    const reported = await t.current.api<ReportReceipt>('POST', '/api/reports', body, customer.token);
    expect(reported.status).toBe(201);
    const again = await t.current.api<ReportReceipt>('POST', '/api/reports', body, customer.token);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(reported.body.id);

    const admin = await t.current.loginAs('admin');
    const queue = await t.current.api<ModerationReport[]>('GET', '/api/admin/moderation/reports', undefined, admin.token);
    expect(queue.body).toHaveLength(1);
    expect(queue.body[0]).toMatchObject({
      id: reported.body.id,
      reason: 'off-platform-payment',
      reporter: { id: customer.user.id, username: customer.user.username },
      astrologer: { id: RAJESH, name: 'Pandit Rajesh Sharma', contactAttempts: 1 },
      messageId: bad.body.id,
      status: 'open',
    });
    expect(queue.body[0].excerpt.map((message) => message.message)).toEqual([
      'Will I get married this year?',
      'Pay me directly on [UPI ID hidden], cheaper than the app',
      'Is that allowed?',
    ]);

    const badAction = await t.current.api('POST', `/api/admin/moderation/reports/${reported.body.id}/actions`, { action: 'ban', note: 'x' }, admin.token);
    expect(errorOf(badAction).fields).toMatchObject({ action: 'Choose warn, suspend, remove or dismiss' });

    const warned = await t.current.api<ModerationReport>('POST', `/api/admin/moderation/reports/${reported.body.id}/actions`, { action: 'warn', note: 'First and last warning' }, admin.token);
    expect(warned.status).toBe(200);
    expect(warned.body).toMatchObject({ status: 'actioned', resolution: { action: 'warn', note: 'First and last warning', by: admin.user.username } });
    const twice = await t.current.api('POST', `/api/admin/moderation/reports/${reported.body.id}/actions`, { action: 'dismiss', note: 'changed my mind' }, admin.token);
    expect(twice.status).toBe(409);

    const notices = await t.current.api<Notification[]>('GET', '/api/notifications', undefined, astrologer.token);
    expect(notices.body[0]).toMatchObject({ title: 'Warning from AstroSetu', message: expect.stringContaining('First and last warning') });
    const audit = await t.current.api<AuditLogPage>('GET', '/api/admin/audit-log?action=moderation.warn', undefined, admin.token);
    expect(audit.body.items[0]).toMatchObject({ actor: { id: admin.user.id }, target: { type: 'astrologer', id: RAJESH }, summary: expect.stringContaining(`report #${reported.body.id}`) });
    expect((await t.current.api<ModerationReport[]>('GET', '/api/admin/moderation/reports', undefined, admin.token)).body).toEqual([]);
  });

  it('when an admin suspends an astrologer on a report, then the profile is hidden and offline, other open reports are settled, and it is audited', async () => {
    const first = await t.current.api<ReportReceipt>('POST', '/api/reports', { astrologerId: MEENAKSHI, reason: 'abusive', details: 'Shouted at me' }, (await customerWhoConsulted(MEENAKSHI)).token);
    const second = await t.current.api<ReportReceipt>('POST', '/api/reports', { astrologerId: MEENAKSHI, reason: 'misleading', details: 'Said my family is cursed' }, (await customerWhoConsulted(MEENAKSHI)).token);
    expect([first.status, second.status]).toEqual([201, 201]);
    const admin = await t.current.loginAs('admin');
    const suspended = await t.current.api<ModerationReport>('POST', `/api/admin/moderation/reports/${first.body.id}/actions`, { action: 'suspend', note: 'Repeated abuse' }, admin.token);
    expect(suspended.body).toMatchObject({ status: 'actioned', astrologer: { approvalStatus: 'rejected' } });
    expect((await t.current.api('GET', `/api/astrologers/${MEENAKSHI}`)).status).toBe(404);
    expect((await t.current.api<ModerationReport[]>('GET', '/api/admin/moderation/reports', undefined, admin.token)).body).toEqual([]);
    const audit = await t.current.api<AuditLogPage>('GET', '/api/admin/audit-log?action=moderation.suspend', undefined, admin.token);
    expect(audit.body.items[0]).toMatchObject({ before: { approvalStatus: 'approved' }, after: { approvalStatus: 'rejected', isOnline: false }, summary: expect.stringContaining('1 other open report') });
  });

  it('when an admin removes an astrologer on a report, then the profile is deleted and both actions are audited', async () => {
    const customer = await customerWhoConsulted(5);
    const report = await t.current.api<ReportReceipt>('POST', '/api/reports', { astrologerId: 5, reason: 'spam', details: '' }, customer.token);
    expect(report.status).toBe(201);
    const admin = await t.current.loginAs('admin');
    const removed = await t.current.api<ModerationReport>('POST', `/api/admin/moderation/reports/${report.body.id}/actions`, { action: 'remove', note: 'Fake profile' }, admin.token);
    expect(removed.status).toBe(200);
    expect((await t.current.api('GET', '/api/astrologers/5')).status).toBe(404);
    const audit = await t.current.api<AuditLogPage>('GET', '/api/admin/audit-log?targetType=astrologer&targetId=5', undefined, admin.token);
    expect(audit.body.items.map((entry) => entry.action)).toEqual(['moderation.remove', 'astrologer.delete']);
  });
});

describe('blocking an astrologer', () => {
  beforeEach(() => t.current.reset());

  it('when a customer blocks an astrologer, then booking is refused until they unblock, and a favourite is dropped', async () => {
    const { customer, consultation } = await runningSession();
    await t.current.api<Favorite>('POST', '/api/favorites', { astrologerId: RAJESH }, customer.token);
    const during = await t.current.api('POST', '/api/blocks', { astrologerId: RAJESH }, customer.token);
    expect(during.status).toBe(409);
    await t.current.api('POST', `/api/consultations/${consultation.id}/end`, {}, customer.token);

    const blocked = await t.current.api<BlockedAstrologer>('POST', '/api/blocks', { astrologerId: RAJESH }, customer.token);
    expect(blocked.status).toBe(201);
    expect((await t.current.api<BlockedAstrologer[]>('GET', '/api/blocks', undefined, customer.token)).body).toEqual([{ astrologerId: RAJESH, name: 'Pandit Rajesh Sharma', createdAt: expect.any(String) }]);
    expect((await t.current.api<Favorite[]>('GET', '/api/favorites', undefined, customer.token)).body).toEqual([]);

    const refused = await t.current.api('POST', '/api/consultations', { astrologerId: RAJESH, duration: 10 }, customer.token);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toContain('Unblock them from your profile');

    expect((await t.current.api('DELETE', `/api/blocks/${RAJESH}`, undefined, customer.token)).status).toBe(204);
    expect((await t.current.api('POST', '/api/consultations', { astrologerId: RAJESH, duration: 10 }, customer.token)).status).toBe(201);
  });

  it('when the body or id is wrong, then the answer is a clear error', async () => {
    const customer = await t.current.registerUser();
    expect(errorOf(await t.current.api('POST', '/api/blocks', { astrologerId: 'x' }, customer.token)).fields).toMatchObject({ astrologerId: expect.any(String) });
    expect((await t.current.api('POST', '/api/blocks', { astrologerId: 999 }, customer.token)).status).toBe(404);
  });
});

describe('a favourite comes online', () => {
  beforeEach(() => t.current.reset());

  it('when a favourite astrologer goes online, then the customer gets one notification and the socket event, not one per toggle', async () => {
    const customer = await t.current.registerUser();
    const other = await t.current.registerUser();
    await t.current.api('POST', '/api/favorites', { astrologerId: RAJESH }, customer.token);
    const astrologer = await t.current.loginAs('astrologer');
    await t.current.api('PATCH', '/api/astrologer/status', { isOnline: false }, astrologer.token);

    const emitted: EmittedEvent[] = [];
    const stop = t.current.server.ctx.realtime.onEmit((event) => emitted.push(event));
    await t.current.api('PATCH', '/api/astrologer/status', { isOnline: true }, astrologer.token);
    await t.current.api('PATCH', '/api/astrologer/status', { isOnline: false }, astrologer.token);
    await t.current.api('PATCH', '/api/astrologer/status', { isOnline: true }, astrologer.token);
    stop();

    const notices = (await t.current.api<Notification[]>('GET', '/api/notifications', undefined, customer.token)).body;
    expect(notices.filter((notice) => notice.reference?.type === 'astrologer-online')).toEqual([
      expect.objectContaining({ title: 'Pandit Rajesh Sharma is online', isRead: false, reference: { type: 'astrologer-online', id: RAJESH } }),
    ]);
    expect(emitted.filter((event) => event.event === 'notification-created')).toEqual([
      { room: `user:${customer.user.id}`, event: 'notification-created', payload: notices[0] },
    ]);
    expect((await t.current.api<Notification[]>('GET', '/api/notifications', undefined, other.token)).body).toEqual([]);
  });
});
