import { consultationRepository } from '../src/modules/consultations/consultation.repository';
import type {
  AdminAstrologer,
  AdminAstrologersPage,
  Astrologer,
  AstrologerStats,
  AuditLogPage,
  Consultation,
  Favorite,
  Notification,
} from '@astrosetu/contracts';
import { errorOf, setupTestServer } from './harness';

const t = setupTestServer();

let adminToken: string;
beforeAll(async () => {
  ({ token: adminToken } = await t.current.loginAs('admin'));
});

const RAJESH = 1;
const MEENAKSHI = 2;
let uniqueEmail = 0;

const astrologerForm = (overrides: Record<string, unknown> = {}) => {
  uniqueEmail += 1;
  return {
    name: 'Kavya Menon',
    email: `kavya.menon.${uniqueEmail}@example.com`,
    gender: 'female',
    experience: '12',
    specializations: ' Vedic Astrology ,  Numerology, , Vedic Astrology ',
    languages: 'Malayalam, English',
    description: 'Kerala-trained jyotishi.',
    ratePerMinute: '30',
    ...overrides,
  };
};

const admin = <T = unknown>(method: string, path: string, body?: unknown) => t.current.api<T>(method, path, body, adminToken);

async function createAstrologer(overrides: Record<string, unknown> = {}): Promise<AdminAstrologer> {
  const response = await admin<AdminAstrologer>('POST', '/api/admin/astrologers', astrologerForm(overrides));
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

async function isListed(id: number): Promise<boolean> {
  return (await t.current.api<Astrologer[]>('GET', '/api/astrologers')).body.some((astrologer) => astrologer.id === id);
}

async function auditFor(id: number) {
  return (await admin<AuditLogPage>('GET', `/api/admin/audit-log?targetType=astrologer&targetId=${id}`)).body.items;
}

describe('POST /api/admin/astrologers', () => {
  it('when the form is valid, then a pending profile is created with trimmed lists and whole numbers, hidden from customers', async () => {
    const response = await admin<AdminAstrologer>('POST', '/api/admin/astrologers', astrologerForm());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Kavya Menon',
      experience: 12,
      ratePerMinute: 30,
      specializations: ['Vedic Astrology', 'Numerology'],
      languages: ['Malayalam', 'English'],
      approvalStatus: 'pending',
      isApproved: false,
      isOnline: false,
      totalConsultations: 0,
      totalEarnings: 0,
      rating: 0,
      image: `/api/avatars/${response.body.id}.svg`,
    });
    expect(await isListed(response.body.id)).toBe(false);
    const pending = await admin<AdminAstrologer[]>('GET', '/api/admin/astrologers/pending');
    expect(pending.body.map((astrologer) => astrologer.id)).toContain(response.body.id);
    const [entry] = await auditFor(response.body.id);
    expect(entry).toMatchObject({ action: 'astrologer.create', before: null, after: { id: response.body.id, name: 'Kavya Menon' } });
  });

  it('when only the required fields are sent, then the defaults fill the rest', async () => {
    const { description: _description, gender: _gender, ...required } = astrologerForm();
    const response = await admin<AdminAstrologer>('POST', '/api/admin/astrologers', required);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ description: '', gender: 'other', availableFrom: '09:00', availableTo: '21:00', isOnline: false });
  });

  it('when an account is asked for, then the astrologer can sign in and sees this profile', async () => {
    const created = await createAstrologer({ account: { password: 'stars-align' } });
    expect(created.userId).toEqual(expect.any(Number));
    const login = await t.current.api<{ token: string; user: { role: string; astrologerId: number } }>('POST', '/api/auth/login', {
      email: created.email,
      password: 'stars-align',
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ role: 'astrologer', astrologerId: created.id });
    const profile = await t.current.api<AdminAstrologer>('GET', '/api/astrologer/profile', undefined, login.body.token);
    expect(profile.body.id).toBe(created.id);
  });

  it('when the account email is already registered, then 409 and no profile is created', async () => {
    const before = (await admin<AdminAstrologersPage>('GET', '/api/admin/astrologers')).body.total;
    const response = await admin('POST', '/api/admin/astrologers', astrologerForm({ email: 'user@example.com', account: { password: 'stars-align' } }));
    expect(response.status).toBe(409);
    expect(errorOf(response).message).toBe('An account with this email already exists');
    expect((await admin<AdminAstrologersPage>('GET', '/api/admin/astrologers')).body.total).toBe(before);
  });

  it('when another astrologer has the email, then 409', async () => {
    const response = await admin('POST', '/api/admin/astrologers', astrologerForm({ email: 'Astrologer@Example.com' }));
    expect(response.status).toBe(409);
    expect(errorOf(response).message).toBe('An astrologer with this email already exists');
  });

  it.each([
    ['the name is one letter', { name: 'K' }, 'name', 'Name must be at least 2 characters'],
    ['the email is invalid', { email: 'kavya' }, 'email', 'Invalid email address'],
    ['experience has decimals', { experience: '12.5' }, 'experience', 'Experience must be a whole number of years'],
    ['experience is a word', { experience: 'twelve' }, 'experience', 'Experience must be a whole number of years'],
    ['experience is negative', { experience: -1 }, 'experience', 'Experience must be a whole number of years from 0 to 80'],
    ['the rate has decimals', { ratePerMinute: 30.5 }, 'ratePerMinute', 'Rate must be a whole number of rupees'],
    ['the rate is zero', { ratePerMinute: 0 }, 'ratePerMinute', 'Rate must be a whole number of rupees from 1 to 10000'],
    ['there is no specialization', { specializations: ' , ' }, 'specializations', 'Add at least one specialization'],
    ['there is no language', { languages: [] }, 'languages', 'Add at least one language'],
    ['the hours are not times', { availableFrom: '9am' }, 'availableFrom', 'Time must look like 09:30'],
    ['the image is an outside URL', { image: 'https://evil.example/x.png' }, 'image', 'Image must be an uploaded image'],
    ['the gender is unknown', { gender: 'robot' }, 'gender', 'Gender must be male, female or other'],
  ])('when %s, then 400 with the message and nothing is created', async (_case, override, field, message) => {
    const before = (await admin<AdminAstrologersPage>('GET', '/api/admin/astrologers')).body.total;
    const response = await admin('POST', '/api/admin/astrologers', astrologerForm(override));
    expect(response.status).toBe(400);
    expect(errorOf(response).fields?.[field]).toBe(message);
    expect((await admin<AdminAstrologersPage>('GET', '/api/admin/astrologers')).body.total).toBe(before);
  });
});

describe('approval', () => {
  it('when an admin approves a pending profile, then customers see it, its login is notified and the audit log has it', async () => {
    const created = await createAstrologer({ account: { password: 'stars-align' } });
    const response = await admin<AdminAstrologer>('PATCH', `/api/admin/astrologers/${created.id}/approve`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ approvalStatus: 'approved', isApproved: true });
    expect(await isListed(created.id)).toBe(true);

    const login = await t.current.api<{ token: string }>('POST', '/api/auth/login', { email: created.email, password: 'stars-align' });
    const notifications = await t.current.api<Notification[]>('GET', '/api/notifications', undefined, login.body.token);
    expect(notifications.body[0]).toMatchObject({ title: 'Profile approved', reference: { type: 'astrologer', id: created.id } });
    expect((await auditFor(created.id))[0]).toMatchObject({
      action: 'astrologer.approve',
      before: { approvalStatus: 'pending' },
      after: { approvalStatus: 'approved' },
    });
  });

  it('when an admin rejects a profile, then it is rejected (not pending), hidden and offline, with the reason in the notification', async () => {
    const created = await createAstrologer({ account: { password: 'stars-align' } });
    const response = await admin<AdminAstrologer>('PATCH', `/api/admin/astrologers/${created.id}/reject`, { reason: 'Incomplete certificates' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ approvalStatus: 'rejected', isApproved: false, isOnline: false });
    expect(await isListed(created.id)).toBe(false);
    const pending = await admin<AdminAstrologer[]>('GET', '/api/admin/astrologers/pending');
    expect(pending.body.map((astrologer) => astrologer.id)).not.toContain(created.id);
    const rejected = await admin<AdminAstrologersPage>('GET', '/api/admin/astrologers?status=rejected');
    expect(rejected.body.items.map((astrologer) => astrologer.id)).toContain(created.id);

    const login = await t.current.api<{ token: string }>('POST', '/api/auth/login', { email: created.email, password: 'stars-align' });
    const [notification] = (await t.current.api<Notification[]>('GET', '/api/notifications', undefined, login.body.token)).body;
    expect(notification.title).toBe('Profile not approved');
    expect(notification.message).toContain('Incomplete certificates');
  });

  it('when the same decision is made twice, then the second changes nothing and is not logged again', async () => {
    const created = await createAstrologer();
    await admin('PATCH', `/api/admin/astrologers/${created.id}/approve`);
    const again = await admin<AdminAstrologer>('PATCH', `/api/admin/astrologers/${created.id}/approve`);
    expect(again.status).toBe(200);
    expect((await auditFor(created.id)).filter((entry) => entry.action === 'astrologer.approve')).toHaveLength(1);
  });

  it('when the astrologer does not exist, then 404 for approve, reject, status, stats, edit and delete', async () => {
    for (const [method, path, body] of [
      ['PATCH', '/api/admin/astrologers/99999/approve', undefined],
      ['PATCH', '/api/admin/astrologers/99999/reject', {}],
      ['PATCH', '/api/admin/astrologers/99999/status', { isOnline: false }],
      ['GET', '/api/admin/astrologers/99999/stats', undefined],
      ['GET', '/api/admin/astrologers/99999', undefined],
      ['PATCH', '/api/admin/astrologers/99999', { name: 'Nobody Here' }],
      ['DELETE', '/api/admin/astrologers/99999', undefined],
    ] as const) {
      const response = await admin(method, path, body);
      expect([path, response.status]).toEqual([path, 404]);
      expect(errorOf(response).message).toBe('Astrologer not found');
    }
  });
});

describe('PATCH /api/admin/astrologers/{id}', () => {
  it('when an admin edits fields, then they are saved trimmed and the audit log shows before and after', async () => {
    const created = await createAstrologer();
    const response = await admin<AdminAstrologer>('PATCH', `/api/admin/astrologers/${created.id}`, {
      specializations: 'Tarot Reading ,Palmistry',
      ratePerMinute: '45',
      description: '  Now also reads palms.  ',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ specializations: ['Tarot Reading', 'Palmistry'], ratePerMinute: 45, description: 'Now also reads palms.' });
    expect(response.body.name).toBe(created.name);
    const [entry] = await auditFor(created.id);
    expect(entry).toMatchObject({
      action: 'astrologer.update',
      before: { ratePerMinute: 30, specializations: ['Vedic Astrology', 'Numerology'] },
      after: { ratePerMinute: 45, specializations: ['Tarot Reading', 'Palmistry'] },
    });
  });

  it.each([
    ['the body is empty', {}, 'Nothing to update'],
    ['experience has decimals', { experience: 3.5 }, 'Experience must be a whole number of years'],
    ['the rate is text', { ratePerMinute: 'lots' }, 'Rate must be a whole number of rupees'],
  ])('when %s (%j), then 400 "%s" and nothing changes', async (_case, body, message) => {
    const created = await createAstrologer();
    const response = await admin('PATCH', `/api/admin/astrologers/${created.id}`, body);
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe(message);
    expect((await admin<AdminAstrologer>('GET', `/api/admin/astrologers/${created.id}`)).body).toEqual(created);
  });

  it('when a pending profile is set online, then 409', async () => {
    const created = await createAstrologer();
    const response = await admin('PATCH', `/api/admin/astrologers/${created.id}`, { isOnline: true });
    expect(response.status).toBe(409);
    expect((await admin('PATCH', `/api/admin/astrologers/${created.id}/status`, { isOnline: true })).status).toBe(409);
  });
});

describe('PATCH /api/admin/astrologers/{id}/status', () => {
  it('when an admin toggles an approved astrologer, then the public listing follows and both changes are logged', async () => {
    const offline = await admin<AdminAstrologer>('PATCH', `/api/admin/astrologers/${MEENAKSHI}/status`, { isOnline: false });
    expect(offline.body.isOnline).toBe(false);
    expect((await t.current.api<Astrologer>('GET', `/api/astrologers/${MEENAKSHI}`)).body.isOnline).toBe(false);
    const online = await admin<AdminAstrologer>('PATCH', `/api/admin/astrologers/${MEENAKSHI}/status`, { isOnline: true });
    expect(online.body.isOnline).toBe(true);
    expect((await t.current.api<Astrologer>('GET', `/api/astrologers/${MEENAKSHI}`)).body.isOnline).toBe(true);
    const actions = (await auditFor(MEENAKSHI)).map((entry) => entry.action);
    expect(actions.slice(0, 2)).toEqual(['astrologer.online', 'astrologer.offline']);
  });

  it('when isOnline is not a boolean, then 400', async () => {
    const response = await admin('PATCH', `/api/admin/astrologers/${MEENAKSHI}/status`, { isOnline: 'on' });
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe('isOnline must be true or false');
  });
});

describe('DELETE /api/admin/astrologers/{id}', () => {
  it('when an admin deletes a profile, then it is gone for everyone, favorites drop it and its login is switched off', async () => {
    const created = await createAstrologer({ account: { password: 'stars-align' }, approve: true });
    expect(await isListed(created.id)).toBe(true);
    const customer = await t.current.registerUser();
    expect((await t.current.api('POST', '/api/favorites', { astrologerId: created.id }, customer.token)).status).toBe(201);

    const response = await admin('DELETE', `/api/admin/astrologers/${created.id}`);
    expect(response.status).toBe(204);
    expect(await isListed(created.id)).toBe(false);
    expect((await t.current.api('GET', `/api/astrologers/${created.id}`)).status).toBe(404);
    expect((await t.current.api<Favorite[]>('GET', '/api/favorites', undefined, customer.token)).body).toEqual([]);
    expect((await t.current.api('POST', '/api/auth/login', { email: created.email, password: 'stars-align' })).status).toBe(403);
    const [entry] = await auditFor(created.id);
    expect(entry).toMatchObject({ action: 'astrologer.delete', before: { id: created.id }, after: null });
    expect((await admin('DELETE', `/api/admin/astrologers/${created.id}`)).status).toBe(404);
  });

  it('when the astrologer has a consultation in progress, then 409 and nothing is deleted', async () => {
    const created = await createAstrologer({ approve: true });
    const customer = await t.current.registerUser();
    await t.current.topUp(customer.user.id, 100_000);
    const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: created.id, duration: 10 }, customer.token);
    expect(booked.status).toBe(201);
    const response = await admin('DELETE', `/api/admin/astrologers/${created.id}`);
    expect(response.status).toBe(409);
    expect(await isListed(created.id)).toBe(true);
    expect((await t.current.api('POST', `/api/consultations/${booked.body.id}/end`, {}, customer.token)).status).toBe(200);
    expect((await admin('DELETE', `/api/admin/astrologers/${created.id}`)).status).toBe(204);
    // The customer's history still shows the session.
    const history = await t.current.api<Consultation[]>('GET', `/api/consultations/user/${customer.user.id}`, undefined, customer.token);
    expect(history.body.map((consultation) => consultation.id)).toContain(booked.body.id);
  });
});

describe('GET /api/admin/astrologers', () => {
  it('when paging, sorting and searching, then the server does it and reports the total', async () => {
    const page = await admin<AdminAstrologersPage>('GET', '/api/admin/astrologers?page=2&pageSize=5&sort=id&order=asc');
    expect(page.body).toMatchObject({ page: 2, pageSize: 5 });
    expect(page.body.items.map((astrologer) => astrologer.id)).toEqual([6, 7, 8, 9, 10]);

    const byConsultations = await admin<AdminAstrologersPage>('GET', '/api/admin/astrologers?sort=totalConsultations&order=desc&pageSize=3');
    const counts = byConsultations.body.items.map((astrologer) => astrologer.totalConsultations);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const byRating = await admin<AdminAstrologersPage>('GET', '/api/admin/astrologers?sort=rating&order=desc&pageSize=100&status=approved');
    const ratings = byRating.body.items.map((astrologer) => astrologer.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    const search = await admin<AdminAstrologersPage>('GET', '/api/admin/astrologers?q=kp%20astro');
    expect(search.body.total).toBeGreaterThan(0);
    expect(search.body.items.every((astrologer) => astrologer.specializations.some((s) => /kp astro/i.test(s)))).toBe(true);

    const online = await admin<AdminAstrologersPage>('GET', '/api/admin/astrologers?isOnline=true&pageSize=100');
    expect(online.body.items.every((astrologer) => astrologer.isOnline)).toBe(true);
  });

  it('when the sort field is unknown, then 400', async () => {
    const response = await admin('GET', '/api/admin/astrologers?sort=email');
    expect(response.status).toBe(400);
  });
});

describe('GET /api/admin/astrologers/{id}/stats', () => {
  it('when sessions were completed, then the stats add them to the running totals and measure their length', async () => {
    const before = (await admin<AstrologerStats>('GET', `/api/admin/astrologers/${RAJESH}/stats`)).body;
    const customer = await t.current.registerUser();
    await t.current.topUp(customer.user.id, 200_000);
    const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 15 }, customer.token);
    // The session ran: the astrologer joined and the birth-details step is done.
    const now = new Date();
    await consultationRepository.markAstrologerJoined(booked.body.id, now);
    await consultationRepository.markDetailsDone(booked.body.id, now);
    await consultationRepository.startIfReady(booked.body.id, now);
    const ended = await t.current.api<Consultation>('POST', `/api/consultations/${booked.body.id}/end`, { rating: 5 }, customer.token);
    expect(ended.status).toBe(200);

    const after = await admin<AstrologerStats>('GET', `/api/admin/astrologers/${RAJESH}/stats`);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({
      astrologerId: RAJESH,
      totalConsultations: before.totalConsultations + 1,
      // What the customer kept paying: the package less the refund of the 14 unused minutes.
      totalRevenue: before.totalRevenue + 35 * 14 * 100 - (ended.body.refundedAmount ?? 0),
      reviewCount: before.reviewCount + 1,
      sessionsRecorded: before.sessionsRecorded + 1,
      activeConsultations: 0,
    });
    // Ended straight away: it lasted well under a minute (the averages are rounded to a tenth, and the demo
    // data holds finished sessions of this astrologer).
    const addedMinutes = after.body.averageSessionDuration * after.body.sessionsRecorded - before.averageSessionDuration * before.sessionsRecorded;
    expect(addedMinutes).toBeLessThan(1.5);
    expect(after.body.averageRating).toBeGreaterThan(0);
  });

  it('when an astrologer has no sessions here, then the averages are zero', async () => {
    const created = await createAstrologer();
    const stats = await admin<AstrologerStats>('GET', `/api/admin/astrologers/${created.id}/stats`);
    expect(stats.body).toEqual({
      astrologerId: created.id,
      totalConsultations: 0,
      totalRevenue: 0,
      averageRating: 0,
      reviewCount: 0,
      averageSessionDuration: 0,
      sessionsRecorded: 0,
      activeConsultations: 0,
    });
  });
});
