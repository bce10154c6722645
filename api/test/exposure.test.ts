import type { AdminAstrologer, Consultation } from '@astrosetu/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorOf, setupTestServer } from './harness';

/** Issue 16: what anonymous callers could see of pending profiles, rewriting a finished record, a 500 on bad uploads. */
const uploadDir = mkdtempSync(join(tmpdir(), 'astrosetu-uploads-'));
const t = setupTestServer({ UPLOAD_DIR: uploadDir });
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

const birthDetails = { name: 'Asha', dateOfBirth: '1990-04-12', timeOfBirth: '06:40', placeOfBirth: 'Pune' };

describe('a pending astrologer is not public', () => {
  it('/api/astrologer/{id} and /api/avatars/{id}.svg answer 404 until the profile is approved', async () => {
    const { token: adminToken } = await t.current.loginAs('admin');
    const created = await t.current.api<AdminAstrologer>(
      'POST',
      '/api/admin/astrologers',
      { name: 'Secret Applicant', email: `applicant-${Date.now()}@example.com`, gender: 'female', experience: '4', specializations: 'Tarot Reading', languages: 'Hindi', ratePerMinute: '20' },
      adminToken,
    );
    expect(created.status).toBe(201);
    const { id } = created.body;
    const summary = await t.current.api('GET', `/api/astrologer/${id}`);
    expect(summary.status).toBe(404);
    expect(JSON.stringify(summary.body)).not.toContain('Secret Applicant');
    expect((await t.current.api('GET', `/api/avatars/${id}.svg`)).status).toBe(404);

    expect((await t.current.api('PATCH', `/api/admin/astrologers/${id}/approve`, {}, adminToken)).status).toBe(200);
    expect((await t.current.api<{ name: string }>('GET', `/api/astrologer/${id}`)).body.name).toBe('Secret Applicant');
    expect((await t.current.api('GET', `/api/avatars/${id}.svg`)).status).toBe(200);
  });
});

describe('birth details of a finished consultation', () => {
  it('cannot be rewritten (409); while it runs they can', async () => {
    const customer = await t.current.registerUser();
    await t.current.topUp(customer.user.id, 100_000);
    const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: 1, duration: 10 }, customer.token);
    expect(booked.status).toBe(201);
    const path = `/api/consultations/${booked.body.id}`;
    expect((await t.current.api('PATCH', path, { userDetails: birthDetails }, customer.token)).status).toBe(200);
    expect((await t.current.api('POST', `${path}/end`, {}, customer.token)).status).toBe(200);

    const rewrite = await t.current.api('PATCH', path, { userDetails: { ...birthDetails, placeOfBirth: 'Somewhere else' } }, customer.token);
    expect(rewrite.status).toBe(409);
    expect(errorOf(rewrite).message).toBe('This consultation has ended: its birth details can no longer be changed');
    const history = await t.current.api<Consultation[]>('GET', `/api/consultations/user/${customer.user.id}`, undefined, customer.token);
    expect(history.body.find((c) => c.id === booked.body.id)?.userDetails?.placeOfBirth).toBe('Pune');
  });
});

describe('a malformed multipart upload', () => {
  it.each([
    ['truncated', '--XyZ\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG'],
    ['a broken part header', '--XyZ\r\nContent-Disposition form-data\r\n\r\nhello\r\n--XyZ--\r\n'],
    ['no parts at all', 'not multipart at all'],
  ])('answers 400 with a clear error, not 500 (%s)', async (_case, body) => {
    const { token } = await t.current.loginAs('admin');
    const response = await t.current.raw('POST', '/api/admin/uploads/image', {
      body,
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ', authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    expect(errorOf(response).message).toMatch(/upload|image/i);
  });
});
